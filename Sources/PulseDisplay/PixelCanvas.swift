/// A grid of square pixels, two per character cell (upper and lower half), each a colour
/// role. Pages draw here; `frame()` folds it into half-block cells.
public struct PixelCanvas: Sendable {
    /// Size in pixels.
    public let width: Int, height: Int
    private var pixels: [ColorRole]

    /// A black canvas covering `size`.
    public init(covering columns: Int, rows: Int) {
        width = max(0, columns)
        height = max(0, rows) * 2
        pixels = Array(repeating: .background, count: width * height)
    }

    /// The role at (`x`, `y`), background outside.
    public subscript(x: Int, y: Int) -> ColorRole {
        guard x >= 0, x < width, y >= 0, y < height else { return .background }
        return pixels[y * width + x]
    }

    /// Fills a rectangle, clipped to the canvas.
    public mutating func fill(x: Int, y: Int, width w: Int, height h: Int, role: ColorRole) {
        let x0 = max(0, x), y0 = max(0, y)
        let x1 = min(width, x + w), y1 = min(height, y + h)
        guard x0 < x1, y0 < y1 else { return }
        for row in y0..<y1 {
            let base = row * width
            for column in x0..<x1 {
                pixels[base + column] = role
            }
        }
    }

    /// The cells for the whole canvas on `grid`. On half cells the cheapest glyph wins: a
    /// space for two black pixels, a full block for two equal ones, otherwise an upper or
    /// lower half. On whole cells a cell with any lit pixel is a full block of it (the
    /// upper one where both are lit), so a hairline or a box's edge fills its cell.
    public func frame(grid: PixelGrid = .halfCells) -> Frame {
        var frame = Frame(columns: width, rows: height / 2)
        if grid == .wholeCells {
            for row in 0..<(height / 2) {
                for column in 0..<width {
                    let upper = pixels[(2 * row) * width + column]
                    let lit = upper != .background ? upper : pixels[(2 * row + 1) * width + column]
                    if lit != .background { frame[row, column] = Cell(Shade.glyph(for: lit), lit) }
                }
            }
            return frame
        }
        for row in 0..<(height / 2) {
            for column in 0..<width {
                let upper = pixels[(2 * row) * width + column]
                let lower = pixels[(2 * row + 1) * width + column]
                frame[row, column] = Self.cell(upper: upper, lower: lower)
            }
        }
        return frame
    }

    static func cell(upper: ColorRole, lower: ColorRole) -> Cell {
        switch (upper, lower) {
        case (.background, .background): .blank
        case (.background, _): Cell("\u{2584}", lower)
        case (_, .background): Cell("\u{2580}", upper)
        case _ where upper == lower: Cell("\u{2588}", upper)
        default: Cell("\u{2580}", upper, lower)
        }
    }
}
