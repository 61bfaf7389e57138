import Foundation
import Testing

/// Two Pulses on the same state directory share one stopwatch: a start, a stop or a reset
/// made in one shows in the other at once (the file is watched), without a key there, and
/// neither undoes the other's change when it next saves.
@Suite(.serialized) struct TwoPulsesStopwatchEndToEndTests {
    let binary: String

    init() throws {
        binary = try pulseBinary()
    }

    func readout(_ pane: TmuxPane) throws -> String {
        String(try pane.snapshot("stopwatch", format: "text").split(separator: "\n").first ?? "")
    }

    func running(_ pane: TmuxPane) throws -> Bool {
        try pane.storedStopwatch().map { !($0["startedAt"] is NSNull) && $0["startedAt"] != nil } ?? false
    }

    /// Whether `pane` shows what its files say and the readout satisfies `condition`.
    func shows(_ pane: TmuxPane, timeout: TimeInterval = 10, _ condition: (String) -> Bool) throws -> Bool {
        try pane.waitUntil(showing: "stopwatch", timeout: timeout) { _ in condition(try readout(pane)) }
    }

    @Test func aChangeInOneShowsInTheOtherAtOnce() throws {
        // Both clocks (and their snapshots') are placed 5 s into a minute: the second's next
        // wake of its own is then most of a minute away, far beyond any wait below.
        let clock = ["PULSE_TIME_OFFSET": String(TmuxPane.offset(placingClockAt: 5))]
        let first = try TmuxPane.pulse(binary, arguments: "--page stopwatch", environment: clock)
        let state = first.directory.appendingPathComponent("state").path
        let second = try TmuxPane.pulse(
            binary, arguments: "--page stopwatch", environment: clock.merging(["XDG_STATE_HOME": state]) { $1 })
        #expect(try shows(first) { $0 == "00:00:00" })
        #expect(try shows(second) { $0 == "00:00:00" })

        // Started in the first. The second, stopped, would next wake at the minute: it
        // shows the running readout within seconds only because it saw the file change.
        try first.keys("Space", "Space")
        #expect(try first.waitUntil { _ in try running(first) })
        #expect(try shows(second) { $0 >= "00:00:01" }, "the second follows the start")

        // Stopped in the second: both hold the same total.
        try second.keys("Enter", "Enter")
        #expect(try second.waitUntil { _ in try !running(second) })
        let held = try readout(second)
        #expect(try shows(first) { $0 == held }, "the first follows the stop")
        #expect(try shows(second) { $0 == held })

        // Reset in the first; the second shows a stopped zero and keeps it.
        try first.keys("Space", "Space", "Space")
        #expect(try shows(second) { $0 == "00:00:00" }, "the second follows the reset")
        #expect(try first.storedStopwatch()?["accumulated"] as? Double == 0)
        for pane in [first, second] {
            try pane.keys("q")
            #expect(try pane.waitForExit())
        }
        #expect(try first.storedStopwatch()?["accumulated"] as? Double == 0, "quitting undoes no one's change")
    }
}
