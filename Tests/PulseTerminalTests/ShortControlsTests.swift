import PulseDisplay
import Testing

@testable import PulseTerminal

/// LF, CR, BS and ECH: each where it is cheaper, never where it is not promised, and
/// every frame replayed on a model terminal that keeps colours, in every colour mode.
@Suite struct ShortControlsTests {
    let lit = Cell("\u{2588}", .primary)
    let dark = Cell(" ", .background)

    func encoded(_ frame: Frame, since previous: Frame, controls: TerminalControls, mode: ColorMode = .palette256)
        -> String
    {
        var encoder = CellEncoder(mode: mode, controls: controls)
        return String(decoding: encoder.encode(frame.changes(since: previous), of: frame), as: UTF8.self)
    }

    @Test func oneByteMovesGoDownBackAndToTheFirstColumn() {
        let blank = Frame(columns: 20, rows: 4)
        var next = blank
        next[1, 5] = lit
        next[2, 4] = lit
        next[3, 0] = lit
        // Down one and back two: LF and two BS (3 bytes) against CUD and CUB (7); then
        // down one to column 1: LF and CR.
        #expect(
            encoded(next, since: blank, controls: .all)
                == "\u{1B}[2;6H\u{1B}[7;38;5;231m \n\u{08}\u{08} \n\r ")
        #expect(
            encoded(next, since: blank, controls: TerminalControls())
                == "\u{1B}[2;6H\u{1B}[7;38;5;231m \u{1B}[3;5H \u{1B}[4;1H ")
    }

    @Test func aLongRunIsWrittenNeverRepeated() {
        // No REP even where terminfo has `rep`: mosh, given `xterm-256color`, drops it.
        let blank = Frame(columns: 40, rows: 1)
        var next = blank
        for column in 2..<32 { next[0, column] = lit }
        #expect(
            encoded(next, since: blank, controls: .all)
                == "\u{1B}[1;3H\u{1B}[7;38;5;231m" + String(repeating: " ", count: 30))
    }

    @Test func aRunOfThePensBackgroundIsErased() {
        var before = Frame(columns: 30, rows: 1)
        for column in 0..<30 { before[0, column] = lit }
        var after = before
        for column in 2..<14 { after[0, column] = dark }
        after[0, 20] = dark
        let controls = TerminalControls(erases: true)
        // Without colour: the first black space turns reverse video off; ECH erases the
        // other eleven (5 bytes), and the cursor moves on from the second.
        #expect(
            encoded(after, since: before, controls: controls, mode: .none)
                == "\u{1B}[1;3H\u{1B}[27m \u{1B}[11X\u{1B}[21G ")
    }

    @Test func theRestOfARowThatGoesBlackIsErasedToItsEnd() {
        var before = Frame(columns: 30, rows: 2)
        for column in 10..<30 { before[0, column] = lit }
        before[0, 25] = dark
        before[1, 4] = lit
        var after = before
        for column in 10..<30 { after[0, column] = dark }
        let controls = TerminalControls(erases: true)
        // One black space sets the pen; EL (3 bytes) takes the other eighteen changes,
        // and the cell already black between them, to the right margin.
        #expect(encoded(after, since: before, controls: controls, mode: .none) == "\u{1B}[1;11H\u{1B}[27m \u{1B}[K")
        // Not where a lit cell stays further along the row, nor without `ech` and `bce`.
        var kept = after
        kept[0, 29] = lit
        #expect(!encoded(kept, since: before, controls: controls, mode: .none).contains("\u{1B}[K"))
        #expect(!encoded(after, since: before, controls: TerminalControls(), mode: .none).contains("\u{1B}[K"))
    }

    @Test func nothingIsErasedInReverseVideo() {
        // Lit spaces in reverse video: whether an erased cell is reversed differs between
        // terminals, so they are written.
        let blank = Frame(columns: 30, rows: 1)
        var next = blank
        for column in 0..<20 { next[0, column] = lit }
        #expect(!encoded(next, since: blank, controls: TerminalControls(erases: true)).contains("X"))
    }

    @Test func everyModeReplaysExactlyWithEveryControl() {
        var random = UInt64(0xB17E5)
        func next(_ bound: Int) -> Int {
            random = random &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((random >> 33) % UInt64(bound))
        }
        let cells = [
            lit, dark, Cell(" ", .background), Cell("\u{2580}", .primary), Cell("\u{2584}", .primary, .muted),
            Cell("\u{2580}", .up, .faint), Cell("A", .primary), Cell(" ", .muted), Cell("\u{2588}", .down),
        ]
        let sets: [TerminalControls] = [
            .all, TerminalControls(), TerminalControls(lineFeed: true, backspace: true),
        ]
        for mode in ColorMode.allCases {
            for controls in sets {
                var encoder = CellEncoder(mode: mode, controls: controls)
                var terminal = ModelTerminal(columns: 41, rows: 9)
                var previous = Frame(columns: 41, rows: 9)
                encoder.invalidate()
                // The screen starts black with the pen unknown: the first frame is whole.
                var first = true
                for round in 0..<200 {
                    var target = previous
                    for _ in 0..<next(40) { target[next(9), next(41)] = cells[next(cells.count)] }
                    // Runs, as digits have, and rows down to the last.
                    for _ in 0..<3 {
                        let row = next(9)
                        let start = next(38)
                        let cell = cells[next(3)]
                        for column in start..<min(41, start + next(14)) { target[row, column] = cell }
                    }
                    let bytes = encoder.encode(target.changes(since: first ? nil : previous), of: target)
                    first = false
                    terminal.replay(bytes)
                    let wrong = mismatches(target, terminal, mode: mode)
                    let sent = String(decoding: bytes, as: UTF8.self).debugDescription
                    #expect(
                        terminal.misuse.isEmpty, "\(mode) \(controls) round \(round): \(terminal.misuse) in \(sent)")
                    #expect(wrong.isEmpty, "\(mode) \(controls) round \(round): cells \(wrong.prefix(4)) after \(sent)")
                    if !wrong.isEmpty || !terminal.misuse.isEmpty { return }
                    previous = target
                }
            }
        }
    }

    /// The cells where the model shows something other than `frame` as `mode` sends it:
    /// the glyph, and each colour the glyph lets show (without colour, reverse video).
    func mismatches(_ frame: Frame, _ terminal: ModelTerminal, mode: ColorMode) -> [(Int, Int)] {
        var wrong: [(Int, Int)] = []
        for row in 0..<frame.rows {
            for column in 0..<frame.columns {
                let cell = mode.adapt(frame[row, column])
                let shown = terminal[row, column]
                var same = shown.glyph == cell.glyph
                if mode == .none {
                    same = same && shown.reversed == MonochromeCell.isReversed(cell)
                } else {
                    if cell.glyph != "\u{2588}" {
                        same = same && shown.background == mode.backgroundNumber(for: cell.background)
                    }
                    if cell.glyph != " " { same = same && shown.foreground == mode.colorNumber(for: cell.foreground) }
                }
                if !same { wrong.append((row, column)) }
            }
        }
        return wrong
    }
}
