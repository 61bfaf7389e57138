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

    /// `:` then `1430` and a double press, in New York at 14:00 EDT on a clock moved there:
    /// the page runs until 14:30 and says so, and the end is stored as `--until` stores one,
    /// so another Pulse (a snapshot, as after a restart) shows it too.
    @Test func colonAndATimeStartACountdownUntilThatTime() throws {
        // 2026-08-28 14:00 EDT is 18:00Z; 14:30 EDT is 18:30Z.
        let halfPastTwo = 1_787_941_800.0
        let offset = halfPastTwo - 1800 - Date().timeIntervalSince1970
        let pane = try TmuxPane.pulse(
            binary, arguments: "--page countdown",
            environment: ["TZ": "America/New_York", "PULSE_TIME_OFFSET": String(offset)])
        #expect(try pane.waitUntil { squeezed($0).contains("COUNTDOWN") })
        try pane.keys(":", "1", "4", "3", "0")
        #expect(try pane.waitUntil { squeezed($0).contains("COUNTDOWNUNTIL") }, "the entry is a time")
        try pane.keys("Space", "Space")
        #expect(try pane.waitUntil { squeezed($0).contains("UNTIL14:30") }, "the page says the time named")
        #expect(try pane.waitUntil { _ in stored(pane)["endsAt"] as? Double == halfPastTwo })
        #expect(stored(pane)["until"] as? Bool == true)
        // A fresh Pulse on the same files, at 14:10, finds the run to that time as it was.
        let snapshot = try run(
            binary, ["snapshot", "countdown", "--format", "text", "--at", "2026-08-28T18:10:00Z"],
            environment: pane.pulseEnvironment
        ).standardOutput
        #expect(squeezed(snapshot).contains("20:00UNTIL14:30"), "kept across a restart: \(snapshot)")
        try pane.keys("q")
        #expect(try pane.waitForExit())
    }
}
