import PulseCore

/// A run of terminal text with both colours given: typed text, list indicators.
public struct CellText: Sendable, Equatable {
    /// Where it starts, in cells.
    public let row: Int, column: Int
    /// The text, already safe for the terminal.
    public let text: String
    /// Its colours.
    public let foreground: ColorRole, background: ColorRole
}

/// A filled rectangle in terminal pixels.
public struct PixelFill: Sendable, Equatable {
    /// Top-left corner and size in pixels.
    public let x: Int, y: Int, width: Int, height: Int
    /// Its colour.
    public let role: ColorRole
}

/// A rectangle of cells a click can land in.
public struct CellTarget: Sendable, Equatable {
    /// What it is.
    public let target: HitTarget
    /// First row and column, and size in cells.
    public let row: Int, column: Int, rows: Int, columns: Int

    /// Whether the cell (`column`, `row`) is inside.
    public func contains(column: Int, row: Int) -> Bool {
        column >= self.column && column < self.column + columns && row >= self.row && row < self.row + rows
    }
}
