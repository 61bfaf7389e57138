import Foundation
import Testing

/// `pulse --page countdown --for 90s`, through the binary on a clock sixty times fast: the
/// countdown starts as Pulse starts and ends 90 seconds of that clock later.
@Suite(.serialized) struct CountdownForEndToEndTests {
    let binary: String

    init() throws {
        binary = try pulseBinary()
    }

    @Test func forStartsACountdownOfThatLengthAtOnce() throws {
        let launched = Date().timeIntervalSince1970
        // The Countdown page is off by default: --for shows it for the run.
        let (stored, endedAt) = try runCountdownFromTheCommandLine(
            binary, arguments: "--page countdown --for 90s", environment: ["PULSE_TIME_SCALE": "60"])
        #expect(stored["length"] as? Double == 90)
        let end = try #require(stored["endsAt"] as? Double)
        #expect(end - 90 >= launched.rounded(.down), "started as Pulse started, not before")
        #expect(endedAt == String(Int(end.rounded(.down))), "the end the command sees is 90 s after the start")
    }
}

/// Runs Pulse with `arguments` and an `--on-finish` command that records `PULSE_ENDED_AT`
/// until its countdown has ended, without a key pressed, and the command has run; then
/// quits it. `whileRunning` looks at the pane first. Gives the countdown as stored and the
/// end the command saw.
func runCountdownFromTheCommandLine(
    _ binary: String, arguments: String, environment: [String: String],
    whileRunning: (TmuxPane) throws -> Void = { _ in }
) throws -> (stored: [String: Any], endedAt: String) {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("pulse-for-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let script = directory.appendingPathComponent("record.sh")
    try Data("#!/bin/sh\necho \"$PULSE_ENDED_AT\" >> \"$(dirname \"$0\")/ran\"\n".utf8).write(to: script)
    try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: script.path)
    let ran = directory.appendingPathComponent("ran")
    let pane = try TmuxPane.pulse(
        binary, arguments: "\(arguments) --on-finish \(script.path)", environment: environment)
    try whileRunning(pane)
    #expect(try pane.waitUntil { squeezed($0).contains("ENDED") }, "ended without a key pressed")
    #expect(try pane.waitUntil { _ in (try? String(contentsOf: ran, encoding: .utf8)) != nil })
    try pane.keys("q")
    #expect(try pane.waitForExit())
    let url = pane.directory.appendingPathComponent("state/pulse/countdown.json")
    let stored = try #require(
        (try JSONSerialization.jsonObject(with: Data(contentsOf: url))) as? [String: Any])
    let endedAt = try String(contentsOf: ran, encoding: .utf8).trimmingCharacters(in: .whitespacesAndNewlines)
    return (stored, endedAt)
}
