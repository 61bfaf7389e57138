import Foundation
import Testing

/// The Interval's long break and its waits, through the binary on a clock sixty times
/// fast (a minute a second): the blocks run in the plan's order to `DONE`, and a focus
/// block that waits stops at `READY` until the double press.
@Suite(.serialized) struct IntervalPlanEndToEndTests {
    let binary: String

    init() throws {
        binary = try pulseBinary()
    }

    /// A script that records each end's block and whether it was the last, one line a run,
    /// in the file `ran` beside it.
    func recorder() throws -> URL {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "pulse-plan-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let script = directory.appendingPathComponent("record.sh")
        let body = "#!/bin/sh\necho \"$PULSE_BLOCK $PULSE_ROUND $PULSE_DONE\" >> \"$(dirname \"$0\")/ran\"\n"
        try Data(body.utf8).write(to: script)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: script.path)
        return script
    }

    func lines(_ url: URL) -> [String] {
        ((try? String(contentsOf: url, encoding: .utf8)) ?? "").split(separator: "\n").map(String.init)
    }

    /// Pulse on the Interval page on a clock sixty times fast, started once its settings
    /// file holds `preferences`, and the file each end's block is recorded in.
    func intervalPane(preferences: String) throws -> (TmuxPane, ran: URL) {
        let script = try recorder()
        let pane = try TmuxPane.pulse(
            binary, arguments: "--page interval --on-finish \(script.path)", wrapper: TmuxPane.heldWrapper(),
            environment: ["PULSE_TIME_SCALE": "60"])
        let directory = pane.directory.appendingPathComponent("config/pulse")
        try FileManager.default.createDirectory(
            at: directory, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        try Data(preferences.utf8).write(to: directory.appendingPathComponent("preferences.json"))
        pane.release()
        return (pane, script.deletingLastPathComponent().appendingPathComponent("ran"))
    }

    /// 1-minute focus, 1-minute break, a long break of 2 every 2 rounds, 4 rounds: the
    /// ends come focus, break, focus, long break, focus, break, focus, the last one done.
    @Test func withoutWaitsTheRunGoesThroughTheLongBreakToDone() throws {
        let (pane, ran) = try intervalPane(
            preferences:
                #"""
                {"interval.focusMinutes": 1, "interval.breakMinutes": 1, "interval.longBreakMinutes": 2,
                 "interval.longBreakEvery": 2, "interval.rounds": 4, "interval.waitBeforeFocus": false,
                 "interval.waitBeforeBreak": false}
                """#)
        defer { try? FileManager.default.removeItem(at: ran.deletingLastPathComponent()) }
        #expect(try pane.waitUntil { squeezed($0).contains("FOCUS1/4") })
        try pane.keys("Space", "Space")
        // Eight minutes of its clock are eight real seconds: the wait leaves room for a loaded machine.
        #expect(
            try pane.waitUntil(timeout: 30) { squeezed($0).contains("ENDED") }, "done after eight minutes of its clock")
        #expect(try pane.waitUntil { _ in lines(ran).count == 7 })
        try pane.keys("q")
        #expect(try pane.waitForExit())
        #expect(
            lines(ran) == [
                "focus 1 0", "break 1 0", "focus 2 0", "long-break 2 0", "focus 3 0", "break 3 0", "focus 4 1",
            ])
        // The history holds exactly those seven blocks, and today counts the four focus blocks.
        let history = pane.directory.appendingPathComponent("state/pulse/history.jsonl")
        let blocks = lines(history).map { line in
            ((try? JSONSerialization.jsonObject(with: Data(line.utf8))) as? [String: Any]) ?? [:]
        }
        #expect(
            blocks.map { $0["kind"] as? String } == [
                "focus", "break", "focus", "long-break", "focus", "break", "focus",
            ])
        // Read just after the last end (the ends are on the fast clock): today is that end's
        // day, and counts the focus blocks that ended on it.
        let last = try #require(blocks.last?["end"] as? String)
        let today = blocks.filter {
            ($0["end"] as? String)?.prefix(10) == last.prefix(10) && $0["kind"] as? String == "focus"
        }
        let snapshot = try run(
            binary, ["snapshot", "interval", "--format", "text", "--at", last], environment: pane.pulseEnvironment)
        #expect(
            snapshot.standardOutput.contains("TODAY \(today.count) \u{00B7} 0:0\(today.count)\n"),
            "\(snapshot.standardOutput)")
    }

    /// With `WAIT BEFORE FOCUS` on (the default), the break ends at `READY` and nothing runs
    /// until the double press, which starts the next focus block.
    @Test func aFocusThatWaitsStopsAtReadyUntilADoublePress() throws {
        let (pane, ran) = try intervalPane(
            preferences:
                #"{"interval.focusMinutes": 1, "interval.breakMinutes": 1, "interval.rounds": 2}"#)
        defer { try? FileManager.default.removeItem(at: ran.deletingLastPathComponent()) }
        #expect(try pane.waitUntil { squeezed($0).contains("FOCUS1/2") })
        try pane.keys("Space", "Space")
        #expect(try pane.waitUntil { squeezed($0).contains("READY,FOCUS2/2") }, "the break ends at READY")
        #expect(try pane.waitUntil { _ in lines(ran) == ["focus 1 0", "break 1 0"] })
        // The stored run, read an hour later, still waits: nothing starts it but the press.
        let later = Date().addingTimeInterval(3600).ISO8601Format()
        let snapshot = try run(
            binary, ["snapshot", "interval", "--format", "text", "--at", later], environment: pane.pulseEnvironment)
        #expect(snapshot.standardOutput.hasPrefix("READY, FOCUS 2/2\n1:00\n"), "\(snapshot.standardOutput)")
        try pane.keys("Space", "Space")
        #expect(try pane.waitUntil { squeezed($0).contains("FOCUS2/2") && !squeezed($0).contains("READY") })
        #expect(try pane.waitUntil { squeezed($0).contains("ENDED") })
        #expect(try pane.waitUntil { _ in lines(ran) == ["focus 1 0", "break 1 0", "focus 2 1"] })
        try pane.keys("q")
        #expect(try pane.waitForExit())
    }
}
