import FoundationEssentials

/// Which value a prompt asks for.
public enum PromptKind: Equatable, Sendable {
    /// An uptime source's key (a secret: masked until revealed); the prompt's `source`
    /// says whose.
    case uptimeKey
    /// The handle on the contributions page's forge (plain); the prompt's `forge` says
    /// which.
    case contributorHandle
    /// The weather location: a city name or `LAT,LON` (plain; not a credential, but the
    /// same scaffold).
    case location
    /// The address of a self-hosted uptime source (plain, and not a credential).
    case uptimeAddress(UptimeSourceChoice)
    /// The address of a self-hosted forge for the contributions page (plain, and not a
    /// credential).
    case forgeAddress(ContributionsSourceChoice)
    /// The Calendar page's feeds, `[LABEL=]ADDRESS[,…]` (a secret: each address carries
    /// its feed's token, so it is masked as a key is).
    case calendarFeeds
}

/// The quiet line in a prompt's notice slot.
public enum PromptNotice: Equatable, Sendable {
    /// Changing a stored key: the old one stays until the new one is saved.
    case replacing
    /// The API refused the stored key (401).
    case keyRejected
    /// The handle is not one the forge allows.
    case invalidUsername
    /// The credential file could not be written; the typed text stays.
    case writeFailed
    /// The credentials file cannot be used: why, and the fix, are printed at exit.
    case credentialsFileUnusable
    /// An uptime source's address that `--uptime` would refuse, and why.
    case invalidAddress(UptimeSourceError)
    /// A forge's address that `--contributions` would refuse, and why.
    case invalidForgeAddress(ContributionsSourceError)
    /// Feeds `--calendar` would refuse, and why.
    case invalidFeed(CalendarFeedText.Refusal)
    /// The geocoding search found nothing for the name.
    case noSuchPlace
    /// Numbers that are not a coordinate on Earth.
    case invalidLocation
    /// The name is being looked up.
    case lookingUp
    /// The lookup failed (network, server); the typed text stays.
    case lookupFailed
    /// A paste longer than the field holds was refused whole.
    case pasteTooLong
    /// A letter was pressed on a prompt only arrived at: it takes text once asked.
    case pressEnterToType

    /// The line as drawn.
    public var text: String {
        switch self {
        case .replacing: "EXISTING KEY KEPT UNTIL SAVED."
        case .keyRejected: "KEY REJECTED. ENTER IT AGAIN."
        case .invalidUsername: "NOT A VALID USERNAME."
        case .writeFailed: "COULD NOT SAVE. RETRY."
        case .credentialsFileUnusable: "CREDENTIALS FILE UNUSABLE."
        case .noSuchPlace: "NO SUCH PLACE."
        case .invalidLocation: "NOT A VALID LOCATION."
        case .invalidAddress(let error): error.promptText
        case .invalidForgeAddress(let error): error.promptText
        case .invalidFeed(let refusal): refusal.promptText
        case .lookingUp: "LOOKING UP..."
        case .lookupFailed: "COULD NOT LOOK UP. RETRY."
        case .pasteTooLong: "PASTE TOO LONG (\(LineEditor.maximumLength) MAX)."
        case .pressEnterToType: "PRESS ENTER, THEN TYPE."
        }
    }

    /// Failures are drawn in red; the replacing and looking-up notes are muted.
    public var isFailure: Bool {
        self != .replacing && self != .lookingUp && self != .pressEnterToType
    }
}

/// One open prompt (an uptime key or address, a forge's handle or the weather location): the
/// field, its notice, whether it may be cancelled and whether it takes typed text yet. It
/// belongs to the page that opened it and takes keys only while that page is shown.
public struct Prompt: Equatable, Sendable {
    /// What it asks for.
    public let kind: PromptKind
    /// The uptime source a key prompt asks for the key of (the original API unless said):
    /// the words, and the credential a save writes.
    public let source: UptimeSource
    /// The forge a handle prompt asks for the handle on (GitHub unless said): the words,
    /// the rule the handle must keep, and the credential a save writes.
    public let forge: ContributionsSource
    /// Whether `Esc` (or `CANCEL`) may close it without saving.
    public let canCancel: Bool
    /// The line being typed; always opens empty.
    public private(set) var editor: LineEditor
    /// The notice in the fixed slot, if any.
    public private(set) var notice: PromptNotice?
    /// Whether typed text goes into the field. A first-use prompt that paging arrived at is
    /// inert, as arriving anywhere is: it takes text once the user asks for it (`Enter` or
    /// a click on the field), so a held `l` pages on instead of typing; until then it says
    /// so, and a letter pressed says how.
    public private(set) var isFocused: Bool

