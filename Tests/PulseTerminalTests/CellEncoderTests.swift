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
        // Lit cells go out as spaces on their colour (here in reverse video, the colour in
        // the foreground, cheaper than a background), an upper half as `▄` on it.
        #expect(encode(next, since: blank, encoder: &encoder) == "\u{1B}[2;3H\u{1B}[7;38;5;231m  \u{1B}[48;5;16m▄")
    }

    @Test func hiddenColoursAreNeverSet() {
        // A space shows only its background; a full block only its foreground.
        var encoder = CellEncoder(mode: .palette256)
        let first = frame([(0, 0, block)])
        _ = encode(first, since: blank, encoder: &encoder)
        let second = frame([(0, 0, block), (0, 5, Cell(" ", .faint))])
        var previous = first
        previous[0, 5] = block
        #expect(encode(second, since: previous, encoder: &encoder) == "\u{1B}[6G\u{1B}[38;5;16m ")
    }

    @Test func aShortGapIsRewrittenInsteadOfMovedOver() {
        var encoder = CellEncoder(mode: .palette256)
        let before = frame([(0, 0, block), (0, 1, block), (0, 2, block)])
        _ = encode(before, since: blank, encoder: &encoder)
        var after = before
        after[0, 0] = upper
        after[0, 2] = upper
        // The cursor goes back along its row with CHA (shorter than CUP); after (0,0) it is
        // at column 1, an unchanged lit space in the reverse video already set: writing it
        // (1 byte) beats moving over it (3 bytes).
        #expect(encode(after, since: before, encoder: &encoder) == "\u{1B}[1G\u{1B}[48;5;16m▄ ▄")
    }

    @Test func anotherRowUsesAnAbsoluteMove() {
        var encoder = CellEncoder(mode: .palette256)
        let next = frame([(0, 9, block), (2, 0, block)])
        #expect(encode(next, since: blank, encoder: &encoder) == "\u{1B}[1;10H\u{1B}[7;38;5;231m \u{1B}[3;1H ")
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
        #expect(encode(next, since: blank, encoder: &encoder) == "\u{1B}[1;1H\u{1B}[7;38;5;231m ")
    }

    @Test func sixteenColoursUseTheBasicAndBrightCodes() {
        var encoder = CellEncoder(mode: .palette16)
        #expect(encode(frame([(0, 0, upper)]), since: blank, encoder: &encoder) == "\u{1B}[1;1H\u{1B}[7;97;40m▄")
    }

    @Test func truecolorSendsRGB() {
        var encoder = CellEncoder(mode: .truecolor)
        #expect(
            encode(frame([(0, 0, Cell("\u{2580}", .muted))]), since: blank, encoder: &encoder)
                == "\u{1B}[1;1H\u{1B}[7;38;2;82;82;82;48;2;0;0;8m▄")
    }

    @Test func withoutColourOnlyReverseVideoIsSentAndTwoLitHalvesStayLit() {
        var encoder = CellEncoder(mode: .none)
        let next = frame([
            (0, 0, Cell("\u{2580}", .heat4, .today4)), (0, 1, upper), (0, 2, block), (0, 3, Cell("A", .primary)),
        ])
        // Lit is the terminal's foreground colour, as a background by reverse video.
        #expect(encode(next, since: blank, encoder: &encoder) == "\u{1B}[1;1H\u{1B}[7m ▄ \u{1B}[27mA")
    }

    @Test func aNearbyRowIsReachedWithARelativeMove() {
        var encoder = CellEncoder(mode: .none)
        let wide = Frame(columns: 200, rows: 50)
        var next = wide
        next[20, 120] = block
        next[21, 100] = block
        // From (20,121) to (21,100): CUD and CUB (8 bytes) beat CUP "ESC[22;101H" (9).
        #expect(encode(next, since: wide, encoder: &encoder) == "\u{1B}[21;121H\u{1B}[7m \u{1B}[B\u{1B}[21D ")
    }

    @Test func digitsToggleReverseVideoInsteadOfChangingColours() {
        // Lit and dark runs of one colour: each colour is set once, then every edge costs
        // `27` or `7`, not a colour (53 bytes row after row).
        let dark = Cell(" ", .faint)
        let next = frame([(0, 0, block), (0, 1, block), (0, 2, dark), (0, 3, block), (0, 4, dark), (0, 5, block)])
        var encoder = CellEncoder(mode: .palette256)
        var rowByRow = encoder
        #expect(
            String(decoding: rowByRow.write(next.changes(since: blank)[...], of: next), as: UTF8.self)
                == "\u{1B}[1;1H\u{1B}[7;38;5;231m  \u{1B}[27;48;5;16m \u{1B}[7m \u{1B}[27m \u{1B}[7m ")
        // Cheapest first, the dark cells go out together and then the lit ones, with one
        // colour change and no edge at all (46 bytes); the encoder sends the shorter.
        #expect(
            encode(next, since: blank, encoder: &encoder)
                == "\u{1B}[1;3H\u{1B}[7;38;5;16m \u{1B}[C \u{1B}[38;5;231m \u{1B}[1G  \u{1B}[C ")
    }

    @Test func anyChangeReplaysToTheFrameOnAModelTerminal() {
        // Random frames of blocks, half blocks and spaces, each encoded against the last
        // and replayed through a model of the terminal's CUP, CHA and CUU/CUD/CUF/CUB.
        var random = UInt64(0x5EED)
        func next(_ bound: Int) -> Int {
            random = random &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((random >> 33) % UInt64(bound))
        }
        let glyphs = [block, upper, Cell("\u{2584}", .primary), Cell(" ", .primary)]
        var encoder = CellEncoder(mode: .none)
        var terminal = ModelTerminal(columns: 37, rows: 11)
        var previous = terminal.screen
        for _ in 0..<300 {
            var target = previous
            for _ in 0..<next(60) { target[next(11), next(37)] = glyphs[next(4)] }
            // Runs, as digits have.
            let row = next(11)
            let start = next(30)
            for column in start..<(start + next(8)) { target[row, column] = glyphs[next(2)] }
            let bytes = encoder.encode(target.changes(since: previous), of: target)
            terminal.replay(bytes)
            let screen = terminal.screen
            // The model keeps glyphs only (colours are SGR, tested above): the glyphs the
            // mode sends for the target's cells.
            let wrong = target.changes(since: screen).filter {
                screen[$0.row, $0.column].glyph != encoder.mode.adapt($0.cell).glyph
            }
            #expect(wrong.isEmpty, "\(wrong.count) cells differ after \(String(decoding: bytes, as: UTF8.self))")
            if !wrong.isEmpty { return }
            previous = target
        }
    }
}
