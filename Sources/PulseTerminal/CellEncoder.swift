import PulseDisplay

/// Turns changed cells into the bytes a terminal needs, as few as it can: ECMA-48 cursor
/// moves (the shortest of CUP, CHA, relative CUU/CUD/CUF/CUB, or rewriting a short gap
/// instead of moving), SGR only when a colour that shows changes (a space shows only its
/// background, a full block only its foreground; without colour only reverse video, for a
/// lit background), and no reset at the end, because Pulse
/// owns the terminal while it runs. No REP (`CSI n b`): tmux 3.3 repeats only an ASCII
/// character, and Pulse's glyphs are not. Pure: the caller writes the bytes in one `write`.
public struct CellEncoder: Sendable {
    /// The colour mode the pen is set in.
    public let mode: ColorMode
    /// The characters the terminal can show.
    public let glyphs: GlyphSet
    private var cursor: (row: Int, column: Int)?
    /// The pen's colours: outer nil while unknown, inner nil for the terminal's default.
    private var foreground: Int??
    private var background: Int??
    /// Reverse video, used only without colour: nil while unknown.
    private var reversed: Bool?

    /// An encoder that knows nothing of the terminal's cursor or colours yet.
    public init(mode: ColorMode, glyphs: GlyphSet = .unicode) {
        self.mode = mode
        self.glyphs = glyphs
    }

    /// Forgets the cursor and the pen (after anything else wrote to the terminal).
    public mutating func invalidate() {
        cursor = nil
        foreground = nil
        background = nil
        reversed = nil
    }

