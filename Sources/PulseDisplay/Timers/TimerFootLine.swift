import PulseCore

/// A line of a timer page's own under the time of day, faint: a line of text (the
/// Interval's `TODAY 5 · 2:05`) or a figure with its lines as text (its weeks of focus).
/// The shared face draws them in order without knowing whose they are.
struct TimerFootLine {
    /// What the line says, as text: one line, or a figure's lines.
    let text: [String]
    /// The figure drawn in its place, or nil for a line of text.
    let figure: [String]?

    /// A faint line of text.
    static func line(_ text: String) -> Self { Self(text: [text], figure: nil) }

    /// A figure, with its lines as text.
    static func figure(_ figure: [String], text: [String]) -> Self { Self(text: text, figure: figure) }

    /// Its entry in the face, as far below the line above as the page's own line is.
    var entry: Composition.Entry {
        guard let figure else {
            return .init(Label(text.first ?? "", size: 10, tracking: 4, role: .faint), gapBefore: TimerFace.ownGap)
        }
        return .init(Label("", size: 10, tracking: 0, role: .faint), gapBefore: TimerFace.ownGap, figure: figure)
    }
}
