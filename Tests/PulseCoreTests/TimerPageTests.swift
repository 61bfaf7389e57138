import Foundation
import PulseTestSupport
import Testing

@testable import PulseCore

/// The Countdown and Interval pages as rooms, driven by events at injected instants: the
/// gestures, the length typed, each end announced once (bell, flash, command), late ends
/// that only show, what a restart finds, and when the pages wake.
@Suite struct TimerPageTests {
    let size = TerminalSize(columns: 80, rows: 24)
    let t0 = Date(timeIntervalSince1970: 1_788_081_780)  // a whole minute
    let command = try? FinishCommand(parsing: "notify-send 'Time is up'")

    func state(
        _ page: Page = .countdown, countdown: Countdown = Countdown(), interval: Interval = Interval(),
        timers: TimerPreferences = TimerPreferences(), finishCommand: FinishCommand? = nil, announces: Bool = true
    ) -> AppState {
        var state = AppState(
            page: page, size: size, run: Run(announces ? .display : .snapshot),
            timersAtStart: TimersAtStart(countdown: countdown, interval: interval), timers: timers,
            pages: PagesShown.original.adding(.countdown).adding(.interval), finishCommand: finishCommand)
        _ = state.handleAnswered(.started, at: t0)
        return state
    }

    /// A double press at `now`, decided once its window closes.
    func doublePress(_ state: inout AppState, at now: Date) -> [Effect] {
        var effects = state.handle(.key(.character(" ")), at: now)
        effects += state.handle(.key(.character(" ")), at: now.addingTimeInterval(0.1))
        return effects + state.handleAnswered(.tick, at: now.addingTimeInterval(0.1 + TapSequence.window))
    }

    /// The ends whose command runs as the state wakes at each deadline for ten minutes from
    /// `t0`, and the last wake-up.
    func endsInTenMinutes(_ state: inout AppState) -> ([TimerEnd], Date) {
        var now = t0.addingTimeInterval(1)
        var ends: [TimerEnd] = []
        while let deadline = state.nextDeadline(after: now), deadline < t0.addingTimeInterval(600) {
            now = deadline
            for case .runCommand(_, let end) in state.handleAnswered(.tick, at: now) { ends.append(end) }
        }
        return (ends, now)
    }

    func type(_ keys: [Key], into state: inout AppState, at now: Date) -> [Effect] {
        keys.flatMap { state.handle(.key($0), at: now) }
    }

    @Test func typingOneZeroZeroSetsAMinuteAndADoublePressStartsIt() {
        var state = state()
        let effects = type([.character("1"), .character("0"), .character("0")], into: &state, at: t0)
        #expect(state.countdown.length == 60)
        #expect(effects.saves.last == Save(.timer(.countdown(state.countdown)), origin: .countdown), "remembered")
        let started = doublePress(&state, at: t0)
        #expect(state.countdown.isRunning(at: t0.addingTimeInterval(1)))
        #expect(started.saves.count == 1)
        #expect(state.countdown.endsAt == t0.addingTimeInterval(60.1), "dated to the second press")
        let ignored = type([.character("5")], into: &state, at: t0.addingTimeInterval(2))
        #expect(ignored.isEmpty && state.countdown.length == 60, "a running countdown takes no digits")
    }

    @Test func upDownAndTheWheelAddOrTakeAMinuteAndBackspaceADigit() {
        var state = state(countdown: Countdown(length: 600))
        _ = type([.up, .up], into: &state, at: t0)
        #expect(state.countdown.length == 720)
        _ = state.handle(.mouse(MouseEvent(.wheel(.down), column: 3, row: 3)), at: t0)
        #expect(state.countdown.length == 660)
        _ = type([.backspace], into: &state, at: t0)
        #expect(state.countdown.length == 70, "11:00 less its last digit is 1:10")
        _ = type([.down, .down, .down], into: &state, at: t0)
        #expect(state.countdown.length == 0, "never below zero")
    }

