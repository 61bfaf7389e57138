/// A key as Pulse understands it, decoded from the terminal's bytes.
public enum Key: Equatable, Sendable, Hashable {
    case left, right, up, down, home, end, pageUp, pageDown
    case enter, escape, tab, backTab, backspace, delete
    /// A printable character (space included).
    case character(Character)
    /// A control chord, named by its letter in lower case (`Ctrl-U` is `.control("u")`).
    case control(Character)
}

extension Key {
    /// Whether the key is a printable character (what a field would take as text).
    public var isPrintable: Bool {
        if case .character = self { return true }
        return false
    }
}
