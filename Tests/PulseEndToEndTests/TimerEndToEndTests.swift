import Foundation
import Testing

/// The Countdown and Interval driven through a real terminal. Where time must pass, the
/// display's clock runs fast (`PULSE_TIME_SCALE`), so a minute passes in a second; what
/// the screen should show otherwise comes from `pulse snapshot` reading the same files.
@Suite(.serialized) struct TimerEndToEndTests {
    let binary: String

    init() throws {
        binary = try pulseBinary()
    }

    /// The stored countdown, parsed, or nil when there is none yet.
    func storedCountdown(_ pane: TmuxPane) -> [String: Any]? {
        let url = pane.directory.appendingPathComponent("state/pulse/countdown.json")
        guard let data = FileManager.default.contents(atPath: url.path) else { return nil }
        return (try? JSONSerialization.jsonObject(with: data)) as? [String: Any]
    }

    func endsAt(_ pane: TmuxPane) -> Double? { storedCountdown(pane)?["endsAt"] as? Double }

    /// The settings file's pages, or nil.
    func storedPages(_ pane: TmuxPane) -> [String]? {
        let url = pane.directory.appendingPathComponent("config/pulse/preferences.json")
        guard let data = FileManager.default.contents(atPath: url.path),
            let object = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any]
        else { return nil }
        return object["pages"] as? [String]
    }

    /// The lines `pulse snapshot PAGE --format text` gives for the pane's files.
    func text(_ page: String, _ pane: TmuxPane) throws -> [String] {
        try pane.snapshot(page, format: "text").split(separator: "\n").map(String.init)
    }

    /// A script that records its arguments and the end's variables, one line a run, in
    /// the file `ran` beside it.
    func recorder() throws -> URL {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "pulse-record-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let script = directory.appendingPathComponent("record.sh")
        let body = """
            #!/bin/sh
            printf '%s|' "$@" "$PULSE_TIMER" "$PULSE_BLOCK" "$PULSE_DONE" >> "$(dirname "$0")/ran"
            echo >> "$(dirname "$0")/ran"
            echo "this goes nowhere near the screen"

            """
        try Data(body.utf8).write(to: script)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: script.path)
        return script
    }

    func lines(_ url: URL) -> [String] {
        ((try? String(contentsOf: url, encoding: .utf8)) ?? "").split(separator: "\n").map(String.init)
    }

    @Test func oneZeroZeroAndADoublePressRingTheBellOnceRunTheCommandOnceAndSayDone() throws {
        let script = try recorder()
        let ran = script.deletingLastPathComponent().appendingPathComponent("ran")
        defer { try? FileManager.default.removeItem(at: script.deletingLastPathComponent()) }
        // The clock 60 times fast: the minute typed passes in a second. The command's words
        // are split as a shell would, and nothing in them is expanded.
        let pane = try TmuxPane.pulse(
            binary, arguments: "--page countdown --on-finish \"\(script.path) \\$HOME \\\"two words\\\"\"",
            wrapper: TmuxPane.heldWrapper(), environment: ["PULSE_TIME_SCALE": "60"])
        let stream = pane.directory.appendingPathComponent("stream")
        try pane.tmux(["pipe-pane", "-o", "cat >> '\(stream.path)'"])
        pane.release()
        #expect(try pane.waitUntil { squeezed($0).contains("COUNTDOWN") }, "a page that is off, asked for")
        try pane.keys("1", "0", "0")
        #expect(try pane.waitUntil { _ in storedCountdown(pane)?["length"] as? Double == 60 }, "one minute, remembered")
        try pane.keys("Space", "Space")
        // `DONE` is drawn in the pixel type; the status line over it is text.
        #expect(try pane.waitUntil { squeezed($0).contains("ENDED") })
        #expect(
            try pane.waitUntil { screen in
                squeezed(screen).contains("ENDED") && !screen.contains(String(repeating: "\u{2588}", count: 20))
            }, "once the flash is over the fill goes out")
        #expect(try pane.waitUntil { _ in lines(ran).count == 1 })
        try pane.keys("q")
        #expect(try pane.waitForExit())
        let bells = Array((try? Data(contentsOf: stream)) ?? Data()).filter { $0 == 0x07 }.count
        #expect(bells == 1, "the bell reaches the terminal once")
        #expect(lines(ran) == ["$HOME|two words|countdown|countdown|1|"], "once, without a shell")
        #expect(try !pane.screen().contains("goes nowhere"))
        // What the page said once the flash was over, at the clock the display ran on: the
        // snapshot of the same file half a minute after its end says DONE under ENDED.
        let ended = try #require(storedCountdown(pane)?["announced"] as? Double)
        let at = Date(timeIntervalSince1970: ended.rounded(.down) + 30).ISO8601Format()
        let finished = try run(
            binary, ["snapshot", "countdown", "--format", "text", "--at", at], environment: pane.pulseEnvironment)
        #expect(finished.standardOutput.split(separator: "\n").prefix(2).last == "DONE", "\(finished.standardOutput)")
        #expect(finished.standardOutput.hasPrefix("ENDED "))
    }

    @Test func aFailingCommandGetsNoSecretNeverHoldsTheDisplayIsReapedAndSaidOnce() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "pulse-failing-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        // It records what it was given, then outlives the end by a while and fails.
        let script = directory.appendingPathComponent("fail.sh")
        let body = """
            #!/bin/sh
            printf '%s\\n' "$@" > "$(dirname "$0")/argv"
            env > "$(dirname "$0")/env.tmp" && mv "$(dirname "$0")/env.tmp" "$(dirname "$0")/env"
            sleep 2
            exit 3

            """
        try Data(body.utf8).write(to: script)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: script.path)
        let key = "lsu_TIMER_COMMAND_SECRET_4711"
        let pane = try TmuxPane.pulse(
            binary, arguments: "--page countdown --on-finish \"\(script.path) one\"",
            wrapper: TmuxPane.heldWrapper(), environment: ["PULSE_TIME_SCALE": "60"])
        try writeCredentials(#"{"uptime.api-key":"\#(key)","github.username":"octocat"}"#, in: pane)
        pane.release()
        #expect(try pane.waitUntil { squeezed($0).contains("COUNTDOWN") })
        try pane.keys("1", "0", "0", "Space", "Space")
        let environment = directory.appendingPathComponent("env")
        #expect(try pane.waitUntil { _ in FileManager.default.fileExists(atPath: environment.path) })
        let variables = lines(environment)
        #expect(!variables.contains { $0.contains(key) }, "no stored secret in the command's environment")
        #expect(variables.contains("PULSE_TIMER=countdown") && variables.contains("PULSE_DONE=1"))
        #expect(lines(directory.appendingPathComponent("argv")) == ["one"], "no secret among its arguments")
        // While it runs the display goes on: the time of day moves on a clock sixty times fast.
        let before = try pane.screen()
        #expect(try pane.waitUntil { $0 != before && squeezed($0).contains("ENDED") }, "the display is not held")
        #expect(try pane.waitUntil { squeezed($0).contains("ON-FINISHCOMMANDFAILED") }, "its failure is said")
        let pid = try #require(try pane.childPID())
        #expect(
            try pane.waitUntil { _ in
                try run("/usr/bin/ps", ["-o", "stat=", "--ppid", "\(pid)"]).standardOutput.isEmpty
            }, "reaped: no zombie left")
        try pane.keys("q")
        #expect(try pane.waitForExit())
        #expect(try pane.waitUntil { $0.contains("ended with status 3") })
        #expect(try pane.screen().components(separatedBy: "ended with status 3").count == 2, "said once after exit")
    }

    @Test func aRestartMidRunFindsTheTimeTheClockSays() throws {
        let pane = try TmuxPane.pulse(binary, arguments: "--page countdown")
        #expect(try pane.waitUntil(showing: "countdown") { squeezed($0).contains("COUNTDOWN") })
        try pane.keys("2", "5", "0", "0", "Space", "Space")
        #expect(try pane.waitUntil { _ in endsAt(pane) != nil })
        let end = endsAt(pane)
        // Killed outright, with no chance to save anything more: the file already holds it.
        let pid = try #require(try pane.childPID())
        kill(pid, SIGKILL)
        try pane.restart()
        // The snapshot reads the same file at the same moment: the time left is the file's.
        #expect(
            try pane.waitUntil(showing: "countdown") { _ in
                let readout = try text("countdown", pane)[1]
                return readout < "25:00" && readout >= "24:0"
            })
        #expect(endsAt(pane) == end, "the end instant is kept")
        try pane.keys("q")
        #expect(try pane.waitForExit())
    }

    @Test func pagesHidesUptimeAndPagingSkipsIt() throws {
        let pane = try TmuxPane.pulse(binary, arguments: "--pages clock,stopwatch,github,settings")
        #expect(try pane.waitUntil(showing: "clock"))
        #expect(storedPages(pane) == ["clock", "stopwatch", "github", "settings"], "remembered")
        try pane.keys("Right")
        #expect(try pane.waitUntil(showing: "stopwatch"))
        // GitHub without a username shows its prompt: its field is empty, so arrows page.
        try pane.keys("Right")
        #expect(try pane.waitUntil { squeezed($0).contains("GITHUB") || squeezed($0).contains("USERNAME") })
        try pane.keys("Right")
        #expect(try pane.waitUntil(showing: "settings"), "Settings comes after GitHub")
        try pane.keys("Left")
        #expect(try pane.waitUntil { !squeezed($0).contains("SETTINGS") })
        #expect(try !squeezed(pane.screen()).contains("UPTIME"), "no Uptime going back")
        try pane.keys("q")
        #expect(try pane.waitForExit())
    }

    @Test func thePagesRowsTurnPagesOnAndOffAndAreRemembered() throws {
        let pane = try TmuxPane.pulse(binary, arguments: "--page settings")
        #expect(try pane.waitUntil(showing: "settings"))
        // PAGES closes the page, its last row UPTIME PAGE: Uptime off, then two rows up,
        // the Interval on.
        for _ in 0..<SettingsRows.before("UPTIME PAGE") { try pane.keys("Down") }
        try pane.keys("Enter")
        #expect(try pane.waitUntil { _ in storedPages(pane) == ["clock", "stopwatch", "github", "settings"] })
        for _ in 0..<(SettingsRows.before("UPTIME PAGE") - SettingsRows.before("INTERVAL PAGE")) {
            try pane.keys("Up")
        }
        try pane.keys("Enter")
        #expect(
            try pane.waitUntil { _ in storedPages(pane) == ["clock", "stopwatch", "interval", "github", "settings"] })
        try pane.keys("q")
        #expect(try pane.waitForExit())
        try pane.restart()
        #expect(try pane.waitUntil { _ in try text("settings", pane).contains("UPTIME PAGE: OFF") })
        #expect(try text("settings", pane).contains("INTERVAL PAGE: ON"))
        #expect(try pane.waitUntil(showing: "settings"))
        try pane.keys("Left")
        #expect(try pane.waitUntil { squeezed($0).contains("GITHUB") || squeezed($0).contains("USERNAME") })
        try pane.keys("Left")
        #expect(try pane.waitUntil(showing: "interval") { squeezed($0).contains("FOCUS1/4") })
        try pane.keys("q")
        #expect(try pane.waitForExit())
    }
}
