/// A horizontal or vertical wheel step.
public enum WheelDirection: Equatable, Sendable {
    case up, down, left, right
}

/// One mouse report, in 0-based cell coordinates.
public struct MouseEvent: Equatable, Sendable {
    /// What the report says happened.
    public enum Kind: Equatable, Sendable {
        /// A button went down (1 = left).
        case press(button: Int)
        /// A button came up.
        case release
        /// The pointer moved with a button held.
        case drag
        /// A wheel step.
        case wheel(WheelDirection)
    }

    /// What happened.
    public let kind: Kind
    /// Column and row of the pointer.
    public let column: Int, row: Int

    /// A report of `kind` at (`column`, `row`).
    public init(_ kind: Kind, column: Int, row: Int) {
        self.kind = kind
        self.column = column
        self.row = row
    }
}
