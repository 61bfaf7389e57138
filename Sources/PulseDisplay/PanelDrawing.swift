import PulseCore

/// Drawing a panel's entries once their sizes are known.
extension PanelMeasurer {

    func place(_ label: Label, x: Int, row: Int) -> PlacedLabel {
        let measured = measure(label)
        if let pixel = figurePixel(label, measured) {
            // Its box starts above its rows, by the blank pixels over the caps.
            let y = row * 2 - label.lineBox.capTop * pixel
            return PlacedLabel(
                label: label, tier: measured.tier, x: x, y: y, width: measured.width, height: measured.height)
        }
        return PlacedLabel(
            label: label, tier: measured.tier, x: x, y: row * 2, width: measured.width, height: rows(of: label) * 2)
    }

    func draw(_ entry: PanelEntry, row: Int, into layout: inout PanelLayout) {
        let rows = height(of: entry.item)
        if let target = entry.target {
            layout.add(CellTarget(target: target, row: row, column: left, rows: rows, columns: width))
        }
        switch entry.item {
        case .label(let measured, let alignment):
            let label = fitted(measured, room: width)
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

    func recoloured(_ placed: PlacedLabel, _ role: ColorRole) -> PlacedLabel {
        var label = placed.label
        label.role = role
        return PlacedLabel(
            label: label, tier: placed.tier, x: placed.x, y: placed.y, width: placed.width, height: placed.height)
    }

    /// A one-pixel border round `rows` cells of the column: its top edge on the lower half
    /// of the first row and its bottom edge on the upper half of the last, so the rows
    /// between are whole cells of the surface.
    func border(row: Int, rows: Int, role: ColorRole, fill: ColorRole?, into layout: inout PanelLayout) {
        let top = row * 2 + 1, bottom = (row + rows) * 2 - 2
        if let fill {
            layout.add(PixelFill(x: left, y: top, width: width, height: bottom - top + 1, role: fill))
        }
        layout.add(PixelFill(x: left, y: top, width: width, height: 1, role: role))
        layout.add(PixelFill(x: left, y: bottom, width: width, height: 1, role: role))
        layout.add(PixelFill(x: left, y: top, width: 1, height: bottom - top + 1, role: role))
        layout.add(PixelFill(x: left + width - 1, y: top, width: 1, height: bottom - top + 1, role: role))
    }

    func drawField(_ field: PanelField, row: Int, into layout: inout PanelLayout) {
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
    func gridGeometry(columns: Int) -> GridGeometry {
        let (wanted, gap) = Self.gridSquare(figures)
        let fitting = columns > 0 ? (width - (columns - 1) * gap) / columns : 1
        var cell = max(1, min(fitting, wanted))
        if grid == .wholeCells {
            // Squares of whole cells: an even side, and an even gap between rows.
            cell = max(2, cell / 2 * 2)
            return GridGeometry(cell: cell, gap: gap, rowGap: touchingRows ? 0 : max(2, gap / 2 * 2))
        }
        return GridGeometry(cell: cell, gap: gap, rowGap: (cell + gap) % 2 == 0 ? gap : gap + 1)
    }

    /// A grid's square and gap at `figures`, before the column's width bounds the square.
    /// At least half a square goes between squares: with less, the orbit's few pixels of
    /// travel leave the middle of every square lit for most of the day.
    static func gridSquare(_ figures: PixelMetrics) -> (cell: Int, gap: Int) {
        let cell = max(1, figures.pixels(PanelGeometry.gridCell))
        let designed = max(1, figures.pixels(PanelGeometry.gridGap))
        return (cell, cell > 2 ? max(designed, (cell + 1) / 2) : designed)
    }

    func drawRow(_ listRow: PanelRow, row: Int, into layout: inout PanelLayout) {
        let padding = gapRows(PanelGeometry.rowPadding)
        let headed = headingRows(listRow)
        if let heading = listRow.heading {
            layout.add(place(heading, x: left, row: row + gapRows(PanelGeometry.headingGap)))
        }
        let nameRow = row + headed + padding
        // The name takes the row's room beside its mark, as its measure left it.
        layout.add(place(fitted(listRow.name, room: width - 2 - markSide), x: left, row: nameRow))
        let nameRows = nameLineRows(listRow)
        if listRow.hasSecondLine {
            drawSecondLine(listRow, row: nameRow + nameRows + gapRows(4), into: &layout)
        }
        if let square = listRow.square {
            let side = markSide
            let reach = markReach(listRow)
            // Centred beside the text it may take, or reaching into the padding above.
            let beside = max(nameRows, markBeside(listRow))
            let middle =
                reach == (0, 0, 0)
                ? nameRow * 2 + (min(beside * 2, max(side, nameRows * 2)) - side) / 4 * 2
                : (nameRow - reach.above) * 2
            let x = left + width - side
            if listRow.squareIsState {
                for fill in StateMark.fills(for: square, x: x, y: middle, side: side) { layout.add(fill) }
            } else {
                layout.add(PixelFill(x: x, y: middle, width: side, height: side, role: square))
            }
        }
        let total = height(of: .row(listRow))
        if listRow.selected {
            let contentRows = total - headed - 2 * padding - (padding > 0 ? 0 : 1)
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

extension PanelMeasurer {
    /// The second line of a row at `row`: the detail at the left; the figures at the right
    /// end; the strip in the room left between, its newest check nearest the figures, one
    /// pixel column a check with a dark one between, so every check reads on its own and
    /// no run of cells is lit solid. The strip gives way first (as many checks as fit, then
    /// none), then the figures from the last, while they do not fit.
    func drawSecondLine(_ listRow: PanelRow, row: Int, into layout: inout PanelLayout) {
        let lineRows = secondLineRows(listRow)
        var start = left
        if let measured = listRow.detail {
            let detail = fitted(measured, room: width - 2 - markSide)
            layout.add(place(detail, x: left, row: row))
            start += width(of: detail) + figureGap
        }
        var figures = listRow.figures
        func span(_ labels: [Label]) -> Int {
            labels.reduce(0) { $0 + width(of: $1) } + max(0, labels.count - 1) * figureGap
        }
        while !figures.isEmpty, span(figures) > left + width - start { figures.removeLast() }
        // A figure gives way only once the strip has: what room a dropped figure leaves
        // stays empty.
        let stripGone = figures.count < listRow.figures.count
        var x = left + width
        for figure in figures.reversed() {
            x -= width(of: figure)
            layout.add(place(figure, x: x, row: row + (lineRows - rows(of: figure)) / 2))
            x -= figureGap
        }
        let end = figures.isEmpty ? left + width : x
        let room = end - start
        guard !listRow.strip.isEmpty, !stripGone, room > 0 else { return }
        let shown = listRow.strip.suffix(min(listRow.strip.count, (room + Self.stripPitch - 1) / Self.stripPitch))
        let side = Self.squareSide(metrics)
        let y = row * 2 + (lineRows * 2 - side) / 4 * 2
        var column = end - Self.stripPitch * shown.count + (Self.stripPitch - 1)
        for role in shown {
            layout.add(PixelFill(x: column, y: y, width: 1, height: side, role: role))
            column += Self.stripPitch
        }
    }

    /// Pixels from one check of a strip to the next: the check and a dark column.
    static let stripPitch = 2

    /// Between two figures, and between the strip and the figures.
    var figureGap: Int { max(2, metrics.pixels(PanelGeometry.figureGap)) }
}

/// A grid's cell, its gap between columns and its gap between rows, in pixels.
struct GridGeometry {
    let cell: Int, gap: Int, rowGap: Int

    /// Pixels spanned by `count` columns and the gaps between them.
    func span(_ count: Int) -> Int { count * cell + max(0, count - 1) * gap }

    /// Pixels spanned by `count` rows and the gaps between them.
    func rowSpan(_ count: Int) -> Int { count * cell + max(0, count - 1) * rowGap }
}
