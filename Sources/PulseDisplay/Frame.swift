/// One character cell: a glyph with a foreground and a background colour role.
public struct Cell: Equatable, Sendable {
    /// The glyph drawn in the cell.
    public var glyph: Unicode.Scalar
    /// The glyph's colour.
    public var foreground: ColorRole
    /// The cell's colour behind the glyph.
    public var background: ColorRole

    /// A cell showing `glyph`.
    public init(_ glyph: Unicode.Scalar, _ foreground: ColorRole, _ background: ColorRole = .background) {
        self.glyph = glyph
        self.foreground = foreground
        self.background = background
    }

    /// An empty black cell.
    public static let blank = Cell(" ", .background, .background)
}

/// A cell that must be sent to the terminal.
public struct CellChange: Equatable, Sendable {
    /// Where, in 0-based cells.
    public let row: Int, column: Int
    /// What it now shows.
    public let cell: Cell
}

/// A whole screen of cells, as a page renders it. The terminal only ever receives the
/// difference between two frames.
public struct Frame: Equatable, Sendable {
    /// Size in cells.
    public let columns: Int, rows: Int
    /// Cells in row-major order.
    public private(set) var cells: [Cell]

    /// A blank frame of `columns` × `rows`.
    public init(columns: Int, rows: Int) {
        self.columns = max(0, columns)
        self.rows = max(0, rows)
        cells = Array(repeating: .blank, count: self.columns * self.rows)
    }

    /// The cell at (`row`, `column`); out of range reads blank and writes nothing.
    public subscript(row: Int, column: Int) -> Cell {
        get {
            guard row >= 0, row < rows, column >= 0, column < columns else { return .blank }
            return cells[row * columns + column]
        }
        set {
            guard row >= 0, row < rows, column >= 0, column < columns else { return }
            cells[row * columns + column] = newValue
        }
    }

    /// Writes `text` as terminal text from (`row`, `column`), clipped at the edges.
    public mutating func write(_ text: String, row: Int, column: Int, role: ColorRole) {
        var x = column
        for scalar in text.unicodeScalars {
            self[row, x] = Cell(scalar, role)
            x += 1
        }
    }

    /// The cells that differ from `previous`; everything when there is no previous frame
    /// or its size differs (after a resize the terminal's contents are unknown).
    public func changes(since previous: Frame?) -> [CellChange] {
        var result: [CellChange] = []
        let sameSize = previous.map { $0.columns == columns && $0.rows == rows } ?? false
        for index in cells.indices {
            if sameSize, let previous, previous.cells[index] == cells[index] { continue }
            result.append(CellChange(row: index / columns, column: index % columns, cell: cells[index]))
        }
        return result
    }
}
