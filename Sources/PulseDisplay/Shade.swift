/// A square drawn as a shade where colour or the grid cannot show what it says. On whole
/// cells (the Linux console, a locale that is not UTF-8) a square is a cell or a few, and
/// the colours such a terminal has (eight, or none) cannot tell the heatmap's five steps
/// apart: the two darkest greys both fall to bright black, the two middle ones to light
/// grey, and without colour every day would be lit alike. So each step is a shade of its
/// own as well as its colour, from a dot for a day without a contribution (dark, as on
/// every other rung) to the full block, and today is a bullet; an Uptime mark there is its
/// state's shade. Steps, today and states then read by shape on every rung.
enum Shade {
    /// The glyph a whole cell of `role` is drawn with: a step's shade for the heatmap's
    /// roles, a state's for the Uptime marks (whole cells cannot show which half or quarter
    /// of a small mark is lit, so the shape there is the shade, as without colour), the full
    /// block (a lit cell) for every other role.
    static func glyph(for role: ColorRole) -> Unicode.Scalar {
        switch role {
        case .heat0: "\u{00B7}"
        case .heat1, .unknown: "\u{2591}"
        case .heat2, .down: "\u{2592}"
        case .heat3, .degraded: "\u{2593}"
        case .maintenance: "\u{259A}"
        case .today0, .today1, .today2, .today3, .today4: "\u{2022}"
        default: "\u{2588}"
        }
    }

    /// `cell` without colour, where it shows one heatmap square below the top step (a half
    /// or a whole cell of it): the step's shade over the whole cell, since a half block
    /// has no shades and every step would be lit alike. Nil for any other cell.
    static func monochrome(_ cell: Cell) -> Cell? {
        let role: ColorRole
        switch cell.glyph {
        case "\u{2580}", "\u{2584}", "\u{2588}": role = cell.foreground
        default: return nil
        }
        // A half block over another colour is two things in one cell: not one square.
        guard cell.glyph == "\u{2588}" || cell.background == .background else { return nil }
        guard ContributionsView.ramp.contains(role) || ContributionsView.todayRamp.contains(role) else { return nil }
        let glyph = glyph(for: role)
        return glyph == "\u{2588}" ? nil : Cell(glyph, role)
    }
}
