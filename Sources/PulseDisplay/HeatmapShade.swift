/// How a heatmap square is drawn on whole cells (the Linux console, a locale that is not
/// UTF-8). There a square is a cell or a few, and the colours such a terminal has (eight,
/// or none) cannot tell five steps apart: the two darkest greys both fall to bright black,
/// the two middle ones to light grey, and without colour every day would be lit alike. So
/// each step is a shade of its own as well as its colour, from a dot for a day without a
/// contribution (dark, as on every other rung) to the full block, and today is a bullet:
/// the steps and today read by shape on every rung, colour or not.
enum HeatmapShade {
    /// The glyph a whole cell of `role` is drawn with: a step's shade for the heatmap's
    /// roles, the full block (a lit cell) for every other role.
    static func glyph(for role: ColorRole) -> Unicode.Scalar {
        switch role {
        case .heat0: "\u{00B7}"
        case .heat1: "\u{2591}"
        case .heat2: "\u{2592}"
        case .heat3: "\u{2593}"
        case .today0, .today1, .today2, .today3, .today4: "\u{2022}"
        default: "\u{2588}"
        }
    }
}
