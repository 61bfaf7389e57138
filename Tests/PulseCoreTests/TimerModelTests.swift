import Foundation
import Testing

@testable import PulseCore

/// The one model both timers share: a countdown of a minute and an interval of one
/// minute-long block walk the same phases through the same presses, with the same
/// readout, end, wake-ups and unannounced end, read once in `TimerModel`.
@Suite struct TimerModelTests {
    let t0 = Date(timeIntervalSince1970: 1_788_081_810)

    func at(_ seconds: TimeInterval) -> Date { t0.addingTimeInterval(seconds) }

    @Test func aCountdownWalksThePhases() {
        walk(Countdown(length: 60), page: .countdown, what: .countdown)
    }

    @Test func anIntervalOfOneBlockWalksThemAlike() {
        walk(Interval(plan: IntervalPlan(focusMinutes: 1, breakMinutes: 1, rounds: 1)), page: .interval, what: .focus)
    }

    /// Ready, running, paused, running again, finished, and started anew from finished.
    func walk<Timer: TimerModel>(_ ready: Timer, page: Page, what: TimerEnd.What) {
        var timer = ready
        #expect(timer.phase(at: t0) == .ready && !timer.isUnderWay(at: t0))
        #expect(timer.readout(at: t0) == "1:00" && timer.end(after: t0) == nil && timer.nextChange(after: t0) == nil)
        #expect(timer.nextFillRow(after: t0, rows: 48) == nil, "nothing fills before a start")

        timer.toggle(at: t0)
        #expect(timer.isRunning(at: at(10)) && timer.end(after: at(10)) == at(60))
        #expect(timer.readout(at: at(10)) == "0:50" && timer.nextChange(after: at(10)) == at(11))
        #expect(timer.moment(at: at(10)).running?.start == t0 && timer.moment(at: at(10)).elapsed == 10)
        #expect(timer.nextFillRow(after: at(10), rows: 6) == at(20), "a row every tenth of the block")

        timer.toggle(at: at(20))
        #expect(timer.phase(at: at(500)) == .paused && timer.isUnderWay(at: at(500)))
        #expect(timer.readout(at: at(500)) == "0:40" && timer.end(after: at(500)) == nil)

        timer.toggle(at: at(100))
        #expect(timer.end(after: at(100)) == at(140))
        #expect(timer.unannouncedEnd(at: at(139), on: page) == nil, "no end before it comes")

        let finished = timer.phase(at: at(150))
        #expect(finished == .finished(at: at(140)) && !finished.isUnderWay && finished.isFinished)
        #expect(timer.readout(at: at(150)) == "0:00" && timer.nextChange(after: at(150)) == nil)
        let end = timer.unannouncedEnd(at: at(150), on: page)
        #expect(end == TimerEnd(page: page, what: what, isDone: true, at: at(140)))
        timer.announcedEnd = end?.at
        #expect(timer.unannouncedEnd(at: at(150), on: page) == nil, "an end is announced once")

        timer.toggle(at: at(200))
        #expect(timer.isRunning(at: at(200)) && timer.end(after: at(200)) == at(260), "a finished timer starts anew")
    }
}
