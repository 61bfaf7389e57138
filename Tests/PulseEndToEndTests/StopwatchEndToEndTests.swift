import Foundation
import Testing

/// The Stopwatch driven through a real terminal. What the screen should show comes from
/// `pulse snapshot stopwatch` reading the same state file; whether it runs comes from
/// that file, so no test waits on the clock to prove something did not happen.
@Suite(.serialized) struct StopwatchEndToEndTests {
    let binary: String

    init() throws {
        binary = try pulseBinary()
    }

    func start(_ pane: TmuxPane? = nil, wrapper: String = "") throws -> TmuxPane {
        let pane = try TmuxPane.pulse(binary, arguments: "--page stopwatch", wrapper: wrapper)
        #expect(try pane.waitUntil(showing: "stopwatch") { !$0.isEmpty })
        return pane
    }

    func running(_ pane: TmuxPane) throws -> Bool {
        try pane.storedStopwatch().map { !($0["startedAt"] is NSNull) && $0["startedAt"] != nil } ?? false
    }

    func accumulated(_ pane: TmuxPane) throws -> Double? {
        try pane.storedStopwatch()?["accumulated"] as? Double
    }

    /// The readout line `pulse snapshot --format text` gives for the pane's files.
    func readout(_ pane: TmuxPane) throws -> String {
        String(try pane.snapshot("stopwatch", format: "text").split(separator: "\n").first ?? "")
    }

    /// Waits until the screen is the snapshot of the stored state and satisfies `extra`.
    func showsStoredState(_ pane: TmuxPane, _ extra: (String) throws -> Bool = { _ in true }) throws -> Bool {
        try pane.waitUntil(showing: "stopwatch") { _ in try extra(try readout(pane)) }
    }

    /// Pulse on the Stopwatch with `contents` planted as its state file before it starts.
    func startWithStoredStopwatch(_ contents: Data, wrapper: String = "") throws -> (TmuxPane, URL) {
        let pane = try TmuxPane.pulse(binary, arguments: "--page stopwatch", wrapper: wrapper)
        let file = pane.directory.appendingPathComponent("state/pulse/stopwatch.json")
        // The pane's program is already up: stop it, plant the file, start it again.
        try pane.keys("q")
        #expect(try pane.waitForExit())
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try contents.write(to: file)
        try pane.restart()
        return (pane, file)
    }

    @Test func aSinglePressDoesNothing() throws {
        let pane = try start()
        try pane.keys("Space")
        // Paging away decides pending presses at once: one press is ignored.
        try pane.keys("h", "l")
        #expect(try pane.waitUntil(showing: "stopwatch"))
        #expect(try pane.storedStopwatch() == nil, "nothing was started, so nothing was saved")
        #expect(try readout(pane) == "00:00:00")
    }

    @Test func doublePressStartsAndStopsAndTheReadoutHolds() throws {
        let pane = try start()
        try pane.keys("Space", "Space")
        #expect(try pane.waitUntil { _ in try running(pane) })
        #expect(try showsStoredState(pane) { $0 >= "00:00:01" }, "the readout advances")
        try pane.keys("Enter", "Enter")
        #expect(try pane.waitUntil { _ in try !running(pane) })
        let held = try accumulated(pane) ?? 0
        #expect(held >= 1)
        #expect(try showsStoredState(pane))
        #expect(try accumulated(pane) == held, "stopped means the stored total holds")
    }

    @Test func triplePressWhileRunningResetsToAStoppedZero() throws {
        let pane = try start()
        try pane.keys("Space", "Space")
        #expect(try pane.waitUntil { _ in try running(pane) })
        try pane.keys("Space", "Space", "Space")
        #expect(try pane.waitUntil { _ in try !running(pane) && accumulated(pane) == 0 })
        #expect(try showsStoredState(pane) { $0 == "00:00:00" })
        // A double press works again after a reset.
        try pane.keys("Space", "Space")
        #expect(try pane.waitUntil { _ in try running(pane) })
    }

    @Test func triplePressWhileStoppedStaysAtZero() throws {
        let pane = try start()
        try pane.keys("Space", "Space", "Space")
        #expect(try pane.waitUntil { _ in try pane.storedStopwatch() != nil })
        #expect(try !running(pane) && accumulated(pane) == 0)
        #expect(try showsStoredState(pane) { $0 == "00:00:00" })
    }

