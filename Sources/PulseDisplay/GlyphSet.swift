/// The characters a terminal can show, and what stands in for the others. Applied to every
/// cell last, after `ColorMode.adapt`, so no page can send a character the terminal lacks.
public enum GlyphSet: Sendable, Equatable {
    /// Any printable character: a UTF-8 terminal with a font of its own.
    case unicode
    /// What every font Debian ships for the Linux console has (Lat15, Lat2 and Uni2 in
    /// Fixed16, Terminus16 and VGA16): ASCII, the full block, two shades, `°`, `×`, `…`,
    /// `•` and the arrows, but no half block. Pixels are whole cells.
    case console
    /// ASCII alone, for a terminal whose locale is not UTF-8: no byte above 0x7F is sent.
    /// Pixels are whole cells of background colour (reverse video without colour).
    case ascii

    /// The pixel grid this set can draw.
    public var grid: PixelGrid { self == .unicode ? .halfCells : .wholeCells }

    /// The characters beyond ASCII that the console set has, and Pulse may send.
    public static let consoleExtras: Set<Unicode.Scalar> = [
        "\u{2588}", "\u{2591}", "\u{2592}", "\u{00B0}", "\u{00D7}", "\u{2026}", "\u{2022}", "\u{00B7}",
        "\u{2190}", "\u{2191}", "\u{2192}", "\u{2193}",
    ]

    /// Whether `scalar` can be sent as it is.
    public func contains(_ scalar: Unicode.Scalar) -> Bool {
        switch self {
        case .unicode: true
        case .console: Self.isASCII(scalar) || Self.consoleExtras.contains(scalar)
        case .ascii: Self.isASCII(scalar)
        }
    }

    /// `cell` with its glyph replaced by a stand-in this set has, when it has not that one.
    public func adapt(_ cell: Cell) -> Cell {
        guard !contains(cell.glyph) else { return cell }
        switch cell.glyph {
        case "\u{2580}", "\u{2584}":
            // Not drawn on a whole-cell grid; should one come, its lit part fills the cell.
            let lit = cell.foreground == .background ? cell.background : cell.foreground
            return Cell(" ", .background, lit)
        default:
            return Cell(standIn(for: cell.glyph), cell.foreground, cell.background)
        }
    }

    /// A character this set has for `scalar`: the nearest ASCII shape, or `?`.
    func standIn(for scalar: Unicode.Scalar) -> Unicode.Scalar {
        let shapes: [Unicode.Scalar: Unicode.Scalar] = [
            // The full block only comes through as a glyph under eight colours (bright
            // backgrounds are missing there); shades are the states' shapes without colour
            // and the heatmap's steps on whole cells, so each keeps a stand-in of its own
            // (the light shade is not the dot of a quiet day).
            "\u{2588}": "#", "\u{2593}": "%", "\u{2592}": "+", "\u{2591}": ":", "\u{259A}": "=",
            "\u{00B0}": "'", "\u{00D7}": "x", "\u{2026}": ".", "\u{2022}": "*", "\u{00B7}": ".",
            "\u{2190}": "<", "\u{2191}": "^", "\u{2192}": ">", "\u{2193}": "v",
            "\u{2010}": "-", "\u{2013}": "-", "\u{2014}": "-", "\u{2018}": "'", "\u{2019}": "'",
            "\u{201C}": "\"", "\u{201D}": "\"",
        ]
        if let shape = shapes[scalar], contains(shape) { return shape }
        return "?"
    }

    private static func isASCII(_ scalar: Unicode.Scalar) -> Bool {
        (0x20..<0x7F).contains(scalar.value)
    }
}
