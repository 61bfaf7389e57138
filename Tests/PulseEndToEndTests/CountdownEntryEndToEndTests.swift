import Foundation
import Testing

/// The Countdown's entry through a real terminal, where a stray digit once threw a paused
/// run away: a run under way changes only through its presses, and an entry held or
/// refused says why.
@Suite(.serialized) struct CountdownEntryEndToEndTests {
    let binary: String

    init() throws {
        binary = try pulseBinary()
    }

    /// The stored countdown, parsed, or an empty one when there is none yet.
    func stored(_ pane: TmuxPane) -> [String: Any] {
        let url = pane.directory.appendingPathComponent("state/pulse/countdown.json")
        guard let data = FileManager.default.contents(atPath: url.path) else { return [:] }
        return ((try? JSONSerialization.jsonObject(with: data)) as? [String: Any]) ?? [:]
    }

    @Test func aDigitOnAPausedCountdownChangesNothingUntilItIsResetAndSevenNinesSayTheLimit() throws {
        let pane = try TmuxPane.pulse(binary, arguments: "--page countdown")
        #expect(try pane.waitUntil { squeezed($0).contains("COUNTDOWN") })
        try pane.keys("3", "0")
        #expect(try pane.waitUntil { _ in stored(pane)["length"] as? Double == 30 })
        try pane.keys("Space", "Space")
        #expect(try pane.waitUntil { _ in stored(pane)["endsAt"] is Double }, "started")
        try pane.keys("Space", "Space")
        #expect(try pane.waitUntil { squeezed($0).contains("PAUSED") && stored(pane)["left"] is Double }, "paused")
        let paused = stored(pane)
        let left = try #require(paused["left"] as? Double)
        try pane.keys("9")
        #expect(try pane.waitUntil { squeezed($0).contains("RESETFIRST:3PRESSES") }, "it says why")
        #expect(try squeezed(pane.screen()).contains("PAUSED"), "still paused")
        #expect(stored(pane)["length"] as? Double == 30 && stored(pane)["left"] as? Double == left, "the run is kept")
        // Three presses reset it; then the digits set a length, held to thirty hours.
        try pane.keys("Space", "Space", "Space")
        #expect(try pane.waitUntil { _ in !(stored(pane)["left"] is Double) && !(stored(pane)["endsAt"] is Double) })
        #expect(try pane.waitUntil { !squeezed($0).contains("RESETFIRST") }, "the word goes with the reset")
        try pane.keys("9", "9", "9", "9", "9", "9", "9")
        #expect(try pane.waitUntil { squeezed($0).contains("ATMOST30:00:00") })
        #expect(try pane.waitUntil { _ in stored(pane)["length"] as? Double == 30 * 3600 })
        try pane.keys("q")
        #expect(try pane.waitForExit())
    }
}
