/// The Settings picker of uptime sources: one line per choice, the source read now
/// marked, a highlight moved with ↑/↓ and chosen with Enter (or a click on a line).
public struct UptimeSourcePicker: Equatable, Sendable {
    /// The choice the source read now was made from.
    public let current: UptimeSourceChoice
    /// The line Enter would choose; it opens on the current one.
    public private(set) var highlighted: UptimeSourceChoice

    /// A picker opened while `current` is read.
    public init(current: UptimeSource) {
        self.current = UptimeSourceChoice(current)
        highlighted = self.current
    }

    /// ↑/↓: the ends hold.
    mutating func move(by step: Int) {
        let last = UptimeSourceChoice.allCases.count - 1
        highlighted = UptimeSourceChoice(rawValue: min(last, max(0, highlighted.rawValue + step))) ?? highlighted
    }
}
