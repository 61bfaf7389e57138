/// Switching a page's source, from the page that reads it or from Settings alike: a
/// choice in the picker, an address typed for a self-hosted source, a credential saved
/// for a source not read yet. Each ends in a change of the shared choices and its save,
/// made on the page the user was on (`origin`). A source whose credential is stored (and
/// address remembered) is read at once, so switching back and forth never asks again.
enum SourceSwitch<Kind: PickedKind> {
    /// `source` becomes the one read, and is remembered.
    static func read(_ source: Source<Kind>, origin: Page, _ context: PageContext) -> Reply {
        var choices = context.choices
        choices[keyPath: Kind.preferences].choose(source)
        let (item, edit) = Kind.saving(choices)
        let row = origin == .settings ? Kind.sourceRow : nil
        return Reply([.save(Save(item, origin: origin, row: row))], edits: [edit])
    }

    /// A choice in the picker: read it at once when it has what it needs (a stored
    /// credential, a remembered address), else ask for that first in `prompt`. Choosing
    /// the source read now asks for its credential or address again, which is how either
    /// is changed.
    static func pick(_ choice: SourceChoice<Kind>, prompt: inout Prompt?, origin: Page, _ context: PageContext)
        -> Reply
    {
        let preferences = context.choices[keyPath: Kind.preferences]
        let current = preferences.isChosen && SourceChoice(preferences.source) == choice
        guard let source = choice.hostedSource ?? (current ? nil : preferences.addresses[choice]) else {
            prompt = Prompt(Kind.addressPrompt(choice), canCancel: true)
            return []
        }
        return readOrAsk(source, current: current, prompt: &prompt, origin: origin, context)
    }

    /// An address typed for `choice`, which builds its source directly: refused with the
    /// reason, or read at once (after its credential, where one is needed and not stored).
    static func submitAddress(
        _ text: String, of choice: SourceChoice<Kind>, prompt: inout Prompt?, origin: Page, _ context: PageContext
    ) -> Reply {
        guard choice.ownServer else { return [] }
        do {
            let source = try Source<Kind>(choice.provider, typed: text)
            return readOrAsk(source, current: false, prompt: &prompt, origin: origin, context)
        } catch {
            prompt?.say(Kind.notice(error))
            return []
        }
    }

    /// Reads `source` now when its credential is stored and it is not the one read, else
    /// asks for the credential (a source that takes none and is read now: nothing to do).
    private static func readOrAsk(
        _ source: Source<Kind>, current: Bool, prompt: inout Prompt?, origin: Page, _ context: PageContext
    ) -> Reply {
        let stored = context.choices.credentials.has(source.credential)
        guard !current, stored else {
            if let asked = Kind.credentialPrompt(for: source, stored: stored) { prompt = asked }
            return []
        }
        prompt = nil
        return read(source, origin: origin, context)
    }

    /// The credential typed into `prompt` for `source`, saved; one for a source not read
    /// now makes that source the one read once it is written.
    static func saveCredential(
        _ value: SecretText, for source: Source<Kind>, of prompt: Prompt, origin: Page, _ context: PageContext
    ) -> Reply {
        guard let credential = prompt.credential else { return [] }
        let preferences = context.choices[keyPath: Kind.preferences]
        let then = source != preferences.source || !preferences.isChosen ? Kind.followUp(reading: source) : nil
        let row = origin == .settings ? Kind.credentialRow : nil
        return [.save(Save(.credential(credential, value), origin: origin, row: row, then: then))]
    }

    /// What follows a written credential save that asked for its source to be read.
    static func followUp(_ save: Save, _ outcome: SaveOutcome, _ context: PageContext) -> Reply {
        let preferences = context.choices[keyPath: Kind.preferences]
        guard outcome == .written, let source = save.then.flatMap(Kind.source(after:)),
            case .credential(let credential, _) = save.item, source.credential == credential,
            source != preferences.source || !preferences.isChosen
        else { return [] }
        return read(source, origin: save.origin, context)
    }
}