    @Test func aTriplePressResetsToTheSetLength() {
        var state = state(countdown: Countdown(length: 90))
        _ = doublePress(&state, at: t0)
        for offset in [0.0, 0.1, 0.2] { _ = state.handle(.pressed(.timerFace), at: t0.addingTimeInterval(10 + offset)) }
        #expect(state.countdown.phase(at: t0.addingTimeInterval(11)) == .ready)
        #expect(state.countdown.readout(at: t0.addingTimeInterval(11)) == "1:30")
    }

    @Test func theEndRingsOnceFlashesAndRunsTheCommandOnce() throws {
        let command = try #require(command)
        var state = state(countdown: Countdown(length: 60), finishCommand: command)
        _ = doublePress(&state, at: t0)
        let end = t0.addingTimeInterval(60.1)
        #expect(state.nextDeadline(after: t0.addingTimeInterval(59.5)) ?? .distantFuture <= end)
        let effects = state.handleAnswered(.tick, at: end)
        #expect(state.bells == 1 && state.repaint(at: end).bell == 1)
        let runs = effects.filter { if case .runCommand = $0 { true } else { false } }
        #expect(runs == [.runCommand(command, TimerEnd(page: .countdown, what: .countdown, isDone: true, at: end))])
        #expect(state.countdown.announcedEnd == end && effects.saves.count == 1, "saved as announced")
        #expect(state.countdownPage.chime.flashIsLit(at: end.addingTimeInterval(0.2)))
        #expect(!state.countdownPage.chime.flashIsLit(at: end.addingTimeInterval(0.7)))
        #expect(!state.countdownPage.chime.isFlashing(at: end.addingTimeInterval(TimerChime.flashLength)))
        #expect(state.handleAnswered(.tick, at: end.addingTimeInterval(1)).isEmpty)
        #expect(state.bells == 1, "once")
    }

    @Test func theBellRowTurnsTheBellOffButTheFlashStays() {
        var state = state(countdown: Countdown(length: 60), timers: TimerPreferences(rings: false))
        _ = doublePress(&state, at: t0)
        _ = state.handleAnswered(.tick, at: t0.addingTimeInterval(61))
        #expect(state.bells == 0)
        #expect(state.countdownPage.chime.isFlashing(at: t0.addingTimeInterval(61.5)))
    }

    @Test func anEndSeenMoreThanAMinuteLateOnlyShows() {
        // A countdown that ended while Pulse was not running.
        let ended = Countdown(length: 60, endsAt: t0.addingTimeInterval(-61))
        var state = AppState(
            page: .countdown, size: size, timersAtStart: TimersAtStart(countdown: ended), finishCommand: command)
        let effects = state.handleAnswered(.started, at: t0)
        #expect(state.bells == 0 && !effects.contains { if case .runCommand = $0 { true } else { false } })
        #expect(effects.saves.map(\.item) == [.timer(.countdown(state.countdown))], "its end is announced, quietly")
        #expect(!state.countdownPage.chime.isFlashing(at: t0))
        // Within the minute it still rings.
        var recent = AppState(
            page: .countdown, size: size,
            timersAtStart: TimersAtStart(countdown: Countdown(length: 60, endsAt: t0.addingTimeInterval(-59))))
        _ = recent.handleAnswered(.started, at: t0)
        #expect(recent.bells == 1)
    }

    @Test func anEndAlreadyAnnouncedIsNotAnnouncedAgainAfterARestart() {
        let end = t0.addingTimeInterval(-10)
        let announced = Countdown(length: 60, endsAt: end, announcedEnd: end)
        var state = AppState(
            page: .countdown, size: size, timersAtStart: TimersAtStart(countdown: announced), finishCommand: command)
        #expect(state.handleAnswered(.started, at: t0).isEmpty)
        #expect(state.bells == 0)
    }

    @Test func aSnapshotDrawsTheEndAndAnnouncesNothing() {
        let ended = Countdown(length: 60, endsAt: t0.addingTimeInterval(-5))
        var state = AppState(
            page: .countdown, size: size, run: Run(.snapshot), timersAtStart: TimersAtStart(countdown: ended),
            finishCommand: command)
        #expect(state.handleAnswered(.started, at: t0).isEmpty, "nothing rung, run or written")
        #expect(state.bells == 0 && state.countdown.phase(at: t0).isFinished)
    }

