/// How the page's pixels sit on the terminal's cells.
public enum PixelGrid: Sendable, Equatable {
    /// Two pixels a cell, upper and lower, drawn with half blocks: square pixels, the
    /// finest grid a terminal offers.
    case halfCells
    /// Whole cells only, for a terminal that has no half blocks (the Linux console's
    /// fonts, a terminal that is not UTF-8). Pixels come in pairs: a pixel label's pixel
    /// is even (one cell tall, two columns wide, so still about square) and starts on a
    /// cell; a label whose pixel would be one goes to the text tier; what is left of a
    /// half cell (a hairline, a box's edge) fills its cell.
    case wholeCells
}
