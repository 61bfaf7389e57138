import PulseCore

/// A composition laid out on a terminal: the scale chosen, and every label placed with
/// whole pixels, none clipped and none overlapping.
public struct StackLayout: Sendable, Equatable {
    /// The scale the layout settled on.
    public let metrics: PixelMetrics
    /// The grid its pixels sit on.
    public var grid: PixelGrid = .halfCells
    /// The labels, top to bottom.
    public let labels: [PlacedLabel]
    /// Figures beside labels.
    public var figures: [PlacedFigure] = []
    /// Where clicks land: each entry with a target, its label, figure and mark as one
    /// rectangle.
    public var targets: [CellTarget] = []
    /// The marks set beside labels (`AM`, `PM`).
    public var marks: [PlacedLabel] = []

    /// Lays `composition` out centred on `size`, at the largest scale that fits once
    /// snapped to whole pixels, or nil when it cannot fit at all.
    public static func centred(
        _ composition: Composition, in size: TerminalSize, typeface: Typeface, grid: PixelGrid = .halfCells
    ) -> StackLayout? {
        let start = PixelMetrics(
            pixelWidth: size.pixelWidth, pixelHeight: size.pixelHeight,
            compositionHeight: composition.referenceHeight)
        let tiny = PixelMetrics(scale: 0)
        // The smallest possible layout decides whether anything can fit.
        guard place(composition, metrics: tiny, size: size, typeface: typeface, grid: grid) != nil else {
            return nil
        }
        return ScaleSearch.largest(from: start.scale) {
            place(composition, metrics: $0, size: size, typeface: typeface, grid: grid)
        } ?? place(composition, metrics: tiny, size: size, typeface: typeface, grid: grid)
    }

    /// The smallest terminal the composition fits on.
    public static func minimumSize(of composition: Composition, typeface: Typeface, grid: PixelGrid = .halfCells)
        -> TerminalSize
    {
        let sizes = measure(
            composition, metrics: PixelMetrics(scale: 0), contentWidth: ScaleSearch.roomy.pixelWidth,
            typeface: typeface,
            grid: grid)
        let width = sizes.map(\.entryWidth).max() ?? 0
        let gaps = composition.entries.dropFirst().filter { $0.gapBefore > 0 }.count
        // Rows that start on a cell boundary can cost one pixel each.
        let parity = sizes.filter { wantsWholeCells($0.tier) }.count
        let height = sizes.map(\.entryHeight).reduce(0, +) + gaps + parity
        return TerminalSize(columns: width, rows: (height + 1) / 2)
    }

    private struct Measured {
        let tier: LabelTier
        /// The label's own size.
        let width: Int, height: Int
        /// The figure's cell in pixels, its gap to the label, or 0 without a figure.
        var figureCell = 0, figureGap = 0, figureColumns = 0, figureRows = 0
        /// The mark, and its gap to the label; nil and 0 without one.
        var mark: LabelMeasure?
        var markGap = 0

        /// The whole entry: figure, gap, label, gap and mark side by side.
        var entryWidth: Int { figureColumns * figureCell + figureGap + width + markGap + (mark?.width ?? 0) }
        var entryHeight: Int { max(height, figureRows * figureCell) }
    }

    private static func measure(
        _ composition: Composition, metrics: PixelMetrics, contentWidth: Int, typeface: Typeface, grid: PixelGrid
    ) -> [Measured] {
        composition.entries.map { entry in
            var measured = measureLabel(
                entry.label, metrics: metrics, contentWidth: contentWidth, typeface: typeface, grid: grid)
            if let figure = entry.figure {
                // Figures are pixels at every scale: at least one pixel per cell (an even
                // number, at least two, on whole cells).
                let cell = max(1, Int((Composition.Entry.figureCell * metrics.scale).rounded(.down)))
                measured.figureCell = grid == .wholeCells ? max(2, cell / 2 * 2) : cell
                // A figure standing alone (an empty label) is centred by itself.
                measured.figureGap = entry.label.text.isEmpty ? 0 : metrics.gap(Composition.Entry.figureGap)
                measured.figureColumns = figure.map(\.count).max() ?? 0
                measured.figureRows = figure.count
            }
            if let mark = entry.mark {
                measured.mark = LabelMeasure(mark, metrics: metrics, typeface: typeface, textSpacing: 0, grid: grid)
                measured.markGap = metrics.gap(Composition.Entry.markGap)
            }
            return measured
        }
    }

    private static func measureLabel(
        _ label: Label, metrics: PixelMetrics, contentWidth: Int, typeface: Typeface, grid: PixelGrid
    ) -> Measured {
        // A label standing alone is letter-spaced if, spaced, it still fits.
        let spaced = LabelMeasure(label, metrics: metrics, typeface: typeface, textSpacing: 1, grid: grid)
        let measure =
            spaced.width <= contentWidth
            ? spaced : LabelMeasure(label, metrics: metrics, typeface: typeface, textSpacing: 0, grid: grid)
        return Measured(tier: measure.tier, width: measure.width, height: measure.height)
    }

