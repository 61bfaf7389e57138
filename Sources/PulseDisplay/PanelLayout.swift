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
    /// List entries above and below the window.
    public private(set) var hiddenAbove = 0, hiddenBelow = 0
    /// The furthest first list entry that still fills the window: scrolling stops there.
    public private(set) var furthestScroll = 0
    /// Whether the panel fits at all: false when its fixed entries overlap its foot, or
    /// leave no row for one entry of its list, or a line is wider than the terminal (then
    /// the page says the terminal is too small).
    public fileprivate(set) var fits = true

    /// Lays `panel` out on `size`.
    public static func lay(_ panel: Panel, in size: TerminalSize, typeface: Typeface, grid: PixelGrid = .halfCells)
        -> PanelLayout
    {
        var scale = PixelMetrics(
            pixelWidth: size.pixelWidth, pixelHeight: size.pixelHeight, compositionHeight: panel.referenceHeight
        ).scale
        let start = scale
        // On whole cells a grid's rows may touch, when with a row between them the page
        // cannot fit at any scale (the heatmap's 7 rows are 13 cells with gaps).
        var touching = false
        while true {
            let measurer = Measurer(
                panel: panel, metrics: PixelMetrics(scale: scale), size: size, typeface: typeface, grid: grid,
                touchingRows: touching)
            if measurer.minimumRows <= size.rows { return measurer.place() }
            if scale < 0.01 {
                guard grid == .wholeCells, !touching else { return measurer.place() }
                touching = true
                scale = start
                continue
            }
            scale *= 0.97
        }
    }

    /// The smallest terminal `panel` fits on: its lines as terminal text, side padding
    /// and all, and its rows at the smallest scale.
    public static func minimumSize(of panel: Panel, typeface: Typeface, grid: PixelGrid = .halfCells)
        -> TerminalSize
    {
        let roomy = TerminalSize(columns: 10_000, rows: 10_000)
        let measurer = Measurer(
            panel: panel, metrics: PixelMetrics(scale: 0), size: roomy, typeface: typeface, grid: grid,
            touchingRows: grid == .wholeCells)
        return TerminalSize(columns: measurer.tightestWidth + 2 * Measurer.leastPadding, rows: measurer.minimumRows)
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
        targets.last { $0.contains(column: column, row: row) }?.target
    }

    fileprivate init(metrics: PixelMetrics, grid: PixelGrid) {
        self.metrics = metrics
        self.grid = grid
    }

    fileprivate mutating func add(_ label: PlacedLabel) { labels.append(label) }
    fileprivate mutating func add(_ fill: PixelFill) { fills.append(fill) }
    fileprivate mutating func add(_ text: CellText) { texts.append(text) }
    fileprivate mutating func add(_ target: CellTarget) { targets.append(target) }
    fileprivate mutating func setScroll(above: Int, below: Int, furthest: Int) {
        hiddenAbove = above
        hiddenBelow = below
        furthestScroll = furthest
    }
}

