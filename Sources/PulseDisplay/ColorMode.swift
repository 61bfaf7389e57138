import PulseCore

/// How many colours the terminal gets, from exact to none.
public enum ColorMode: String, Sendable, CaseIterable {
    case truecolor
    case palette256 = "256"
    case palette16 = "16"
    /// Eight colours whose bold brightens the foreground (the Linux console, `screen`):
    /// foreground numbers 8–15 go out as bold over 0–7; a background has only 0–7.
    case palette8 = "8"
    /// Eight colours on a terminal whose terminfo entry gives no bold to brighten with.
    case palette8Plain = "8 without bold"
    case none

    /// The terminal colour number for `role` drawn in `ink` as a foreground, or nil for the
    /// terminal's default colour (the `none` mode, which ignores the ink).
    public func colorNumber(for role: ColorRole, ink: Ink = .white) -> Int? {
        switch self {
        case .truecolor:
            // Direct-colour terminals send values below 8 as ANSI colours 0–7, which users
            // theme; lift them so pure black stays black.
            max(8, Int(role.rgb(in: ink)))
        case .palette256:
            Self.nearest256(role.rgb(in: ink))
        case .palette16, .palette8:
            Self.sixteen(role, ink: ink)
        case .palette8Plain:
            Self.eightPlain(role, ink: ink)
        case .none:
            nil
        }
    }

    /// The terminal colour number for `role` as a background: as `colorNumber(for:ink:)`,
    /// except that eight colours have no bright background (bold brightens only glyphs).
    public func backgroundNumber(for role: ColorRole, ink: Ink = .white) -> Int? {
        self == .palette8 ? Self.eightBackground(role, ink: ink) : colorNumber(for: role, ink: ink)
    }

    /// `cell` as this mode draws it: lit areas as background, so a terminal that draws
    /// blocks from its font shows no seams (`SeamlessCell`); without colour as reverse
    /// video (`MonochromeCell`). Eight colours are the exception: a background has no
    /// bright colours there, so a colour it cannot carry moves to the glyph instead
    /// (`EightColorCell`); the Linux console, their terminal, draws `█` edge to edge.
    public func adapt(_ cell: Cell, ink: Ink = .white) -> Cell {
        switch self {
        case .none: SeamlessCell.adapt(MonochromeCell.adapt(cell))
        case .palette8: EightColorCell.adapt(cell, ink: ink)
        default: SeamlessCell.adapt(cell)
        }
    }

    /// The xterm 256-colour index nearest to `rgb`, among the fixed cube and grey ramp
    /// (16–255); 0–15 are skipped because users theme them.
    public static func nearest256(_ rgb: UInt32) -> Int {
        let r = Int((rgb >> 16) & 0xFF), g = Int((rgb >> 8) & 0xFF), b = Int(rgb & 0xFF)
        let levels = [0, 95, 135, 175, 215, 255]
        func nearestLevel(_ value: Int) -> Int {
            levels.indices.min { abs(levels[$0] - value) < abs(levels[$1] - value) } ?? 0
        }
        let (ri, gi, bi) = (nearestLevel(r), nearestLevel(g), nearestLevel(b))
        let cube = 16 + 36 * ri + 6 * gi + bi
        let cubeDistance = distance(r, g, b, levels[ri], levels[gi], levels[bi])
        let greyIndex = min(23, max(0, (((r + g + b) / 3) - 8 + 5) / 10))
        let grey = 8 + 10 * greyIndex
        let greyDistance = distance(r, g, b, grey, grey, grey)
        return greyDistance < cubeDistance ? 232 + greyIndex : cube
    }

    private static func distance(_ r: Int, _ g: Int, _ b: Int, _ r2: Int, _ g2: Int, _ b2: Int) -> Int {
        (r - r2) * (r - r2) + (g - g2) * (g - g2) + (b - b2) * (b - b2)
    }

    /// `sixteen(_:)` in `ink`: its pair in place of white and light grey (`InkPalette`).
    static func sixteen(_ role: ColorRole, ink: Ink) -> Int {
        role.isNight ? NightPalette.sixteen(ofDay: role.dayRole, in: ink) : InkPalette.sixteen(ofDay: role, in: ink)
    }

    /// A deliberate mapping for the 16 ANSI colours (the Linux console): white for the
    /// primary role, grey shades for the quieter ones, green/amber/red for the states and
    /// blue for maintenance.
    static func sixteen(_ role: ColorRole) -> Int {
        if role.isNight { return NightPalette.sixteen(ofDay: role.dayRole) }
        return switch role {
        case .background, .inputSurface: 0
        case .primary, .heat4: 15
        case .bright, .heat3, .heat2: 7
        case .muted, .faint, .separator, .heat0, .heat1, .unknown: 8
        case .today0, .today1, .today2: 2
        case .today3, .today4, .up: 10
        case .degraded: 11
        case .down: 9
        case .maintenance: 12
        default: 0  // the night roles, answered above
        }
    }
}
