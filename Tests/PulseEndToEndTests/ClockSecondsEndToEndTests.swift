import Foundation
import Testing

/// Seconds mode in a real terminal, remembered across restarts.
@Suite(.serialized) struct ClockSecondsEndToEndTests {
    let binary: String

    init() throws {
        binary = try pulseBinary()
    }

    func storedPreferences(_ pane: TmuxPane) -> [String: Any]? {
        let url = pane.directory.appendingPathComponent("config/pulse/preferences.json")
        guard let data = FileManager.default.contents(atPath: url.path) else { return nil }
        return (try? JSONSerialization.jsonObject(with: data)) as? [String: Any]
    }

    /// Whether the pane shows the Clock with seconds, as its files say.
    func showsSeconds(_ pane: TmuxPane) throws -> Bool {
        try pane.waitUntil(showing: "clock") { _ in
            try pane.snapshot("clock", format: "text").split(separator: "\n").first?.count == 8
        }
    }

    @Test func spaceTwiceShowsSecondsAndBackAndItSurvivesARestart() throws {
        let pane = try TmuxPane.pulse(binary)
        #expect(try pane.waitUntil(showing: "clock") { !$0.isEmpty })
        try pane.keys("Space", "Space")
        #expect(try pane.waitUntil { _ in storedPreferences(pane)?["clock.showsSeconds"] as? Bool == true })
        #expect(try showsSeconds(pane), "HH:MM:SS on screen")

        try pane.keys("q")
        #expect(try pane.waitForExit())
        try pane.restart()
        #expect(try showsSeconds(pane), "still seconds after a restart")

        try pane.keys("Space", "Space")
        #expect(try pane.waitUntil { _ in storedPreferences(pane)?["clock.showsSeconds"] as? Bool == false })
        #expect(try pane.waitUntil(showing: "clock") { !$0.contains(":  ") })
        #expect(try pane.snapshot("clock", format: "text").split(separator: "\n").first?.count == 5)
    }

    @Test func aDoubleClickOnTheTimeTogglesSecondsAndElsewhereDoesNot() throws {
        let pane = try TmuxPane.pulse(binary)
        #expect(try pane.waitUntil(showing: "clock") { !$0.isEmpty })
        // The corner is blank: a double-click there does nothing.
        let corner = "\u{1B}[<0;1;1M\u{1B}[<0;1;1m"
        try pane.literal(corner + corner)
        // The middle of a 100x30 pane is inside the time (row 14 of 30, column 50).
        let middle = "\u{1B}[<0;50;14M\u{1B}[<0;50;14m"
        try pane.literal(middle + middle)
        #expect(try pane.waitUntil { _ in storedPreferences(pane)?["clock.showsSeconds"] as? Bool == true })
        #expect(try showsSeconds(pane))
    }
}

@Suite struct UnreadableSettingsEndToEndTests {
    @Test func anUnreadableSettingsFileIsSaidOnceAndNeverOverwritten() throws {
        let binary = try pulseBinary()
        let pane = try TmuxPane.pulse(binary)
        let settings = pane.directory.appendingPathComponent("config/pulse/preferences.json")
        try pane.keys("q")
        #expect(try pane.waitForExit())
        try FileManager.default.createDirectory(
            at: settings.deletingLastPathComponent(), withIntermediateDirectories: true)
        let garbage = Data("{\"clock.showsSeconds\": maybe".utf8)
        try garbage.write(to: settings)
        try pane.restart()
        // Defaults apply: the plain clock.
        #expect(try pane.waitUntil(showing: "clock") { !$0.isEmpty })
        try pane.keys("Space", "Space")
        try pane.keys("l", "h", "q")
        #expect(try pane.waitForExit())
        #expect(try pane.waitUntil { $0.contains("cannot use the settings in") && $0.contains("left as it is") })
        #expect(FileManager.default.contents(atPath: settings.path) == garbage, "untouched")
    }
}
