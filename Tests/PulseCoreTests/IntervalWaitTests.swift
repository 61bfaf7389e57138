import Foundation
import Testing

@testable import PulseCore

/// The Interval's long break, its endless rounds and the blocks that wait for the user:
/// a waiting block shows `READY` and starts at the double press that starts the timer.
@Suite struct IntervalWaitTests {
    let t0 = Date(timeIntervalSince1970: 1_788_081_810)

    func at(_ minutes: Double) -> Date { t0.addingTimeInterval(minutes * 60) }

    func started(_ plan: IntervalPlan) -> Interval {
        var interval = Interval(plan: plan)
        interval.toggle(at: t0)
        return interval
    }

    @Test func theDefaultsAreALongBreakOf15Every4RoundsAndAWaitBeforeFocus() {
        let plan = IntervalPlan()
        #expect(plan.longBreakMinutes == 15 && plan.longBreakEvery == 4 && plan.rounds == 4)
        #expect(plan.waitsBeforeFocus && !plan.waitsBeforeBreak)
    }

    @Test func everyNthBreakIsTheLongOne() {
        let plan = IntervalPlan(focusMinutes: 1, breakMinutes: 1, rounds: 4, longBreakMinutes: 2, longBreakEvery: 2)
        let kinds = (0...6).map { plan.block($0).kind }
        #expect(kinds == [.focus, .rest, .focus, .longRest, .focus, .rest, .focus])
        #expect(plan.block(3).length == 120 && plan.block(1).length == 60)
    }

    @Test func withoutWaitsTheRunGoesThroughTheLongBreakToDone() {
        let plan = IntervalPlan(
            focusMinutes: 1, breakMinutes: 1, rounds: 4, longBreakMinutes: 2, longBreakEvery: 2,
            waitsBeforeFocus: false)
        let interval = started(plan)
        var now = t0
        var ends: [TimerEnd.What] = []
        while let end = interval.end(after: now) {
            now = end
            if let last = interval.unannouncedEnd(at: now, on: .interval) { ends.append(last.what) }
        }
        #expect(ends == [.focus, .rest, .focus, .longRest, .focus, .rest, .focus])
        #expect(interval.phase(at: now) == .finished(at: at(8)), "1+1+1+2+1+1+1 minutes")
    }

    @Test func aBreakEndsAtReadyAndTheDoublePressStartsTheNextFocus() {
        var interval = started(IntervalPlan(focusMinutes: 25, breakMinutes: 5, rounds: 4))
        #expect(interval.phase(at: at(26)) == .running, "the break starts by itself")
        let waiting = interval.position(at: at(45))
        #expect(waiting.phase == .waiting(since: at(30)))
        #expect(waiting.block.kind == .focus && waiting.block.round == 2 && waiting.left == 1500)
        #expect(interval.end(after: at(45)) == nil && interval.nextChange(after: at(45)) == nil, "nothing to wake for")
        #expect(interval.isUnderWay(at: at(45)))
        let end = interval.unannouncedEnd(at: at(45), on: .interval)
        #expect(end?.what == .rest && end?.at == at(30) && end?.isDone == false, "the break's end is announced")
        interval.toggle(at: at(45))
        #expect(interval.position(at: at(45)).phase == .running)
        #expect(interval.end(after: at(45)) == at(70), "the focus runs whole from the press")
        #expect(interval.position(at: at(71)).block.kind == .rest)
    }

    @Test func aBreakMayWaitToo() {
        let plan = IntervalPlan(
            focusMinutes: 25, breakMinutes: 5, rounds: 2, waitsBeforeFocus: false, waitsBeforeBreak: true)
        var interval = started(plan)
        #expect(interval.phase(at: at(40)) == .waiting(since: at(25)))
        #expect(interval.position(at: at(40)).block.kind == .rest)
        #expect(interval.canSkip(at: at(40)), "a waiting break can be skipped")
        interval.skip(at: at(40))
        #expect(interval.position(at: at(40)).block.kind == .focus && interval.end(after: at(40)) == at(65))
    }

    @Test func endlessRoundsNeverFinish() {
        let plan = IntervalPlan(
            focusMinutes: 1, breakMinutes: 1, rounds: nil, longBreakMinutes: 1, waitsBeforeFocus: false)
        let interval = started(plan)
        let position = interval.position(at: at(1000.5))
        #expect(position.phase == .running && position.block.round == 501)
        #expect(interval.unannouncedEnd(at: at(1000.5), on: .interval)?.rounds == 0)
    }

    @Test func theTimerRowsAreTheTimersOwnDeclarations() {
        #expect(SettingsRow.rows(in: .timers) == TimerSetting.allCases.map(SettingsRow.timer))
        #expect(
            TimerSetting.allCases.map(\.name) == [
                "FOCUS", "BREAK", "LONG BREAK", "EVERY", "ROUNDS", "WAIT BEFORE FOCUS", "WAIT BEFORE BREAK",
                "BELL",
            ])
        let timers = TimerPreferences()
        #expect(
            TimerSetting.allCases.map { $0.detail(timers) } == [
                "25 MIN", "5 MIN", "15 MIN", "4 ROUNDS", "4", "ON", "OFF", "ONCE",
            ])
    }

    @Test func theRoundsRowGoesOnToEndlessAndBack() {
        var timers = TimerPreferences(plan: IntervalPlan(rounds: 8))
        timers = TimerSetting.rounds.stepped(timers)
        #expect(timers.plan.rounds == 12)
        timers = TimerSetting.rounds.stepped(timers)
        #expect(timers.plan.rounds == nil && TimerSetting.rounds.detail(timers) == "∞")
        timers = TimerSetting.rounds.stepped(timers)
        #expect(timers.plan.rounds == 1)
    }

    @Test func theNewRowsStepAndTurnOver() {
        var timers = TimerPreferences()
        for setting in [TimerSetting.longBreak, .longBreakEvery, .waitBeforeFocus, .waitBeforeBreak] {
            timers = setting.stepped(timers)
        }
        let plan = timers.plan
        #expect(plan.longBreakMinutes == 20 && plan.longBreakEvery == 5)
        #expect(!plan.waitsBeforeFocus && plan.waitsBeforeBreak)
    }
}
