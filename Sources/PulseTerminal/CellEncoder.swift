import PulseCore
import PulseDisplay

/// Turns changed cells into the bytes a terminal needs, as few as it can: ECMA-48 cursor
/// moves (the shortest of CUP, CHA, relative CUU/CUD/CUF/CUB, the one-byte LF, CR and BS
/// where the tty passes them, or rewriting a short gap instead of moving), SGR only when a
/// colour that shows changes (a space shows only its background, a full block only its
/// foreground; a lit space in reverse video when that is cheaper, so a digit's edges toggle
/// `7`/`27` instead of a colour; without colour only reverse video, for a lit background),
/// a run of the pen's background as ECH (`CSI n X`), or the rest of a row as EL (`CSI K`),
/// where `controls` promise it (never REP: see `TerminalControls`), the writes in the
/// cheaper of row-major order and `WriteOrder`'s, and no reset at the end, because Pulse
/// owns the terminal while it runs. Pure: the caller writes the bytes in one `write`.
public struct CellEncoder: Sendable {
    /// The colour mode the pen is set in.
    public let mode: ColorMode
    /// The characters the terminal can show.
    public let glyphs: GlyphSet
    /// The ink the roles are drawn in (the frame's, set before it is encoded).
    public var ink = Ink.white
    /// The short controls the terminal takes beyond CUP, CHA, CUU/CUD/CUF/CUB and SGR.
    public let controls: TerminalControls
    private var cursor: (row: Int, column: Int)?
    /// While encoding: each change (its index) that needed a pen change right after the
    /// change before it, where `WriteOrder` may cut a run in two.
    var penChanges: [Int] = []
    /// While encoding: stretches of rows that a rewrite or EL brought up to date, so the
    /// changes in them need not be written again.
    var covered: [(row: Int, columns: Range<Int>)] = []
    /// The pen's colours: outer nil while unknown, inner nil for the terminal's default.
    private var foreground: Int??
    private var background: Int??
    /// Reverse video, used only without colour: nil while unknown.
    private var reversed: Bool?

    /// An encoder that knows nothing of the terminal's cursor or colours yet.
    public init(mode: ColorMode, glyphs: GlyphSet = .unicode, controls: TerminalControls = TerminalControls()) {
        self.mode = mode
        self.glyphs = glyphs
        self.controls = controls
    }

    /// Forgets the cursor and the pen (after anything else wrote to the terminal).
    public mutating func invalidate() {
        cursor = nil
        foreground = nil
        background = nil
        reversed = nil
    }

    /// The bytes that bring the terminal from its current state to show `changes`, which
    /// must come from `frame` in row-major order: written row after row, or in the order
    /// `WriteOrder` finds where it searches, whichever is shorter.
    public mutating func encode(_ changes: [CellChange], of frame: Frame) -> [UInt8] {
        // What the writes note is for this frame alone, whichever order goes out.
        defer { (penChanges, covered) = ([], []) }
        // Cutting where the pen changes only adds runs: a frame of too many stretches is
        // written row after row without looking further.
        guard WriteOrder.runs(of: changes, splitBefore: []).count <= WriteOrder.mostRuns else {
            return write(changes[...], of: frame)
        }
        var rowByRow = self
        let inOrder = rowByRow.write(changes[...], of: frame)
        let runs = WriteOrder.runs(of: changes, splitBefore: rowByRow.penChanges)
        guard WriteOrder.isWorthSearching(runs) else {
            self = rowByRow
            return inOrder
        }
        var searching = self
        let searched = WriteOrder.cheapestFirst(runs, of: changes, in: frame, encoder: &searching)
        guard searched.count < inOrder.count else {
            self = rowByRow
            return inOrder
        }
        self = searching
        return searched
    }

