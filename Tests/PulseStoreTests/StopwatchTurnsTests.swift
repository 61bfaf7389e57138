import Foundation
import PulseCore
import PulseTestSupport
import Testing

@testable import PulseStore

/// Two Pulses, one stopwatch: a start, stop or reset is applied to the stopwatch as stored,
/// read under the directory's lock, so neither undoes the other's; the file's identity
/// tells each that the other changed it.
@Suite struct StopwatchTurnsTests {
    let t0 = Date(timeIntervalSince1970: 1_788_081_810)
    let scratch: Scratch
    let url: URL

    init() throws {
        scratch = try Scratch()
        url = scratch.url.appendingPathComponent("state/pulse/stopwatch.json")
    }

    /// Another Pulse on the same file: the file is all the two share.
    var first: StopwatchFile { StopwatchFile(url: url) }
    var second: StopwatchFile { StopwatchFile(url: url) }

    @Test func aStartWhereTheOtherAlreadyStartedKeepsTheEarlierStart() throws {
        _ = try first.apply(.start(at: t0))
        // The second still shows a stopped zero when its person starts it.
        let result = try second.apply(.start(at: t0 + 30))
        #expect(result.stopwatch == Stopwatch(startedAt: t0, accumulated: 0))
        #expect(first.load() == .loaded(Stopwatch(startedAt: t0, accumulated: 0)))
    }

    @Test func aStopWhereTheOtherAlreadyStoppedKeepsThatStop() throws {
        _ = try first.apply(.start(at: t0))
        #expect(try first.apply(.stop(at: t0 + 10)).stopwatch == Stopwatch(accumulated: 10))
        // The second still shows it running and stops it later: the first stop stands.
        #expect(try second.apply(.stop(at: t0 + 25)).stopwatch == Stopwatch(accumulated: 10))
        #expect(second.load() == .loaded(Stopwatch(accumulated: 10)))
    }

    @Test func aStopAppliesToTheStoredRunNotToWhatThisPulseLastSaw() throws {
        _ = try first.apply(.start(at: t0))
        _ = try first.apply(.stop(at: t0 + 10))
        _ = try first.apply(.start(at: t0 + 100))
        // The second saw none of that; its person stops what is running.
        #expect(try second.apply(.stop(at: t0 + 105)).stopwatch == Stopwatch(accumulated: 15))
    }

    @Test func aResetIsAStoppedZeroWhateverWasStored() throws {
        _ = try first.apply(.start(at: t0))
        #expect(try second.apply(.reset).stopwatch == Stopwatch())
        #expect(first.load() == .loaded(Stopwatch()))
    }

    @Test func anUnusableFileCountsAsAStoppedZeroAndIsReplaced() throws {
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("garbage".utf8).write(to: url)
        #expect(try first.apply(.start(at: t0)).stopwatch == Stopwatch(startedAt: t0))
        #expect(first.load() == .loaded(Stopwatch(startedAt: t0)))
    }

    @Test func aHeldLockIsNotWaitedForAndNothingIsWritten() throws {
        _ = try first.apply(.start(at: t0))
        let before = try Data(contentsOf: url)
        let directory = url.deletingLastPathComponent()
        let holder = open(directory.path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        #expect(holder >= 0 && flock(holder, LOCK_EX | LOCK_NB) == 0)
        #expect(throws: FileWriteError.busy(directory)) { try second.apply(.stop(at: t0 + 5)) }
        #expect(try Data(contentsOf: url) == before)
        close(holder)
        #expect(try second.apply(.stop(at: t0 + 5)).stopwatch == Stopwatch(accumulated: 5))
    }

    @Test func theIdentityTellsEachPulseWhenTheOtherChangedTheFile() throws {
        #expect(first.identity == nil, "no file yet")
        let mine = try first.apply(.start(at: t0))
        #expect(first.identity == mine.identity, "its own save is no news")
        let read = first.loadFollowing()
        #expect(read.identity == mine.identity && read.stopwatch == .loaded(mine.stopwatch))
        // The other stops it: the first sees a different file and reads it again.
        let theirs = try second.apply(.stop(at: t0 + 7))
        #expect(first.identity != mine.identity)
        #expect(first.identity == theirs.identity)
        #expect(first.loadFollowing().stopwatch == .loaded(Stopwatch(accumulated: 7)))
        // A change that changes nothing still writes, and still tells.
        let again = try second.apply(.stop(at: t0 + 9))
        #expect(again.identity != theirs.identity)
    }

    @Test func anEditInPlaceChangesTheIdentityToo() throws {
        let mine = try first.apply(.start(at: t0))
        let handle = try FileHandle(forWritingTo: url)
        try handle.truncate(atOffset: 0)
        try handle.write(contentsOf: Data(#"{"accumulated":3,"startedAt":null,"version":1}"#.utf8))
        try handle.close()
        #expect(first.identity != mine.identity)
    }

    @Test func twoPulsesTakingTurnsLoseNoChange() throws {
        // The first only starts, at even seconds after t0; the second only stops, at odd
        // seconds after all of those. With turns, each stop the second makes either finds it
        // stopped (its total stays) or ends a run the first started: its total grows by its
        // stop's instant minus one of the first's starts. A stop undone by a stale write and
        // made again would grow it by the time between two of the second's own stops.
        let file = StopwatchFile(url: url)
        let t0 = self.t0
        let totals = StopTotals()
        let group = DispatchGroup()
        for writer in 0..<2 {
            DispatchQueue.global().async(group: group) {
                for round in 0..<150 {
                    let change: StopwatchChange =
                        writer == 0 ? .start(at: t0 + Double(2 * round)) : .stop(at: t0 + Double(1001 + 2 * round))
                    while true {
                        do {
                            let result = try file.apply(change)
                            if writer == 1 { totals.record(result.stopwatch.accumulated, stoppedAt: 1001 + 2 * round) }
                            break
                        } catch let error as FileWriteError where error.isBusy {
                            usleep(100)
                        } catch {
                            Issue.record("\(error)")
                            return
                        }
                    }
                }
            }
        }
        group.wait()
        let starts = Set((0..<150).map { 2 * $0 })
        #expect(totals.unexplained(by: starts) == [], "every growth is a run the first started")
        guard case .loaded(let final) = file.load() else {
            Issue.record("the file is not a stopwatch")
            return
        }
        #expect(final.accumulated == totals.last, "the starts since kept the total")
    }
}

/// The totals the stopping writer saw, in its own order, with the second of each stop.
final class StopTotals: @unchecked Sendable {
    private let lock = NSLock()
    private var seen: [(total: Double, second: Int)] = []
    var last: Double { lock.withLock { seen.last?.total ?? 0 } }

    func record(_ total: Double, stoppedAt second: Int) { lock.withLock { seen.append((total, second)) } }

    /// The stops whose total fell, or grew by anything but their second minus a start's.
    func unexplained(by starts: Set<Int>) -> [Int] {
        lock.withLock {
            var previous = 0.0
            var odd: [Int] = []
            for (total, second) in seen {
                defer { previous = total }
                guard total != previous else { continue }
                let growth = total - previous
                guard growth > 0, growth == growth.rounded(), starts.contains(second - Int(growth)) else {
                    odd.append(second)
                    continue
                }
            }
            return odd
        }
    }
}