    /// The bytes that bring the terminal from its current state to show `changes`, which
    /// must come from `frame` in row-major order.
    public mutating func encode(_ changes: [CellChange], of frame: Frame) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(changes.count * 4)
        for change in changes {
            move(to: change.row, change.column, in: frame, out: &out)
            put(change.cell, out: &out)
            cursor = (change.row, change.column + 1)
            // At the right margin the cursor waits in a deferred-wrap state; do not rely on it.
            if change.column + 1 >= frame.columns { cursor = nil }
        }
        return out
    }

    /// The bytes that move the cursor to `row`, `column` of `frame` and leave it there,
    /// for a terminal that cannot hide it: parked in one place, it does not wander over the
    /// digits with every change.
    public mutating func park(row: Int, column: Int, in frame: Frame) -> [UInt8] {
        var out: [UInt8] = []
        move(to: row, column, in: frame, out: &out)
        cursor = (row, column)
        return out
    }

    private mutating func move(to row: Int, _ column: Int, in frame: Frame, out: inout [UInt8]) {
        if let cursor, cursor.row == row, cursor.column == column { return }
        if let cursor, cursor.row == row, column > cursor.column {
            // Rewriting a short gap can be cheaper than moving over it, if no colour must change.
            let gap = (cursor.column..<column).map { frame[row, $0] }
            let move = horizontal(from: cursor.column, to: column)
            let rewrite = gap.reduce(0) { $0 + String(adapt($1).glyph).utf8.count }
            if rewrite <= move.count, gap.allSatisfy({ !needsPen(for: adapt($0)) }) {
                for cell in gap { put(cell, out: &out) }
                return
            }
            out += move
            return
        }
        let absolute = Array("\u{1B}[\(row + 1);\(column + 1)H".utf8)
        if let cursor {
            let relative = vertical(from: cursor.row, to: row) + horizontal(from: cursor.column, to: column)
            if relative.count < absolute.count {
                out += relative
                return
            }
        }
        out += absolute
    }

    /// The shortest move along a row: CHA, or CUF/CUB by the distance.
    private func horizontal(from start: Int, to column: Int) -> [UInt8] {
        guard column != start else { return [] }
        let distance = abs(column - start)
        let relative = "\u{1B}[" + (distance == 1 ? "" : String(distance)) + (column > start ? "C" : "D")
        let absolute = "\u{1B}[\(column + 1)G"
        return Array((relative.utf8.count < absolute.utf8.count ? relative : absolute).utf8)
    }

    /// CUD or CUU by the distance (the column stays).
    private func vertical(from start: Int, to row: Int) -> [UInt8] {
        guard row != start else { return [] }
        let distance = abs(row - start)
        return Array(("\u{1B}[" + (distance == 1 ? "" : String(distance)) + (row > start ? "B" : "A")).utf8)
    }

    /// The cell as it is sent: the mode's colours, then the terminal's characters.
    private func adapt(_ cell: Cell) -> Cell {
        glyphs.adapt(mode.adapt(cell))
    }

    /// Whether drawing `cell` would need a colour change.
    private func needsPen(for cell: Cell) -> Bool {
        guard mode != .none else { return reversed != MonochromeCell.isReversed(cell) }
        let (fg, bg) = visibleColors(of: cell)
        return (fg != nil && !matches(foreground, fg)) || (bg != nil && !matches(background, bg))
    }

    private func matches(_ pen: Int??, _ wanted: Int??) -> Bool {
        guard let pen, let wanted else { return false }
        return pen == wanted
    }

    /// The colours a cell actually shows: nil where the glyph hides one.
    private func visibleColors(of cell: Cell) -> (Int??, Int??) {
        let fg: Int?? = .some(mode.colorNumber(for: cell.foreground))
        let bg: Int?? = .some(mode.backgroundNumber(for: cell.background))
        switch cell.glyph {
        case " ": return (nil, bg)
        case "\u{2588}": return (fg, nil)
        default: return (fg, bg)
        }
    }

    private mutating func put(_ original: Cell, out: inout [UInt8]) {
        let cell = adapt(original)
        if mode == .none, reversed != MonochromeCell.isReversed(cell) {
            let reverse = MonochromeCell.isReversed(cell)
            out += Array((reverse ? "\u{1B}[7m" : "\u{1B}[27m").utf8)
            reversed = reverse
        }
        if mode != .none {
            let (fg, bg) = visibleColors(of: cell)
            var parameters: [String] = []
            if let fg, !matches(foreground, fg) {
                parameters += mode == .palette8 ? brightAsBold(fg, after: foreground) : [sgr(fg, foreground: true)]
                foreground = fg
            }
            if let bg, !matches(background, bg) {
                parameters.append(sgr(bg, foreground: false))
                background = bg
            }
            if !parameters.isEmpty {
                out += Array("\u{1B}[\(parameters.joined(separator: ";"))m".utf8)
            }
        }
        out += Array(String(cell.glyph).utf8)
    }

    /// Foreground 8–15 under eight colours: bold over 0–7, and only the part of the pen
    /// (intensity, colour) that changes. `22` is normal intensity, understood by the Linux
    /// console, screen and tmux alike.
    private func brightAsBold(_ value: Int?, after pen: Int??) -> [String] {
        guard let value else { return ["22", "39"] }
        let known = pen.flatMap { $0 }
        var parameters: [String] = []
        if known.map({ ($0 >= 8) != (value >= 8) }) ?? true { parameters.append(value >= 8 ? "1" : "22") }
        if known.map({ $0 % 8 != value % 8 }) ?? true { parameters.append(String(30 + value % 8)) }
        return parameters
    }

    private func sgr(_ value: Int?, foreground: Bool) -> String {
        guard let value else { return foreground ? "39" : "49" }
        switch mode {
        case .truecolor:
            return "\(foreground ? 38 : 48);2;\((value >> 16) & 0xFF);\((value >> 8) & 0xFF);\(value & 0xFF)"
        case .palette256:
            return "\(foreground ? 38 : 48);5;\(value)"
        case .palette16:
            let base = value < 8 ? (foreground ? 30 : 40) : (foreground ? 90 : 100)
            return String(base + value % 8)
        case .palette8, .palette8Plain:
            // Eight colours never get the aixterm codes 90-107: terminfo does not promise them.
            return String((foreground ? 30 : 40) + value % 8)
        case .none:
            return foreground ? "39" : "49"
        }
    }
}