    /// Writes `changes` (row-major, from `frame`) in their order: the bytes. Notes in
    /// `penChanges` each change that needed a pen change right after the one before it,
    /// and in `covered` what rewrites and erases to the end of a row also brought up to
    /// date.
    mutating func write(_ changes: ArraySlice<CellChange>, of frame: Frame) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(changes.count * 4)
        var index = changes.startIndex
        while index < changes.endIndex {
            let change = changes[index]
            move(to: change.row, change.column, in: frame, out: &out)
            let next = index + 1 < changes.endIndex ? changes[index + 1].cell : nil
            if put(change.cell, then: next, out: &out), index > changes.startIndex,
                changes[index - 1].row == change.row, changes[index - 1].column + 1 == change.column
            {
                penChanges.append(index)
            }
            cursor = (change.row, change.column + 1)
            // At the right margin the cursor waits in a deferred-wrap state; do not rely on it.
            if change.column + 1 >= frame.columns { cursor = nil }
            index += 1
            index += eraseRun(after: change, in: changes[index...], of: frame, out: &out)
        }
        return out
    }

    /// After `first` was written, the changes that follow it along its row with the same
    /// blank cell as ECH, or the rest of the row as EL, when that is cheaper than writing
    /// them: the count of `rest` it covered.
    private mutating func eraseRun(
        after first: CellChange, in rest: ArraySlice<CellChange>, of frame: Frame, out: inout [UInt8]
    ) -> Int {
        guard controls.erases, let cursor else { return 0 }
        let cell = adapt(first.cell)
        guard cell.glyph == " ", showsPenBackground(cell) else { return 0 }
        if let erased = eraseToEnd(after: first, as: cell, in: rest, of: frame, out: &out) { return erased }
        var count = 0
        for change in rest {
            guard change.row == first.row, change.column == first.column + 1 + count, adapt(change.cell) == cell
            else { break }
            count += 1
        }
        guard count > 0 else { return 0 }
        let next = rest.dropFirst(count).first
        let written = count + moveCost(from: cursor.column + count, on: first.row, to: next, in: frame)
        let erased = Array("\u{1B}[\(count)X".utf8)
        guard erased.count + moveCost(from: cursor.column, on: first.row, to: next, in: frame) < written else {
            return 0
        }
        out += erased
        // ECH does not move the cursor: the next move starts from the run's second cell.
        return count
    }

    /// EL after `first`, where the rest of its row is the blank `cell` (already adapted) in
    /// `frame` and at least as many of `rest` lie there as EL has bytes: the count of `rest`
    /// it covered (the rest of the row), or nil where it is not worth it.
    private mutating func eraseToEnd(
        after first: CellChange, as cell: Cell, in rest: ArraySlice<CellChange>, of frame: Frame,
        out: inout [UInt8]
    ) -> Int? {
        let start = first.column + 1
        let along = rest.prefix { $0.row == first.row }.count
        guard along >= 3, (start..<frame.columns).allSatisfy({ adapt(frame[first.row, $0]) == cell }) else {
            return nil
        }
        out += Array("\u{1B}[K".utf8)
        covered.append((first.row, start..<frame.columns))
        return along
    }

    /// The bytes of the move to `change` and of the pen change its cell needs there.
    func startCost(of change: CellChange, in frame: Frame) -> Int {
        var mover = self
        var bytes: [UInt8] = []
        mover.move(to: change.row, change.column, in: frame, out: &bytes)
        return bytes.count + mover.penBytes(for: adapt(change.cell))
    }

    /// The bytes of the move from `column` of `row` to `next`, if there is one.
    private func moveCost(from column: Int, on row: Int, to next: CellChange?, in frame: Frame) -> Int {
        guard let next else { return 0 }
        var mover = self
        mover.cursor = column < frame.columns ? (row, column) : nil
        var bytes: [UInt8] = []
        mover.move(to: next.row, next.column, in: frame, out: &bytes)
        return bytes.count
    }

    /// Whether the pen as it is, reverse video off, erases to what the space `cell`
    /// (already adapted) shows.
    private func showsPenBackground(_ cell: Cell) -> Bool {
        guard reversed == false else { return false }
        guard mode != .none else { return !MonochromeCell.isReversed(cell) }
        return matches(background, .some(mode.backgroundNumber(for: cell.background, ink: ink)))
    }

    /// The SGR that makes the pen erase to black (reverse video off, the background the
    /// mode sends black as), whatever it was: ECH and EL fill with the pen's background,
    /// so a pen that shows black by reverse video would erase to some other colour.
    public mutating func blackErasingPen() -> [UInt8] {
        var parameters: [String] = []
        if reversed != false { parameters.append("27") }
        reversed = false
        if mode != .none {
            let black = mode.backgroundNumber(for: .background, ink: ink)
            if !matches(background, .some(black)) { parameters.append(sgr(black, foreground: false)) }
            background = .some(black)
        }
        return parameters.isEmpty ? [] : Array("\u{1B}[\(parameters.joined(separator: ";"))m".utf8)
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
            // Rewriting a short gap can be cheaper than moving over it, pen changes and all:
            // the gap between two lit runs of a digit is often dark, and the cell after it
            // would change the pen back anyway. Both ways are priced to the cell after.
            let move = horizontal(from: cursor.column, to: column)
            if column - cursor.column <= Self.longestRewrite {
                var rewriter = self
                var rewrite: [UInt8] = []
                for gapColumn in cursor.column..<column {
                    rewriter.put(frame[row, gapColumn], then: frame[row, gapColumn + 1], out: &rewrite)
                }
                let target = adapt(frame[row, column])
                if rewrite.count + rewriter.penBytes(for: target) < move.count + penBytes(for: target) {
                    out += rewrite
                    rewriter.covered.append((row, cursor.column..<column))
                    self = rewriter
                    return
                }
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

    /// The shortest move along a row: CHA, CUF/CUB by the distance, CR to column 1, or BS
    /// for up to three columns back (three bytes against CUB's four).
    private func horizontal(from start: Int, to column: Int) -> [UInt8] {
        guard column != start else { return [] }
        if column == 0, controls.carriageReturn { return [0x0D] }
        let distance = abs(column - start)
        if column < start, distance <= 3, controls.backspace { return Array(repeating: 0x08, count: distance) }
        let relative = "\u{1B}[" + (distance == 1 ? "" : String(distance)) + (column > start ? "C" : "D")
        let absolute = "\u{1B}[\(column + 1)G"
        return Array((relative.utf8.count < absolute.utf8.count ? relative : absolute).utf8)
    }

    /// CUD or CUU by the distance, or LF for up to three rows down (the column stays). LF
    /// only ever goes to a row of the frame, so it never leaves the last row and scrolls.
    private func vertical(from start: Int, to row: Int) -> [UInt8] {
        guard row != start else { return [] }
        let distance = abs(row - start)
        if row > start, distance <= 3, controls.lineFeed { return Array(repeating: 0x0A, count: distance) }
        return Array(("\u{1B}[" + (distance == 1 ? "" : String(distance)) + (row > start ? "B" : "A")).utf8)
    }

    /// The cell as it is sent: the mode's colours, then the terminal's characters.
    private func adapt(_ cell: Cell) -> Cell {
        glyphs.adapt(mode.adapt(cell, ink: ink))
    }

    /// The longest gap along a row that is priced for rewriting instead of a move.
    static let longestRewrite = 12

    /// The bytes of the SGR that drawing `cell` (already adapted) would need first.
    private func penBytes(for cell: Cell) -> Int {
        guard mode != .none else { return reversed == MonochromeCell.isReversed(cell) ? 0 : 5 }
        return Self.bytes(of: cheapestPen(for: cell).parameters)
    }

    /// A way to set the pen for a cell: the SGR parameters, and the pen they leave.
    private struct PenChange {
        var parameters: [String] = []
        var foreground: Int??, background: Int??, reversed: Bool?
    }

    /// The cheapest pen change that shows `cell` (already adapted). A cell can be drawn as
    /// it is, or in reverse video with its two colours swapped in the pen: a lit space is
    /// then the foreground colour, which stays set across the dark spaces between lit runs,
    /// so the digits change the pen by `7` and `27` instead of a colour each time. Eight
    /// colours with bright-as-bold never use it (bold brightens the wrong colour there).
    /// Each way is priced with the cell sent `next` (already adapted) as well, so a pen
    /// that would make every later edge cost a colour is not chosen for one byte saved now.
    private func cheapestPen(for cell: Cell, then next: Cell? = nil) -> PenChange {
        let (glyphColor, behind) = visibleColors(of: cell)
        let plain = penChange(foreground: glyphColor, background: behind, reversed: false)
        guard mode != .palette8 else { return plain }
        let swapped = penChange(foreground: behind, background: glyphColor, reversed: true)
        func cost(_ change: PenChange) -> Int {
            let now = Self.bytes(of: change.parameters)
            guard let next else { return now }
            var after = self
            after.foreground = change.foreground
            after.background = change.background
            after.reversed = change.reversed
            return now + Self.bytes(of: after.cheapestPen(for: next).parameters)
        }
        let (plainCost, swappedCost) = (cost(plain), cost(swapped))
        if swappedCost < plainCost || (swappedCost == plainCost && reversed == true) { return swapped }
        return plain
    }

    /// The bytes of one SGR with `parameters`, or 0 for none.
    private static func bytes(of parameters: [String]) -> Int {
        parameters.isEmpty ? 0 : parameters.joined(separator: ";").utf8.count + 3
    }

    /// The parameters that set the pen to show `foreground` and `background` (nil: the
    /// cell hides it) with reverse video `reversed`, from the pen as it is.
    private func penChange(
        foreground wantedForeground: Int??, background wantedBackground: Int??, reversed reverse: Bool
    )
        -> PenChange
    {
        var change = PenChange(foreground: foreground, background: background, reversed: reverse)
        // Eight colours with bold never turn reverse video on, so their pen need not say,
        // unless the pen is unknown (whatever wrote behind Pulse's back may have left it on).
        if reversed != reverse, mode != .palette8 || reversed == nil {
            change.parameters.append(reverse ? "7" : "27")
        }
        if let wantedForeground, !matches(foreground, wantedForeground) {
            change.parameters +=
                mode == .palette8
                ? brightAsBold(wantedForeground, after: foreground) : [sgr(wantedForeground, foreground: true)]
            change.foreground = wantedForeground
        }
        if let wantedBackground, !matches(background, wantedBackground) {
            change.parameters.append(sgr(wantedBackground, foreground: false))
            change.background = wantedBackground
        }
        return change
    }

    private func matches(_ pen: Int??, _ wanted: Int??) -> Bool {
        guard let pen, let wanted else { return false }
        return pen == wanted
    }

    /// The colours a cell actually shows: nil where the glyph hides one.
    private func visibleColors(of cell: Cell) -> (Int??, Int??) {
        let fg: Int?? = .some(mode.colorNumber(for: cell.foreground, ink: ink))
        let bg: Int?? = .some(mode.backgroundNumber(for: cell.background, ink: ink))
        switch cell.glyph {
        case " ": return (nil, bg)
        case "\u{2588}": return (fg, nil)
        default: return (fg, bg)
        }
    }

    /// Sends `original`; `next` is the cell sent after it, if one is known, for the pen.
    /// Whether the pen changed first.
    @discardableResult
    private mutating func put(_ original: Cell, then next: Cell? = nil, out: inout [UInt8]) -> Bool {
        let cell = adapt(original)
        var changed = false
        if mode == .none, reversed != MonochromeCell.isReversed(cell) {
            let reverse = MonochromeCell.isReversed(cell)
            out += Array((reverse ? "\u{1B}[7m" : "\u{1B}[27m").utf8)
            reversed = reverse
            changed = true
        }
        if mode != .none {
            let change = cheapestPen(for: cell, then: next.map(adapt))
            foreground = change.foreground
            background = change.background
            reversed = change.reversed
            if !change.parameters.isEmpty {
                out += Array("\u{1B}[\(change.parameters.joined(separator: ";"))m".utf8)
                changed = true
            }
        }
        out += Array(String(cell.glyph).utf8)
        return changed
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
