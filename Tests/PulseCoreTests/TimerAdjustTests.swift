import Foundation
import Testing

@testable import PulseCore

/// `+` and `-` (and the wheel) on a running timer: the end moves by a minute, the page says
/// so for a few seconds, and nothing moves unless a block runs.
@Suite struct TimerAdjustTests {
    let size = TerminalSize(columns: 80, rows: 24)
    let t0 = Date(timeIntervalSince1970: 1_788_081_780)

    func state(_ page: Page, countdown: Countdown = Countdown(), interval: Interval = Interval()) -> AppState {
        var state = AppState(
            page: page, size: size, timersAtStart: TimersAtStart(countdown: countdown, interval: interval),
            pages: PagesShown.original.adding(.countdown).adding(.interval))
        _ = state.handleAnswered(.started, at: t0)
        return state
    }

    func running(_ length: TimeInterval) -> Countdown {
        var countdown = Countdown(length: length)
        countdown.start(at: t0)
        return countdown
    }

    @Test func plusMovesARunningCountdownsEndAMinuteLaterAndSaysSo() {
        var state = state(.countdown, countdown: running(600))
        let now = t0.addingTimeInterval(100)
        let effects = state.handle(.key(.character("+")), at: now)
        #expect(state.countdown.endsAt == t0.addingTimeInterval(660))
        #expect(state.countdown.readout(at: now) == "9:20")
        #expect(effects.saves.count == 1, "the moved end is stored")
        #expect(state.countdownPage.run.nudge?.text(at: now) == "+1 MIN")
        _ = state.handle(.key(.character("+")), at: now.addingTimeInterval(1))
        #expect(state.countdownPage.run.nudge?.text(at: now.addingTimeInterval(1)) == "+2 MIN", "presses add up")
        let gone = now.addingTimeInterval(1 + AppState.hintDuration)
        #expect(state.countdownPage.run.nudge?.text(at: gone) == nil, "said as long as the hint")
        #expect(
            state.nextDeadline(after: now.addingTimeInterval(1.5)) ?? .distantFuture
                <= now.addingTimeInterval(1 + AppState.hintDuration))
    }

    @Test func minusTakesAMinuteAndNeverMovesTheEndBeforeNow() {
        var state = state(.countdown, countdown: running(600))
        _ = state.handle(.key(.character("-")), at: t0.addingTimeInterval(100))
        #expect(state.countdown.endsAt == t0.addingTimeInterval(540))
        var short = self.state(.countdown, countdown: running(600))
        let late = t0.addingTimeInterval(570)
        _ = short.handle(.key(.character("-")), at: late)
        #expect(short.countdown.endsAt == late, "taking more than is left ends it now")
        #expect(short.countdown.phase(at: late) == .finished(at: late))
    }

    /// At thirty hours a running countdown takes no more, and says so: not `RESET FIRST`,
    /// which is about a typed length.
    @Test func plusAtThirtyHoursSaysAtMost() {
        var state = state(.countdown, countdown: running(Countdown.longest))
        let now = t0.addingTimeInterval(10)
        _ = state.handle(.key(.character("+")), at: now)
        #expect(state.countdown.endsAt == t0.addingTimeInterval(Countdown.longest), "the end stays")
        #expect(state.countdownPage.notice == .atMost)
    }

    @Test func theWheelMovesARunningEndAndAStoppedCountdownsLength() {
        var state = state(.countdown, countdown: running(600))
        _ = state.handle(.mouse(MouseEvent(.wheel(.up), column: 1, row: 1)), at: t0.addingTimeInterval(5))
        #expect(state.countdown.endsAt == t0.addingTimeInterval(660) && state.countdown.length == 600)
        var stopped = self.state(.countdown, countdown: Countdown(length: 600))
        _ = stopped.handle(.mouse(MouseEvent(.wheel(.up), column: 1, row: 1)), at: t0)
        #expect(stopped.countdown.length == 660 && stopped.countdownPage.run.nudge == nil)
    }

    @Test func aResetGoesBackToTheLengthSet() {
        var countdown = running(600)
        countdown.adjust(by: 60, at: t0.addingTimeInterval(1))
        countdown.reset()
        #expect(countdown.readout(at: t0) == "10:00" && countdown.added == 0)
    }

    @Test func anIntervalBlockMovesAndTheNextBlocksFollow() {
        let plan = IntervalPlan(focusMinutes: 25, breakMinutes: 5, rounds: 2, waitsBeforeFocus: false)
        var interval = Interval(plan: plan)
        interval.start(at: t0)
        var state = state(.interval, interval: interval)
        let now = t0.addingTimeInterval(600)
        _ = state.handle(.key(.character("+")), at: now)
        #expect(state.interval.end(after: now) == t0.addingTimeInterval(26 * 60))
        #expect(state.interval.position(at: t0.addingTimeInterval(26 * 60 + 1)).block.kind == .rest)
        #expect(state.interval.end(after: t0.addingTimeInterval(26 * 60 + 1)) == t0.addingTimeInterval(31 * 60))
        #expect(state.intervalPage.run.nudge?.text(at: now) == "+1 MIN")
        // In the break the wheel takes a minute from the break only.
        let inBreak = t0.addingTimeInterval(27 * 60)
        _ = state.handle(.mouse(MouseEvent(.wheel(.down), column: 1, row: 1)), at: inBreak)
        #expect(state.interval.end(after: inBreak) == t0.addingTimeInterval(30 * 60))
        #expect(state.interval.added == -60 && state.interval.index == 1)
    }

    @Test func nothingMovesUnlessABlockRuns() {
        var ready = state(.interval)
        let effects = ready.handle(.key(.character("+")), at: t0)
        #expect(effects.saves.isEmpty && ready.intervalPage.run.nudge == nil)
        var paused = running(600)
        paused.pause(at: t0.addingTimeInterval(10))
        #expect(paused.adjust(by: 60, at: t0.addingTimeInterval(20)) == 0)
    }
}
