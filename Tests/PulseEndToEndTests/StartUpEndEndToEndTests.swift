import Foundation
import Testing

/// A countdown that ended while Pulse was not running, first seen as it starts: an end
/// younger than a minute is announced as any end is (the bell, the command), an older one
/// only shows.
@Suite(.serialized) struct StartUpEndEndToEndTests {
    let binary: String

    init() throws {
        binary = try pulseBinary()
    }

    /// A Pulse held before it starts, over a countdown of a minute that ended `ago` seconds
    /// ago and was never announced, with its byte stream recorded and a command that
    /// records each run; returns the pane, the stream and the command's record.
    func startedOverAnEnd(ago: TimeInterval) throws -> (TmuxPane, URL, URL) {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("pulse-late-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        let script = scratch.appendingPathComponent("record.sh")
        try Data("#!/bin/sh\necho \"$PULSE_TIMER\" >> \"$(dirname \"$0\")/ran\"\n".utf8).write(to: script)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: script.path)
        let pane = try TmuxPane.pulse(
            binary, arguments: "--page countdown --on-finish \(script.path)", wrapper: TmuxPane.heldWrapper())
        let state = pane.directory.appendingPathComponent("state/pulse")
        try FileManager.default.createDirectory(
            at: state, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        let end = Date().timeIntervalSince1970.rounded(.down) - ago
        let countdown = #"{"version":1,"length":60,"endsAt":\#(end),"left":null,"announced":null}"#
        try Data(countdown.utf8).write(to: state.appendingPathComponent("countdown.json"))
        let stream = pane.directory.appendingPathComponent("stream")
        try pane.tmux(["pipe-pane", "-o", "cat >> '\(stream.path)'"])
        pane.release()
        return (pane, stream, scratch.appendingPathComponent("ran"))
    }

    func announced(_ pane: TmuxPane) -> Double? {
        let url = pane.directory.appendingPathComponent("state/pulse/countdown.json")
        guard let data = FileManager.default.contents(atPath: url.path),
            let object = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any]
        else { return nil }
        return object["announced"] as? Double
    }

    func bells(_ stream: URL) -> Int {
        Array((try? Data(contentsOf: stream)) ?? Data()).filter { $0 == 0x07 }.count
    }

    func runs(_ ran: URL) -> [String] {
        ((try? String(contentsOf: ran, encoding: .utf8)) ?? "").split(separator: "\n").map(String.init)
    }

    @Test func anEndFirstSeenAtStartUpWithinTheMinuteRingsTheBellOnce() throws {
        let (pane, stream, ran) = try startedOverAnEnd(ago: 2)
        defer { try? FileManager.default.removeItem(at: ran.deletingLastPathComponent()) }
        #expect(try pane.waitUntil { squeezed($0).contains("ENDED") && announced(pane) != nil })
        #expect(try pane.waitUntil { _ in runs(ran) == ["countdown"] }, "the command runs once")
        try pane.keys("q")
        #expect(try pane.waitForExit())
        #expect(bells(stream) == 1, "the bell reaches the terminal once, as at any end")
    }

    @Test func anEndMoreThanAMinuteOldOnlyShows() throws {
        let (pane, stream, ran) = try startedOverAnEnd(ago: 3600)
        defer { try? FileManager.default.removeItem(at: ran.deletingLastPathComponent()) }
        #expect(try pane.waitUntil { squeezed($0).contains("ENDED") && announced(pane) != nil })
        try pane.keys("q")
        #expect(try pane.waitForExit())
        #expect(bells(stream) == 0, "no bell")
        #expect(runs(ran).isEmpty, "no command")
    }
}
