import Foundation
import Testing

@testable import PulseCore

/// The Interval's engine with injected instants: every block in order with no break after
/// the last round, skip only in a break, pause and resume, restarts and clock jumps.
@Suite struct IntervalTests {
    let t0 = Date(timeIntervalSince1970: 1_788_081_810)
    // Every block starts by itself here: the walk through the blocks is what is tested;
    // the waits have their own suite (`IntervalWaitTests`).
    let plan = IntervalPlan(focusMinutes: 25, breakMinutes: 5, rounds: 4, waitsBeforeFocus: false)

    func started() -> Interval {
        var interval = Interval(plan: plan)
        interval.toggle(at: t0)
        return interval
    }

    func at(_ minutes: Double) -> Date { t0.addingTimeInterval(minutes * 60) }

    @Test func itGoesThroughEveryBlockAndNeverBreaksAfterTheLastRound() {
        let interval = started()
        let expected: [(Double, IntervalPlan.Kind, Int)] = [
            (0, .focus, 1), (25, .rest, 1), (30, .focus, 2), (55, .rest, 2), (60, .focus, 3), (85, .rest, 3),
            (90, .focus, 4),
        ]
        for (minute, kind, round) in expected {
            let position = interval.position(at: at(minute))
            #expect(position.phase == .running && position.block.kind == kind && position.block.round == round)
            #expect(position.elapsed == 0, "block \(kind) \(round) starts at minute \(minute)")
        }
        #expect(interval.position(at: at(114.99)).block == IntervalPlan.Block(kind: .focus, round: 4, length: 1500))
        #expect(interval.position(at: at(115)).phase == .finished(at: at(115)), "no break after the fourth focus")
        #expect(interval.position(at: at(120)).phase == .finished(at: at(115)))
        #expect(interval.end(after: at(115)) == nil && interval.nextChange(after: at(115)) == nil)
    }

    @Test func eachBlockEndIsSeenOnceInOrder() {
        let interval = started()
        var now = t0
        var ends: [(Double, IntervalPlan.Kind, Bool)] = []
        while let end = interval.end(after: now) {
            now = end
            let last = interval.lastEnd(at: now)
            #expect(last?.at == end)
            if let last { ends.append((end.timeIntervalSince(t0) / 60, last.block.kind, last.isLast)) }
        }
        #expect(ends.map(\.0) == [25, 30, 55, 60, 85, 90, 115])
        #expect(ends.map(\.1) == [.focus, .rest, .focus, .rest, .focus, .rest, .focus])
        #expect(ends.map(\.2) == [false, false, false, false, false, false, true])
    }

    @Test func skipWorksOnlyDuringABreak() {
        var interval = started()
        let inFocus = interval.skip(at: at(10))
        #expect(!inFocus, "focus cannot be skipped")
        #expect(interval == started())
        #expect(!interval.canSkip(at: at(10)) && interval.canSkip(at: at(27)))
        let inBreak = interval.skip(at: at(27))
        #expect(inBreak)
        let position = interval.position(at: at(27))
        #expect(position.block.kind == .focus && position.block.round == 2 && position.elapsed == 0)
        #expect(interval.end(after: at(27)) == at(52), "the next focus runs whole from the skip")
        #expect(interval.lastEnd(at: at(28)) == nil, "a skipped break is no end")
        #expect(!Interval(plan: plan).canSkip(at: t0))
        #expect(!started().canSkip(at: at(200)))
    }

    @Test func aPausedBreakSkipsToAPausedFocus() {
        var interval = started()
        interval.toggle(at: at(26))
        #expect(interval.position(at: at(40)).phase == .paused)
        let skipped = interval.skip(at: at(40))
        #expect(skipped)
        let position = interval.position(at: at(99))
        #expect(position.phase == .paused && position.block.kind == .focus && position.block.round == 2)
        #expect(interval.readout(at: at(99)) == "25:00")
    }

    @Test func pauseHoldsAndResumeGoesOnInTheSameBlock() {
        var interval = started()
        interval.toggle(at: at(62))
        #expect(interval.readout(at: at(500)) == "23:00")
        #expect(interval.position(at: at(500)).block.round == 3)
        interval.toggle(at: at(500))
        #expect(interval.readout(at: at(501)) == "22:00")
        #expect(interval.position(at: at(523)).block.kind == .rest)
        #expect(interval.lastEnd(at: at(523))?.at == at(523), "the first end since the resume")
    }

    @Test func aRestartFindsTheRightBlockAndRound() {
        let running = started()
        let reread = Interval(
            plan: running.plan, index: running.index, startedAt: running.startedAt,
            pausedElapsed: running.pausedElapsed)
        let position = reread.position(at: at(62))
        #expect(position.block.kind == .focus && position.block.round == 3)
        #expect(reread.readout(at: at(62)) == "23:00")
        #expect(reread.position(at: at(300)).phase == .finished(at: at(115)), "and after the end, when it ended")
    }

    @Test func aClockSetBackBeforeTheBlockHoldsItAtItsStart() {
        let interval = started()
        let position = interval.position(at: t0.addingTimeInterval(-3600))
        #expect(position.phase == .running && position.elapsed == 0 && position.block.round == 1)
        #expect(interval.readout(at: t0.addingTimeInterval(-3600)) == "25:00")
        #expect(interval.end(after: t0.addingTimeInterval(-3600)) == at(25), "the block ends when it was to")
    }

    @Test func oneRoundIsOneFocusBlock() {
        var interval = Interval(plan: IntervalPlan(focusMinutes: 1, breakMinutes: 1, rounds: 1))
        interval.toggle(at: t0)
        #expect(interval.position(at: at(1)).phase == .finished(at: at(1)))
    }

    @Test func resetGoesBackToTheFirstBlockOfThePlanGiven() {
        var interval = started()
        interval.reset(to: IntervalPlan(focusMinutes: 50, breakMinutes: 10, rounds: 2))
        #expect(interval.isReady && interval.readout(at: t0) == "50:00")
        #expect(interval.plan.lastIndex == 2)
    }

    @Test func plansStayInTheirRanges() {
        let wild = IntervalPlan(focusMinutes: 0, breakMinutes: 999, rounds: 40)
        #expect(wild.focusMinutes == 1 && wild.breakMinutes == 60 && wild.rounds == 12)
        #expect(Interval(plan: plan, index: 99).index == 6)
    }
}
