import PulseCore

/// Sizes every entry at one scale and places them.
struct PanelMeasurer {
    let panel: Panel
    let metrics: PixelMetrics
    /// The scale of the figures (big labels, the grid): `metrics`, or larger where the
    /// panel lets them grow into the room the rest leaves.
    let figures: PixelMetrics
    /// The big labels' scale: `figures`, or larger where the count takes the room the
    /// grid leaves (a font pixel is a whole step: the count grows from 1 to 2 pixels at
    /// once, where the heatmap's squares grow a pixel at a time).
    let bigLabels: PixelMetrics
    let size: TerminalSize
    let typeface: Typeface
    let grid: PixelGrid
    /// Whether a grid's rows go without a gap (whole cells, when nothing else fits).
    let touchingRows: Bool
    /// Letter spacing for text-tier labels: one blank cell when everything still fits.
    let spacing: Int
    /// The content column: left edge and width in pixels (= columns).
    let left: Int, width: Int
    /// The widest line without letter spacing, and whether it fits between the paddings.
    let tightestWidth: Int, widestFits: Bool
    /// The side padding a panel keeps however small the terminal.
    static let leastPadding = 2

    init(
        panel: Panel, metrics: PixelMetrics, size: TerminalSize, typeface: Typeface, grid: PixelGrid,
        touchingRows: Bool = false, figures: PixelMetrics? = nil, bigLabels: PixelMetrics? = nil
    ) {
        self.panel = panel
        self.metrics = metrics
        let figures = figures ?? metrics
        self.figures = figures
        let bigLabels = bigLabels ?? figures
        self.bigLabels = bigLabels
        self.size = size
        self.typeface = typeface
        self.grid = grid
        self.touchingRows = touchingRows
        let padding = max(Self.leastPadding, metrics.sidePaddingPixels)
        let room = max(0, size.columns - 2 * padding)
        let entries = panel.top + panel.foot
        func widest(_ spacing: Int) -> Int {
            entries.map {
                Self.minimumWidth(
                    of: $0.item, metrics: metrics, bigLabels: bigLabels,
                    markSide: Self.markSide(panel, metrics, figures),
                    typeface: typeface, spacing: spacing, grid: grid)
            }
            .max() ?? 0
        }
        spacing = widest(1) <= room ? 1 : 0
        tightestWidth = widest(0)
        widestFits = tightestWidth <= room
        // The column is the design's width at this scale (at the figures' where they grow:
        // the grid fills it), or as wide as the widest line needs, never wider than the
        // terminal.
        let design = max(metrics.pixels(PixelMetrics.contentWidth), Self.figureWidth(panel, figures))
        width = min(room, max(design, widest(spacing)))
        left = (size.columns - width) / 2
    }

    /// Rows needed with at most a few list entries: below this the scale must shrink.
    var minimumRows: Int {
        var rows = insetRows(panel.topInset) + insetRows(panel.bottomInset)
        var listed = 0
        for entry in panel.top + panel.foot {
            if entry.scrolls {
                listed += 1
                if listed > panel.scaledRows { continue }
            }
            rows += gapRows(entry.gapBefore) + height(of: entry.item)
        }
        return rows
    }

    /// Where the foot starts, the rows the list has between the top group's fixed entries
    /// and the foot, the list, and the window of it that shows.
    var listWindow: (footTop: Int, room: Int, list: [PanelEntry], window: (first: Int, end: Int, furthest: Int)) {
        let footRows = panel.foot.reduce(0) { $0 + gapRows($1.gapBefore) + height(of: $1.item) }
        let footTop = size.rows - insetRows(panel.bottomInset) - footRows
        let fixedTop = panel.top.filter { !$0.scrolls }.reduce(0) { $0 + gapRows($1.gapBefore) + height(of: $1.item) }
        let room = footTop - insetRows(panel.topInset) - fixedTop
        let list = panel.top.filter(\.scrolls)
        return (footTop, room, list, window(list, room: room, scroll: panel.scroll))
    }

    /// How many of the list's entries the window shows.
    var shownEntries: Int {
        let window = listWindow.window
        return window.end - window.first
    }

