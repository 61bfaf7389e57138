import Foundation
import PulseTestSupport
import Testing

@testable import PulseCore

let t0 = Date(timeIntervalSince1970: 1_788_081_810)

/// The original's `StopwatchStateTests`, case for case, and the readout.
@Suite struct StopwatchStateTests {
    @Test func resetFromStoppedClearsAccumulated() {
        var stopwatch = Stopwatch(accumulated: 42)
        stopwatch.reset()
        #expect(stopwatch.elapsed(at: t0) == 0)
        #expect(!stopwatch.isRunning)
    }

    @Test func resetFromRunningStopsAtZero() {
        var stopwatch = Stopwatch()
        stopwatch.toggle(at: t0)
        stopwatch.reset()
        #expect(!stopwatch.isRunning)
        #expect(stopwatch.elapsed(at: t0.addingTimeInterval(10)) == 0)
    }

    @Test func resetMidRunDropsBothHalves() {
        var stopwatch = Stopwatch(accumulated: 30)
        stopwatch.toggle(at: t0)
        stopwatch.reset()
        #expect(stopwatch == Stopwatch())
    }

    @Test func startingAfterResetCountsFromZero() {
        var stopwatch = Stopwatch(accumulated: 99)
        stopwatch.reset()
        stopwatch.toggle(at: t0)
        #expect(stopwatch.elapsed(at: t0.addingTimeInterval(5)) == 5)
    }

    @Test func aResetValueStaysZeroAnHourLater() {
        var stopwatch = Stopwatch(accumulated: 12)
        stopwatch.reset()
        #expect(stopwatch.elapsed(at: t0.addingTimeInterval(3600)) == 0)
    }

    @Test func aRunStartedAfterResetReadsAnHourLater() {
        var stopwatch = Stopwatch(accumulated: 12)
        stopwatch.reset()
        stopwatch.toggle(at: t0)
        #expect(stopwatch.elapsed(at: t0.addingTimeInterval(3600)) == 3600)
    }

    @Test func resettingTwiceIsResettingOnce() {
        var once = Stopwatch(accumulated: 7)
        once.toggle(at: t0)
        var twice = once
        once.reset()
        twice.reset()
        twice.reset()
        #expect(once == twice)
    }

    @Test func stoppingKeepsTheRunsTime() {
        var stopwatch = Stopwatch()
        stopwatch.toggle(at: t0)
        stopwatch.toggle(at: t0.addingTimeInterval(10))
        #expect(stopwatch.elapsed(at: t0.addingTimeInterval(500)) == 10)
        stopwatch.toggle(at: t0.addingTimeInterval(600))
        #expect(stopwatch.elapsed(at: t0.addingTimeInterval(615)) == 25)
    }

    @Test func aClockSetBackNeverReadsNegative() {
        var stopwatch = Stopwatch()
        stopwatch.toggle(at: t0)
        #expect(stopwatch.elapsed(at: t0.addingTimeInterval(-3600)) == 0)
        #expect(stopwatch.readout(at: t0.addingTimeInterval(-3600)) == "00:00:00")
        stopwatch.toggle(at: t0.addingTimeInterval(-10))
        #expect(stopwatch.elapsed(at: t0) == 0)
    }

    @Test(arguments: [
        (0.0 as Double, "00:00:00"), (0.999, "00:00:00"), (59.9, "00:00:59"), (3599, "00:59:59"), (86_400, "24:00:00"),
        (359_999, "99:59:59"), (360_000, "100:00:00"), (3_600_061, "1000:01:01"),
    ])
    func hoursNeverWrap(_ seconds: Double, _ readout: String) {
        #expect(Stopwatch(accumulated: seconds).readout(at: t0) == readout)
    }

    @Test func nextChangeIsTheReadoutsNextWholeSecond() {
        var stopwatch = Stopwatch()
        #expect(stopwatch.nextChange(after: t0) == nil)
        stopwatch.toggle(at: t0.addingTimeInterval(-0.25))
        let next = stopwatch.nextChange(after: t0)
        #expect(next.map { abs($0.timeIntervalSince(t0) - 0.75) < 1e-6 } == true)
    }

    @Test func pastTheLongestReadoutNothingChangesAndNothingWakes() {
        // Started 1e16 s before 1970: past 2^53 s the next whole second was now itself,
        // and the loop redrew without sleeping.
        let far = Stopwatch(startedAt: Date(timeIntervalSince1970: -1e16))
        #expect(far.nextChange(after: t0) == nil)
        #expect(far.readout(at: t0) == "1000000000000:00:00")
        let state = AppState(page: .stopwatch, size: TerminalSize(columns: 80, rows: 24), stopwatch: far)
        #expect(state.nextDeadline(after: t0).map { $0 > t0 } ?? true)
        // Just below it a second still comes a second later.
        let near = Stopwatch(accumulated: Stopwatch.longestReadout - 10)
        var running = near
        running.toggle(at: t0)
        #expect(running.nextChange(after: t0).map { $0.timeIntervalSince(t0) } == 1)
    }

