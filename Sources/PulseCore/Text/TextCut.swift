/// How a text too long for its room gives way: the characters dropped are replaced by
/// `...`, so a cut text never passes for a whole one.
public enum TextCut: Sendable, Equatable {
    /// Its end goes: a name.
    case end
    /// An address after a lead (`FROM UPTIME KUMA 127.0.0.1:18765/STATUS/MAIN`): the
    /// first `lead` characters stay (`FROM `), and so, while there is room for them, the
    /// `name` after them (the source's name and its space); of the address, its first
    /// `host` characters stay (`127.0.0.1:18765/`, so the port is never lost) and its path
    /// gives way from the middle (`127.0.0.1:18765/.../MAIN`, then `127.0.0.1:18765/...`,
    /// then `127.0.0.1:18765...`).
    case address(lead: Int, name: Int, host: Int)

    /// `text` in `length` characters at most, `...` counted: unchanged when it fits. An
    /// address keeps its path's end from a `/` where the end it has room for holds one, so
    /// it ends in whole segments; the name goes only where the host and `...` have no room
    /// beside it, and the end only where even they have none. At least one character stays
    /// before the `...`.
    public func shortened(_ text: String, to length: Int) -> String {
        guard text.count > length else { return text }
        guard case .address(let lead, let name, let host) = self else { return Self.endCut(text, to: length) }
        let named = lead + name + host
        if named < text.count, named + 3 <= length { return Self.pathCut(text, keeping: named, to: length) }
        // The whole path goes, with the slash that opened it.
        if named < text.count, named + 2 <= length { return String(text.prefix(named - 1)) + "..." }
        // No room for the name beside the host: the name goes.
        let unnamed = String(text.prefix(lead)) + String(text.dropFirst(lead + name))
        if unnamed.count <= length { return unnamed }
        if lead + host < unnamed.count, lead + host + 3 <= length {
            return Self.pathCut(unnamed, keeping: lead + host, to: length)
        }
        return Self.endCut(unnamed, to: length)
    }

    private static func endCut(_ text: String, to length: Int) -> String {
        String(text.prefix(max(length - 3, 1))) + "..."
    }

    private static func pathCut(_ text: String, keeping: Int, to length: Int) -> String {
        let end = text.suffix(max(0, length - keeping - 3))
        return String(text.prefix(keeping)) + "..." + String(end.firstIndex(of: "/").map { end[$0...] } ?? end)
    }
}
