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
    /// What the state decided the terminal must do with the frame beyond its changed cells
    /// (send it whole, clear first); nil for a frame drawn without a state.
    public private(set) var repaint: Repaint?
    /// The ink its roles are drawn in (white for a frame drawn without a state).
    public private(set) var ink = Ink.white

    /// A frame with its targets and scroll extent.
    public init(_ frame: Frame, targets: [CellTarget] = [], furthestScroll: Int? = nil) {
        self.frame = frame
        self.targets = targets
        self.furthestScroll = furthestScroll
    }

    /// The same frame, carrying `repaint` and `ink`.
    func carrying(_ repaint: Repaint, ink: Ink) -> DrawnFrame {
        var drawn = self
        drawn.repaint = repaint
        drawn.ink = ink
        return drawn
    }

    /// What a click at cell (`column`, `row`) lands on.
    public func target(column: Int, row: Int) -> HitTarget? {
        targets.hit(column: column, row: row)
    }
}