    /// Whether the panel fits with its figures grown, where the panel at the page's scale
    /// shows `shown` entries of its list: its rows fit, or where it has a list, the list
    /// shows as many entries (room there shows more rows, not only bigger marks), and its
    /// lines fit.
    func fitsAsWell(showing shown: Int) -> Bool {
        guard widestFits else { return false }
        let (_, room, list, window) = listWindow
        guard !list.isEmpty else { return minimumRows <= size.rows }
        return room >= 0 && window.end - window.first >= shown
    }

    func place() -> PanelLayout {
        var layout = PanelLayout(metrics: metrics, grid: grid)
        layout.rowsTouch = touchingRows
        // The top group: fixed entries, and the list's window in the room they leave.
        let (footTop, listRoom, list, window) = listWindow
        // The indicators count what a person can choose or read as an entry, the rows;
        // a section heading or a hint scrolled away is not one more of anything.
        func rows(_ part: ArraySlice<PanelEntry>) -> Int {
            part.filter { if case .row = $0.item { true } else { false } }.count
        }
        let hiddenAbove = rows(list[..<window.first]), hiddenBelow = rows(list[window.end...])
        layout.setScroll(above: hiddenAbove, below: hiddenBelow, furthest: window.furthest)
        layout.fits = widestFits && listRoom >= 0 && (list.isEmpty || window.end > window.first)
        var row = insetRows(panel.topInset)
        var listIndex = 0
        for entry in panel.top {
            if entry.scrolls {
                defer { listIndex += 1 }
                if listIndex == window.first, window.first > 0 {
                    if hiddenAbove > 0 { indicator("\u{2191} \(hiddenAbove) MORE", row: row, into: &layout) }
                    row += 1
                }
                guard (window.first..<window.end).contains(listIndex) else { continue }
                row += gapRows(entry.gapBefore)
                draw(entry, row: row, into: &layout)
                row += height(of: entry.item)
                if listIndex == window.end - 1, window.end < list.count {
                    if hiddenBelow > 0 { indicator("\u{2193} \(hiddenBelow) MORE", row: row, into: &layout) }
                    row += 1
                }
                continue
            }
            row += gapRows(entry.gapBefore)
            draw(entry, row: row, into: &layout)
            row += height(of: entry.item)
        }
        row = footTop
        for entry in panel.foot {
            row += gapRows(entry.gapBefore)
            draw(entry, row: row, into: &layout)
            row += height(of: entry.item)
        }
        return layout
    }

    /// The list entries shown from `scroll`, leaving a row for each indicator needed.
    func window(_ list: [PanelEntry], room: Int, scroll: Int) -> (first: Int, end: Int, furthest: Int) {
        guard !list.isEmpty else { return (0, 0, 0) }
        func fits(from first: Int) -> Int {
            var used = first > 0 ? 1 : 0
            var end = first
            while end < list.count {
                let cost = gapRows(list[end].gapBefore) + height(of: list[end].item)
                // The last row shown needs room for the "more below" line unless it ends the list.
                let below = end + 1 < list.count ? 1 : 0
                guard used + cost + below <= room else { break }
                used += cost
                end += 1
            }
            return end
        }
        var furthest = list.count - 1
        while furthest > 0, fits(from: furthest - 1) == list.count { furthest -= 1 }
        if fits(from: furthest) < list.count { furthest = list.count - 1 }
        let first = min(max(0, scroll), furthest)
        return (first, max(first, fits(from: first)), furthest)
    }

    func indicator(_ text: String, row: Int, into layout: inout PanelLayout) {
        layout.add(CellText(row: row, column: left, text: text, foreground: .faint, background: .background))
    }

    // MARK: sizes

    func gapRows(_ units: Double) -> Int { units > 0 ? metrics.pixels(units) / 2 : 0 }
    /// An inset's rows. Where the figures grow, the insets give them their room but the
    /// few rows that keep the page off the terminal's edge: the original's insets clear a
    /// phone's status bar and home indicator, which a terminal does not have.
    func insetRows(_ units: Double) -> Int {
        let rows = metrics.pixels(units) / 2
        return max(figures.scale, bigLabels.scale) > metrics.scale ? min(rows, Self.grownInsetRows) : rows
    }

    /// The most rows an inset keeps where the figures grow.
    static let grownInsetRows = 1

    func boxRows(_ units: Double) -> Int { max(3, metrics.pixels(units) / 2) }

