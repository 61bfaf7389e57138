/// The terminal's size in character cells.
public struct TerminalSize: Equatable, Sendable, CustomStringConvertible {
    /// Columns and rows.
    public let columns: Int, rows: Int

    /// A size of `columns` × `rows` cells.
    public init(columns: Int, rows: Int) {
        self.columns = max(0, columns)
        self.rows = max(0, rows)
    }

    /// The pixel frame: one pixel per column, two per row.
    public var pixelWidth: Int { columns }
    /// The pixel frame's height.
    public var pixelHeight: Int { rows * 2 }

    /// `COLSxROWS`.
    public var description: String { "\(columns)x\(rows)" }
}
