@testable import PulseCore

extension Effect {
    /// The save of `item` that a change made on `origin` (at `row`) asks for.
    static func saving(
        _ item: Save.Item, on origin: Page, row: SettingsRow? = nil, then: Save.FollowUp? = nil
    ) -> Effect {
        .save(Save(item, origin: origin, row: row, then: then))
    }
}

extension AppEvent {
    /// The store's answer `outcome` to the first save among `effects`, as the performer
    /// sends it back; a save nobody asked for when there is none (a test that only checks
    /// what an answer does).
    static func outcome(of effects: [Effect], _ outcome: SaveOutcome) -> AppEvent {
        .saved(effects.saves.first ?? Save(.stopwatch(.reset), origin: .stopwatch), outcome)
    }

    /// A credential's save made on `origin` ended as `outcome`.
    static func credential(_ credential: Credential, on origin: Page, _ outcome: SaveOutcome) -> AppEvent {
        .saved(Save(.credential(credential, SecretText("value")), origin: origin), outcome)
    }
}

extension UptimeModel {
    /// The Uptime page with the original API chosen, as a user who picked it (or stored its
    /// key before there was a choice) has it: without its key it asks for one.
    static let levoChosen = UptimeModel(preferences: UptimePreferences(source: .levo))
}
