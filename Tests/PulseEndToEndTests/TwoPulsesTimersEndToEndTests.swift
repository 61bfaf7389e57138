import Foundation
import Testing

/// Two Pulses on the same state directory share the countdown and the interval as they
/// share the stopwatch: an end is announced by one of them only (one bell, one run of the
/// command), and a start, pause or reset made in one shows in the other without a key.
@Suite(.serialized) struct TwoPulsesTimersEndToEndTests {
    let binary: String

    init() throws {
        binary = try pulseBinary()
    }

    /// A script that records each run as a line of `PULSE_ENDED_AT` in `ran` beside it.
    func recorder() throws -> URL {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "pulse-record-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let script = directory.appendingPathComponent("record.sh")
        try Data("#!/bin/sh\necho \"$PULSE_ENDED_AT\" >> \"$(dirname \"$0\")/ran\"\n".utf8).write(to: script)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: script.path)
        return script
    }

    /// Writes a countdown into `state`'s Pulse directory: `json` is its object's fields.
    func storeCountdown(_ json: String, in state: URL) throws {
        let directory = state.appendingPathComponent("pulse")
        try FileManager.default.createDirectory(
            at: directory, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        try Data(#"{"version": 1, \#(json)}"#.utf8).write(to: directory.appendingPathComponent("countdown.json"))
    }

    func storedCountdown(_ state: URL) -> [String: Any]? {
        let url = state.appendingPathComponent("pulse/countdown.json")
        guard let data = FileManager.default.contents(atPath: url.path) else { return nil }
        return (try? JSONSerialization.jsonObject(with: data)) as? [String: Any]
    }

    /// Two Pulses on one running countdown, both on its page when it ends: the command
    /// runs once and one bell reaches the terminals, whichever of the two rang it.
    @Test func anEndIsAnnouncedOnceAcrossTwoPulses() throws {
        let script = try recorder()
        let ran = script.deletingLastPathComponent().appendingPathComponent("ran")
        defer { try? FileManager.default.removeItem(at: script.deletingLastPathComponent()) }
        let arguments = "--page countdown --on-finish \(script.path)"
        let first = try TmuxPane.pulse(binary, arguments: arguments, wrapper: TmuxPane.heldWrapper())
        let state = first.directory.appendingPathComponent("state")
        let second = try TmuxPane.pulse(
            binary, arguments: arguments, wrapper: TmuxPane.heldWrapper(), environment: ["XDG_STATE_HOME": state.path])
        var streams: [URL] = []
        for pane in [first, second] {
            let stream = pane.directory.appendingPathComponent("stream")
            try pane.tmux(["pipe-pane", "-o", "cat >> '\(stream.path)'"])
            streams.append(stream)
        }
        // Ends three seconds from now: both are running it by then.
        let end = Date().timeIntervalSince1970.rounded(.down) + 3
        try storeCountdown(#""length": 60, "endsAt": \#(end), "left": null, "announced": null"#, in: state)
        first.release()
        second.release()
        for pane in [first, second] {
            #expect(try pane.waitUntil { squeezed($0).contains("ENDED") }, "both show the end")
        }
        #expect(try first.waitUntil { _ in storedCountdown(state)?["announced"] as? Double == end })
        #expect(try first.waitUntil { _ in (try? String(contentsOf: ran, encoding: .utf8)) != nil })
        for pane in [first, second] {
            try pane.keys("q")
            #expect(try pane.waitForExit())
        }
        let runs = ((try? String(contentsOf: ran, encoding: .utf8)) ?? "").split(separator: "\n")
        #expect(runs == ["\(Int(end))"], "the command ran once: \(runs)")
        let bells = streams.map { Array((try? Data(contentsOf: $0)) ?? Data()).filter { $0 == 0x07 }.count }
        #expect(bells.reduce(0, +) == 1, "one bell between the two: \(bells)")
        // The history holds the end once, whichever of the two claimed it.
        let history = (try? String(contentsOf: state.appendingPathComponent("pulse/history.jsonl"), encoding: .utf8))
        let lines = (history ?? "").split(separator: "\n")
        #expect(lines.count == 1 && lines.first?.contains(#""kind":"countdown""#) == true, "\(lines)")
        #expect(lines.first?.hasSuffix(#""length":60}"#) == true)
    }

    /// A countdown paused in one Pulse shows paused in the other within seconds, and a
    /// reset there shows in the first: no key is pressed in the Pulse that follows.
    @Test func aPauseAndAResetInOneShowInTheOther() throws {
        let first = try TmuxPane.pulse(binary, arguments: "--page countdown", wrapper: TmuxPane.heldWrapper())
        let state = first.directory.appendingPathComponent("state")
        let second = try TmuxPane.pulse(
            binary, arguments: "--page countdown", environment: ["XDG_STATE_HOME": state.path])
        let end = Date().timeIntervalSince1970.rounded(.down) + 600
        try storeCountdown(#""length": 900, "endsAt": \#(end), "left": null, "announced": null"#, in: state)
        first.release()
        #expect(try first.waitUntil { squeezed($0).contains("COUNTDOWN") })
        // The second started before the countdown was stored: it follows the file, and its
        // fill rises (a third of the block gone: whole rows lit at the foot). Not compared
        // with a snapshot: a running readout read by another process a moment later may
        // show the next second, the more so on a loaded machine.
        #expect(
            try second.waitUntil { screen in
                screen.split(separator: "\n").contains { !$0.isEmpty && $0.allSatisfy { $0 == "\u{2588}" } }
            }, "the second follows the start")
        try first.keys("Space", "Space")
        #expect(try first.waitUntil { _ in storedCountdown(state)?["left"] is Double }, "paused in the first")
        #expect(
            try second.waitUntil(showing: "countdown"),
            "the second shows it paused")
        let paused = try second.snapshot("countdown", format: "text")
        // A triple press resets to the set length, in the second; the first follows.
        try second.keys("Space", "Space", "Space")
        #expect(try second.waitUntil { _ in storedCountdown(state)?["left"] is NSNull })
        #expect(
            try first.waitUntil(showing: "countdown") { _ in try first.snapshot("countdown", format: "text") != paused
            },
            "the first shows the reset")
        for pane in [first, second] {
            try pane.keys("q")
            #expect(try pane.waitForExit())
        }
    }
}
