import Foundation
import PulseCore
import PulseTestSupport
import Testing

@testable import PulseDisplay

/// The Countdown and Interval pages on screen: running, paused, finished and mid-flash at
/// three sizes, on the Linux console and in a locale that is not UTF-8; the fill as cell
/// backgrounds in half-cell steps; the two tones across its edge, pixel by pixel; and a
/// finished screen left for a day.
@Suite struct TimerLayoutTests {
    static let now = utcInstant("2026-08-28T14:32:10Z")
    static let sizes = [(80, 24), (120, 40), (200, 60)]
    static let states = ["running", "paused", "finished", "flash"]

    /// The Countdown in `name`'s state at `now`, on `size`: 10:00 set, 4:00 left (60 % of
    /// the fill), or paused there, or ended at 14:30, or a moment into its end's flash.
    static func countdown(_ name: String, size: TerminalSize) -> (AppState, Date) {
        let now = Self.now
        let running = Countdown(length: 600, endsAt: now.addingTimeInterval(240))
        switch name {
        case "paused":
            return (
                AppState(
                    page: .countdown, size: size,
                    timersAtStart: TimersAtStart(countdown: Countdown(length: 600, pausedLeft: 240))), now
            )
        case "finished":
            let end = now.addingTimeInterval(-130)
            return (
                AppState(
                    page: .countdown, size: size,
                    timersAtStart: TimersAtStart(countdown: Countdown(length: 600, endsAt: end, announcedEnd: end))),
                now
            )
        case "flash":
            var state = AppState(page: .countdown, size: size, timersAtStart: TimersAtStart(countdown: running))
            let end = now.addingTimeInterval(240)
            _ = state.handleAnswered(.tick, at: end)
            return (state, end.addingTimeInterval(0.2))
        default:
            return (AppState(page: .countdown, size: size, timersAtStart: TimersAtStart(countdown: running)), now)
        }
    }

    /// The Interval (25, 5, 4 rounds, every block starting by itself) in `name`'s state: 10
    /// minutes into the second focus block, or paused there, or ended at 14:30, or a moment
    /// into the flash of the second focus block's end; `ready`, waiting before the second
    /// focus block as the default plan does.
    static func interval(_ name: String, size: TerminalSize) -> (AppState, Date) {
        let now = Self.now
        let plan = IntervalPlan(waitsBeforeFocus: false)
        let started = now.addingTimeInterval(-40 * 60)
        switch name {
        case "paused":
            return (
                AppState(
                    page: .interval, size: size,
                    timersAtStart: TimersAtStart(interval: Interval(plan: plan, index: 2, pausedElapsed: 600))), now
            )
        case "finished":
            let end = now.addingTimeInterval(-130)
            let interval = Interval(plan: plan, index: 6, startedAt: end.addingTimeInterval(-1500), announcedEnd: end)
            return (AppState(page: .interval, size: size, timersAtStart: TimersAtStart(interval: interval)), now)
        case "flash":
            var state = AppState(
                page: .interval, size: size,
                timersAtStart: TimersAtStart(interval: Interval(plan: plan, index: 0, startedAt: started)))
            let end = started.addingTimeInterval(55 * 60)
            _ = state.handleAnswered(.tick, at: end)
            return (state, end.addingTimeInterval(0.2))
        case "break":
            return (
                AppState(
                    page: .interval, size: size,
                    timersAtStart: TimersAtStart(
                        interval: Interval(plan: plan, index: 0, startedAt: started.addingTimeInterval(-17 * 60)))), now
            )
        case "ready":
            return (
                AppState(
                    page: .interval, size: size,
                    timersAtStart: TimersAtStart(interval: Interval(index: 0, startedAt: started))), now
            )
        default:
            // Two focus blocks of 25 minutes ended this morning (`TODAY 2 · 0:50`), and the
            // weeks before with 0 to 10 a day, weekends off.
            let morning = [9.0, 10].map {
                FinishedBlock(kind: .focus, end: now.addingTimeInterval(-$0 * 1800), length: 1500)
            }
            let earlier = (1..<119).flatMap { day -> [FinishedBlock] in
                let count = [0, 1, 3, 6, 10, 2, 0][day % 7]
                return (0..<count).map { block in
                    FinishedBlock(
                        kind: .focus, end: now.addingTimeInterval(Double(-day * 86_400 - block * 1800)), length: 1500)
                }
            }
            return (
                AppState(
                    page: .interval, size: size,
                    timersAtStart: TimersAtStart(
                        interval: Interval(plan: plan, index: 0, startedAt: started),
                        history: TimerHistory(earlier + morning))),
                now
            )
        }
    }

