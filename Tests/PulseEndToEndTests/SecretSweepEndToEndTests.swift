import Foundation
import PulseTestSupport
import Testing

/// With a real key stored, every page, every failure and every prompt is visited; then the
/// whole pty byte stream (what Pulse wrote to the terminal and to standard error), every
/// `pulse snapshot` output, the process's limits and a crash are searched for the key.
@Suite(.serialized) struct SecretSweepEndToEndTests {
    let binary: String
    let server: LoopbackServer
    /// What must never be seen: the stored key, and a key typed into a prompt.
    let secrets = [LoopbackServer.uptimeKey, "lsu_SWEEP_TYPED_31337"]

    init() throws {
        binary = try pulseBinary()
        server = try LoopbackServer()
    }

    /// A pane whose Pulse starts once its files and the stream capture are in place, with
    /// every endpoint on the loopback server, core files allowed (into its directory), and the
    /// clock it reads sixty times as fast (refreshes come in seconds instead of minutes).
    func pane(_ arguments: String) throws -> (TmuxPane, URL) {
        let pane = try TmuxPane.pulse(
            binary, arguments: arguments,
            wrapper: TmuxPane.heldWrapper(setup: "ulimit -c unlimited; cd \\$XDG_CONFIG_HOME/..; "),
            environment: [
                "PULSE_UPTIME_URL": server.base, "PULSE_GITHUB_URL": server.base, "PULSE_GITHUB_API_URL": server.base,
                "PULSE_OPEN_METEO_URL": server.base, "PULSE_TIME_SCALE": "60",
            ])
        try writeCredentials(
            #"{"uptime.api-key":"\#(LoopbackServer.uptimeKey)","github.username":"octocat"}"#, in: pane)
        try Data(#"{"location":{"latitude":52.52,"longitude":13.41,"name":"Berlin"}}"#.utf8)
            .write(to: pane.directory.appendingPathComponent("config/pulse/preferences.json"))
        let stream = pane.directory.appendingPathComponent("stream")
        try pane.tmux(["pipe-pane", "-o", "cat >> '\(stream.path)'"])
        pane.release()
        return (pane, stream)
    }

    func expectNoSecret(in bytes: Data, _ what: String) {
        for secret in secrets {
            #expect(bytes.range(of: Data(secret.utf8)) == nil, "\(secret) found in \(what)")
        }
        #expect(bytes.range(of: Data("test_key".utf8)) == nil, "part of the key found in \(what)")
    }

    @Test func everyPageFailureAndPromptKeepsTheKeyOffTheTerminal() throws {
        let (pane, stream) = try pane("")
        func see(_ text: String) throws {
            #expect(try pane.waitUntil { squeezed($0).contains(text) }, "\(text) never shown")
        }
        for _ in 0..<2 { try pane.keys("Right") }
        try see("COMMITSTODAY")
        try pane.keys("Right")
        try see("API-GATEWAY")
        let pid = try #require(try pane.childPID())
        let limits = try procFile("/proc/\(pid)/limits")
        #expect(
            limits.split(separator: "\n").contains { $0.hasPrefix("Max core file size") && $0.contains(" 0 ") },
            "no core file can be written")
        // Every failure the Uptime page names, then a rejected key.
        for (mode, line) in [
            ("500", "SERVERERROR:500"), ("garbage", "UNREADABLERESPONSE"), ("429", "SERVERERROR:429"),
            ("truncated", "CONNECTIONFAILED"), ("loop", "REFRESHFAILED"),
        ] {
            server.setUptime(mode)
            try see(line)
        }
        server.setUptime("ok")
        #expect(try pane.waitUntil(timeout: 20) { !squeezed($0).contains("REFRESHFAILED") })
        // The change prompt, with a key typed and cancelled (SHOW never pressed).
        try pane.keys("c")
        try see("EXISTINGKEYKEPTUNTILSAVED.")
        try pane.literal(secrets[1])
        try pane.keys("Escape")
        try see("API-GATEWAY")
        server.setUptime("401")
        try see("KEYREJECTED")
        server.setUptime("ok")
        // Settings: the location prompt, the help; then GitHub failing, and its prompt.
        try pane.keys("NPage")
        try see("SETTINGS")
        for _ in 0..<4 { try pane.keys("Down") }  // the fifth row, LOCATION
        try pane.keys("Enter")
        try see("CITYORLAT,LON")
        try pane.keys("Escape")
        #expect(try pane.waitUntil { !squeezed($0).contains("CITYORLAT,LON") })
        try pane.keys("?")
        try see("REDRAW")
        try pane.keys("x")
        server.setGitHub("500", events: "500")
        for _ in 0..<2 { try pane.keys("PPage") }
        // Named as the server answered, on two lines at this width, the kept data under it.
        try see("SERVERERROR:500")
        try see("SHOWINGLASTDATA")
        try pane.keys("c")
        try see("CANCEL")
        try pane.keys("Escape")
        #expect(try pane.waitUntil { !squeezed($0).contains("CANCEL") })
        try pane.keys("C-c")
        #expect(try pane.waitForExit())
        expectNoSecret(in: try Data(contentsOf: stream), "the pty stream")
        expectNoSecret(in: Data(try pane.screen().utf8), "the screen")
        // Every snapshot of every page, in every format, from the same files.
        server.setGitHub("ok", events: "ok")
        for page in ["clock", "stopwatch", "github", "uptime", "settings"] {
            for format in ["frame", "text", "svg"] {
                let outcome = try run(
                    binary, ["snapshot", page, "--format", format, "--size", "120x40"],
                    environment: pane.pulseEnvironment)
                expectNoSecret(
                    in: Data((outcome.standardOutput + outcome.standardError).utf8), "snapshot \(page) \(format)")
            }
        }
    }

    @Test func aCrashRestoresTheTerminalAndLeavesNoKeyBehind() throws {
        let (pane, stream) = try pane("--page uptime")
        #expect(try pane.waitUntil { squeezed($0).contains("API-GATEWAY") })
        let pid = try #require(try pane.childPID())
        kill(pid, SIGSEGV)
        #expect(try pane.waitForExit())
        let record = try String(contentsOf: pane.record, encoding: .utf8)
        #expect(record.hasPrefix("exit=139\n"), "it died of the signal: \(record.prefix(12))")
        #expect(try pane.format("#{alternate_on} #{mouse_any_flag} #{mouse_sgr_flag}") == "0 0 0")
        #expect(record.contains(" echo ") && record.contains(" icanon "), "the shell's terminal modes are back")
        expectNoSecret(in: try Data(contentsOf: stream), "the pty stream of a crash")
        let cores = (try? FileManager.default.contentsOfDirectory(atPath: pane.directory.path)) ?? []
        #expect(!cores.contains { $0.hasPrefix("core") }, "no core file")
    }
}
