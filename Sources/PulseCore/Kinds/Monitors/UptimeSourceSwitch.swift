/// Switching the Uptime page's source, from the Uptime page or from Settings alike: an
/// address typed for a self-hosted source, a key saved for a source not read yet. Either
/// ends in a change of the shared choices and its save, made on the page the user was on.
enum UptimeSourceSwitch {
    /// `source` becomes the one read, and is remembered.
    static func read(_ source: UptimeSource, origin: Page, _ context: PageContext) -> Reply {
        var preferences = context.choices.uptime
        preferences.choose(source)
        return Reply(
            [
                .save(
                    Save(
                        .uptimePreferences(preferences), origin: origin, row: origin == .settings ? .uptimeSource : nil)
                )
            ],
            edits: [.uptime(preferences)])
    }

    /// A choice in the picker: read it at once when it has what it needs (a stored key, a
    /// remembered address), else ask for that first in `prompt`. Choosing the source read
    /// now asks for its key or address again, which is how either is changed.
    static func pick(
        _ choice: UptimeSourceChoice, prompt: inout Prompt?, origin: Page, _ context: PageContext
    ) -> Reply {
        let choices = context.choices
        let current = choices.uptime.isChosen && UptimeSourceChoice(choices.uptime.source) == choice
        guard let source = choice.hostedSource ?? (current ? nil : choices.uptime.addresses[choice]) else {
            prompt = Prompt(.uptimeAddress(choice), canCancel: true)
            return []
        }
        if current || !choices.credentials.has(source.credential) {
            guard source.credential != nil else { return [] }
            let notice: PromptNotice? = choices.credentials.has(source.credential) ? .replacing : nil
            prompt = Prompt(.uptimeKey, for: source, canCancel: true, notice: notice)
            return []
        }
        return read(source, origin: origin, context)
    }

    /// An address typed for `choice`: refused with the reason, or read at once (after its
    /// key, for a keyed source whose key is not stored). An address typed without a scheme
    /// is the https one a browser would open.
    static func submitAddress(
        _ text: String, of choice: UptimeSourceChoice, prompt: inout Prompt?, origin: Page, _ context: PageContext
    ) -> Reply {
        guard let prefix = choice.addressPrefix else { return [] }
        let address = text.contains("://") ? text : "https://" + text
        let source: UptimeSource
        do {
            source = try UptimeSource(parsing: prefix + ":" + address)
        } catch {
            prompt?.say(.invalidAddress(error))
            return []
        }
        guard context.choices.credentials.has(source.credential) else {
            prompt = Prompt(.uptimeKey, for: source, canCancel: true)
            return []
        }
        prompt = nil
        return read(source, origin: origin, context)
    }

    /// The key typed into `prompt`, saved; a key for a source not read now makes that
    /// source the one read once it is written.
    static func saveKey(_ value: SecretText, of prompt: Prompt, origin: Page, _ context: PageContext) -> Reply {
        guard let credential = prompt.credential else { return [] }
        let uptime = context.choices.uptime
        let then: Save.FollowUp? =
            prompt.source != uptime.source || !uptime.isChosen ? .readUptimeSource(prompt.source) : nil
        let row: SettingsRow? = origin == .settings ? .uptimeKey : nil
        return [.save(Save(.credential(credential, value), origin: origin, row: row, then: then))]
    }

    /// What follows a written key save that asked for its source to be read.
    static func followUp(_ save: Save, _ outcome: SaveOutcome, _ context: PageContext) -> Reply {
        guard outcome == .written, case .readUptimeSource(let source)? = save.then,
            case .credential(let credential, _) = save.item, source.credential == credential,
            source != context.choices.uptime.source || !context.choices.uptime.isChosen
        else { return [] }
        return read(source, origin: save.origin, context)
    }
}
