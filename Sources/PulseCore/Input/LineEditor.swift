import FoundationEssentials

/// The credential prompt's one-line editor, with the editing users expect of a terminal:
/// typing, Backspace, Delete, ←/→, Home/End, Ctrl-A/E, Ctrl-U, Ctrl-W; pasted text is
/// inserted as text, never as keys; a secret is masked until revealed with Tab.
public struct LineEditor: Equatable, Sendable {
    /// The longest line accepted; a key or a handle is far shorter.
    public static let maximumLength = 512

    /// What a key did.
    public enum Outcome: Equatable, Sendable {
        /// Nothing to report (the line or the cursor may have changed).
        case edited
        /// Enter on a non-empty line: the trimmed value.
        case submit(String)
        /// Esc.
        case cancel
    }

    /// The characters typed.
    public private(set) var characters: [Character] = []
    /// The insertion point, 0…count.
    public private(set) var cursor = 0
    /// Whether the value is a secret (masked unless revealed).
    public let isSecret: Bool
    /// Whether a secret is shown in clear.
    public private(set) var isRevealed = false

    /// An empty editor: fields always open empty, never pre-filled.
    public init(isSecret: Bool) {
        self.isSecret = isSecret
    }

    /// The text as typed.
    public var text: String { String(characters) }

    /// SHOW/HIDE is offered only for a secret, and only once something is typed.
    public var canReveal: Bool { isSecret && !characters.isEmpty }

    /// What the field shows: the text, or one mask character per character of a secret.
    public var displayed: String {
        isSecret && !isRevealed ? String(repeating: "\u{2022}", count: characters.count) : text
    }

    /// Applies one key.
    public mutating func handle(_ key: Key) -> Outcome {
        switch key {
        case .character(let character):
            insert([character])
        case .backspace where cursor > 0:
            characters.remove(at: cursor - 1)
            cursor -= 1
        case .delete where cursor < characters.count:
            characters.remove(at: cursor)
        case .left:
            cursor = max(0, cursor - 1)
        case .right:
            cursor = min(characters.count, cursor + 1)
        case .home, .control("a"):
            cursor = 0
        case .end, .control("e"):
            cursor = characters.count
        case .control("u"):
            characters.removeFirst(cursor)
            cursor = 0
        case .control("w"):
            deleteWordBeforeCursor()
        case .tab where canReveal:
            isRevealed.toggle()
        case .enter:
            let value = text.trimmingWhitespace()
            return value.isEmpty ? .edited : .submit(value)
        case .escape:
            return .cancel
        default:
            break
        }
        if characters.isEmpty { isRevealed = false }
        return .edited
    }

    /// Inserts pasted text as text: line breaks and other controls are dropped, so a paste
    /// (with or without a trailing newline) never submits and never runs a command.
    public mutating func paste(_ pasted: String) {
        insert(pasted)
    }

    /// Inserts what is printable of `new` at the cursor: C0 and C1 controls (Esc, CR, LF,
    /// Tab) and DEL never become part of a value.
    private mutating func insert(_ new: some Collection<Character>) {
        let room = Self.maximumLength - characters.count
        let accepted = Self.printable(new).prefix(room)
        characters.insert(contentsOf: accepted, at: cursor)
        cursor += accepted.count
    }

    private mutating func deleteWordBeforeCursor() {
        var start = cursor
        while start > 0, characters[start - 1] == " " { start -= 1 }
        while start > 0, characters[start - 1] != " " { start -= 1 }
        characters.removeSubrange(start..<cursor)
        cursor = start
    }

    /// What of `text` would become part of a value: everything but C0 and C1 controls and
    /// DEL.
    public static func printable(_ text: some Collection<Character>) -> [Character] {
        text.filter { character in
            character.unicodeScalars.allSatisfy {
                $0.value >= 0x20 && $0.value != 0x7F && !(0x80..<0xA0).contains($0.value)
            }
        }
    }
}
