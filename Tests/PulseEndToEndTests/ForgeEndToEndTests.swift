import Foundation
import PulseTestSupport
import Testing

/// Choosing the contributions page's forge on Settings in a real terminal, against the
/// loopback server: GitLab with its handle typed, its heatmap and count on the page, then
/// Codeberg, then back to GitLab without being asked again.
@Suite(.serialized) struct ForgeEndToEndTests {
    let binary: String
    let server: LoopbackServer

    init() throws {
        binary = try pulseBinary()
        server = try LoopbackServer()
    }

    /// From Settings just arrived at (its first row chosen), opens the forge picker from
    /// the SOURCE row and moves the highlight `steps` lines down (up when negative), then
    /// picks.
    func pick(_ pane: TmuxPane, steps: Int) throws {
        for _ in 0..<SettingsRows.before("SOURCE") { try pane.keys("Down") }
        try pane.keys("Enter")
        #expect(try pane.waitUntil { squeezed($0).contains("GITLAB.COM") && squeezed($0).contains("CODEBERG") })
        for _ in 0..<abs(steps) { try pane.keys(steps > 0 ? "Down" : "Up") }
        try pane.keys("Enter")
    }

    /// Whether Settings' SOURCE row, under CONTRIBUTIONS, names `forge` (the chosen row's
    /// bar and the row's square left out).
    func reads(_ forge: String, on screen: String) -> Bool {
        let text = String(squeezed(screen).filter { $0.isASCII })
        guard let section = text.range(of: "CONTRIBUTIONSSOURCE") else { return false }
        return text[section.upperBound...].contains(forge)
    }

    /// Types `handle` into the prompt shown and saves it.
    func answer(_ pane: TmuxPane, _ handle: String) throws {
        #expect(try pane.waitUntil { squeezed($0).contains("USERNAME") && squeezed($0).contains("HANDLE") })
        try pane.literal(handle)
        try pane.keys("Enter")
    }

    @Test func gitLabThenCodebergThenBackWithoutAsking() throws {
        let pane = try TmuxPane.pulse(
            binary, columns: 100, rows: 60, arguments: "--page settings",
            environment: ["PULSE_GITLAB_URL": server.base, "PULSE_CODEBERG_URL": server.base])
        #expect(try pane.waitUntil { reads("GITHUB", on: $0) })
        try pick(pane, steps: 1)
        try answer(pane, "jane")
        #expect(try pane.waitUntil { reads("GITLAB", on: $0) }, "GitLab is read once its handle is saved")
        // Settings → Uptime → the contributions page.
        try pane.keys("Left")
        try pane.keys("Left")
        #expect(
            try pane.waitUntil {
                squeezed($0).contains("17WEEKS\u{00B7}GITLAB") && squeezed($0).contains("LASTCHECK")
                    && squeezed($0).contains("DAYSINTHEPROFILE'SZONE")
            }, "GitLab's heatmap")
        #expect(try pane.waitUntil { _ in server.count(of: "/users/jane/calendar.json") == 1 })
        // Codeberg asks for its own handle once.
        try pane.keys("Right")
        try pane.keys("Right")
        try pick(pane, steps: 2)
        try answer(pane, "jd")
        #expect(try pane.waitUntil { reads("CODEBERG", on: $0) })
        try pane.keys("Left")
        try pane.keys("Left")
        #expect(
            try pane.waitUntil {
                squeezed($0).contains("17WEEKS\u{00B7}CODEBERG") && squeezed($0).contains("LASTCHECK")
            })
        #expect(try pane.waitUntil { _ in server.count(of: "/api/v1/users/jd/heatmap") == 1 })
        // Back to GitLab: its handle is stored, so nothing is asked.
        try pane.keys("Right")
        try pane.keys("Right")
        try pick(pane, steps: -2)
        #expect(try pane.waitUntil { reads("GITLAB", on: $0) })
        #expect(!squeezed(try pane.screen()).contains("HANDLE"), "no prompt")
        try pane.keys("Left")
        try pane.keys("Left")
        #expect(
            try pane.waitUntil { squeezed($0).contains("17WEEKS\u{00B7}GITLAB") && squeezed($0).contains("LASTCHECK") })
        #expect(try pane.waitUntil { _ in server.count(of: "/users/jane/calendar.json") == 2 })
        try pane.keys("q")
        #expect(try pane.waitForExit())
        let stored = try String(
            contentsOf: pane.directory.appendingPathComponent("config/pulse/preferences.json"), encoding: .utf8)
        #expect(stored.contains(#""contributions.source" : "gitlab""#))
        let handles = try String(
            contentsOf: pane.directory.appendingPathComponent("config/pulse/credentials.json"), encoding: .utf8)
        #expect(handles.contains("gitlab.username") && handles.contains("codeberg.username"))
    }
}

/// The Settings rows as `pulse snapshot settings` lists them.
enum SettingsRows {
    /// How many rows stand above the row named `name`: the `↓` presses from the first.
    static func before(_ name: String) -> Int {
        guard let binary = try? pulseBinary(),
            let text = try? run(binary, ["snapshot", "settings", "--demo", "--format", "text"]).standardOutput
        else { return 0 }
        let rows = text.split(separator: "\n").filter { $0.contains(": ") && !$0.hasPrefix("WEATHER DATA") }
        return rows.firstIndex { $0.hasPrefix(name + ": ") || $0.hasPrefix("> " + name + ": ") } ?? 0
    }
}