    /// Text rows must start on a cell. Pixel labels whose pixel is even start on one too:
    /// then each of their pixels fills whole cells instead of straddling three half-cells,
    /// which is crisper and changes fewer cells when a digit changes.
    private static func wantsWholeCells(_ tier: LabelTier) -> Bool {
        switch tier {
        case .text: true
        case .pixels(let pixel, _): pixel % 2 == 0
        case .tallPixels: true
        }
    }

    private static func place(
        _ composition: Composition, metrics: PixelMetrics, size: TerminalSize, typeface: Typeface, grid: PixelGrid
    ) -> StackLayout? {
        let contentWidth = size.pixelWidth - 2 * metrics.sidePaddingPixels
        let measured = measure(
            composition, metrics: metrics, contentWidth: contentWidth, typeface: typeface, grid: grid)
        guard measured.allSatisfy({ $0.entryWidth <= contentWidth }) else { return nil }
        let gaps = composition.entries.enumerated().map { $0.offset == 0 ? 0 : metrics.gap($0.element.gapBefore) }
        let total = zip(measured, gaps).reduce(0) { $0 + $1.0.entryHeight + $1.1 }
        var top = (size.pixelHeight - total) / 2
        // Text rows sit on whole cells; try the centred start, then one pixel higher.
        for _ in 0..<2 where top >= 0 {
            var y = top
            var placed: [PlacedLabel] = []
            var figures: [PlacedFigure] = []
            var targets: [CellTarget] = []
            var marks: [PlacedLabel] = []
            for (index, entry) in composition.entries.enumerated() {
                y += gaps[index]
                let item = measured[index]
                if y % 2 == 1, Self.wantsWholeCells(item.tier) { y += 1 }
                let left = (size.pixelWidth - item.entryWidth) / 2
                let height = item.entryHeight
                // The label sits centred on the entry's height, on a whole cell if it must.
                var labelY = y + (height - item.height) / 2
                if labelY % 2 == 1, Self.wantsWholeCells(item.tier) { labelY -= 1 }
                let labelX = left + item.figureColumns * item.figureCell + item.figureGap
                placed.append(
                    PlacedLabel(
                        label: entry.label, tier: item.tier, x: labelX, y: labelY, width: item.width,
                        height: item.height))
                var top = labelY, bottom = labelY + item.height
                var right = labelX + item.width
                if let mark = entry.mark, let measure = item.mark {
                    let x = right + item.markGap
                    let placed = placeMark(
                        mark, measure, x: x, baseline: baseline(of: entry.label, tier: item.tier, y: labelY))
                    marks.append(placed)
                    right = x + measure.width
                }
                if let figure = entry.figure {
                    var figureY = y + (height - item.figureRows * item.figureCell) / 2
                    if grid == .wholeCells, figureY % 2 == 1 { figureY -= 1 }
                    figures.append(
                        PlacedFigure(rows: figure, role: entry.label.role, x: left, y: figureY, cell: item.figureCell))
                    top = min(top, figureY)
                    bottom = max(bottom, figureY + item.figureRows * item.figureCell)
                }
                if let target = entry.target {
                    // Every cell that shows a pixel of the entry: rows are two pixels tall.
                    let width = right - left
                    targets.append(
                        CellTarget(
                            target: target, row: top / 2, column: left, rows: (bottom + 1) / 2 - top / 2,
                            columns: width))
                }
                y += height
            }
            if y <= size.pixelHeight {
                var layout = StackLayout(metrics: metrics, labels: placed)
                layout.grid = grid
                layout.figures = figures
                layout.targets = targets
                layout.marks = marks
                return layout
            }
            top -= 1
        }
        return nil
    }

    /// The row of pixels a label's caps stand on, as the painter draws them.
    private static func baseline(of label: Label, tier: LabelTier, y: Int) -> Int {
        let tall: Int
        switch tier {
        case .pixels(let pixel, _): tall = pixel
        case .tallPixels: tall = 2
        case .text: return y + 2
        }
        return y + (label.lineBox.capTop + 5) * tall
    }

    /// A mark whose caps stand on `baseline`: in pixels, its own caps' baseline there; as
    /// text, the cell row holding the label's lowest cap pixels.
    private static func placeMark(_ mark: Label, _ measure: LabelMeasure, x: Int, baseline: Int) -> PlacedLabel {
        let y: Int
        switch measure.tier {
        case .pixels(let pixel, _): y = baseline - (mark.lineBox.capTop + 5) * pixel
        case .tallPixels: y = baseline - (mark.lineBox.capTop + 5) * 2
        case .text: y = (baseline - 1) / 2 * 2
        }
        return PlacedLabel(label: mark, tier: measure.tier, x: x, y: y, width: measure.width, height: measure.height)
    }
}