/// Sizes every entry at one scale and places them.
private struct Measurer {
    let panel: Panel
    let metrics: PixelMetrics
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
        touchingRows: Bool = false
    ) {
        self.panel = panel
        self.metrics = metrics
        self.size = size
        self.typeface = typeface
        self.grid = grid
        self.touchingRows = touchingRows
        let padding = max(Self.leastPadding, metrics.sidePaddingPixels)
        let room = max(0, size.columns - 2 * padding)
        let entries = panel.top + panel.foot
        func widest(_ spacing: Int) -> Int {
            entries.map {
                Self.minimumWidth(of: $0.item, metrics: metrics, typeface: typeface, spacing: spacing, grid: grid)
            }
            .max() ?? 0
        }
        spacing = widest(1) <= room ? 1 : 0
        tightestWidth = widest(0)
        widestFits = tightestWidth <= room
        // The column is the design's width at this scale, or as wide as the widest line
        // needs, never wider than the terminal.
        width = min(room, max(metrics.pixels(PixelMetrics.contentWidth), widest(spacing)))
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

    func place() -> PanelLayout {
        var layout = PanelLayout(metrics: metrics, grid: grid)
        let footRows = panel.foot.reduce(0) { $0 + gapRows($1.gapBefore) + height(of: $1.item) }
        let footTop = size.rows - insetRows(panel.bottomInset) - footRows
        // The top group: fixed entries, and the list's window in the room they leave.
        let fixedTop = panel.top.filter { !$0.scrolls }.reduce(0) { $0 + gapRows($1.gapBefore) + height(of: $1.item) }
        let listRoom = footTop - insetRows(panel.topInset) - fixedTop
        let list = panel.top.filter(\.scrolls)
        let window = self.window(list, room: listRoom, scroll: panel.scroll)
        layout.setScroll(above: window.first, below: list.count - window.end, furthest: window.furthest)
        layout.fits = widestFits && listRoom >= 0 && (list.isEmpty || window.end > window.first)
        var row = insetRows(panel.topInset)
        var listIndex = 0
        for entry in panel.top {
            if entry.scrolls {
                defer { listIndex += 1 }
                if listIndex == window.first, window.first > 0 {
                    indicator("\u{2191} \(window.first) MORE", row: row, into: &layout)
                    row += 1
                }
                guard (window.first..<window.end).contains(listIndex) else { continue }
                row += gapRows(entry.gapBefore)
                draw(entry, row: row, into: &layout)
                row += height(of: entry.item)
                if listIndex == window.end - 1, window.end < list.count {
                    indicator("\u{2193} \(list.count - window.end) MORE", row: row, into: &layout)
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
    private func window(_ list: [PanelEntry], room: Int, scroll: Int) -> (first: Int, end: Int, furthest: Int) {
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

    private func indicator(_ text: String, row: Int, into layout: inout PanelLayout) {
        layout.add(CellText(row: row, column: left, text: text, foreground: .faint, background: .background))
    }

    // MARK: sizes

    func gapRows(_ units: Double) -> Int { units > 0 ? metrics.pixels(units) / 2 : 0 }
    func insetRows(_ units: Double) -> Int { metrics.pixels(units) / 2 }

    private func boxRows(_ units: Double) -> Int { max(3, metrics.pixels(units) / 2) }

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
            2 * gapRows(PanelGeometry.rowPadding) + rows(of: row.name)
                + (row.detail.map { rows(of: $0) + gapRows(4) } ?? 0) + (gapRows(PanelGeometry.rowPadding) > 0 ? 0 : 1)
        }
    }

    private func rows(of label: Label) -> Int {
        (measure(label).height + 1) / 2
    }

    private func tier(of label: Label) -> LabelTier {
        measure(label).tier
    }

    /// The panel's labels share one text spacing (see `LabelMeasure`).
    private func measure(_ label: Label) -> LabelMeasure {
        LabelMeasure(label, metrics: metrics, typeface: typeface, textSpacing: spacing, grid: grid)
    }

    private static func width(
        of label: Label, metrics: PixelMetrics, typeface: Typeface, spacing: Int, grid: PixelGrid
    ) -> Int {
        LabelMeasure(label, metrics: metrics, typeface: typeface, textSpacing: spacing, grid: grid).width
    }

    private func width(of label: Label) -> Int {
        Self.width(of: label, metrics: metrics, typeface: typeface, spacing: spacing, grid: grid)
    }

    /// A list row's hairline lights one pixel in this many: few enough that a cell under a
    /// list is lit less than half the day on the orbit, and still reads as a line.
    static let hairlineDotPitch = 3

    /// Even, so the square fills whole cells.
    private static func squareSide(_ metrics: PixelMetrics) -> Int {
        max(2, metrics.pixels(PanelGeometry.square) / 2 * 2)
    }

    /// The narrowest column an item fits in.
    static func minimumWidth(
        of item: PanelItem, metrics: PixelMetrics, typeface: Typeface, spacing: Int, grid: PixelGrid
    ) -> Int {
        func width(_ label: Label) -> Int {
            Self.width(of: label, metrics: metrics, typeface: typeface, spacing: spacing, grid: grid)
        }
        switch item {
        case .label(let label, _): return width(label)
        case .pair(let a, let b): return width(a) + 2 + width(b)
        case .rule: return 0
        case .field(let field): return width(field.title) + 2 + (field.reveal.map(width) ?? 0)
        case .button(let label, _): return width(label) + 4
        case .slot(let label, _): return label.map(width) ?? 0
        case .row(let row):
            return max(width(row.name), row.detail.map(width) ?? 0) + 2 + squareSide(metrics)
        case .grid(let cells):
            let columns = cells.first?.count ?? 0
            return columns + max(0, columns - 1)
        }
    }

    // MARK: drawing

    private func place(_ label: Label, x: Int, row: Int) -> PlacedLabel {
        let tier = tier(of: label)
        let height = rows(of: label) * 2
        return PlacedLabel(label: label, tier: tier, x: x, y: row * 2, width: width(of: label), height: height)
    }

    private func draw(_ entry: PanelEntry, row: Int, into layout: inout PanelLayout) {
        let rows = height(of: entry.item)
        if let target = entry.target {
            layout.add(CellTarget(target: target, row: row, column: left, rows: rows, columns: width))
        }
        switch entry.item {
        case .label(let label, let alignment):
            let free = width - width(of: label)
            let x =
                switch alignment {
                case .leading: left
                case .trailing: left + free
                case .centred: left + free / 2
                }
            layout.add(place(label, x: x, row: row))
        case .pair(let leading, let trailing):
            layout.add(place(leading, x: left, row: row))
            layout.add(place(trailing, x: left + width - width(of: trailing), row: row))
        case .rule:
            layout.add(PixelFill(x: left, y: row * 2, width: width, height: 1, role: .separator))
        case .field(let field):
            drawField(field, row: row, into: &layout)
        case .button(let label, let enabled):
            let box = boxRows(PanelGeometry.buttonHeight)
            border(row: row, rows: box, role: enabled ? .muted : .separator, fill: nil, into: &layout)
            let labelRows = self.rows(of: label)
            let x = left + (width - width(of: label)) / 2
            var placed = place(label, x: x, row: row + (box - labelRows) / 2)
            if !enabled { placed = recoloured(placed, .faint) }
            layout.add(placed)
        case .slot(let label, _):
            if let label { layout.add(place(label, x: left, row: row)) }
        case .row(let listRow):
            drawRow(listRow, row: row, into: &layout)
        case .grid(let cells):
            let geometry = gridGeometry(columns: cells.first?.count ?? 0)
            let x0 = left + (width - geometry.span(cells.first?.count ?? 0)) / 2
            for (r, line) in cells.enumerated() {
                for (c, role) in line.enumerated() {
                    layout.add(
                        PixelFill(
                            x: x0 + c * (geometry.cell + geometry.gap),
                            y: row * 2 + r * (geometry.cell + geometry.rowGap),
                            width: geometry.cell, height: geometry.cell, role: role))
                }
            }
        }
    }

    private func recoloured(_ placed: PlacedLabel, _ role: ColorRole) -> PlacedLabel {
        var label = placed.label
        label.role = role
        return PlacedLabel(
            label: label, tier: placed.tier, x: placed.x, y: placed.y, width: placed.width, height: placed.height)
    }

    /// A one-pixel border round `rows` cells of the column: its top edge on the lower half
    /// of the first row and its bottom edge on the upper half of the last, so the rows
    /// between are whole cells of the surface.
    private func border(row: Int, rows: Int, role: ColorRole, fill: ColorRole?, into layout: inout PanelLayout) {
        let top = row * 2 + 1, bottom = (row + rows) * 2 - 2
        if let fill {
            layout.add(PixelFill(x: left, y: top, width: width, height: bottom - top + 1, role: fill))
        }
        layout.add(PixelFill(x: left, y: top, width: width, height: 1, role: role))
        layout.add(PixelFill(x: left, y: bottom, width: width, height: 1, role: role))
        layout.add(PixelFill(x: left, y: top, width: 1, height: bottom - top + 1, role: role))
        layout.add(PixelFill(x: left + width - 1, y: top, width: 1, height: bottom - top + 1, role: role))
    }

    private func drawField(_ field: PanelField, row: Int, into layout: inout PanelLayout) {
        layout.add(place(field.title, x: left, row: row))
        var titleRows = rows(of: field.title)
        if let reveal = field.reveal {
            let placed = place(reveal, x: left + width - width(of: reveal), row: row)
            layout.add(placed)
            titleRows = max(titleRows, rows(of: reveal))
            layout.add(
                CellTarget(
                    target: .promptReveal, row: row, column: placed.x, rows: self.rows(of: reveal),
                    columns: placed.width))
        }
        let boxTop = row + titleRows + gapRows(8)
        let box = boxRows(PanelGeometry.fieldHeight)
        border(
            row: boxTop, rows: box, role: field.focused ? .bright : .muted, fill: .inputSurface, into: &layout)
        // The typed line, in the terminal's own font, scrolled so the cursor stays inside.
        let textRow = boxTop + box / 2
        let inner = max(1, width - 4)
        let characters = Array(TerminalText.sanitized(field.text))
        let cursor = min(max(0, field.cursor), characters.count)
        let start = max(0, cursor - inner + 1)
        let shown = String(characters[start..<min(characters.count, start + inner)])
        let column = left + 2
        layout.add(CellText(row: textRow, column: column, text: shown, foreground: .primary, background: .inputSurface))
        if characters.isEmpty {
            let hint = String(field.placeholder.prefix(max(0, inner - 1)))
            layout.add(
                CellText(row: textRow, column: column + 1, text: hint, foreground: .faint, background: .inputSurface))
        }
        if field.focused {
            let under = cursor < characters.count ? characters[cursor] : " "
            layout.add(
                CellText(
                    row: textRow, column: column + cursor - start, text: String(under), foreground: .inputSurface,
                    background: .primary))
        }
    }

    /// Square cells as large as the column allows at this scale, with gaps that never
    /// vanish. The rows go on an even pitch (a row gap one pixel wider when needed): the
    /// grid starts on a whole cell, so every row of squares then sits the same way on the
    /// terminal's cells, and squares of an even side fill whole cells. On an odd pitch
    /// every other row straddles a cell boundary, half-lit above and below, where a
    /// terminal drawing blocks from its font can leave a line through the square.
    private func gridGeometry(columns: Int) -> GridGeometry {
        let gap = max(1, metrics.pixels(PanelGeometry.gridGap))
        let fitting = columns > 0 ? (width - (columns - 1) * gap) / columns : 1
        var cell = max(1, min(fitting, metrics.pixels(PanelGeometry.gridCell)))
        if grid == .wholeCells {
            // Squares of whole cells: an even side, and an even gap between rows.
            cell = max(2, cell / 2 * 2)
            return GridGeometry(cell: cell, gap: gap, rowGap: touchingRows ? 0 : max(2, gap / 2 * 2))
        }
        return GridGeometry(cell: cell, gap: gap, rowGap: (cell + gap) % 2 == 0 ? gap : gap + 1)
    }

    private func drawRow(_ listRow: PanelRow, row: Int, into layout: inout PanelLayout) {
        let padding = gapRows(PanelGeometry.rowPadding)
        let nameRow = row + padding
        layout.add(place(listRow.name, x: left, row: nameRow))
        let nameRows = rows(of: listRow.name)
        if let detail = listRow.detail {
            layout.add(place(detail, x: left, row: nameRow + nameRows + gapRows(4)))
        }
        if let square = listRow.square {
            let side = Self.squareSide(metrics)
            let middle = nameRow * 2 + (nameRows * 2 - side) / 4 * 2
            layout.add(PixelFill(x: left + width - side, y: middle, width: side, height: side, role: square))
        }
        let total = height(of: .row(listRow))
        if listRow.selected {
            let contentRows = total - 2 * padding - (padding > 0 ? 0 : 1)
            layout.add(PixelFill(x: left - 2, y: nameRow * 2, width: 1, height: contentRows * 2, role: .bright))
        }
        // On the lower half of the row's last cell when there is padding, so the line sits
        // under the row; without padding, on the upper half of a row of its own.
        let hairline = padding > 0 ? (row + total) * 2 - 1 : (row + total - 1) * 2
        // Dotted, one pixel in `hairlineDotPitch`: a solid line under every row lights
        // every cell of the list for a third or half of the day whatever the orbit does,
        // since list rows repeat every two or three cells and the orbit only averages them.
        for x in stride(from: left, to: left + width, by: Self.hairlineDotPitch) {
            layout.add(PixelFill(x: x, y: hairline, width: 1, height: 1, role: .separator))
        }
    }
}

/// A grid's cell, its gap between columns and its gap between rows, in pixels.
private struct GridGeometry {
    let cell: Int, gap: Int, rowGap: Int

    /// Pixels spanned by `count` columns and the gaps between them.
    func span(_ count: Int) -> Int { count * cell + max(0, count - 1) * gap }

    /// Pixels spanned by `count` rows and the gaps between them.
    func rowSpan(_ count: Int) -> Int { count * cell + max(0, count - 1) * rowGap }
}
