import Foundation
import Testing

/// Every file Pulse watches is followed after what a person or a tool does to it besides an
/// edit: the file made unreadable for a moment and given back, its directory removed,
/// moved away or made again, the file renamed over. An edit after each is on screen
/// without a key, as it is before.
@Suite(.serialized) struct WatchedFilesEndToEndTests {
    let binary: String

    init() throws {
        binary = try pulseBinary()
    }

    func settingsFile(_ pane: TmuxPane) -> URL {
        pane.directory.appendingPathComponent("config/pulse/preferences.json")
    }

    /// Whether the pane shows the Clock as its files say, with seconds or without.
    func showsClock(_ pane: TmuxPane, seconds: Bool) throws -> Bool {
        try pane.waitUntil(showing: "clock") { _ in
            let time = try pane.snapshot("clock", format: "text").split(separator: "\n").first ?? ""
            return (time.count == 8) == seconds
        }
    }

    /// Writes `text` into `file` in place, as an editor that does not rename does.
    func writeInPlace(_ text: String, to file: URL) throws {
        if !FileManager.default.fileExists(atPath: file.path) {
            #expect(FileManager.default.createFile(atPath: file.path, contents: nil))
        }
        let handle = try FileHandle(forWritingTo: file)
        try handle.truncate(atOffset: 0)
        try handle.write(contentsOf: Data(text.utf8))
        try handle.close()
    }

    /// Writes `text` beside `file` and renames it over, as a save or a dotfiles tool does.
    func renameOver(_ text: String, to file: URL) throws {
        let beside = file.deletingLastPathComponent().appendingPathComponent(file.lastPathComponent + ".new")
        try Data(text.utf8).write(to: beside)
        #expect(rename(beside.path, file.path) == 0)
    }