    func height(of item: PanelItem) -> Int {
        switch item {
        case .label(let label, _): rows(of: label)
        case .pair(let a, let b): max(rows(of: a), rows(of: b))
        case .rule: 1
        case .field(let field):
            max(rows(of: field.title), field.reveal.map(rows(of:)) ?? 0) + gapRows(8)
                + boxRows(PanelGeometry.fieldHeight)
        case .button: boxRows(PanelGeometry.buttonHeight)
        case .slot(let label, let units): max(label.map(rows(of:)) ?? 1, metrics.pixels(units) / 2, 1)
        case .grid(let cells):
            (gridGeometry(columns: cells.first?.count ?? 0).rowSpan(cells.count) + 1) / 2
        case .row(let row):
            // The hairline takes the last padding row, or a row of its own without padding.
            headingRows(row) + 2 * gapRows(PanelGeometry.rowPadding) + nameLineRows(row)
                + (row.hasSecondLine ? secondLineRows(row) + gapRows(4) : 0)
                + (gapRows(PanelGeometry.rowPadding) > 0 ? 0 : 1)
        }
    }

    /// The rows a row's heading takes with the gap above it.
    func headingRows(_ row: PanelRow) -> Int {
        row.heading.map { gapRows(PanelGeometry.headingGap) + rows(of: $0) } ?? 0
    }

    /// The rows of a row's second line: its tallest label, or the strip.
    func secondLineRows(_ row: PanelRow) -> Int {
        let labels = ([row.detail].compactMap { $0 } + row.figures).map(rows(of:))
        return max(labels.max() ?? 0, row.strip.isEmpty ? 0 : Self.squareSide(metrics) / 2)
    }

    /// A label's rows. Where the figures grow, and for a figure in tall pixels (whole
    /// cells at the smallest scale), a figure takes its caps' rows alone: the rows its line
    /// box keeps above and below the digits are blank, and there every row counts (the
    /// count at 120×40, the heatmap's dark rows on whole cells). Elsewhere its box keeps
    /// them: the panel's gaps round to nothing on a small terminal, and they space it.
    func rows(of label: Label) -> Int {
        let measured = measure(label)
        if let pixel = figurePixel(label, measured) { return (Self.capPixels * pixel + 1) / 2 }
        return (measured.height + 1) / 2
    }

    /// The font pixel's height in terminal pixels of a figure that takes its caps' rows
    /// alone; nil for any other label.
    func figurePixel(_ label: Label, _ measured: LabelMeasure) -> Int? {
        guard label.isBig else { return nil }
        switch measured.tier {
        case .pixels(let pixel, _): return max(figures.scale, bigLabels.scale) > metrics.scale ? pixel : nil
        case .tallPixels: return 2
        case .text: return nil
        }
    }

    /// The caps' height in font pixels.
    static let capPixels = 5

    func tier(of label: Label) -> LabelTier {
        measure(label).tier
    }

    /// The panel's labels share one text spacing (see `LabelMeasure`); a big label is
    /// measured at the figures' scale.
    func measure(_ label: Label) -> LabelMeasure {
        LabelMeasure(
            label, metrics: label.isBig ? bigLabels : metrics, typeface: typeface, textSpacing: spacing, grid: grid)
    }

    static func width(
        of label: Label, metrics: PixelMetrics, typeface: Typeface, spacing: Int, grid: PixelGrid
    ) -> Int {
        LabelMeasure(label, metrics: metrics, typeface: typeface, textSpacing: spacing, grid: grid).width
    }

    func width(of label: Label) -> Int {
        measure(label).width
    }

    /// The figures' sizes as drawn: each big label's height, each grid's square and the
    /// list rows' mark.
    var figureSize: [Int] {
        (panel.top + panel.foot).compactMap { entry in
            switch entry.item {
            case .label(let label, _) where label.isBig: measure(label).height
            case .grid(let cells): gridGeometry(columns: cells.first?.count ?? 0).cell
            case .row(let row) where row.square != nil: markSide
            default: nil
            }
        }
    }

    /// The side of a list row's square (its mark): at the figures' scale where the panel
    /// lets its figures grow, two pixels or the nearest multiple of four (a state's quarters
    /// are then whole cells, where half a cell of a quarter would be a half block beside a
    /// full one; rounding down would keep 3.7 pixels at two), else as at the page's scale.
    var markSide: Int { Self.markSide(panel, metrics, figures) }