    static func scene(_ page: Page, _ name: String, size: TerminalSize) -> (AppState, Date) {
        page == .countdown ? countdown(name, size: size) : interval(name, size: size)
    }

    static let goldens: [(Page, String, Int, Int)] =
        [Page.countdown, .interval].flatMap { page in
            states.flatMap { name in sizes.map { (page, name, $0.0, $0.1) } }
        } + [(.interval, "break", 80, 24)]

    @Test(arguments: goldens)
    func goldenScreens(_ page: Page, _ name: String, _ columns: Int, _ rows: Int) throws {
        let (state, at) = Self.scene(page, name, size: TerminalSize(columns: columns, rows: rows))
        let frame = Renderer(typeface: try builtInTypeface()).frame(for: state, at: at, in: utc)
        try expectGolden(
            FrameText.document(frame, title: "\(page.name) \(name) at \(at) UTC"),
            named: "\(page.name)-\(name)-\(columns)x\(rows).txt")
    }

    /// Under `TERM=linux`: whole cells, eight colours, the console's characters.
    @Test(arguments: [Page.countdown, .interval], states)
    func goldenScreensOnTheConsole(_ page: Page, _ name: String) throws {
        let (state, at) = Self.scene(page, name, size: TerminalSize(columns: 80, rows: 25))
        var frame = Renderer(typeface: try builtInTypeface(), grid: .wholeCells).frame(for: state, at: at, in: utc)
        #expect(!FrameText.glyphLines(frame).joined().contains { $0 == "\u{2580}" || $0 == "\u{2584}" })
        frame = frame.adapted(by: .console)
        try expectGolden(
            FrameText.paletteDocument(frame, mode: .palette8, title: "\(page.name) \(name), TERM=linux"),
            named: "\(page.name)-\(name)-console-80x25.txt")
    }

    /// Under `LC_ALL=C`: whole cells and ASCII alone.
    @Test(arguments: [Page.countdown, .interval], states)
    func goldenScreensInTheCLocale(_ page: Page, _ name: String) throws {
        let (state, at) = Self.scene(page, name, size: TerminalSize(columns: 80, rows: 24))
        let frame = Renderer(typeface: try builtInTypeface(), grid: .wholeCells).frame(for: state, at: at, in: utc)
            .adapted(by: .ascii)
        #expect(FrameText.glyphLines(frame).joined().unicodeScalars.allSatisfy { $0.value < 0x80 })
        try expectGolden(
            FrameText.document(frame, title: "\(page.name) \(name), LC_ALL=C"),
            named: "\(page.name)-\(name)-ascii-80x24.txt")
    }

    @Test(arguments: sizes)
    func theFillRisesFromTheBottomEdgeInHalfCellsAsBackgrounds(_ columns: Int, _ rows: Int) throws {
        let size = TerminalSize(columns: columns, rows: rows)
        let renderer = Renderer(typeface: try builtInTypeface())
        let start = Self.now
        for gone in stride(from: 0.0, through: 600, by: 37) {
            let countdown = Countdown(length: 600, endsAt: start.addingTimeInterval(600 - gone))
            let state = AppState(
                page: .countdown, size: size, preferences: ClockPreferences(dimsAtNight: false),
                timersAtStart: TimersAtStart(countdown: countdown))
            let frame = renderer.frame(for: state, at: start, in: utc)
            let lit = TimerFill.litRows(elapsed: gone, of: 600, rows: size.pixelHeight)
            let edge = size.pixelHeight - lit
            // The column at the very left never holds a label: it shows the fill alone.
            for row in 0..<rows {
                let cell = ColorMode.truecolor.adapt(frame[row, 0])
                let upper = 2 * row >= edge, lower = 2 * row + 1 >= edge
                switch (upper, lower) {
                case (true, true): #expect(cell == Cell(" ", .background, Backdrop.fill), "row \(row) of \(lit)")
                case (false, true): #expect(cell == Cell("\u{2584}", Backdrop.fill, .background), "the half-cell step")
                default: #expect(cell == Cell.blank)
                }
            }
            // No lit glyph that stops short of its cell's edge, anywhere: no seam.
            for cell in frame.cells.map({ ColorMode.truecolor.adapt($0) }) {
                #expect(cell.glyph != "\u{2588}" && !(cell.glyph == "\u{2580}" && cell.foreground != .background))
            }
        }
    }

