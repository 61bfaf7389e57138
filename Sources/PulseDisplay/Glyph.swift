/// One bitmap glyph of the typeface, in font pixels (1/8 em).
public struct Glyph: Equatable, Sendable {
    /// Horizontal advance to the next glyph's origin.
    public let advance: Int
    /// Ink box: size and offset of its lower-left corner from the origin on the baseline.
    public let width: Int, height: Int, xOffset: Int, yOffset: Int
    /// Ink rows from top to bottom; bit `width - 1 - x` of a row is column `x`.
    public let rows: [UInt32]

    /// A glyph with the given metrics and rows.
    public init(advance: Int, width: Int, height: Int, xOffset: Int, yOffset: Int, rows: [UInt32]) {
        self.advance = advance
        self.width = width
        self.height = height
        self.xOffset = xOffset
        self.yOffset = yOffset
        self.rows = rows
    }

    /// Whether the pixel at column `x` of row `y` (0 = top row of the ink box) is set.
    public func isSet(x: Int, y: Int) -> Bool {
        guard x >= 0, x < width, y >= 0, y < rows.count else { return false }
        return (rows[y] >> UInt32(width - 1 - x)) & 1 == 1
    }

    /// Whether the glyph draws anything at all.
    public var hasInk: Bool { rows.contains { $0 != 0 } }
}
