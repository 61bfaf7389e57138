import Foundation
import PulseTestSupport
import Testing

/// A settings directory locked by another program (`flock DIR sleep`) never freezes the
/// display: keys, paging and quitting keep working, the page says the setting was not
/// saved, and so does the line after exit.
@Suite(.serialized) struct HeldLockEndToEndTests {
    let binary: String

    init() throws {
        binary = try pulseBinary()
    }

    @Test func aHeldLockNeverFreezesTheDisplay() throws {
        // Time runs 40 times faster, so the ten seconds of retries pass in a quarter second.
        let pane = try TmuxPane.pulse(
            binary, arguments: "--color none", wrapper: TmuxPane.heldWrapper(),
            environment: ["PULSE_TIME_SCALE": "40"])
        let config = pane.directory.appendingPathComponent("config/pulse")
        try FileManager.default.createDirectory(at: config, withIntermediateDirectories: true)
        let holder = try spawnProcess("/usr/bin/flock", [config.path, "sleep", "60"])
        defer {
            kill(holder, SIGTERM)
            _ = waitForExit(holder)
        }
        // flock has the lock once its sleep runs.
        let deadline = Date().addingTimeInterval(10)
        while (try? run("/usr/bin/pgrep", ["-P", "\(holder)", "sleep"]).standardOutput.isEmpty) ?? true,
            Date() < deadline
        {
            usleep(20_000)
        }
        pane.release()
        #expect(try pane.waitUntil { $0.contains("\u{2588}") })
        let minuteMode = try pane.screen()
        try pane.keys("Space", "Space")
        #expect(try pane.waitUntil { $0 != minuteMode }, "the choice shows at once")
        #expect(try pane.waitUntil { squeezed($0).contains("SETTINGNOTSAVED") }, "and the page says it was not saved")
        // Still answering keys: page to the Stopwatch and back.
        try pane.keys("l")
        #expect(
            try pane.waitUntil { !squeezed($0).contains("SETTINGNOTSAVED") }, "the Stopwatch, which has no such line")
        try pane.keys("h")
        #expect(try pane.waitUntil { squeezed($0).contains("SETTINGNOTSAVED") })
        try pane.keys("q")
        #expect(try pane.waitForExit(), "quitting works while the lock is held")
        #expect(
            try pane.waitUntil { $0.contains("could not save the clock preferences") && $0.contains("locked") },
            "said after exit")
        let stored = try String(contentsOf: config.appendingPathComponent("preferences.json"), encoding: .utf8)
        #expect(!stored.contains("showsSeconds"), "the file is as it was: \(stored)")
    }

    @Test func aLockReleasedWhileRetryingLetsTheSaveThrough() throws {
        let pane = try TmuxPane.pulse(binary, arguments: "--color none", wrapper: TmuxPane.heldWrapper())
        let config = pane.directory.appendingPathComponent("config/pulse")
        try FileManager.default.createDirectory(at: config, withIntermediateDirectories: true)
        // A short hold: released while Pulse keeps trying (every quarter second, ten seconds).
        let holder = try spawnProcess("/usr/bin/flock", [config.path, "sleep", "1"])
        defer { _ = waitForExit(holder) }
        pane.release()
        #expect(try pane.waitUntil { $0.contains("\u{2588}") })
        try pane.keys("Space", "Space")
        let file = config.appendingPathComponent("preferences.json")
        #expect(
            try pane.waitUntil(timeout: 15) { _ in
                (try? String(contentsOf: file, encoding: .utf8))?.contains("\"clock.showsSeconds\" : true") ?? false
            }, "saved once the lock was free")
        #expect(!squeezed(try pane.screen()).contains("SETTINGNOTSAVED"))
        try pane.keys("q")
        #expect(try pane.waitForExit())
    }
}
