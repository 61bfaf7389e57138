/// Turns the original's reference units (a 360 × 780 phone frame) into whole terminal
/// pixels. One terminal pixel is half a character cell.
///
/// A page is scaled by its own composition, not by the phone frame: a terminal is
/// landscape and the phone's empty space would only shrink everything.
public struct PixelMetrics: Equatable, Sendable {
    /// Width of the reference frame.
    public static let referenceWidth = 360.0
    /// Horizontal padding on each side of every page.
    public static let sidePadding = 26.0
    /// Width available to content in the reference frame.
    public static let contentWidth = referenceWidth - 2 * sidePadding
    /// Font pixels per em: the typeface is drawn on a 1/8-em grid.
    public static let pixelsPerEm = 8.0

    /// Terminal pixels per reference unit.
    public let scale: Double

    /// Metrics with an explicit scale.
    public init(scale: Double) {
        self.scale = scale
    }

    /// The starting scale for a composition `compositionHeight` units tall on a frame of
    /// `pixelWidth` × `pixelHeight` terminal pixels: the larger scale that fits both ways.
    public init(pixelWidth: Int, pixelHeight: Int, compositionHeight: Double) {
        let byWidth = Double(pixelWidth) / Self.referenceWidth
        let byHeight = compositionHeight > 0 ? Double(pixelHeight) / compositionHeight : byWidth
        scale = max(0, min(byWidth, byHeight))
    }

    /// Terminal pixels per font pixel for text of reference size `size`, or nil when that
    /// is below one terminal pixel (the label then belongs to the text tier).
    public func glyphPixel(forSize size: Double) -> Int? {
        let exact = size / Self.pixelsPerEm * scale
        return exact >= 1 ? Int(exact.rounded(.down)) : nil
    }

    /// Terminal pixels per font pixel for a big element (times, the count): never below one,
    /// because these elements never fall back to terminal text.
    public func bigGlyphPixel(forSize size: Double) -> Int {
        glyphPixel(forSize: size) ?? 1
    }

    /// A length in reference units, rounded to whole terminal pixels.
    public func pixels(_ units: Double) -> Int {
        Int((units * scale).rounded())
    }

    /// A gap in reference units: rounded, but a gap the design asks for never vanishes.
    public func gap(_ units: Double) -> Int {
        units > 0 ? max(1, pixels(units)) : 0
    }

    /// The side padding in terminal pixels.
    public var sidePaddingPixels: Int { pixels(Self.sidePadding) }
}
