import Foundation
import PulseTestSupport
import Testing

/// `pulse --demo` in a real terminal: every page shows the demo content, and nothing
/// reaches the network or the disk, whatever the user does.
@Suite(.serialized) struct DemoEndToEndTests {
    let binary: String
    let server: LoopbackServer

    init() throws {
        binary = try pulseBinary()
        server = try LoopbackServer()
    }

    /// Every endpoint points at the loopback server, so any request would be counted.
    var endpoints: [String: String] {
        [
            "PULSE_OPEN_METEO_URL": server.base, "PULSE_GEOCODING_URL": server.base, "PULSE_GITHUB_URL": server.base,
            "PULSE_GITHUB_API_URL": server.base, "PULSE_UPTIME_URL": server.base,
        ]
    }

    func demo(_ page: String) throws -> TmuxPane {
        try TmuxPane.pulse(binary, arguments: "--demo --page \(page) --color none", environment: endpoints)
    }

    /// What `pulse snapshot PAGE --demo` draws now at the pane's size.
    func demoSnapshot(_ page: String, _ pane: TmuxPane) throws -> String {
        let size = try pane.format("#{pane_width}x#{pane_height}")
        let outcome = try run(
            binary, ["snapshot", page, "--demo", "--size", size, "--color", "none"], environment: pane.pulseEnvironment)
        return trimmedScreen(glyphView(outcome.standardOutput))
    }

    /// After the run: no request seen, and nothing under the XDG directories.
    func expectUntouched(_ pane: TmuxPane, sourceLocation: SourceLocation = #_sourceLocation) throws {
        try pane.keys("q")
        #expect(try pane.waitForExit(), sourceLocation: sourceLocation)
        #expect(server.get("/count") == "0", "no request of any kind", sourceLocation: sourceLocation)
        for directory in ["config", "state"] {
            let path = pane.directory.appendingPathComponent(directory).path
            let contents = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
            #expect(contents.isEmpty, "nothing written under \(directory)", sourceLocation: sourceLocation)
        }
    }

    @Test(arguments: ["clock", "stopwatch", "github", "uptime", "settings"])
    func everyPageShowsItsDemoContent(page: String) throws {
        let pane = try demo(page)
        // The live clock ticks: compare with the snapshots taken around each look.
        #expect(
            try pane.waitUntil(drawing: { try demoSnapshot(page, pane) }),
            "the pane draws what the demo snapshot draws")
        try expectUntouched(pane)
    }

    @Test func theGitHubPageShowsTheSampleAccountNotThePrompt() throws {
        let pane = try demo("github")
        #expect(try pane.waitUntil { squeezed($0).contains("COMMITSTODAY") && squeezed($0).contains("JUSTTHATRAND") })
        #expect(!squeezed(try pane.screen()).contains("THEACCOUNTWHOSE"), "no first-use prompt")
        try expectUntouched(pane)
    }

    @Test func theStopwatchRunsInMemoryOnly() throws {
        let pane = try demo("stopwatch")
        #expect(try pane.waitUntil { $0.contains("\u{2588}") })
        try pane.keys("Space", "Space")
        // Started: the snapshot of a stopped zero no longer matches once a second passes.
        #expect(try pane.waitUntil(timeout: 5) { try $0 != demoSnapshot("stopwatch", pane) })
        try expectUntouched(pane)
    }

    @Test func clockPreferencesToggleInMemoryOnly() throws {
        let pane = try demo("clock")
        #expect(try pane.waitUntil(drawing: { try demoSnapshot("clock", pane) }))
        let minuteMode = try pane.screen()
        try pane.keys("Space", "Space")
        // Seconds on: the time is wider, so the screen changes and stays changed.
        #expect(try pane.waitUntil { $0 != minuteMode && !$0.isEmpty })
        try expectUntouched(pane)
    }

    @Test func promptsOpenAndTakeTextButSavingSaysItIsADemo() throws {
        let pane = try demo("settings")
        #expect(try pane.waitUntil { squeezed($0).contains("SETTINGS") })
        // The GitHub username row, then the location row: each opens, takes text, refuses.
        for (downs, text) in [(1, "octocat"), (4, "Berlin")] {
            for _ in 0..<downs { try pane.keys("Down") }
            try pane.keys("Enter")
            #expect(try pane.waitUntil { squeezed($0).contains("CANCEL") })
            try pane.literal(text)
            try pane.keys("Enter")
            #expect(try pane.waitUntil { squeezed($0).contains("DEMO:NOTHINGISSAVED.") })
            try pane.keys("Escape")
            #expect(try pane.waitUntil { squeezed($0).contains("SETTINGS") && !squeezed($0).contains("CANCEL") })
            try pane.keys("Left", "Right")
        }
        // The Uptime page's CHANGE API KEY too.
        try pane.keys("Left")
        #expect(try pane.waitUntil { squeezed($0).contains("NEXTREFRESH") })
        try pane.keys("c")
        #expect(try pane.waitUntil { squeezed($0).contains("CANCEL") })
        try pane.literal("lsu_secret")
        try pane.keys("Enter")
        #expect(try pane.waitUntil { squeezed($0).contains("DEMO:NOTHINGISSAVED.") })
        try pane.keys("Escape")
        #expect(try pane.waitUntil { !squeezed($0).contains("CANCEL") })
        try expectUntouched(pane)
    }
}
