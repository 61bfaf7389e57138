import PulseCore

/// A frame as lines of text with SGR escapes, for `pulse snapshot --format frame`: the
/// cells as the display sends them (`ColorMode.adapt`), so the text shows what the
/// terminal shows. Without colour the only escape is reverse video, for lit backgrounds.
public enum ANSIFrameWriter {
    /// The frame in `mode` and `ink`, in the characters of `glyphs`.
    public static func render(_ frame: Frame, mode: ColorMode, glyphs: GlyphSet = .unicode, ink: Ink = .white)
        -> String
    {
        var out = ""
        for row in 0..<frame.rows {
            var current: (Int?, Int?)?
            var reversed = false
            for column in 0..<frame.columns {
                let cell = glyphs.adapt(mode.adapt(frame[row, column], ink: ink))
                if mode != .none {
                    let colors = (
                        mode.colorNumber(for: cell.foreground, ink: ink),
                        mode.backgroundNumber(for: cell.background, ink: ink)
                    )
                    if current.map({ $0 != colors }) ?? true {
                        out += sgr(colors.0, colors.1, mode: mode)
                        current = colors
                    }
                } else if MonochromeCell.isReversed(cell) != reversed {
                    reversed.toggle()
                    out += reversed ? "\u{1B}[7m" : "\u{1B}[27m"
                }
                out.unicodeScalars.append(cell.glyph)
            }
            out += mode == .none && !reversed ? "\n" : "\u{1B}[0m\n"
        }
        return out
    }

    private static func sgr(_ fg: Int?, _ bg: Int?, mode: ColorMode) -> String {
        func part(_ base: Int, _ value: Int?) -> String {
            guard let value else { return "\(base + 9)" }
            switch mode {
            case .truecolor: return "\(base + 8);2;\((value >> 16) & 0xFF);\((value >> 8) & 0xFF);\(value & 0xFF)"
            // Eight colours have no 38;5: bright is bold, and the background has 0-7 only.
            case .palette8, .palette8Plain:
                let intensity = base == 30 ? (value >= 8 ? "1;" : "22;") : ""
                return intensity + "\(base + value % 8)"
            default: return "\(base + 8);5;\(value)"
            }
        }
        return "\u{1B}[" + part(30, fg) + ";" + part(40, bg) + "m"
    }
}

/// Without colour, two lit halves of different roles must still both show, the input
/// surface (near black) must read as black, and the five service states need five shapes.
/// A lit background is drawn in reverse video (the terminal's default colours swapped).
public enum MonochromeCell {
    /// Whether `cell`, as adapted for no colour, shows its background lit: reverse video.
    public static func isReversed(_ cell: Cell) -> Bool {
        cell.background != .background
    }

    /// `cell` as drawn with the terminal's default colours. A night cell is read by its day
    /// roles: the dim attribute dims the whole screen, and the states' shapes and the input
    /// surface must read at night as by day.
    public static func adapt(_ cell: Cell) -> Cell {
        var cell = Cell(cell.glyph, cell.foreground.dayRole, cell.background.dayRole)
        if cell.foreground == .inputSurface || cell.background == .inputSurface {
            cell = withoutSurface(cell)
        }
        if let shade = Shade.monochrome(cell) { return shade }
        if cell.background != .background, cell.glyph == "\u{2580}" || cell.glyph == "\u{2584}" {
            return Cell("\u{2588}", cell.foreground)
        }
        if cell.glyph == "\u{2588}", let shade = shades[cell.foreground] {
            return Cell(shade, cell.foreground)
        }
        return cell
    }

    /// Full block for up, then darker shades for degraded, down and unknown, and a
    /// checker of quadrants for maintenance: a cell left half lit on purpose.
    private static let shades: [ColorRole: Unicode.Scalar] = [
        .degraded: "\u{2593}", .down: "\u{2592}", .unknown: "\u{2591}", .maintenance: "\u{259A}",
    ]

    private static func withoutSurface(_ cell: Cell) -> Cell {
        func plain(_ role: ColorRole) -> ColorRole { role == .inputSurface ? .background : role }
        switch cell.glyph {
        case "\u{2580}":
            return PixelCanvas.cell(upper: plain(cell.foreground), lower: plain(cell.background))
        case "\u{2584}":
            return PixelCanvas.cell(upper: plain(cell.background), lower: plain(cell.foreground))
        case "\u{2588}":
            return PixelCanvas.cell(upper: plain(cell.foreground), lower: plain(cell.foreground))
        case " " where cell.background == .primary:
            // The cursor on an empty place.
            return Cell("\u{2588}", .primary)
        default:
            // Text on the surface: the character itself; the cursor over a character: the
            // character in reverse video.
            if cell.background == .primary { return Cell(cell.glyph, .background, .primary) }
            return Cell(cell.glyph, cell.foreground == .inputSurface ? .primary : cell.foreground)
        }
    }
}