    /// A prompt for `kind` (of `source`, for a key; on `forge`, for a handle), empty;
    /// `focused` unless it was only arrived at.
    public init(
        _ kind: PromptKind, for source: UptimeSource = .levo, forge: ContributionsSource = .github, canCancel: Bool,
        notice: PromptNotice? = nil, focused: Bool = true
    ) {
        self.kind = kind
        self.source = source
        self.forge = forge
        self.canCancel = canCancel
        self.notice = notice
        self.isFocused = focused
        editor = LineEditor(isSecret: kind == .uptimeKey || kind == .calendarFeeds)
    }

    /// The credential a save writes; nil for the values that are not credentials.
    public var credential: Credential? {
        switch kind {
        case .uptimeKey: source.credential
        case .contributorHandle: forge.handleCredential
        case .calendarFeeds: .calendarFeeds
        case .location, .uptimeAddress, .forgeAddress: nil
        }
    }

    /// The user asked to type: the cue that said how is done with.
    public mutating func focus() {
        isFocused = true
        if notice == .pressEnterToType { notice = nil }
    }

    /// What a key or paste asks of the owner.
    public enum Action: Equatable, Sendable {
        /// Nothing beyond the edit.
        case none
        /// Save this trimmed, validated value.
        case save(SecretText)
        /// Close without saving.
        case cancel
    }

    /// Applies one key.
    public mutating func handle(_ key: Key) -> Action {
        let before = editor.characters
        switch editor.handle(key) {
        case .edited:
            if editor.characters != before { textChanged() }
            return .none
        case .cancel:
            return canCancel ? .cancel : .none
        case .submit(let value):
            if kind == .contributorHandle, !forge.isValidHandle(value) {
                notice = .invalidUsername
                return .none
            }
            if kind == .calendarFeeds {
                do throws(CalendarFeedText.Refusal) {
                    let feeds = try CalendarFeedText.list(parsing: value)
                    if !feeds.allSatisfy(\.isAnchored) { throw .relativePath }
                } catch {
                    notice = .invalidFeed(error)
                    return .none
                }
            }
            return .save(SecretText(value))
        }
    }

    /// Pasted text: always text, never a submit. A paste that would not fit is refused
    /// whole and said, rather than cut: a key cut short would be saved and then rejected.
    public mutating func paste(_ text: String) {
        guard editor.characters.count + LineEditor.printable(text).count <= LineEditor.maximumLength else {
            notice = .pasteTooLong
            return
        }
        editor.paste(text)
        textChanged()
    }

    /// A failure or a lookup in progress is about the text that was submitted: new text
    /// clears it. A rejected key stays said until a key is saved.
    private mutating func textChanged() {
        if notice == .lookingUp || (notice?.isFailure == true && notice != .keyRejected) { notice = nil }
    }

    /// The save failed: say so and keep what was typed.
    public mutating func saveFailed() {
        notice = .writeFailed
    }

    /// Puts `notice` in the slot (a lookup's progress or outcome, the demo's refusal).
    public mutating func say(_ notice: PromptNotice) {
        self.notice = notice
    }
}

extension Prompt {
    /// What this prompt, held by `page`, becomes when `save` ends as `outcome`: a save it
    /// asked for closes it once written and is said in its notice otherwise; a first-use
    /// prompt with nothing typed closes once another page stores what it was waiting for.
    public func after(_ save: Save, _ outcome: SaveOutcome, on page: Page) -> Prompt? {
        let asked = save.origin == page && save.subject == subject
        var prompt = self
        switch outcome {
        case .written where asked:
            return nil
        case .written where !canCancel && editor.characters.isEmpty && save.subject == subject:
            return nil
        case .failed where asked:
            prompt.saveFailed()
        case .fileUnusable where asked:
            prompt.say(.credentialsFileUnusable)
        default:
            break
        }
        return prompt
    }

    /// What a save of this prompt's value writes, without the value; nil for an address,
    /// which is not saved by itself.
    var subject: Save.Subject? {
        if let credential { return .credential(credential) }
        return kind == .location ? .location : nil
    }
}