    static func markSide(_ panel: Panel, _ metrics: PixelMetrics, _ figures: PixelMetrics) -> Int {
        let still = squareSide(metrics)
        guard panel.growsFigures, figures.scale > metrics.scale else { return still }
        let wanted = PanelGeometry.square * figures.scale
        return max(still, wanted < 3 ? 2 : Int((wanted / 4).rounded()) * 4)
    }

    /// How a row's mark reaches past its name: rows into the padding above and below
    /// (centred, never onto the hairline in the padding's last row), and the rows the name
    /// line grows by where the padding cannot hold it. A mark taller than its name stays on
    /// whole cells: half a row up would split every square across two cells.
    func markReach(_ row: PanelRow) -> (above: Int, below: Int, grows: Int) {
        guard row.square != nil else { return (0, 0, 0) }
        let extra = max(0, markSide / 2 - markBeside(row))
        let padding = gapRows(PanelGeometry.rowPadding)
        // Below, the rows before what runs to the right end: the gap above a strip or
        // figures, or the padding but its last row (the hairline's).
        let free = row.hasSecondLine && (!row.figures.isEmpty || !row.strip.isEmpty) ? gapRows(4) : max(0, padding - 1)
        var above = min((extra + 1) / 2, padding)
        let below = min(extra - above, free)
        above = min(padding, extra - below)
        return (above, below, extra - above - below)
    }

    /// The rows a row's mark may take beside its text: the name's, and the second line's
    /// where nothing is at its right end (a detail alone; a strip or figures run there).
    func markBeside(_ row: PanelRow) -> Int {
        let free = row.hasSecondLine && row.figures.isEmpty && row.strip.isEmpty
        return rows(of: row.name) + (free ? gapRows(4) + secondLineRows(row) : 0)
    }

    /// The rows of a row's name line: the name, and what its mark adds.
    func nameLineRows(_ row: PanelRow) -> Int {
        rows(of: row.name) + markReach(row).grows
    }

    /// The width in pixels the panel's figures want at `figures`: its grid's squares and
    /// gaps, or nothing where they do not grow.
    static func figureWidth(_ panel: Panel, _ figures: PixelMetrics) -> Int {
        guard panel.growsFigures else { return 0 }
        // A list's column is the design's width at the figures' scale, as its squares are.
        if (panel.top + panel.foot).contains(where: { if case .row = $0.item { true } else { false } }) {
            return figures.pixels(PixelMetrics.contentWidth)
        }
        let columns =
            (panel.top + panel.foot).compactMap { entry -> Int? in
                if case .grid(let cells) = entry.item { cells.first?.count } else { nil }
            }
            .max() ?? 0
        let (cell, gap) = gridSquare(figures)
        return columns * cell + max(0, columns - 1) * gap
    }

    /// A list row's hairline lights one pixel in this many: few enough that a cell under a
    /// list is lit less than half the day on the orbit, and still reads as a line.
    static let hairlineDotPitch = 3

    /// Even, so the square fills whole cells.
    static func squareSide(_ metrics: PixelMetrics) -> Int {
        max(2, metrics.pixels(PanelGeometry.square) / 2 * 2)
    }

    /// The narrowest column an item fits in.
    static func minimumWidth(
        of item: PanelItem, metrics: PixelMetrics, bigLabels: PixelMetrics, markSide: Int, typeface: Typeface,
        spacing: Int, grid: PixelGrid
    ) -> Int {
        func width(_ label: Label) -> Int {
            Self.width(
                of: label, metrics: label.isBig ? bigLabels : metrics, typeface: typeface, spacing: spacing, grid: grid)
        }
        switch item {
        case .label(let label, _): return width(label)
        case .pair(let a, let b):
            // Two words' space between them at least, wider than the letters' own spacing,
            // so the pair never reads as one line (`FORGEJO  TODAY`).
            var space = a
            space.text = "  "
            return width(a) + max(2, width(space)) + width(b)
        case .rule: return 0
        case .field(let field): return width(field.title) + 2 + (field.reveal.map(width) ?? 0)
        case .button(let label, _): return width(label) + 4
        case .slot(let label, _): return label.map(width) ?? 0
        case .row(let row):
            // The figures may all give way but the first; the strip always may.
            let second = row.figures.first.map(width) ?? 0
            return max(
                max(width(row.name), row.detail.map(width) ?? 0) + 2 + markSide,
                row.heading.map(width) ?? 0, second)
        case .grid(let cells):
            let columns = cells.first?.count ?? 0
            return columns + max(0, columns - 1)
        }
    }
}
