import PulseCore

/// What one mark of a figure (`Composition.Entry.figure`) paints: `#` the figure's own
/// colour, `0`–`4` a step of the heatmap's ramp for ordinary days and `a`–`e` of today's,
/// anything else nothing. One figure thus draws the weather's shape or a heatmap.
enum FigureMark {
    /// The marks of the ordinary days' steps and today's, by step.
    static let days: [Character] = ["0", "1", "2", "3", "4"], today: [Character] = ["a", "b", "c", "d", "e"]

    /// The mark of a day of `step` (0–4).
    static func mark(step: Int, today isToday: Bool) -> Character {
        (isToday ? today : days)[min(4, max(0, step))]
    }

    /// The colour `mark` paints in a figure of `ink`; nil for none.
    static func role(of mark: Character, ink: ColorRole) -> ColorRole? {
        if mark == "#" { return ink }
        if let step = days.firstIndex(of: mark) { return ContributionsView.ramp[step] }
        if let step = today.firstIndex(of: mark) { return ContributionsView.todayRamp[step] }
        return nil
    }
}
