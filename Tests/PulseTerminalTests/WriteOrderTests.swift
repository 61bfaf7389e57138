import PulseDisplay
import Testing

@testable import PulseTerminal

/// The runs a frame's changes are cut into, and what the order of writing them saves.
@Suite struct WriteOrderTests {
    let lit = Cell("\u{2588}", .primary)
    let dark = Cell(" ", .faint)

    /// The changes that draw `cells` (row, column, cell) on a blank frame, row-major.
    func changes(_ cells: [(Int, Int, Cell)]) -> [CellChange] {
        var frame = Frame(columns: 10, rows: 5)
        for (row, column, cell) in cells { frame[row, column] = cell }
        return frame.changes(since: Frame(columns: 10, rows: 5))
    }

    @Test func runsAreCutAtRowsGapsAndPenChanges() {
        let changes = changes([
            (0, 0, lit), (0, 1, lit), (0, 2, dark), (0, 3, dark), (0, 5, lit), (1, 6, lit), (2, 0, lit),
        ])
        // The pen changed before index 2 (lit to dark), so the first stretch is two runs.
        #expect(WriteOrder.runs(of: changes, splitBefore: [2]) == [0..<2, 2..<4, 4..<5, 5..<6, 6..<7])
        #expect(WriteOrder.runs(of: changes, splitBefore: []) == [0..<4, 4..<5, 5..<6, 6..<7])
        #expect(WriteOrder.runs(of: [], splitBefore: []).isEmpty)
    }

    @Test func onlyAFrameOfFewRunsIsOrdered() {
        #expect(!WriteOrder.isWorthSearching([0..<3]))
        #expect(WriteOrder.isWorthSearching([0..<3, 3..<4]))
        let many = (0..<49).map { $0..<($0 + 1) }
        #expect(WriteOrder.isWorthSearching(Array(many.prefix(48))))
        #expect(!WriteOrder.isWorthSearching(many))
    }

    @Test func interleavedDigitsGoOutPenByPen() {
        // Text becomes alternating lit and dark stretches over four rows, every cell a
        // change: row after row every stretch changes the pen; in the order found, each
        // pen's stretches go out together, and the terminal ends up showing the same.
        var before = Frame(columns: 40, rows: 6)
        for row in 1..<5 { for column in 4..<36 { before[row, column] = Cell("A", .primary) } }
        var after = before
        for row in 1..<5 {
            for column in 4..<36 { after[row, column] = (column / 4 + row) % 2 == 0 ? dark : lit }
        }
        let changes = after.changes(since: before)
        #expect(changes.count == 4 * 32)
        var rowByRow = CellEncoder(mode: .palette256, controls: .all)
        let inOrder = rowByRow.write(changes[...], of: after)
        var encoder = CellEncoder(mode: .palette256, controls: .all)
        let sent = encoder.encode(changes, of: after)
        #expect(sent.count < inOrder.count, "\(sent.count) bytes against \(inOrder.count) row after row")
        var terminal = ModelTerminal(columns: 40, rows: 6)
        var first = CellEncoder(mode: .palette256, controls: .all)
        terminal.replay(first.encode(before.changes(since: nil), of: before))
        terminal.replay(sent)
        #expect(terminal.misuse.isEmpty)
        #expect(ShortControlsTests().mismatches(after, terminal, mode: .palette256).isEmpty)
    }
}
