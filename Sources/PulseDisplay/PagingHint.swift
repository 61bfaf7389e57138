import PulseCore

/// The line a very first start shows at the foot of the screen for a few seconds (or until
/// the first key): how to page and where the keys are. There is no chrome otherwise, so a
/// newcomer who skipped the README would not find the other pages.
enum PagingHint {
    /// The line, in the terminal's own text.
    static let text = "LEFT RIGHT: OTHER PAGES   ?: KEYS"
}

extension DrawnFrame {
    /// The frame on `rows` rows (its own, or one more where it was laid out above the
    /// hint) with the paging hint on the last, centred, in the quietest tier.
    func withHint(rows: Int) -> DrawnFrame {
        guard rows > 0 else { return self }
        var cells = Frame(columns: frame.columns, rows: rows)
        for row in 0..<min(rows, frame.rows) {
            for column in 0..<frame.columns { cells[row, column] = frame[row, column] }
        }
        let text = String(PagingHint.text.prefix(cells.columns))
        let column = (cells.columns - text.count) / 2
        for offset in 0..<cells.columns { cells[rows - 1, offset] = Cell(" ", .primary) }
        cells.write(text, row: rows - 1, column: column, role: .faint)
        return DrawnFrame(cells, targets: targets, furthestScroll: furthestScroll)
    }
}

extension Cell {
    /// Whether the cell shows nothing: a space on the page's black.
    var looksBlank: Bool { glyph == " " && background == .background }
}