    @Test func theEndRingsOnAnotherPageToo() {
        var state = state(countdown: Countdown(length: 60))
        _ = doublePress(&state, at: t0)
        _ = state.handle(.key(.left), at: t0.addingTimeInterval(5))
        #expect(state.page == .stopwatch)
        let end = t0.addingTimeInterval(60.1)
        // The Stopwatch's own minute comes at 60 s; the end, not the Stopwatch's, after it.
        #expect(state.nextDeadline(after: t0.addingTimeInterval(60)) == end, "the end is woken for")
        _ = state.handleAnswered(.tick, at: end)
        #expect(state.bells == 1)
    }

    @Test func everyIntervalBlockEndRingsAndTheCommandLearnsWhichBlock() {
        let plan = IntervalPlan(focusMinutes: 1, breakMinutes: 1, rounds: 2, waitsBeforeFocus: false)
        var state = state(.interval, timers: TimerPreferences(plan: plan), finishCommand: command)
        _ = doublePress(&state, at: t0)
        let (ends, now) = endsInTenMinutes(&state)
        #expect(state.bells == 3)
        #expect(ends.map(\.what) == [.focus, .rest, .focus])
        #expect(ends.map(\.round) == [1, 1, 2] && ends.map(\.isDone) == [false, false, true])
        #expect(ends.last?.environment["PULSE_BLOCK"] == "focus" && ends.last?.environment["PULSE_DONE"] == "1")
        #expect(state.interval.position(at: now).phase.isFinished)
    }

    @Test func aBreakEndsAtReadyRingsAndTheDoublePressStartsTheFocus() {
        let plan = IntervalPlan(focusMinutes: 1, breakMinutes: 1, rounds: 2)
        var state = state(.interval, timers: TimerPreferences(plan: plan), finishCommand: command)
        _ = doublePress(&state, at: t0)
        let (ends, now) = endsInTenMinutes(&state)
        #expect(ends.map(\.what) == [.focus, .rest], "the focus after the break never started by itself")
        let breakEnd = t0.addingTimeInterval(120.1)  // started at the second press
        #expect(state.interval.phase(at: now) == .waiting(since: breakEnd))
        #expect(state.bells == 2)
        #expect(state.nextDeadline(after: t0.addingTimeInterval(150)) == t0.addingTimeInterval(180), "the minute only")
        let later = t0.addingTimeInterval(900)
        _ = doublePress(&state, at: later)
        let decided = later.addingTimeInterval(0.1 + TapSequence.window)
        #expect(state.interval.end(after: decided) == later.addingTimeInterval(60.1), "the focus runs from the press")
        #expect(state.interval.position(at: decided).block.round == 2)
    }

    @Test func severalEndsPassedWhileAwayRingOnceAtMost() {
        let plan = IntervalPlan(focusMinutes: 1, breakMinutes: 1, rounds: 4, waitsBeforeFocus: false)
        var interval = Interval(plan: plan)
        interval.toggle(at: t0.addingTimeInterval(-150))  // three ends ago, the last 30 s ago
        var state = AppState(
            page: .interval, size: size, timersAtStart: TimersAtStart(interval: interval),
            timers: TimerPreferences(plan: plan))
        _ = state.handleAnswered(.started, at: t0)
        #expect(state.bells == 1)
        #expect(state.interval.announcedEnd == t0.addingTimeInterval(-30))
    }

    @Test func anIntervalThatEndedLongBeforeARestartShowsFinishedWithWhenAndRingsNothing() {
        let plan = IntervalPlan(focusMinutes: 25, breakMinutes: 5, rounds: 4, waitsBeforeFocus: false)
        var interval = Interval(plan: plan)
        // 25 × 4 + 5 × 3 = 115 minutes of blocks, started three hours ago.
        interval.toggle(at: t0.addingTimeInterval(-3 * 3600))
        var state = AppState(
            page: .interval, size: size, timersAtStart: TimersAtStart(interval: interval),
            timers: TimerPreferences(plan: plan),
            finishCommand: command)
        let effects = state.handleAnswered(.started, at: t0)
        #expect(state.bells == 0 && !effects.contains { if case .runCommand = $0 { true } else { false } })
        let end = t0.addingTimeInterval(-3 * 3600 + 115 * 60)
        #expect(state.interval.position(at: t0).phase == .finished(at: end), "the end is the instant it was due")
        #expect(state.interval.announcedEnd == end, "kept as announced, so it never rings later")
        #expect(!state.intervalPage.chime.isFlashing(at: t0))
    }