    /// Run as a user who is not root (as the console's unit runs), the settings file made
    /// unreadable (`chmod 000`) and given back (`chmod 644`): the page says so and then
    /// no more, a hand edit shows, and a change made on the page is saved.
    @Test func aSettingsFileUnreadableForAMomentIsFollowedAgain() throws {
        // The tests run as root, whom no mode keeps out: there Pulse runs as `nobody`, in
        // directories that user owns.
        let root = getuid() == 0
        let dropped = root ? " setpriv --reuid=nobody --regid=nogroup --clear-groups" : ""
        if root {
            let tried = try? run(
                "/usr/bin/setpriv", ["--reuid=nobody", "--regid=nogroup", "--clear-groups", "/bin/true"])
            guard tried?.status == 0 else {
                Issue.record("setpriv cannot run a process as nobody here: privileges cannot be dropped")
                return
            }
        }
        let pane = try TmuxPane.pulse(binary, arguments: "--page clock", wrapper: TmuxPane.heldWrapper() + dropped)
        if root { try run("/bin/chown", ["-R", "nobody:nogroup", pane.directory.path]) }
        pane.release()
        #expect(try showsClock(pane, seconds: false))
        let file = settingsFile(pane)
        #expect(chmod(file.path, 0o000) == 0)
        #expect(try pane.waitUntil { squeezed($0).contains("SETTINGSFILEUNREADABLE") }, "said at once")
        #expect(chmod(file.path, 0o644) == 0)
        #expect(try pane.waitUntil { !squeezed($0).contains("SETTINGSFILEUNREADABLE") }, "and no more once readable")
        try writeInPlace(
            #"{"display.nightDimming": false, "hints.shown": true, "clock.showsSeconds": true}"#, to: file)
        #expect(try showsClock(pane, seconds: true), "a hand edit after it shows")
        // A change made on the page is saved, not answered SETTING NOT SAVED: seconds off.
        try pane.keys("Space", "Space")
        #expect(
            try pane.waitUntil { _ in
                (try? String(contentsOf: file, encoding: .utf8))?.contains(#""clock.showsSeconds" : false"#) == true
            }, "a change is saved")
        #expect(try showsClock(pane, seconds: false))
        #expect(try pane.waitUntil { !squeezed($0).contains("NOTSAVED") })
        try pane.keys("q")
        #expect(try pane.waitForExit())
    }

    /// The settings directory removed and made again with a settings file, a file renamed
    /// over it, then the directory moved away and made again: each shows, with no key.
    @Test func aSettingsDirectoryMadeAgainIsFollowed() throws {
        let pane = try TmuxPane.pulse(binary, arguments: "--page clock")
        #expect(try showsClock(pane, seconds: false))
        let file = settingsFile(pane)
        let directory = file.deletingLastPathComponent()
        let seconds = #"{"display.nightDimming": false, "hints.shown": true, "clock.showsSeconds": true}"#
        let minutes = #"{"display.nightDimming": false, "hints.shown": true, "clock.showsSeconds": false}"#

        try FileManager.default.removeItem(at: directory)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: false)
        try writeInPlace(seconds, to: file)
        #expect(try showsClock(pane, seconds: true), "removed and made again")
        try renameOver(minutes, to: file)
        #expect(try showsClock(pane, seconds: false), "a file renamed over it")

        let away = directory.deletingLastPathComponent().appendingPathComponent("pulse.old")
        try FileManager.default.moveItem(at: directory, to: away)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: false)
        try renameOver(seconds, to: file)
        #expect(try showsClock(pane, seconds: true), "moved away and made again")
        try writeInPlace(minutes, to: file)
        #expect(try showsClock(pane, seconds: false), "then written in place")
        try pane.keys("q")
        #expect(try pane.waitForExit())
    }

    /// The stopwatch's directory removed and made again, then a running stopwatch written
    /// there (a restore): the stopped page, which would next wake at the minute, follows it.
    @Test func aStopwatchDirectoryMadeAgainIsFollowed() throws {
        let pane = try TmuxPane.pulse(binary, arguments: "--page stopwatch")
        func readout() throws -> String {
            String(try pane.snapshot("stopwatch", format: "text").split(separator: "\n").first ?? "")
        }
        #expect(try pane.waitUntil(showing: "stopwatch") { _ in try readout() == "00:00:00" })
        // Pulse makes the directory when it first saves: a start and a reset leave it there.
        try pane.keys("Space", "Space", "Space")
        let file = pane.directory.appendingPathComponent("state/pulse/stopwatch.json")
        #expect(try pane.waitUntil { _ in (try pane.storedStopwatch()?["accumulated"] as? Double) == 0 })
        #expect(try pane.waitUntil(showing: "stopwatch") { _ in try readout() == "00:00:00" })
        let directory = file.deletingLastPathComponent()
        try FileManager.default.removeItem(at: directory)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: false)
        let started = Int(Date().timeIntervalSince1970) - 3600
        try writeInPlace(#"{"version":1,"startedAt":\#(started),"accumulated":0}"#, to: file)
        #expect(
            try pane.waitUntil(showing: "stopwatch", timeout: 20) { _ in try readout() >= "01:00:00" },
            "a stopwatch written into the directory made again")
        try pane.keys("q")
        #expect(try pane.waitForExit())
    }

    /// The timers' directory removed and made again, then a running countdown written
    /// there: the page, which showed a paused one, follows it with no key.
    @Test func aTimersDirectoryMadeAgainIsFollowed() throws {
        let pane = try TmuxPane.pulse(binary, arguments: "--page countdown", wrapper: TmuxPane.heldWrapper())
        let directory = pane.directory.appendingPathComponent("state/pulse")
        let file = directory.appendingPathComponent("countdown.json")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try writeInPlace(#"{"version": 1, "length": 600, "endsAt": null, "left": 300, "announced": null}"#, to: file)
        pane.release()
        #expect(try pane.waitUntil(showing: "countdown") { !$0.isEmpty })
        let paused = try pane.screen()
        try FileManager.default.removeItem(at: directory)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: false)
        let end = Int(Date().timeIntervalSince1970) + 3000
        try writeInPlace(
            #"{"version": 1, "length": 3600, "endsAt": \#(end), "left": null, "announced": null}"#, to: file)
        #expect(
            try pane.waitUntil(showing: "countdown") { $0 != paused },
            "the countdown written into the directory made again")
        try pane.keys("q")
        #expect(try pane.waitForExit())
    }

    /// `TZ` names a file whose directory is removed (UTC shows) and made again with another
    /// zone: the new zone's time shows with no key and no minute boundary near.
    @Test func aZoneDirectoryMadeAgainIsFollowed() throws {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("pulse-zone-\(UUID().uuidString)")
        let zones = scratch.appendingPathComponent("zones")
        try FileManager.default.createDirectory(at: zones, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        let zoneFile = zones.appendingPathComponent("localtime").path
        try FileManager.default.copyItem(atPath: "/usr/share/zoneinfo/Asia/Kathmandu", toPath: zoneFile)
        let offset = TmuxPane.offset(placingClockAt: 20)
        let pane = try TmuxPane.pulse(
            binary, arguments: "--page clock", environment: ["TZ": zoneFile, "PULSE_TIME_OFFSET": String(offset)])
        func expected() throws -> String {
            let shown = Date(timeIntervalSince1970: Date().timeIntervalSince1970 + offset)
            let size = try pane.format("#{pane_width}x#{pane_height}")
            let outcome = try run(
                binary,
                [
                    "snapshot", "clock", "--at", ISO8601DateFormatter().string(from: shown), "--size", size,
                    "--color", "none", "--format", "frame",
                ], environment: pane.pulseEnvironment)
            return trimmedScreen(glyphView(outcome.standardOutput))
        }
        #expect(try pane.waitUntil { try $0 == expected() }, "Kathmandu's time first")
        let kathmandu = try pane.screen()
        try FileManager.default.removeItem(at: zones)
        // Gone with its directory: the C library reads no file, and the time is UTC's.
        #expect(try pane.waitUntil { try $0 != kathmandu && $0 == expected() }, "UTC while there is no file")
        try FileManager.default.createDirectory(at: zones, withIntermediateDirectories: false)
        try FileManager.default.copyItem(atPath: "/usr/share/zoneinfo/Asia/Tokyo", toPath: zoneFile)
        #expect(try pane.waitUntil { try $0 != kathmandu && $0 == expected() }, "Tokyo's, with no key")
        try pane.keys("q")
        #expect(try pane.waitForExit())
    }
}
