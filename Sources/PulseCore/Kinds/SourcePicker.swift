/// A picker of a kind's sources: one line per choice, the source read now marked, a
/// highlight moved with ↑/↓ (or the wheel) and chosen with Enter or Space (or a click on a
/// line). Settings opens one for each kind; the Uptime page offers the monitors' until a
/// source is chosen. Its keys are handled here, for every page that holds one.
public struct SourcePicker: Equatable, Sendable {
    /// One line as the picker shows it.
    public struct Line: Equatable, Sendable {
        /// The choice's name.
        public let name: String
        /// What it is or asks for.
        public let detail: String
    }

    /// The kind it lists.
    public let kind: any PickedKind.Type
    /// The line of the source read now; nil while none is chosen.
    public let current: Int?
    /// The line Enter would choose; it opens on the current one, or the first.
    public private(set) var highlighted: Int

    /// A picker of `kind` opened while `current` is read, or before any source is chosen (nil).
    public init<Kind: PickedKind>(_ kind: Kind.Type, current: Source<Kind>?) {
        self.kind = kind
        self.current = current.map { SourceChoice($0).index }
        highlighted = self.current ?? 0
    }

    /// The title over the lines.
    public var title: String { kind.pickerTitle }
    /// The lines, in the providers' order.
    public var lines: [Line] { kind.pickerLines }

    /// Whether it lists `other`'s sources.
    public func lists(_ other: any PickedKind.Type) -> Bool { ObjectIdentifier(kind) == ObjectIdentifier(other) }

    /// The same kind, current line and highlight.
    public static func == (one: SourcePicker, other: SourcePicker) -> Bool {
        one.lists(other.kind) && one.current == other.current && one.highlighted == other.highlighted
    }

    /// Something that may be the picker's: a key, a mouse report, a press on a target.
    enum Input {
        case key(Key)
        case mouse(MouseEvent)
        case press(HitTarget)
    }

    /// What an input did.
    enum Step: Equatable {
        case moved, closed, chosen(Int)
    }

    /// ↑/↓ and the wheel move the highlight (the ends hold); Enter, Space or a click on a
    /// line chooses; Esc closes. Nil: not the picker's, for the page to handle.
    mutating func take(_ input: Input) -> Step? {
        switch input {
        case .key(.up): move(by: -1)
        case .key(.down): move(by: 1)
        case .mouse(let mouse) where mouse.kind == .wheel(.up): move(by: -1)
        case .mouse(let mouse) where mouse.kind == .wheel(.down): move(by: 1)
        case .key(.escape): return .closed
        case .key(.enter), .key(.character(" ")): return .chosen(highlighted)
        case .press(.sourceChoice(let line)): return .chosen(line)
        default: return nil
        }
        return .moved
    }

    private mutating func move(by step: Int) {
        highlighted = min(lines.count - 1, max(0, highlighted + step))
    }

    /// One input on the picker `open` on `origin`: a move, Esc (which closes it where
    /// `closes`, and is otherwise taken and does nothing), or a choice, which closes it and
    /// is switched to, asking in `prompt` for what it needs first. Nil: not the picker's.
    static func take(
        _ input: Input, _ open: inout SourcePicker?, closes: Bool, prompt: inout Prompt?, origin: Page,
        _ context: PageContext
    ) -> Reply? {
        guard var picker = open, let step = picker.take(input) else { return nil }
        switch step {
        case .moved: open = picker
        case .closed where closes: open = nil
        case .closed: break
        case .chosen(let line):
            open = nil
            return picker.kind.pick(line: line, prompt: &prompt, origin: origin, context)
        }
        return []
    }
}
