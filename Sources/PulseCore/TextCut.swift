/// How a text too long for its room gives way: the characters dropped are replaced by
/// `...`, so a cut text never passes for a whole one.
public enum TextCut: Sendable, Equatable {
    /// Its end goes: a name.
    case end
    /// An address after a lead (`FROM UPTIME KUMA 127.0.0.1:18765/STATUS/MAIN`): the
    /// first `lead` characters stay (`FROM `); the `name` after them (the source's name
    /// and its space) goes when there is no room for it beside the host; of the address,
    /// its first `host` characters stay (`127.0.0.1:18765/`, so the port is never lost)
    /// and the middle of its path goes (`127.0.0.1:18765/.../MAIN`).
    case address(lead: Int, name: Int, host: Int)

    /// `text` in `length` characters at most, `...` counted: unchanged when it fits. An
    /// address keeps its path's end from a `/` where the end it has room for holds one, so
    /// it ends in whole segments; with no room for its lead and host, its end goes. At
    /// least one character stays before the `...`.
    public func shortened(_ text: String, to length: Int) -> String {
        guard text.count > length else { return text }
        guard case .address(let lead, let name, let host) = self else { return Self.endCut(text, to: length) }
        if lead + name + host < text.count, lead + name + host + 4 <= length {
            return Self.pathCut(text, keeping: lead + name + host, to: length)
        }
        // No room for the name beside the host: the name goes first.
        let unnamed = String(text.prefix(lead)) + String(text.dropFirst(lead + name))
        if unnamed.count <= length { return unnamed }
        if lead + host < unnamed.count, lead + host + 4 <= length {
            return Self.pathCut(unnamed, keeping: lead + host, to: length)
        }
        return Self.endCut(unnamed, to: length)
    }

    private static func endCut(_ text: String, to length: Int) -> String {
        String(text.prefix(max(length - 3, 1))) + "..."
    }

    private static func pathCut(_ text: String, keeping: Int, to length: Int) -> String {
        let end = text.suffix(length - keeping - 3)
        return String(text.prefix(keeping)) + "..." + String(end.firstIndex(of: "/").map { end[$0...] } ?? end)
    }
}
