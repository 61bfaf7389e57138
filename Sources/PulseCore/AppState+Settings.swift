import FoundationEssentials

/// The Settings rows, the location typed into its prompt and stored.
extension AppState {
    /// Enter or a click on a Settings row.
    mutating func actOnSettingsRow(_ row: SettingsRow) -> [Effect] {
        switch row {
        case .uptimeKey:
            // A source that takes no key has nothing to change here.
            guard uptime.source.credential != nil else { return [] }
            let notice: PromptNotice? = hasUptimeCredential ? .replacing : nil
            prompts.open(Prompt(.uptimeKey, for: uptime.source, canCancel: true, notice: notice), on: .settings)
        case .githubUsername:
            prompts.open(Prompt(.githubUsername, canCancel: true), on: .settings)
        case .seconds:
            clock.toggle(\.showsSeconds)
            return [.savePreferences(preferences)]
        case .weatherCondition:
            clock.toggle(\.showsCondition)
            return [.savePreferences(preferences)]
        case .location:
            prompts.open(Prompt(.location, canCancel: true), on: .settings)
        case .uptimeSource:
            settings.openPicker(current: uptime.source)
        case .orbit:
            clock.toggle(\.orbits)
            return [.savePreferences(preferences)]
        case .nightDimming:
            clock.toggle(\.dimsAtNight)
            return [.savePreferences(preferences)]
        case .uptimeOrder:
            uptime.setOrder(uptime.preferences.order.toggled)
            return [.saveUptimePreferences(uptime.preferences)]
        }
        return []
    }
}