    @Test func itKeepsCountingWhileTheClockIsShown() throws {
        let pane = try start()
        try pane.keys("Space", "Space")
        #expect(try pane.waitUntil { _ in try running(pane) })
        try pane.keys("h")
        #expect(try pane.waitUntil(showing: "clock"))
        #expect(try pane.waitUntil { _ in try readout(pane) >= "00:00:02" })
        try pane.keys("l")
        #expect(try showsStoredState(pane) { $0 >= "00:00:02" })
    }

    @Test func mouseDoubleAndTripleClicksStartAndReset() throws {
        let pane = try start()
        try pane.literal("\u{1B}[<0;50;10M\u{1B}[<0;50;10m\u{1B}[<0;50;10M\u{1B}[<0;50;10m")
        #expect(try pane.waitUntil { _ in try running(pane) })
        let click = "\u{1B}[<0;20;5M\u{1B}[<0;20;5m"
        try pane.literal(click + click + click)
        #expect(try pane.waitUntil { _ in try !running(pane) && accumulated(pane) == 0 })
        #expect(try showsStoredState(pane) { $0 == "00:00:00" })
    }

    @Test func aRunningStopwatchSurvivesARestart() throws {
        let pane = try start()
        try pane.keys("Space", "Space")
        #expect(try pane.waitUntil { _ in try running(pane) })
        let before = try pane.storedStopwatch()?["startedAt"] as? Double
        try pane.keys("q")
        #expect(try pane.waitForExit())
        try pane.restart()
        #expect(try showsStoredState(pane) { $0 >= "00:00:01" })
        #expect(try pane.storedStopwatch()?["startedAt"] as? Double == before, "the start instant is kept")
    }

    @Test func anUnreadableFileIsReportedAndKeptUntilTheUserActs() throws {
        let garbage = Data("{\"version\": 1, \"accumulated\": \"lots\"".utf8)
        let (pane, file) = try startWithStoredStopwatch(garbage)
        #expect(try pane.waitUntil { squeezed($0).contains("STOREDTIMEUNREADABLE") })
        #expect(try pane.waitUntil(showing: "stopwatch"), "the snapshot says the same")
        // To GitHub (whose first-use prompt has an empty field, so arrows page) and back.
        try pane.keys("Right", "Left")
        try pane.keys("q")
        #expect(try pane.waitForExit())
        #expect(
            try pane.waitUntil { $0.contains("cannot use the stored stopwatch") }, "said once, after the screen is back"
        )
        #expect(FileManager.default.contents(atPath: file.path) == garbage, "untouched")

        try pane.restart()
        #expect(try pane.waitUntil { squeezed($0).contains("STOREDTIMEUNREADABLE") })
        try pane.keys("Space", "Space")
        #expect(try pane.waitUntil { _ in try running(pane) }, "a deliberate start replaces it")
        #expect(try pane.waitUntil { !squeezed($0).contains("UNREADABLE") })
    }

    @Test func aFailedWriteKeepsTheOldFile() throws {
        // A file-size limit makes every write of the state file fail (root ignores
        // permission bits, but not RLIMIT_FSIZE).
        let old = Data("{\"accumulated\":42,\"startedAt\":null,\"version\":1}\n".utf8)
        let (pane, file) = try startWithStoredStopwatch(old, wrapper: "prlimit --fsize=8")
        #expect(try pane.waitUntil { $0.contains(try pane.snapshot("stopwatch")) })
        try pane.keys("Space", "Space", "Space")
        #expect(try pane.waitUntil { squeezed($0).contains("COULDNOTSAVE") })
        #expect(FileManager.default.contents(atPath: file.path) == old, "the old file survives byte for byte")
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: file.deletingLastPathComponent().path)
        #expect(leftovers == ["stopwatch.json"], "no temporary file is left behind")
    }
}

/// `text` without blanks, so a label matches whether it is drawn letter-spaced or not.
func squeezed(_ text: String) -> String {
    text.filter { $0 != " " && $0 != "\n" }
}
