/// Switching the contributions page's forge from Settings: an address typed for a
/// self-hosted forge, a handle saved for a forge not read yet. Either ends in a change of
/// the shared choices and its save. A forge whose handle is stored is read at once, so
/// switching back and forth never asks again.
enum ContributionsSourceSwitch {
    /// `source` becomes the one read, and is remembered.
    static func read(_ source: ContributionsSource, _ context: PageContext) -> Reply {
        var preferences = context.choices.contributions
        preferences.choose(source)
        return Reply(
            [.save(Save(.contributionsPreferences(preferences), origin: .settings, row: .contributionsSource))],
            edits: [.contributions(preferences)])
    }

    /// A choice in the picker: read at once when its handle is stored (and its address
    /// remembered, for a server of the user's own); else the address, then the handle, are
    /// asked for first. Choosing the source read now asks for its handle again.
    static func pick(_ choice: ContributionsSourceChoice, prompt: inout Prompt?, _ context: PageContext) -> Reply {
        let choices = context.choices
        let current = ContributionsSourceChoice(choices.contributionsSource) == choice
        guard let source = choice.hostedSource ?? (current ? nil : choices.contributions.addresses[choice]) else {
            prompt = Prompt(.forgeAddress(choice), canCancel: true)
            return []
        }
        return readOrAsk(source, current: current, prompt: &prompt, context)
    }

    /// An address typed for `choice`: refused with the reason, or taken (then its handle is
    /// asked for, unless stored). An address without a scheme is the https one.
    static func submitAddress(
        _ text: String, of choice: ContributionsSourceChoice, prompt: inout Prompt?, _ context: PageContext
    ) -> Reply {
        guard let prefix = choice.addressPrefix else { return [] }
        let address = text.contains("://") ? text : "https://" + text
        do {
            let source = try ContributionsSource(parsing: prefix + ":" + address)
            return readOrAsk(source, current: false, prompt: &prompt, context)
        } catch {
            prompt?.say(.invalidForgeAddress(error))
            return []
        }
    }

    /// Reads `source` now when its handle is stored, else asks for the handle.
    private static func readOrAsk(
        _ source: ContributionsSource, current: Bool, prompt: inout Prompt?, _ context: PageContext
    ) -> Reply {
        guard !current, context.choices.credentials.handle(for: source) != nil else {
            prompt = Prompt(.contributorHandle, forge: source, canCancel: true)
            return []
        }
        prompt = nil
        return read(source, context)
    }

    /// The handle typed into `prompt`, saved; one for a forge not read now makes that
    /// forge the one read once it is written.
    static func saveHandle(_ value: SecretText, of prompt: Prompt, _ context: PageContext) -> Reply {
        let then: Save.FollowUp? =
            prompt.forge != context.choices.contributionsSource ? .readContributionsSource(prompt.forge) : nil
        return [
            .save(
                Save(
                    .credential(prompt.forge.handleCredential, value), origin: .settings, row: .contributorHandle,
                    then: then))
        ]
    }

    /// What follows a written handle save that asked for its forge to be read.
    static func followUp(_ save: Save, _ outcome: SaveOutcome, _ context: PageContext) -> Reply {
        guard outcome == .written, case .readContributionsSource(let source)? = save.then,
            case .credential(let credential, _) = save.item, source.handleCredential == credential,
            source != context.choices.contributionsSource
        else { return [] }
        return read(source, context)
    }
}
