import PulseDisplay
import Testing

@testable import PulseTerminal

/// Parking the cursor, for a terminal that cannot hide it: one move, and the next frame's
/// moves start from where it was left.
@Suite struct CursorParkingTests {
    @Test func parkMovesOnceAndTheNextMoveStartsThere() {
        var encoder = CellEncoder(mode: .none)
        var frame = Frame(columns: 10, rows: 3)
        frame[0, 0] = Cell("\u{2588}", .primary)
        _ = encoder.encode(frame.changes(since: Frame(columns: 10, rows: 3)), of: frame)
        #expect(String(decoding: encoder.park(row: 2, column: 9, in: frame), as: UTF8.self) == "\u{1B}[3;10H")
        #expect(encoder.park(row: 2, column: 9, in: frame).isEmpty, "already there")
        var next = frame
        next[2, 0] = Cell("\u{2588}", .primary)
        // Along the same row from the parked cursor: CHA to column 1 beats a full CUP.
        #expect(String(decoding: encoder.encode(next.changes(since: frame), of: next), as: UTF8.self) == "\u{1B}[1G ")
    }
}