    @Test func unusableValuesCountAsZero() {
        #expect(Stopwatch(accumulated: -5).accumulated == 0)
        #expect(Stopwatch(accumulated: .nan).accumulated == 0)
    }
}

/// The original's `StopwatchTapSequenceTests`, case for case.
@Suite struct TapSequenceTests {
    @Test func aSingleTapDecidesNothingAndClosesToIgnore() {
        var taps = TapSequence()
        #expect(taps.register(at: t0) == nil)
        #expect(taps.isOpen)
        #expect(taps.close() == .ignore)
    }

    @Test func twoTapsCloseToAToggleAtTheSecondTap() {
        var taps = TapSequence()
        let second = t0.addingTimeInterval(0.2)
        #expect(taps.register(at: t0) == nil)
        #expect(taps.register(at: second) == nil)
        #expect(taps.close() == .toggle(at: second))
    }

    @Test func theThirdTapDecidesAResetAtOnce() {
        var taps = TapSequence()
        _ = taps.register(at: t0)
        _ = taps.register(at: t0.addingTimeInterval(0.1))
        #expect(taps.register(at: t0.addingTimeInterval(0.2)) == .reset)
    }

    @Test func afterAResetNothingIsLeftToClose() {
        var taps = TapSequence()
        for i in 0..<3 { _ = taps.register(at: t0.addingTimeInterval(0.1 * Double(i))) }
        #expect(!taps.isOpen)
        #expect(taps.deadline == nil)
        #expect(taps.close() == .ignore)
    }

    @Test func closeEmptiesTheSequence() {
        var taps = TapSequence()
        _ = taps.register(at: t0)
        _ = taps.close()
        #expect(taps == TapSequence())
    }

    @Test func theWindowIsReArmedFromTheLatestTap() {
        var taps = TapSequence()
        _ = taps.register(at: t0)
        _ = taps.register(at: t0.addingTimeInterval(0.3))
        #expect(taps.deadline == t0.addingTimeInterval(0.65))
        #expect(TapSequence.window == 0.35 && TapSequence.toggleCount == 2 && TapSequence.resetCount == 3)
    }

    @Test func anEarlyFlushOfADoubleTapStillTogglesAtTheTapInstant() {
        var taps = TapSequence()
        _ = taps.register(at: t0)
        _ = taps.register(at: t0.addingTimeInterval(0.1))
        // Flushed at once (the page is left), long before the window would close.
        #expect(taps.close() == .toggle(at: t0.addingTimeInterval(0.1)))
    }

    @Test func aToggleAppliedLateReadsExactlyFromTheTapInstant() {
        var stopwatch = Stopwatch()
        stopwatch.toggle(at: t0)  // decided 350 ms later, dated to the tap
        #expect(stopwatch.elapsed(at: t0.addingTimeInterval(10)) == 10)
        stopwatch.toggle(at: t0.addingTimeInterval(25))
        #expect(stopwatch.elapsed(at: t0.addingTimeInterval(90)) == 25)
    }
}

/// The stopwatch as the pages drive it.
@Suite struct StopwatchPageTests {
    let size = TerminalSize(columns: 100, rows: 30)

    func onStopwatch() -> AppState {
        var state = AppState(size: size)
        _ = state.handle(.key(.right), at: t0)
        return state
    }

    @Test func twoPressesStartAtTheSecondPressOnceTheWindowCloses() {
        var state = onStopwatch()
        let second = t0.addingTimeInterval(0.2)
        #expect(state.handle(.key(.character(" ")), at: t0) == [])
        #expect(state.handle(.key(.enter), at: second) == [])
        #expect(!state.stopwatch.isRunning)
        #expect(state.nextDeadline(after: second) == second.addingTimeInterval(0.35))
        let effects = state.handle(.tick, at: second.addingTimeInterval(0.35))
        #expect(state.stopwatch == Stopwatch(startedAt: second))
        #expect(effects == [.saving(.stopwatch(.start(at: second)), on: .stopwatch)])
    }

    @Test func aSinglePressDoesNothing() {
        var state = onStopwatch()
        _ = state.handle(.key(.character(" ")), at: t0)
        #expect(state.handle(.tick, at: t0.addingTimeInterval(1)) == [])
        #expect(state.stopwatch == Stopwatch())
    }

