import Foundation
import PulseApp
import PulseCore
import Testing

@testable import PulseStore

/// The timers' history: one line a block with its kind, its start and end as ISO 8601 with
/// the local offset and its length; each block once; a torn last line skipped when read
/// and cut away by the next append; appended by the claim of an end, once of two Pulses.
@Suite struct HistoryFileTests {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("pulse-history-\(UUID().uuidString)")
    let end = Date(timeIntervalSince1970: 1_790_000_000)
    var file: HistoryFile { HistoryFile(url: directory.appendingPathComponent("history.jsonl")) }

    func text() -> String { (try? String(contentsOf: file.url, encoding: .utf8)) ?? "" }

    @Test func aBlockIsOneLineWithItsOffsetAndIsReadBack() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let block = FinishedBlock(kind: .longRest, end: end.addingTimeInterval(0.7), length: 900)
        try file.append([block], in: FixedZone(seconds: 3600))
        #expect(
            text()
                == #"{"kind":"long-break","start":"2026-09-21T14:58:20+01:00","end":"2026-09-21T15:13:20+01:00","#
                + #""length":900}"# + "\n")
        #expect(file.read() == [FinishedBlock(kind: .longRest, end: end, length: 900)])
        let mode = try FileManager.default.attributesOfItem(atPath: file.url.path)[.posixPermissions] as? Int
        #expect(mode == 0o600)
        try file.append([FinishedBlock(kind: .focus, end: end, length: 1500)], in: FixedZone(seconds: -16200))
        #expect(text().hasSuffix(#""end":"2026-09-21T09:43:20-04:30","length":1500}"# + "\n"))
    }

    @Test func aBlockAlreadyWrittenIsNotWrittenAgain() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let first = FinishedBlock(kind: .focus, end: end, length: 1500)
        let second = FinishedBlock(kind: .rest, end: end.addingTimeInterval(300), length: 300)
        try file.append([first], in: FixedZone(seconds: 0))
        try file.append([first, second], in: FixedZone(seconds: 0))
        try file.append([first, second], in: FixedZone(seconds: 0))
        #expect(file.read() == [first, second])
        #expect(text().split(separator: "\n").count == 2)
    }

    @Test func aTornLastLineIsSkippedThenCutAwayByTheNextAppend() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let first = FinishedBlock(kind: .focus, end: end, length: 1500)
        try file.append([first], in: FixedZone(seconds: 0))
        let torn = text() + #"{"kind":"break","start":"2026-09-21T14:5"#
        try Data(torn.utf8).write(to: file.url)
        #expect(file.read() == [first], "the torn line is skipped")
        let next = FinishedBlock(kind: .rest, end: end.addingTimeInterval(300), length: 300)
        try file.append([next], in: FixedZone(seconds: 0))
        #expect(file.read() == [first, next])
        #expect(text().split(separator: "\n").count == 2, "the torn part is gone")
        #expect(text().hasSuffix("}\n"))
    }

    @Test func linesThatAreNotBlocksAreSkipped() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let lines = [
            "not json", #"{"kind":"nap","end":"2026-09-21T14:13:20Z","length":60}"#,
            #"{"kind":"focus","end":"2026-09-21T14:13:20","length":60}"#,
            #"{"kind":"focus","end":"2026-09-21T14:13:20Z","length":-1}"#,
            #"{"kind":"focus","end":"2026-09-21T14:13:20Z","length":1e300}"#,
            #"{"kind":"focus","end":"2026-09-21T14:13:20Z","length":108001}"#,
            #"{"kind":"focus","start":"x","end":"2026-09-21T14:13:20Z","length":60,"note":"kept"}"#, "",
        ]
        try Data(lines.joined(separator: "\n").utf8).write(to: file.url)
        #expect(file.read() == [FinishedBlock(kind: .focus, end: end, length: 60)])
    }

    /// Two Pulses on the same files claim each end of an interval: the history holds each
    /// block once, and a claim that comes late with several ends adds only the new ones.
    @Test func twoPulsesClaimingTheSameEndsWriteEachBlockOnce() throws {
        let home = directory
        defer { try? FileManager.default.removeItem(at: home) }
        let environment = ["HOME": home.path, "XDG_STATE_HOME": home.path, "XDG_CONFIG_HOME": home.path, "TZ": "UTC"]
        let plan = IntervalPlan(
            focusMinutes: 1, breakMinutes: 1, rounds: 4, longBreakMinutes: 2, longBreakEvery: 2,
            waitsBeforeFocus: false)
        let start = end
        var interval = Interval(plan: plan)
        interval.toggle(at: start)
        let first = StoredFiles(environment: environment), second = StoredFiles(environment: environment)
        #expect(first.perform(Save(.timer(.interval(interval)), origin: .interval)) == .written)
        func claim(_ files: StoredFiles, atMinute minute: Double) -> SaveOutcome {
            let now = start.addingTimeInterval(minute * 60)
            var seen = interval
            guard let ended = seen.unannouncedEnd(at: now, on: .interval) else { return .failed }
            seen.announcedEnd = ended.at
            return files.perform(
                Save(.timer(.interval(seen)), origin: .interval, then: .announce(ended, seenAt: now)))
        }
        #expect(claim(first, atMinute: 1) == .written)
        #expect(claim(second, atMinute: 1) == .superseded)
        #expect(claim(second, atMinute: 3.5) == .written, "two ends at once, the first already written")
        #expect(claim(first, atMinute: 3.5) == .superseded)
        #expect(claim(first, atMinute: 9) == .written)
        let history = HistoryFile(in: XDGPaths(environment: environment))
        #expect(history.read().map(\.kind) == [.focus, .rest, .focus, .longRest, .focus, .rest, .focus])
        #expect(second.takeHistory()?.focus.count == 4, "the other Pulse reads what was appended")
    }
}

/// A zone a fixed number of seconds east of UTC.
private struct FixedZone: CivilZone {
    let seconds: Int
    func secondsFromGMT(for instant: Date) -> Int { seconds }
}