    @Test func skipDoesNothingDuringFocusAndSkipsABreak() {
        let plan = IntervalPlan(focusMinutes: 1, breakMinutes: 5, rounds: 2)
        var state = state(.interval, timers: TimerPreferences(plan: plan))
        _ = doublePress(&state, at: t0)
        #expect(state.handle(.key(.character("s")), at: t0.addingTimeInterval(10)).isEmpty)
        #expect(state.handle(.pressed(.skipBreak), at: t0.addingTimeInterval(10)).isEmpty)
        _ = state.handleAnswered(.tick, at: t0.addingTimeInterval(61))
        let skipped = state.handle(.key(.character("s")), at: t0.addingTimeInterval(70))
        #expect(skipped.saves.count == 1)
        let position = state.interval.position(at: t0.addingTimeInterval(70))
        #expect(position.block.kind == .focus && position.block.round == 2 && position.elapsed == 0)
    }

    @Test func aNewPlanReachesAReadyIntervalAndNotARunningOne() {
        var state = state(.settings)
        _ = state.handle(.pressed(.settingsRow(.timer(.focus))), at: t0)
        #expect(state.choices.timers.plan.focusMinutes == 30)
        #expect(state.interval.readout(at: t0) == "30:00")
        var running = self.state(.interval)
        _ = doublePress(&running, at: t0)
        _ = running.handle(.key(.right), at: t0.addingTimeInterval(1))
        _ = running.handle(.key(.right), at: t0.addingTimeInterval(1))
        _ = running.handle(.key(.right), at: t0.addingTimeInterval(1))
        #expect(running.page == .settings)
        _ = running.handle(.pressed(.settingsRow(.timer(.focus))), at: t0.addingTimeInterval(2))
        #expect(running.interval.plan.focusMinutes == 25, "a run keeps the plan it started with")
    }

    @Test func aStoppedTimerPageWakesOnlyForTheMinuteAndARunningOneEverySecond() {
        var state = state(countdown: Countdown(length: 600))
        let stopped = state.nextDeadline(after: t0.addingTimeInterval(1))
        #expect(stopped == t0.addingTimeInterval(60), "the time of day's minute")
        _ = doublePress(&state, at: t0)
        var now = t0.addingTimeInterval(1)
        var wakes = 0
        while let next = state.nextDeadline(after: now), next < t0.addingTimeInterval(61) {
            #expect(next.timeIntervalSince(now) > 0)
            now = next
            _ = state.handleAnswered(.tick, at: now)
            wakes += 1
        }
        // 60 seconds of readout and the time of day's minute; the fill's 48 rows over 600 s
        // (one every 12.5 s) show on the readout's seconds, never between them.
        #expect(wakes >= 60 && wakes <= 61, "\(wakes)")
    }

    @Test func threeTimesRingsThreeTimesASecondApartOnAnyPageAndAPressStopsIt() {
        var state = state(countdown: Countdown(length: 60), timers: TimerPreferences(bell: .threeTimes))
        _ = doublePress(&state, at: t0)
        _ = state.handle(.key(.left), at: t0.addingTimeInterval(5))
        let end = t0.addingTimeInterval(60.1)
        _ = state.handleAnswered(.tick, at: end)
        #expect(state.bells == 1)
        #expect(state.nextDeadline(after: end.addingTimeInterval(0.5)) ?? .distantFuture <= end.addingTimeInterval(1))
        _ = state.handleAnswered(.tick, at: end.addingTimeInterval(1))
        #expect(state.bells == 2)
        _ = state.handleAnswered(.tick, at: end.addingTimeInterval(2))
        #expect(state.bells == 3)
        _ = state.handleAnswered(.tick, at: end.addingTimeInterval(5))
        #expect(state.bells == 3, "three rings, no more")
        var stopped = self.state(countdown: Countdown(length: 60), timers: TimerPreferences(bell: .threeTimes))
        _ = doublePress(&stopped, at: t0)
        _ = stopped.handleAnswered(.tick, at: end)
        _ = doublePress(&stopped, at: end.addingTimeInterval(0.2))
        _ = stopped.handleAnswered(.tick, at: end.addingTimeInterval(3))
        #expect(stopped.bells == 1, "a start stops the rings to come")
    }

