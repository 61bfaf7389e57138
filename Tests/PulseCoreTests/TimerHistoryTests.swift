import Foundation
import Testing

@testable import PulseCore

/// What the history is given at each end, and what the Interval page reads from it: the
/// blocks run to their end (none paused, reset or skipped), today's count and focus time
/// since local midnight, and the focus blocks of each day.
@Suite struct TimerHistoryTests {
    let t0 = Date(timeIntervalSince1970: 1_788_081_810)

    func at(_ minutes: Double) -> Date { t0.addingTimeInterval(minutes * 60) }

    let plan = IntervalPlan(
        focusMinutes: 1, breakMinutes: 1, rounds: 4, longBreakMinutes: 2, longBreakEvery: 2, waitsBeforeFocus: false)

    @Test func aWholeRunGivesItsSevenBlocksInOrderWhateverTheWakes() {
        var interval = Interval(plan: plan)
        interval.toggle(at: t0)
        let all = interval.finishedBlocks(after: nil, through: at(60))
        #expect(all.map(\.kind) == [.focus, .rest, .focus, .longRest, .focus, .rest, .focus])
        #expect(all.map(\.length) == [60, 60, 60, 120, 60, 60, 60])
        #expect(all.last?.end == at(8) && all.first?.start == t0)
        // Seen at each end instead, each block is given once.
        var given: [FinishedBlock] = []
        var announced: Date?
        for minute in [1.0, 2, 3, 5, 6, 7, 8] {
            given += interval.finishedBlocks(after: announced, through: at(minute))
            announced = at(minute)
        }
        #expect(given == all)
        // Seen late, several ends at once, still each once.
        #expect(
            interval.finishedBlocks(after: nil, through: at(3.5))
                + interval.finishedBlocks(after: at(3), through: at(9))
                == all)
    }

    @Test func aBlockThatWaitsStopsTheWalkAndASkippedBreakIsNone() {
        var interval = Interval(plan: IntervalPlan(focusMinutes: 1, breakMinutes: 1, rounds: 2))
        interval.toggle(at: t0)
        #expect(interval.finishedBlocks(after: nil, through: at(30)).map(\.kind) == [.focus, .rest])
        var skipping = Interval(plan: plan)
        skipping.toggle(at: t0)
        skipping.skip(at: at(1.5))
        let blocks = skipping.finishedBlocks(after: at(1), through: at(10))
        #expect(blocks.first?.kind == .focus && blocks.first?.end == at(2.5), "the break skipped at 1.5 is not there")
    }

    @Test func aCountdownGivesItsEndOnceWithWhatWasAdded() {
        var countdown = Countdown(length: 600)
        countdown.start(at: t0)
        countdown.adjust(by: 60, at: at(1))
        #expect(countdown.finishedBlocks(after: nil, through: at(10)).isEmpty, "not ended yet")
        let blocks = countdown.finishedBlocks(after: nil, through: at(12))
        #expect(blocks == [FinishedBlock(kind: .countdown, end: at(11), length: 660)])
        #expect(countdown.finishedBlocks(after: at(11), through: at(12)).isEmpty, "already given")
    }

    @Test func todayCountsFocusSinceLocalMidnightInTheZone() {
        // 2026-08-30 22:30 UTC is 00:30 on the 31st in Berlin: yesterday's blocks do not count there.
        let zone = FixedOffset(seconds: 7200)
        let now = Date(timeIntervalSince1970: 1_788_129_000)
        let history = TimerHistory([
            FinishedBlock(kind: .focus, end: now.addingTimeInterval(-3600), length: 1500),
            FinishedBlock(kind: .focus, end: now.addingTimeInterval(-600), length: 1500),
            FinishedBlock(kind: .rest, end: now.addingTimeInterval(-300), length: 300),
            FinishedBlock(kind: .countdown, end: now.addingTimeInterval(-200), length: 300),
            FinishedBlock(kind: .focus, end: now.addingTimeInterval(-60), length: 2700),
        ])
        #expect(history.todayLine(at: now, in: zone) == "TODAY 2 \u{00B7} 1:10")
        #expect(history.todayLine(at: now, in: FixedOffset(seconds: 0)) == "TODAY 3 \u{00B7} 1:35")
        #expect(TimerHistory().todayLine(at: now, in: zone) == "TODAY 0 \u{00B7} 0:00")
        #expect(history.countsByDay(until: now, in: zone) == ["2026-08-30": 1, "2026-08-31": 2])
    }

    /// The demo shows three focus blocks today at any hour: just after midnight they are
    /// shorter ones since midnight, not the last hours' (which would be yesterday's).
    @Test func theDemoHasThreeBlocksTodayAtAnyHour() {
        let zone = FixedOffset(seconds: 7200)
        let midnight = Date(timeIntervalSince1970: 1_788_127_200)  // 2026-08-31 00:00 in the zone
        let expected: [(TimeInterval, String)] = [
            (600.0, "TODAY 3 \u{00B7} 0:07"), (3600, "TODAY 3 \u{00B7} 0:45"), (4 * 3600, "TODAY 3 \u{00B7} 1:15"),
            (86_399, "TODAY 3 \u{00B7} 1:15"),
        ]
        for (after, line) in expected {
            let now = midnight.addingTimeInterval(after)
            let history = DemoContent.focusHistory(at: now, zone: zone)
            #expect(history.todayLine(at: now, in: zone) == line, "\(after) s after midnight")
        }
    }

    /// Lines written under a clock set years ahead, before today's, leave today's in: the
    /// last written are kept, not the latest ending.
    @Test func blocksFromAClockSetAheadDoNotPushOutTheRealOnes() {
        let now = Date(timeIntervalSince1970: 1_788_129_000)
        let ahead = (0..<TimerHistory.kept).map {
            FinishedBlock(kind: .focus, end: now.addingTimeInterval(1e8 + Double($0)), length: 60)
        }
        let history = TimerHistory(
            ahead + [FinishedBlock(kind: .focus, end: now.addingTimeInterval(-60), length: 1500)])
        #expect(history.todayLine(at: now, in: FixedOffset(seconds: 0)) == "TODAY 1 \u{00B7} 0:25")
        #expect(history.focus.count == TimerHistory.kept)
    }
}
