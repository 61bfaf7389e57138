import PulseCore

/// A panel laid out on a terminal. Every entry starts on a whole cell, so text rows, rules
/// and boxes line up; the scale is the largest at which the panel fits, with a long list
/// scrolling instead of shrinking the page.
public struct PanelLayout: Sendable, Equatable {
    /// The scale chosen.
    public let metrics: PixelMetrics
    /// The grid its pixels sit on.
    public let grid: PixelGrid
    /// Labels, in pixels or as text.
    public private(set) var labels: [PlacedLabel] = []
    /// Rules, borders, squares and surfaces.
    public private(set) var fills: [PixelFill] = []
    /// Terminal text with its own background: the typed line, the scroll indicators.
    public private(set) var texts: [CellText] = []
    /// Where clicks land.
    public private(set) var targets: [CellTarget] = []
    /// Rows of the list above and below the window; headings and hints are not counted.
    public private(set) var hiddenAbove = 0, hiddenBelow = 0
    /// The furthest first list entry that still fills the window: scrolling stops there.
    public private(set) var furthestScroll = 0
    /// Whether a grid's rows go without a gap between them (whole cells, where nothing
    /// else fits).
    public internal(set) var rowsTouch = false
    /// Whether the panel fits at all: false when its fixed entries overlap its foot, or
    /// leave no row for one entry of its list, or a line is wider than the terminal (then
    /// the page says the terminal is too small).
    public internal(set) var fits = true

    /// Lays `panel` out on `size`.
    public static func lay(_ panel: Panel, in size: TerminalSize, typeface: Typeface, grid: PixelGrid = .halfCells)
        -> PanelLayout
    {
        func measurer(
            _ panel: Panel, _ metrics: PixelMetrics, touching: Bool, figures: PixelMetrics? = nil,
            bigLabels: PixelMetrics? = nil
        ) -> PanelMeasurer {
            PanelMeasurer(
                panel: panel, metrics: metrics, size: size, typeface: typeface, grid: grid, touchingRows: touching,
                figures: figures, bigLabels: bigLabels)
        }
        // The text and the gaps keep the scale at which everything fits; the figures take
        // the room that leaves, up to the scale the terminal's width gives. Text rows are
        // whole cells however small the scale, so on a wide, short terminal the one scale
        // would leave the count, the heatmap and the marks as small as on a phone.
        func grow(_ fitted: PanelMeasurer, _ panel: Panel, touching: Bool) -> PanelLayout {
            guard panel.growsFigures else { return fitted.place() }
            let shown = fitted.shownEntries
            let widest = Double(size.pixelWidth) / PixelMetrics.referenceWidth
            let grown = ScaleSearch.largest(from: max(widest, fitted.metrics.scale), floor: fitted.metrics.scale) {
                figures in
                let sized = measurer(panel, fitted.metrics, touching: touching, figures: figures)
                return sized.fitsAsWell(showing: shown) ? sized : nil
            }
            // Then the big labels alone, into what the grid leaves: their font pixel grows
            // a whole step at a time, which the shared scale may not reach.
            let shared = grown ?? fitted
            let counted = ScaleSearch.largest(from: max(widest, shared.figures.scale), floor: shared.figures.scale) {
                labels in
                let sized = measurer(
                    panel, fitted.metrics, touching: touching, figures: shared.figures, bigLabels: labels)
                return sized.fitsAsWell(showing: shown) ? sized : nil
            }
            // Only a figure that did grow gives the insets up.
            for grownMore in [counted, grown] {
                if let grownMore, grownMore.figureSize != fitted.figureSize { return grownMore.place() }
            }
            return fitted.place()
        }
        // On whole cells a grid's rows may touch, when with a row between them the page
        // cannot fit at any scale (the heatmap's 7 rows are 13 cells with gaps). Before
        // they do, the entries that yield (quiet lines) give way: a heatmap whose rows run
        // together reads as bars, which costs more than a line it can do without.
        let tries: [(touching: Bool, panel: Panel)] =
            grid == .wholeCells ? [(false, panel), (false, panel.withoutYielding), (true, panel)] : [(false, panel)]
        for (touching, panel) in tries {
            let start = PixelMetrics(
                pixelWidth: size.pixelWidth, pixelHeight: size.pixelHeight, compositionHeight: panel.referenceHeight
            ).scale
            let fitted = ScaleSearch.largest(from: start, floor: Self.floor) { metrics in
                let sized = measurer(panel, metrics, touching: touching)
                return sized.minimumRows <= size.rows ? sized : nil
            }
            guard let fitted else { continue }
            return grow(fitted, panel, touching: touching)
        }
        // Nothing fits: laid out at the floor, it says so (`fits`); a list that scrolls
        // there (Settings, scaled to its whole list) still lets its marks grow.
        let floored = measurer(panel, PixelMetrics(scale: Self.floor), touching: grid == .wholeCells)
        let placed = floored.place()
        return placed.fits ? grow(floored, panel, touching: grid == .wholeCells) : placed
    }

    /// Below this a panel is not shrunk further: its rows are at their one-cell floor.
    static let floor = 0.01

    /// The smallest terminal `panel` fits on: its lines as terminal text, side padding
    /// and all, and its rows at the smallest scale.
    public static func minimumSize(of panel: Panel, typeface: Typeface, grid: PixelGrid = .halfCells)
        -> TerminalSize
    {
        let measurer = PanelMeasurer(
            panel: panel, metrics: PixelMetrics(scale: 0), size: ScaleSearch.roomy, typeface: typeface, grid: grid,
            touchingRows: grid == .wholeCells)
        return TerminalSize(
            columns: measurer.tightestWidth + 2 * PanelMeasurer.leastPadding, rows: measurer.minimumRows)
    }

    /// The whole frame.
    public func frame(size: TerminalSize, typeface: Typeface) -> Frame {
        var canvas = PixelCanvas(covering: size.columns, rows: size.rows)
        for fill in fills {
            canvas.fill(x: fill.x, y: fill.y, width: fill.width, height: fill.height, role: fill.role)
        }
        let painter = LabelPainter(typeface: typeface)
        painter.paint(labels, on: &canvas)
        var frame = canvas.frame(grid: grid)
        painter.write(labels, into: &frame)
        for text in texts {
            var column = text.column
            for scalar in text.text.unicodeScalars {
                frame[text.row, column] = Cell(scalar, text.foreground, text.background)
                column += 1
            }
        }
        return frame
    }

    /// What a click at (`column`, `row`) lands on.
    public func target(column: Int, row: Int) -> HitTarget? {
        targets.hit(column: column, row: row)
    }

    init(metrics: PixelMetrics, grid: PixelGrid) {
        self.metrics = metrics
        self.grid = grid
    }

    mutating func add(_ label: PlacedLabel) { labels.append(label) }
    mutating func add(_ fill: PixelFill) { fills.append(fill) }
    mutating func add(_ text: CellText) { texts.append(text) }
    mutating func add(_ target: CellTarget) { targets.append(target) }
    mutating func setScroll(above: Int, below: Int, furthest: Int) {
        hiddenAbove = above
        hiddenBelow = below
        furthestScroll = furthest
    }
}
