/// The picker of uptime sources: one line per choice, the source read now marked, a
/// highlight moved with ↑/↓ and chosen with Enter (or a click on a line). Settings opens
/// it on the source read now; the Uptime page offers it until a source is chosen.
public struct UptimeSourcePicker: Equatable, Sendable {
    /// The choice the source read now was made from; nil while none is chosen.
    public let current: UptimeSourceChoice?
    /// The line Enter would choose; it opens on the current one, or the first.
    public private(set) var highlighted: UptimeSourceChoice

    /// A picker opened while `current` is read, or before any source is chosen (nil).
    public init(current: UptimeSource?) {
        self.current = current.map(UptimeSourceChoice.init)
        highlighted = self.current ?? UptimeSourceChoice.allCases[0]
    }

    /// ↑/↓: the ends hold.
    mutating func move(by step: Int) {
        let choices = UptimeSourceChoice.allCases
        highlighted = choices[min(choices.count - 1, max(0, highlighted.index + step))]
    }
}
