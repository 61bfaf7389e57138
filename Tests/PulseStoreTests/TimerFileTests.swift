import Foundation
import PulseCore
import Testing

@testable import PulseStore

/// The timers' state files: a restart reads back the very instants stored, so a running
/// timer is where the clock says and a paused one at its value; a file that cannot be used
/// is said, and left byte for byte until the user changes the timer.
@Suite struct TimerFileTests {
    let started = Date(timeIntervalSince1970: 1_788_081_780.25)

    @Test func aRunningAndAPausedCountdownComeBackExactly() throws {
        let scratch = try Scratch()
        let file = CountdownFile(url: scratch.url.appendingPathComponent("state/pulse/countdown.json"))
        #expect(file.load() == .absent)
        let running = Countdown(length: 1500, endsAt: started.addingTimeInterval(1500))
        try file.save(running)
        #expect(CountdownFile(url: file.url).load() == .loaded(running))
        let paused = Countdown(length: 1500, pausedLeft: 612.5, announcedEnd: started)
        try file.save(paused)
        #expect(CountdownFile(url: file.url).load() == .loaded(paused))
    }

    @Test func anIntervalComesBackInItsBlockAndRound() throws {
        let scratch = try Scratch()
        let file = IntervalFile(url: scratch.url.appendingPathComponent("state/pulse/interval.json"))
        let plan = IntervalPlan(focusMinutes: 50, breakMinutes: 10, rounds: 3)
        let running = Interval(plan: plan, index: 3, startedAt: started)
        try file.save(running)
        #expect(IntervalFile(url: file.url).load() == .loaded(running))
        let later = started.addingTimeInterval(20 * 60)
        guard case .loaded(let read) = IntervalFile(url: file.url).load() else {
            Issue.record("not read back")
            return
        }
        #expect(read.position(at: later) == running.position(at: later), "the same block, round and time left")
    }

    @Test func aFileThatIsNotATimersIsSaidAndLeftAsItIs() throws {
        let scratch = try Scratch()
        let url = scratch.url.appendingPathComponent("countdown.json")
        let garbage = Data(#"{"version": 1, "endsAt": "tomorrow"}"#.utf8)
        try garbage.write(to: url)
        guard case .unreadable = CountdownFile(url: url).load() else {
            Issue.record("read as a countdown")
            return
        }
        #expect(try Data(contentsOf: url) == garbage, "never rewritten by reading")
        try Data("[1, 2]".utf8).write(to: url)
        #expect(IntervalFile(url: url).load() != .absent)
    }
}
