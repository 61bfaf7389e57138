import PulseCore

/// A frame as it was drawn, with what was learnt laying it out: where clicks land and how
/// far the list on screen can scroll. The runtime keeps the last one, so a click is
/// resolved against what the user saw and scrolling is clamped without a second layout.
public struct DrawnFrame: Sendable, Equatable {
    /// The cells.
    public let frame: Frame
    /// Where clicks land, in drawing order (a later target wins where two overlap).
    public let targets: [CellTarget]
    /// The furthest first row of the scrolling list on screen, if one is drawn.
    public let furthestScroll: Int?

    /// A frame with its targets and scroll extent.
    public init(_ frame: Frame, targets: [CellTarget] = [], furthestScroll: Int? = nil) {
        self.frame = frame
        self.targets = targets
        self.furthestScroll = furthestScroll
    }

    /// What a click at cell (`column`, `row`) lands on.
    public func target(column: Int, row: Int) -> HitTarget? {
        targets.last { $0.contains(column: column, row: row) }?.target
    }
}
