import Foundation
import Testing

/// `+` and `-` on a running countdown, through the binary: the stored end moves a minute,
/// the page says so, and a restart finds the moved end.
@Suite(.serialized) struct TimerAdjustEndToEndTests {
    let binary: String

    init() throws {
        binary = try pulseBinary()
    }

    func endsAt(_ pane: TmuxPane) -> Double? {
        let url = pane.directory.appendingPathComponent("state/pulse/countdown.json")
        guard let data = FileManager.default.contents(atPath: url.path) else { return nil }
        return ((try? JSONSerialization.jsonObject(with: data)) as? [String: Any])?["endsAt"] as? Double
    }

    @Test func plusAndMinusMoveTheStoredEndAndARestartKeepsIt() throws {
        let pane = try TmuxPane.pulse(binary, arguments: "--page countdown")
        #expect(try pane.waitUntil { squeezed($0).contains("COUNTDOWN") })
        try pane.keys("2", "5", "0", "0", "Space", "Space")
        #expect(try pane.waitUntil { _ in endsAt(pane) != nil })
        let end = try #require(endsAt(pane))
        try pane.keys("+")
        #expect(try pane.waitUntil { _ in endsAt(pane).map { abs($0 - end - 60) < 0.01 } == true })
        #expect(try pane.waitUntil { squeezed($0).contains("+1MIN") }, "the page says it")
        try pane.keys("-", "-")
        #expect(try pane.waitUntil { _ in endsAt(pane).map { abs($0 - end + 60) < 0.01 } == true })
        let moved = try #require(endsAt(pane))
        let pid = try #require(try pane.childPID())
        kill(pid, SIGKILL)
        try pane.restart()
        #expect(try pane.waitUntil { squeezed($0).contains("COUNTDOWN") })
        #expect(endsAt(pane) == moved, "the moved end is kept")
        // Read 24 minutes before the moved end, whenever the test gets there: the page
        // counts down to the kept end.
        let at = ISO8601DateFormatter().string(from: Date(timeIntervalSince1970: moved - 1440))
        let size = try pane.format("#{pane_width}x#{pane_height}")
        let snapshot = try run(
            try pulseBinary(), ["snapshot", "countdown", "--at", at, "--size", size, "--format", "text"],
            environment: pane.pulseEnvironment)
        let readout = snapshot.standardOutput.split(separator: "\n")[1]
        #expect(readout == "24:00", "the kept end, 24 minutes on: \(readout)")
        try pane.keys("q")
        #expect(try pane.waitForExit())
    }
}
