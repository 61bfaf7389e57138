import PulseDisplay
import Testing

@testable import PulseTerminal

@Suite struct CellEncoderTests {
    func encode(_ frame: Frame, since previous: Frame, mode: ColorMode = .palette256, encoder: inout CellEncoder)
        -> String
    {
        String(decoding: encoder.encode(frame.changes(since: previous), of: frame), as: UTF8.self)
    }

    func frame(_ cells: [(Int, Int, Cell)], columns: Int = 10, rows: Int = 3) -> Frame {
        var frame = Frame(columns: columns, rows: rows)
        for (row, column, cell) in cells { frame[row, column] = cell }
        return frame
    }

    let blank = Frame(columns: 10, rows: 3)
    let block = Cell("\u{2588}", .primary)
    let upper = Cell("\u{2580}", .primary)

    @Test func nothingChangedWritesNothing() {
        var encoder = CellEncoder(mode: .palette256)
        #expect(encode(blank, since: blank, encoder: &encoder).isEmpty)
    }

    @Test func aRunMovesOnceAndSetsTheColourOnce() {
        var encoder = CellEncoder(mode: .palette256)
        let next = frame([(1, 2, block), (1, 3, block), (1, 4, upper)])
        #expect(encode(next, since: blank, encoder: &encoder) == "\u{1B}[2;3H\u{1B}[38;5;231m██\u{1B}[48;5;16m▀")
    }

    @Test func hiddenColoursAreNeverSet() {
        // A space shows only its background; a full block only its foreground.
        var encoder = CellEncoder(mode: .palette256)
        let first = frame([(0, 0, block)])
        _ = encode(first, since: blank, encoder: &encoder)
        let second = frame([(0, 0, block), (0, 5, Cell(" ", .faint))])
        var previous = first
        previous[0, 5] = block
        #expect(encode(second, since: previous, encoder: &encoder) == "\u{1B}[6G\u{1B}[48;5;16m ")
    }

    @Test func aShortGapIsRewrittenInsteadOfMovedOver() {
        var encoder = CellEncoder(mode: .palette256)
        let before = frame([(0, 0, block), (0, 1, block), (0, 2, block)])
        _ = encode(before, since: blank, encoder: &encoder)
        var after = before
        after[0, 0] = upper
        after[0, 2] = upper
        // Cursor after (0,0) is at column 1; column 1 is an unchanged block in the same
        // colour: writing it (3 bytes) beats CHA (4 bytes).
        #expect(encode(after, since: before, encoder: &encoder) == "\u{1B}[1;1H\u{1B}[48;5;16m▀█▀")
    }

    @Test func anotherRowUsesAnAbsoluteMove() {
        var encoder = CellEncoder(mode: .palette256)
        let next = frame([(0, 9, block), (2, 0, block)])
        #expect(encode(next, since: blank, encoder: &encoder) == "\u{1B}[1;10H\u{1B}[38;5;231m█\u{1B}[3;1H█")
    }

    @Test func theRightMarginIsNeverTrustedForTheNextCell() {
        var encoder = CellEncoder(mode: .palette256)
        let next = frame([(0, 9, block), (1, 0, block)])
        #expect(encode(next, since: blank, encoder: &encoder).contains("\u{1B}[2;1H"))
    }

    @Test func invalidateForgetsCursorAndPen() {
        var encoder = CellEncoder(mode: .palette256)
        let next = frame([(0, 0, block)])
        _ = encode(next, since: blank, encoder: &encoder)
        encoder.invalidate()
        #expect(encode(next, since: blank, encoder: &encoder) == "\u{1B}[1;1H\u{1B}[38;5;231m█")
    }

    @Test func sixteenColoursUseTheBasicAndBrightCodes() {
        var encoder = CellEncoder(mode: .palette16)
        #expect(encode(frame([(0, 0, upper)]), since: blank, encoder: &encoder) == "\u{1B}[1;1H\u{1B}[97;40m▀")
    }

    @Test func truecolorSendsRGB() {
        var encoder = CellEncoder(mode: .truecolor)
        #expect(
            encode(frame([(0, 0, Cell("\u{2580}", .muted))]), since: blank, encoder: &encoder)
                == "\u{1B}[1;1H\u{1B}[38;2;82;82;82;48;2;0;0;8m▀")
    }

    @Test func withoutColourNoSGRIsEverSentAndTwoLitHalvesStayLit() {
        var encoder = CellEncoder(mode: .none)
        let next = frame([(0, 0, Cell("\u{2580}", .heat4, .today4)), (0, 1, upper)])
        #expect(encode(next, since: blank, encoder: &encoder) == "\u{1B}[1;1H█▀")
    }
}
