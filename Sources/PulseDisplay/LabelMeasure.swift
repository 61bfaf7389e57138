import PulseCore

/// How a label is drawn at a scale, and its size: the one measure both layout engines use.
///
/// The engines differ only in the letter spacing they give text-tier labels, on purpose
/// (design/terminal.md, "Text tier"): a centred stack's labels stand alone, so each is
/// spaced when it fits by itself; a panel's labels line up in one left-aligned column, so
/// they share the spacing its widest entry allows, or the column would look ragged.
struct LabelMeasure: Equatable {
    /// Pixels, or text with its spacing.
    let tier: LabelTier
    /// Width and height in terminal pixels (a text row is two pixels tall).
    let width: Int, height: Int

    /// `label` at `metrics`, set in `typeface`; `textSpacing` blank cells between the
    /// characters if it falls to the text tier. On whole cells a pixel is even (a big
    /// label's at least two) and a label whose pixel would be one is text.
    init(_ label: Label, metrics: PixelMetrics, typeface: Typeface, textSpacing: Int, grid: PixelGrid = .halfCells) {
        let characters = Array(label.text.uppercased())
        let count = characters.count
        var pixel = label.isBig ? metrics.bigGlyphPixel(forSize: label.size) : metrics.glyphPixel(forSize: label.size)
        if grid == .wholeCells, let fine = pixel, fine < 2, label.isBig {
            // Too narrow for square pixels of two columns: one column by one cell.
            let tracking = metrics.pixels(label.tracking)
            let advances = characters.reduce(0) { $0 + typeface.advance(of: $1, tabular: label.tabularDigits) }
            tier = .tallPixels(tracking: tracking)
            width = advances + max(0, count - 1) * tracking
            height = label.lineBox.fontPixels * 2
            return
        }
        if grid == .wholeCells, let fine = pixel {
            pixel = fine >= 2 ? fine / 2 * 2 : nil
        }
        guard let pixel else {
            tier = .text(spacing: textSpacing)
            width = count + max(0, count - 1) * textSpacing
            height = 2
            return
        }
        let tracking = metrics.pixels(label.tracking)
        let advances = characters.reduce(0) { $0 + typeface.advance(of: $1, tabular: label.tabularDigits) }
        tier = .pixels(pixel: pixel, tracking: tracking)
        width = advances * pixel + max(0, count - 1) * tracking
        height = label.lineBox.fontPixels * pixel
    }
}