    @Test func whatCrossesTheEdgeTakesTheOnFillTonePixelByPixel() {
        // A canvas with ink across four pixel rows, and the fill's edge between the second
        // and the third.
        var canvas = PixelCanvas(covering: 3, rows: 2)
        canvas.fill(x: 0, y: 0, width: 1, height: 4, role: .primary)
        canvas.fill(x: 1, y: 0, width: 1, height: 4, role: .faint)
        let drawn = DrawnFrame(canvas.frame()).applying(Backdrop(fillRows: 2, target: nil), grid: .halfCells)
        #expect(drawn.frame[0, 0] == Cell("\u{2588}", .primary), "ink above the edge")
        #expect(drawn.frame[1, 0] == Cell("\u{2588}", .background) || drawn.frame[1, 0] == .blank)
        #expect(PixelCanvas.cell(upper: .background, lower: .background) == drawn.frame[1, 0], "the ink is black below")
        #expect(drawn.frame[1, 1] == Cell("\u{2588}", .faint), "a dimmer tone keeps its own")
        #expect(drawn.frame[1, 2] == Cell("\u{2588}", Backdrop.fill), "the page's black is the fill")
        #expect(drawn.frame[0, 2] == .blank)
        // The edge through the middle of a cell.
        let half = DrawnFrame(canvas.frame()).applying(Backdrop(fillRows: 1, target: nil), grid: .halfCells)
        #expect(half.frame[1, 0] == Cell("\u{2580}", .primary), "ink in the upper pixel, black in the lower")
        #expect(half.frame[1, 2] == Cell("\u{2584}", Backdrop.fill))
        // Terminal text under the fill.
        var text = Frame(columns: 2, rows: 2)
        text[1, 0] = Cell("A", .faint)
        text[1, 1] = Cell("B", .primary)
        text[0, 0] = Cell("C", .primary)
        let under = DrawnFrame(text).applying(Backdrop(fillRows: 3, target: nil), grid: .halfCells)
        #expect(
            under.frame[1, 0] == Cell("A", .faint, Backdrop.fill)
                && under.frame[1, 1] == Cell("B", .background, Backdrop.fill))
        #expect(under.frame[0, 0] == Cell("C", .primary), "one character cannot carry two tones")
    }

    @Test func theFillStepsInWholeCellsWithoutHalfBlocks() {
        var canvas = PixelCanvas(covering: 1, rows: 3)
        canvas.fill(x: 0, y: 0, width: 0, height: 0, role: .primary)
        let drawn = DrawnFrame(canvas.frame(grid: .wholeCells)).applying(
            Backdrop(fillRows: 3, target: nil), grid: .wholeCells)
        #expect(drawn.frame[2, 0] == Cell("\u{2588}", Backdrop.fill) && drawn.frame[1, 0] == .blank)
    }

    @Test func aPressAnywhereLandsOnTheFaceAndSkipOnItsLabel() throws {
        let size = TerminalSize(columns: 120, rows: 40)
        let (state, at) = Self.interval("break", size: size)
        let drawn = Renderer(typeface: try builtInTypeface()).draw(state, at: at, in: utc)
        #expect(drawn.target(column: 0, row: 0) == .timerFace)
        #expect(drawn.target(column: 119, row: 39) == .timerFace)
        let skip = try #require(drawn.targets.first { $0.target == .skipBreak })
        #expect(drawn.target(column: skip.column, row: skip.row) == .skipBreak)
        #expect(Renderer(typeface: try builtInTypeface()).textLines(for: state, at: at, in: utc)[2] == "SKIP")
    }

    @Test func anEndlessRunSaysInfinityAndALongBreakSaysSoInTheTypeface() throws {
        let plan = IntervalPlan(rounds: nil, longBreakMinutes: 20, longBreakEvery: 2, waitsBeforeFocus: false)
        let started = Self.now.addingTimeInterval(-(25 + 5 + 25 + 3) * 60)
        let state = AppState(
            page: .interval, size: TerminalSize(columns: 80, rows: 24),
            timersAtStart: TimersAtStart(interval: Interval(plan: plan, startedAt: started)))
        let lines = IntervalView.face(state.intervalPage, at: Self.now, in: utc, size: state.size).textLines(
            at: Self.now, in: utc)
        #expect(lines.prefix(2) == ["LONG BREAK 2/\u{221E}", "17:00"])
        #expect(try builtInTypeface().exactGlyph(for: "\u{221E}") != nil, "the sign is drawn, not the fallback")
    }

    @Test func aMinuteAddedIsSaidUnderTheTimeOfDayForAFewSeconds() {
        var (state, now) = Self.countdown("running", size: TerminalSize(columns: 80, rows: 24))
        _ = state.handle(.key(.character("+")), at: now)
        let said = CountdownView.face(state.countdownPage, at: now, in: utc, size: state.size)
        #expect(said.textLines(at: now, in: utc).last == "+1 MIN")
        let later = now.addingTimeInterval(AppState.hintDuration)
        let gone = CountdownView.face(state.countdownPage, at: later, in: utc, size: state.size)
        #expect(gone.textLines(at: later, in: utc).last != "+1 MIN")
    }

    @Test func textLinesSayTheBlockTheTimeLeftAndSkip() {
        let (running, at) = Self.interval("running", size: TerminalSize(columns: 80, rows: 24))
        let lines = IntervalView.face(running.intervalPage, at: at, in: utc, size: running.size).textLines(
            at: at, in: utc)
        #expect(lines == ["FOCUS 2/4", "15:00", "SKIP (IN A BREAK ONLY)", "14:32", "TODAY 2 \u{00B7} 0:50"])
        let (ready, readyAt) = Self.interval("ready", size: TerminalSize(columns: 80, rows: 24))
        let waiting = IntervalView.face(ready.intervalPage, at: readyAt, in: utc, size: ready.size).textLines(
            at: readyAt, in: utc)
        #expect(
            waiting == ["READY, FOCUS 2/4", "25:00", "SKIP (IN A BREAK ONLY)", "14:32", "TODAY 0 \u{00B7} 0:00"],
            "the focus waits, whole")
        let (finished, then) = Self.countdown("finished", size: TerminalSize(columns: 80, rows: 24))
        let done = CountdownView.face(finished.countdownPage, at: then, in: utc, size: finished.size).textLines(
            at: then, in: utc)
        #expect(done == ["ENDED 14:30", "DONE", "+2 MIN", "14:32"], "how long ago, in minutes as the Clock shows")
        let seconds = CountdownView.face(
            finished.countdownPage, at: then, in: utc, size: finished.size, seconds: true)
        #expect(seconds.textLines(at: then, in: utc)[2] == "+2:10", "and in seconds when it shows seconds")
        let (paused, _) = Self.interval("paused", size: TerminalSize(columns: 80, rows: 24))
        #expect(
            IntervalView.face(paused.intervalPage, at: at, in: utc, size: paused.size).status == "PAUSED, FOCUS 2/4")
    }

    /// A countdown started to a time of day says it under the readout, in the Clock's
    /// format, while it runs to it; a length, paused or ended one does not.
    @Test func aCountdownToATimeOfDaySaysUntilThenInTheClocksFormat() {
        let size = TerminalSize(columns: 80, rows: 24)
        let end = Self.now.addingTimeInterval(230)
        var state = AppState(
            page: .countdown, size: size,
            timersAtStart: TimersAtStart(countdown: Countdown(length: 600), startingCountdown: .until(end)))
        _ = state.handleAnswered(.started, at: Self.now)
        func lines(_ format: TimeFormat = .twentyFourHour, at now: Date = Self.now) -> [String] {
            CountdownView.face(state.countdownPage, at: now, in: utc, size: size, format: format).textLines(
                at: now, in: utc)
        }
        #expect(lines() == ["COUNTDOWN", "3:50", "UNTIL 14:36", "14:32"])
        #expect(lines(.twelveHour)[2] == "UNTIL 2:36 PM")
        #expect(lines(at: end) == ["ENDED 14:36", "DONE", "+0 MIN", "14:36"], "once ended, DONE says when")
        let (running, _) = Self.countdown("running", size: size)
        #expect(
            CountdownView.face(running.countdownPage, at: Self.now, in: utc, size: size).textLines(
                at: Self.now, in: utc) == ["COUNTDOWN", "4:00", "14:32"], "a length says no time")
    }

    @Test func anEndOnAnotherDaySaysTheDay() {
        let end = utcInstant("2026-08-27T23:58:00Z")
        #expect(TimerFace.ended(at: end, now: Self.now, in: utc, format: .twentyFourHour) == "ENDED 27 AUG 23:58")
    }

    /// A timer's end and the time of day under it follow TIME FORMAT; the readout, a
    /// duration, does not.
    @Test func theEndAndTheTimeOfDayFollowTheFormat() {
        let end = utcInstant("2026-08-27T23:58:00Z")
        #expect(TimerFace.ended(at: end, now: Self.now, in: utc, format: .twelveHour) == "ENDED 27 AUG 11:58 PM")
        let face = TimerFace(status: "COUNTDOWN", readout: "1:00:00", notice: nil, fillRows: 0, format: .twelveHour)
        let lines = face.textLines(at: utcInstant("2026-08-30T13:05:08Z"), in: utc)
        #expect(lines == ["COUNTDOWN", "1:00:00", "1:05 PM"])
    }

    @Test(arguments: sizes)
    func everyReadingUpToThirtyHoursFits(_ columns: Int, _ rows: Int) throws {
        let size = TerminalSize(columns: columns, rows: rows)
        let renderer = Renderer(typeface: try builtInTypeface())
        for length in [0.0, 59, 3599, 36_000, Countdown.longest] {
            let state = AppState(
                page: .countdown, size: size, timersAtStart: TimersAtStart(countdown: Countdown(length: length)))
            #expect(!renderer.textLines(for: state, at: Self.now, in: utc).isEmpty)
            #expect(!FrameText.glyphLines(renderer.frame(for: state, at: Self.now, in: utc)).joined().contains("SMALL"))
        }
    }

    /// A finished screen left for a day: the fill does not stay lit, so no cell is lit
    /// more than half the day; and a stopped one likewise.
    @Test(arguments: BurnInTests.sizes, [Page.countdown, .interval])
    func aFinishedScreenLeftForADayPassesTheBurnInBudget(_ size: TerminalSize, _ page: Page) throws {
        let renderer = Renderer(typeface: try builtInTypeface())
        let start = BurnInTests.start
        let end = start.addingTimeInterval(-5)
        for finished in [true, false] {
            let state =
                page == .countdown
                ? AppState(
                    page: page, size: size,
                    timersAtStart: TimersAtStart(countdown: finished ? Countdown(length: 60, endsAt: end) : Countdown())
                )
                : AppState(
                    page: page, size: size,
                    timersAtStart: TimersAtStart(
                        interval: finished ? Interval(index: 6, startedAt: end.addingTimeInterval(-1500)) : Interval()))
            let day = BurnIn.measure(state, renderer: renderer, from: start, in: utc)
            print(
                "burn-in \(page.name) \(finished ? "finished" : "stopped") \(size): worst \(Int((day.worstShare * 100).rounded())) %"
            )
            #expect(day.worstShare <= 0.5, "\(page.name) \(size)")
        }
    }
}

extension Frame {
    /// The frame with every cell's glyph as `glyphs` would send it.
    func adapted(by glyphs: GlyphSet) -> Frame {
        var adapted = self
        for row in 0..<rows {
            for column in 0..<columns { adapted[row, column] = glyphs.adapt(self[row, column]) }
        }
        return adapted
    }
}
