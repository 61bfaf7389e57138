import Foundation
import PulseTestSupport
import Testing

/// The secret sweep for every keyed source beside the original API: with its key stored
/// and another typed, the list, a failure and a rejected key are shown; then the pty
/// stream, the screen, `/proc/PID/cmdline` and `environ`, and every snapshot are searched
/// for either key.
@Suite(.serialized) struct SourceSecretSweepEndToEndTests {
    let binary: String
    let server: LoopbackServer

    init() throws {
        binary = try pulseBinary()
        server = try LoopbackServer()
    }

    /// The three keyed sources: the `--uptime` words, the stored name, the key, a row.
    var sources: [(LoopbackServer.UptimeSourceName, String, String, String, String)] {
        [
            (
                .healthchecks, "healthchecks:\(server.base)", "healthchecks.api-key@\(server.base)",
                LoopbackServer.healthchecksKey, "BACKUP"
            ),
            (.uptimerobot, "uptimerobot", "uptimerobot.api-key", LoopbackServer.uptimeRobotKey, "MONITOR-000"),
            (.betterstack, "betterstack", "betterstack.api-token", LoopbackServer.betterStackToken, "MONITOR-0"),
        ]
    }

    @Test func noKeyedSourceLetsItsKeyReachTheTerminalTheProcessOrASnapshot() throws {
        for (name, words, stored, key, row) in sources {
            let typed = "typed_SWEEP_\(name.rawValue)_31337"
            let pane = try TmuxPane.pulse(
                binary, arguments: "--page uptime --uptime \(words)", wrapper: TmuxPane.heldWrapper(),
                environment: [
                    "PULSE_UPTIMEROBOT_URL": server.base, "PULSE_BETTERSTACK_URL": server.base,
                    // The clock it reads sixty times as fast: refreshes come in a third of a second.
                    "PULSE_TIME_SCALE": "60",
                ])
            try writeCredentials(#"{"\#(stored)":"\#(key)"}"#, in: pane)
            let stream = pane.directory.appendingPathComponent("stream")
            try pane.tmux(["pipe-pane", "-o", "cat >> '\(stream.path)'"])
            pane.release()
            func see(_ text: String) throws {
                #expect(try pane.waitUntil(timeout: 30) { squeezed($0).contains(text) }, "\(text) never shown")
            }
            try see(row)
            let pid = try #require(try pane.childPID())
            let process = try procFile("/proc/\(pid)/cmdline") + (try procFile("/proc/\(pid)/environ"))
            // Each fault is seen at the next refresh.
            server.setUptimeSource(name, "500")
            try see("SERVERERROR:500")
            // A key that worked and is refused keeps the list; c opens the prompt for another.
            server.setUptimeSource(name, "403")
            try see("KEYREJECTED")
            server.setUptimeSource(name, "ok")
            try pane.keys("c")
            try pane.literal(typed)
            #expect(try pane.waitUntil { $0.contains(String(repeating: "\u{2022}", count: typed.count)) })
            try pane.keys("C-c")
            #expect(try pane.waitForExit())
            var seen = try Data(contentsOf: stream) + Data(try pane.screen().utf8) + Data(process.utf8)
            for page in ["uptime", "settings"] {
                for format in ["frame", "text", "svg"] {
                    let outcome = try run(
                        binary, ["snapshot", page, "--format", format, "--size", "120x40"],
                        environment: pane.pulseEnvironment)
                    seen += Data((outcome.standardOutput + outcome.standardError).utf8)
                }
            }
            for secret in [key, typed] {
                #expect(seen.range(of: Data(secret.utf8)) == nil, "\(name.rawValue): \(secret) was seen")
            }
            #expect(seen.range(of: Data("test_".utf8)) == nil, "\(name.rawValue): part of the key was seen")
        }
    }
}
