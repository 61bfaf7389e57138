import PulseCore

/// The eight-colour rungs of the ladder (`TERM=linux`, `TERM=screen`): the 16-colour map
/// where bold brightens, and what is left of it where it does not.
extension ColorMode {
    /// A background under eight colours: the 16-colour map without its bright half. Bright
    /// white and the bright state colours fall to their base colour (white to the console's
    /// light grey, green to dark green); the dark greys, which are bright black, fall to
    /// black and would vanish, so `EightColorCell` moves them to the glyph wherever it can.
    static func eightBackground(_ role: ColorRole, ink: Ink = .white) -> Int {
        let sixteen = sixteen(role, ink: ink)
        return sixteen == 8 ? 0 : sixteen % 8
    }

    /// `eightPlain(_:)` in `ink`: the ink's base colour for the text's white.
    static func eightPlain(_ role: ColorRole, ink: Ink) -> Int {
        InkPalette.eightPlain(ofDay: role.dayRole, in: ink)
    }

    /// Eight colours and no bold: every lit role keeps a colour that is not black, and the
    /// five service states stay five colours (up green, degraded yellow, down red, unknown
    /// blue, the darkest of the eight, maintenance cyan). The dark greys of the heatmap and
    /// the hairlines take blue as well, since the only grey left is as light as the text.
    static func eightPlain(_ role: ColorRole) -> Int {
        // No colour of the eight is a dimmer neighbour of another: night keeps day's.
        if role.isNight { return eightPlain(role.dayRole) }
        return switch role {
        case .background, .inputSurface: 0
        case .primary, .bright, .muted, .faint, .heat2, .heat3, .heat4: 7
        case .separator, .heat0, .heat1, .unknown: 4
        case .today0, .today1, .today2, .today3, .today4, .up: 2
        case .degraded: 3
        case .down: 1
        case .maintenance: 6
        default: 0  // the night roles, answered above
        }
    }
}

/// A cell as eight colours with bright-as-bold draw it. Bold brightens the glyph only, so
/// a colour that needs brightening cannot be a background: a half block whose lower (or
/// upper) half needs it is drawn as the opposite half block with the two colours swapped,
/// and a space whose background needs it as a full block. Works on roles alone, so any
/// glyph set the renderer chooses (half blocks or whole cells) composes with it.
public enum EightColorCell {
    /// `cell` with the colour the background would lose most (in `ink`) moved to the glyph.
    public static func adapt(_ cell: Cell, ink: Ink = .white) -> Cell {
        let behind = loss(cell.background, ink: ink)
        guard behind > 0 else { return cell }
        switch cell.glyph {
        case " ":
            return Cell("\u{2588}", cell.background)
        case "\u{2580}" where loss(cell.foreground, ink: ink) < behind:
            return Cell("\u{2584}", cell.background, cell.foreground)
        case "\u{2584}" where loss(cell.foreground, ink: ink) < behind:
            return Cell("\u{2580}", cell.background, cell.foreground)
        default:
            return cell
        }
    }

    /// What `role` loses as a background: 0 nothing, 1 its brightness (bright white to
    /// light grey, bright green to green), 2 everything (a dark grey becomes black).
    static func loss(_ role: ColorRole, ink: Ink = .white) -> Int {
        let wanted = ColorMode.sixteen(role, ink: ink)
        if wanted == 8 { return 2 }
        return wanted > 8 ? 1 : 0
    }
}
