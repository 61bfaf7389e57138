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
        let readout = try pane.snapshot("countdown", format: "text").split(separator: "\n")[1]
        #expect(readout <= "24:00" && readout >= "23:5", "a minute less than 25:00: \(readout)")
        try pane.keys("q")
        #expect(try pane.waitForExit())
    }
}
