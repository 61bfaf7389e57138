import Foundation
import PulseApp
import PulseCore
import Testing

@testable import PulseStore

/// A timer's end is claimed under the directory's lock against the stored file: of two
/// Pulses the first claim is written, the second refused, and so is a claim of an end the
/// other Pulse paused or reset meanwhile.
@Suite struct TimerClaimTests {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("pulse-claim-\(UUID().uuidString)")
    let end = Date(timeIntervalSince1970: 1_790_000_000)

    @Test func aCountdownEndIsClaimedOnce() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = CountdownFile(url: directory.appendingPathComponent("countdown.json"))
        var running = Countdown(length: 60, endsAt: end)
        try file.save(running)
        running.announcedEnd = end
        #expect(try file.claim(running) != nil, "the first claim is written")
        #expect(try file.claim(running) == nil, "the second is refused")
        #expect(file.load() == .loaded(running))
    }

    /// An end at an instant made at run time, whose seconds from 1970 and from 2001 do not
    /// both round exactly, is the same end once stored and read back: still claimed.
    @Test func anEndAtAFractionOfASecondIsClaimed() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = CountdownFile(url: directory.appendingPathComponent("countdown.json"))
        var claimed = 0
        for step in 1...50 {
            let at = Date(timeIntervalSinceReferenceDate: 786_000_000.123_456_7 + Double(step) * 0.013_3)
            var running = Countdown(length: 60, endsAt: at)
            try file.save(running)
            running.announcedEnd = at
            if try file.claim(running) != nil { claimed += 1 }
        }
        #expect(claimed == 50)
    }

    @Test func aCountdownPausedMeanwhileIsNotClaimed() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = CountdownFile(url: directory.appendingPathComponent("countdown.json"))
        let paused = Countdown(length: 60, pausedLeft: 20)
        try file.save(paused)
        #expect(try file.claim(Countdown(length: 60, endsAt: end, announcedEnd: end)) == nil)
        #expect(file.load() == .loaded(paused), "the pause stands")
    }

    @Test func anIntervalEndIsClaimedOnceAndALaterOneAgain() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = IntervalFile(url: directory.appendingPathComponent("interval.json"))
        let start = end.addingTimeInterval(-1500)
        try file.save(Interval(index: 0, startedAt: start))
        #expect(try file.claim(Interval(index: 0, startedAt: start, announcedEnd: end)) != nil)
        #expect(try file.claim(Interval(index: 0, startedAt: start, announcedEnd: end)) == nil, "the same end")
        let next = end.addingTimeInterval(300)
        #expect(try file.claim(Interval(index: 0, startedAt: start, announcedEnd: next)) != nil, "the next end")
        #expect(try file.claim(Interval(index: 0, startedAt: next, announcedEnd: next)) == nil, "another run")
    }
}

/// The store's answer to a claim, as the state hears it: written once, then superseded.
@Suite struct StoredTimerClaimTests {
    @Test func theSecondClaimOfOneEndIsSupersededAndWritesNothing() throws {
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("pulse-claim-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: home) }
        let environment = ["HOME": home.path, "XDG_STATE_HOME": home.path, "XDG_CONFIG_HOME": home.path]
        let end = Date(timeIntervalSince1970: 1_790_000_000)
        var running = Countdown(length: 60, endsAt: end)
        let first = StoredFiles(environment: environment), second = StoredFiles(environment: environment)
        #expect(first.perform(Save(.timer(.countdown(running)), origin: .countdown)) == .written)
        running.announcedEnd = end
        let end0 = TimerEnd(page: .countdown, what: .countdown, isDone: true, at: end)
        let claim = Save(.timer(.countdown(running)), origin: .countdown, then: .announce(end0, seenAt: end))
        #expect(first.perform(claim) == .written, "the first Pulse's claim is written")
        #expect(second.perform(claim) == .superseded, "the second's is refused")
    }
}
