import PulseCore

/// How one label is drawn once the scale is known.
public enum LabelTier: Sendable, Equatable {
    /// In the pixel face: `pixel` terminal pixels per font pixel, `tracking` pixels after
    /// each character.
    case pixels(pixel: Int, tracking: Int)
    /// In the pixel face on whole cells, where a big label's pixels of two columns would
    /// not fit: each font pixel one column wide and one cell (two pixels) tall.
    case tallPixels(tracking: Int)
    /// As terminal text, one cell per character and `spacing` blank cells between them.
    case text(spacing: Int)
}

/// A label with its place on the pixel frame.
public struct PlacedLabel: Sendable, Equatable {
    /// The label.
    public let label: Label
    /// How it is drawn.
    public let tier: LabelTier
    /// Top-left corner and size in terminal pixels (text rows are two pixels tall).
    public let x: Int, y: Int, width: Int, height: Int
}

/// A figure with its place: top-left corner and the size of one of its cells, in pixels.
public struct PlacedFigure: Sendable, Equatable {
    /// The figure's rows, `#` filled.
    public let rows: [String]
    /// Its colour.
    public let role: ColorRole
    /// Top-left corner and cell size in terminal pixels.
    public let x: Int, y: Int, cell: Int
}