    @Test func theBellRowStepsOnceThreeTimesOff() {
        var timers = TimerPreferences()
        #expect(TimerSetting.bell.detail(timers) == "ONCE" && TimerSetting.bell.isOn(timers))
        timers = TimerSetting.bell.stepped(timers)
        #expect(TimerSetting.bell.detail(timers) == "3 TIMES")
        timers = TimerSetting.bell.stepped(timers)
        #expect(TimerSetting.bell.detail(timers) == "OFF" && !TimerSetting.bell.isOn(timers))
        #expect(TimerSetting.bell.stepped(timers).bell == .once)
    }

    @Test func theOvertimeCountsAtThePagesPaceUntilAReset() {
        var state = state(countdown: Countdown(length: 60))
        _ = doublePress(&state, at: t0)
        let end = t0.addingTimeInterval(60.1)
        let later = end.addingTimeInterval(70)
        #expect(TimerOvertime.text(since: end, at: later, seconds: true) == "+1:10")
        #expect(TimerOvertime.text(since: end, at: later, seconds: false) == "+1 MIN")
        _ = state.handleAnswered(.tick, at: later)
        // Seconds off: the time of day's minute alone, the overtime read then.
        #expect(state.nextDeadline(after: later) == t0.addingTimeInterval(180))
        #expect(state.nextDeadline(after: t0.addingTimeInterval(180)) == t0.addingTimeInterval(240))
        #expect(TimerOvertime.text(since: end, at: t0.addingTimeInterval(240), seconds: false) == "+2 MIN")
        var seconds = self.state(
            countdown: Countdown(length: 60, endsAt: end), timers: TimerPreferences())
        _ = seconds.handle(.key(.character(" ")), at: later)
        _ = seconds.handle(.key(.character(" ")), at: later)
        _ = seconds.handle(.key(.character(" ")), at: later)
        #expect(seconds.countdown.phase(at: later) == .ready, "a reset ends the overtime")
        #expect(seconds.countdown.nextOvertimeChange(after: later, seconds: true) == nil)
    }

    @Test func aFinishedTimerPageWakesForTheMinuteOnceTheFlashIsOver() {
        var state = state(countdown: Countdown(length: 60))
        _ = doublePress(&state, at: t0)
        let end = t0.addingTimeInterval(60.1)
        _ = state.handleAnswered(.tick, at: end)
        #expect(state.nextDeadline(after: end) == end.addingTimeInterval(TimerChime.flashStep))
        let later = end.addingTimeInterval(10)
        #expect(state.nextDeadline(after: later) == t0.addingTimeInterval(120))
    }
}

/// Pages you choose: paging skips pages that are off; Settings is always there; a page
/// asked for on the command line is shown for the run; the PAGES rows.
@Suite struct PagesShownTests {
    let size = TerminalSize(columns: 80, rows: 24)
    let now = Date(timeIntervalSince1970: 1_788_081_780)

    @Test func theDefaultIsTheOriginalFive() {
        #expect(PagesShown.original.ordered == [.clock, .stopwatch, .github, .uptime, .settings])
        #expect(Choices().pages == .original)
        #expect(PagesShown([]).ordered == [.settings], "Settings is always there")
        #expect(PagesShown([.uptime, .clock, .interval]).ordered == [.clock, .interval, .uptime, .settings])
    }

    @Test func pagingSkipsThePagesThatAreOff() {
        var state = AppState(page: .clock, size: size, pages: PagesShown([.clock, .stopwatch, .github, .settings]))
        var seen: [Page] = [state.page]
        for _ in 0..<6 {
            _ = state.handle(.key(.right), at: now)
            seen.append(state.page)
        }
        #expect(seen == [.clock, .stopwatch, .github, .settings, .settings, .settings, .settings])
        _ = state.handle(.key(.left), at: now)
        #expect(state.page == .github, "no Uptime going back either")
    }