    @Test func threePressesResetAtOnceAndNeverToggle() {
        var state = AppState(page: .stopwatch, size: size, stopwatch: Stopwatch(startedAt: t0, accumulated: 40))
        _ = state.handle(.key(.character(" ")), at: t0.addingTimeInterval(5))
        _ = state.handle(.key(.character(" ")), at: t0.addingTimeInterval(5.1))
        #expect(
            state.handle(.key(.character(" ")), at: t0.addingTimeInterval(5.2)) == [
                .saving(.stopwatch(.reset), on: .stopwatch)
            ])
        #expect(state.handle(.tick, at: t0.addingTimeInterval(9)) == [])
        #expect(state.stopwatch == Stopwatch())
    }

    @Test func aLateWakeDecidesTheOldWindowBeforeANewPress() {
        var state = onStopwatch()
        _ = state.handle(.key(.character(" ")), at: t0)
        _ = state.handle(.key(.character(" ")), at: t0.addingTimeInterval(0.1))
        // The next event comes two seconds later: the double press started the stopwatch
        // at its own instant, and this press opens a new sequence.
        let effects = state.handle(.key(.character(" ")), at: t0.addingTimeInterval(2))
        #expect(effects == [.saving(.stopwatch(.start(at: t0.addingTimeInterval(0.1))), on: .stopwatch)])
        #expect(state.stopwatch.isRunning)
    }

    @Test func pagingAwayFlushesADoublePressAtItsInstant() {
        var state = onStopwatch()
        _ = state.handle(.key(.character(" ")), at: t0)
        _ = state.handle(.key(.character(" ")), at: t0.addingTimeInterval(0.1))
        let effects = state.handle(.key(.left), at: t0.addingTimeInterval(0.15))
        #expect(state.page == .clock)
        #expect(effects == [.saving(.stopwatch(.start(at: t0.addingTimeInterval(0.1))), on: .stopwatch)])
    }

    @Test func itKeepsRunningOnOtherPagesAndAResetSurvivesPaging() {
        var state = AppState(page: .stopwatch, size: size, stopwatch: Stopwatch(startedAt: t0))
        _ = state.handle(.key(.left), at: t0.addingTimeInterval(1))
        _ = state.handle(.key(.right), at: t0.addingTimeInterval(61))
        #expect(state.stopwatch.readout(at: t0.addingTimeInterval(61)) == "00:01:01")
        for i in 0..<3 { _ = state.handle(.key(.enter), at: t0.addingTimeInterval(62 + 0.1 * Double(i))) }
        _ = state.handle(.key(.left), at: t0.addingTimeInterval(63))
        _ = state.handle(.key(.right), at: t0.addingTimeInterval(120))
        #expect(state.stopwatch.readout(at: t0.addingTimeInterval(120)) == "00:00:00")
    }

    @Test func clicksAnywhereArePressesOnlyOnTheStopwatch() {
        var state = onStopwatch()
        let click = MouseEvent(.press(button: 1), column: 3, row: 3)
        _ = state.handle(.mouse(click), at: t0)
        _ = state.handle(.mouse(click), at: t0.addingTimeInterval(0.1))
        _ = state.handle(.tick, at: t0.addingTimeInterval(0.5))
        #expect(state.stopwatch.isRunning)
        var clock = AppState(size: size)
        _ = clock.handle(.mouse(click), at: t0)
        _ = clock.handle(.mouse(click), at: t0.addingTimeInterval(0.1))
        _ = clock.handle(.tick, at: t0.addingTimeInterval(0.5))
        #expect(!clock.stopwatch.isRunning)
    }

    @Test func spaceOnTheClockNeverTouchesTheStopwatch() {
        var state = AppState(size: size)
        _ = state.handle(.key(.character(" ")), at: t0)
        _ = state.handle(.key(.character(" ")), at: t0.addingTimeInterval(0.1))
        #expect(
            !state.handle(.tick, at: t0.addingTimeInterval(1)).contains {
                if case .save(let save) = $0, case .stopwatch = save.item { true } else { false }
            })
        #expect(state.stopwatch == Stopwatch())
    }

    @Test func wakeUpsFollowTheReadoutOnlyWhileItRunsAndIsShown() {
        let stopped = AppState(page: .stopwatch, size: size)
        let at = Date(timeIntervalSince1970: 600.5)
        #expect(stopped.nextDeadline(after: at) == Date(timeIntervalSince1970: 660))
        let running = AppState(
            page: .stopwatch, size: size, stopwatch: Stopwatch(startedAt: Date(timeIntervalSince1970: 600.2)))
        let next = running.nextDeadline(after: at)
        #expect(next.map { abs($0.timeIntervalSince1970 - 601.2) < 1e-6 } == true)
        let elsewhere = AppState(
            page: .clock, size: size, stopwatch: Stopwatch(startedAt: Date(timeIntervalSince1970: 600.2)))
        #expect(elsewhere.nextDeadline(after: at) == Date(timeIntervalSince1970: 660))
    }

    @Test func aSaveFailureIsSaidAndASuccessClearsIt() {
        var state = AppState(page: .stopwatch, size: size, stopwatchNotice: .unreadable)
        let save = Save(.stopwatch(.reset), origin: .stopwatch)
        _ = state.handle(.saved(save, .failed), at: t0)
        #expect(state.stopwatchNotice == .notSaved)
        _ = state.handle(.saved(save, .written), at: t0)
        #expect(state.stopwatchNotice == nil)
    }

    @Test func anUnreadableFileIsNotReplacedUntilTheUserActs() {
        var state = AppState(page: .stopwatch, size: size, stopwatchNotice: .unreadable)
        #expect(state.handle(.key(.right), at: t0) == [])
        #expect(state.handle(.key(.left), at: t0) == [])
        #expect(state.handle(.tick, at: t0.addingTimeInterval(5)) == [])
        #expect(state.stopwatchNotice == .unreadable)
    }
}
