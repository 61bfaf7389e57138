/// A cell as it goes to a terminal that may draw block glyphs from its font. Such a
/// terminal (xterm, urxvt, st) leaves a thin dark line wherever a glyph does not reach its
/// cell's edge: measured in xterm with DejaVu Sans Mono at 11, 14 and 18 points, `█` and
/// `▀` stop a screen pixel short of the cell's top, while `▄` reaches its bottom. A
/// cell's background always fills it edge to edge. So a lit cell goes out as a space on
/// its colour, and a half-lit one as `▄` with the upper colour behind it: every edge a
/// lit area touches is then background or the bottom of `▄`. Terminals that draw blocks
/// themselves show the same picture as before.
public enum SeamlessCell {
    /// `cell` with its lit area moved to the background wherever that shows the same.
    public static func adapt(_ cell: Cell) -> Cell {
        switch cell.glyph {
        case "\u{2588}": Cell(" ", .background, cell.foreground)
        case "\u{2580}": Cell("\u{2584}", cell.background, cell.foreground)
        default: cell
        }
    }
}