    @Test func aPageAskedForIsShownForTheRunThoughItIsOff() {
        var state = AppState(page: .countdown, size: size)
        #expect(state.pagesShown.contains(.countdown) && !state.choices.pages.contains(.countdown))
        _ = state.handle(.key(.right), at: now)
        #expect(state.page == .github, "the Interval stays off")
        _ = state.handle(.key(.left), at: now)
        #expect(state.page == .countdown)
        _ = state.handle(.key(.left), at: now)
        #expect(state.page == .stopwatch)
    }

    @Test func thePagesRowsTurnPagesOnAndOff() {
        var state = AppState(page: .settings, size: size)
        let effects = state.handle(.pressed(.settingsRow(.shows(.uptime))), at: now)
        #expect(!state.choices.pages.contains(.uptime))
        #expect(effects.saves == [Save(.pages(state.choices.pages), origin: .settings, row: .shows(.uptime))])
        _ = state.handle(.pressed(.settingsRow(.shows(.interval))), at: now)
        _ = state.handle(.key(.left), at: now)
        #expect(state.page == .github)
        _ = state.handle(.key(.left), at: now)
        #expect(state.page == .interval)
        #expect(SettingsRow.rows(in: .pages).compactMap(\.shownPage) == Page.allCases.filter { $0 != .settings })
    }

    @Test func theTimerRowsStepThroughTheirLengths() {
        var state = AppState(page: .settings, size: size)
        _ = state.handle(.pressed(.settingsRow(.timer(.shortBreak))), at: now)
        _ = state.handle(.pressed(.settingsRow(.timer(.rounds))), at: now)
        let effects = state.handle(.pressed(.settingsRow(.timer(.bell))), at: now)
        #expect(
            state.choices.timers
                == TimerPreferences(
                    plan: IntervalPlan(focusMinutes: 25, breakMinutes: 10, rounds: 5), bell: .threeTimes))
        #expect(effects.saves.first?.subject == .timerPreferences)
        var wraps = AppState(
            page: .settings, size: size, timers: TimerPreferences(plan: IntervalPlan(focusMinutes: 90)))
        _ = wraps.handle(.pressed(.settingsRow(.timer(.focus))), at: now)
        #expect(wraps.choices.timers.plan.focusMinutes == 15, "after the longest, the shortest")
    }
}

/// Command lines split as a shell splits words, never expanded.
@Suite struct FinishCommandTests {
    func words(_ line: String) throws -> [String] { try FinishCommand(parsing: line).words }

    @Test func wordsAreSplitAsAShellSplitsThem() throws {
        #expect(try words("notify-send 'Time is up'") == ["notify-send", "Time is up"])
        #expect(try words(#"a "b c"  d\ e"#) == ["a", "b c", "d e"])
        #expect(try words(#"say 'it'\''s'"#) == ["say", "it's"])
        #expect(try words(#"x "a\"b\\c\$d\q""#) == ["x", #"a"b\c$d\q"#])
        #expect(try words("x ''") == ["x", ""])
    }

    @Test func nothingIsExpandedNorPiped() throws {
        #expect(try words("echo $HOME *") == ["echo", "$HOME", "*"])
        #expect(try words("a|b; c && d") == ["a|b;", "c", "&&", "d"])
    }

    @Test func aBrokenLineIsRefusedWithItsReason() {
        #expect(throws: FinishCommand.Problem.unclosedQuote("'")) { try FinishCommand(parsing: "say 'hi") }
        #expect(throws: FinishCommand.Problem.unclosedQuote("\"")) { try FinishCommand(parsing: "say \"hi") }
        #expect(throws: FinishCommand.Problem.empty) { try FinishCommand(parsing: "   ") }
        #expect(throws: FinishCommand.Problem.trailingBackslash) { try FinishCommand(parsing: "say \\") }
    }

    @Test func whatIsShownReadsBackAsTheSameWords() throws {
        for line in ["notify-send 'Time is up'", #"a "it's" $x"#, "plain words", "x ''"] {
            let command = try FinishCommand(parsing: line)
            #expect(try FinishCommand(parsing: command.shown) == command, "\(command.shown)")
        }
    }
}
