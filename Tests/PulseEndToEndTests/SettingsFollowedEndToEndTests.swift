import Foundation
import Testing

/// What the settings file holds is what Pulse shows and does, in a real terminal: a file
/// mended by hand takes the NOT SAVED marks away, a save that waited for another
/// process's lock never writes over a hand edit made meanwhile, `timers.onFinish` follows
/// the file, and nothing in it reaches the terminal as control characters.
@Suite(.serialized) struct SettingsFollowedEndToEndTests {
    let binary: String

    init() throws {
        binary = try pulseBinary()
    }

    func settingsFile(_ pane: TmuxPane) -> URL {
        pane.directory.appendingPathComponent("config/pulse/preferences.json")
    }

    /// Writes `text` beside `file` and renames it over, as an editor's save does.
    func renameOver(_ text: String, to file: URL) throws {
        let beside = file.deletingLastPathComponent().appendingPathComponent("preferences.json.new")
        try Data(text.utf8).write(to: beside)
        #expect(rename(beside.path, file.path) == 0)
    }

    /// Whether the pane draws in amber (tmux shows the primary as colour 214, or 94 by night).
    func amber(_ pane: TmuxPane) throws -> Bool {
        let shown = try pane.tmux(["capture-pane", "-p", "-e"])
        return [";214m", ";214;", ";94m", ";94;"].contains { shown.contains($0) }
    }

    /// A file that could not be read, with a change answered SETTING NOT SAVED, mended by
    /// hand: the page shows the file's values and says nothing more of either.
    @Test func aFileMendedByHandTakesTheMarksAway() throws {
        let pane = try TmuxPane.pulse(binary, arguments: "--page clock")
        #expect(try pane.waitUntil(showing: "clock") { !$0.isEmpty })
        let file = settingsFile(pane)
        try Data(#"{"clock.showsSeconds": true, "#.utf8).write(to: file)
        #expect(try pane.waitUntil { squeezed($0).contains("SETTINGSFILEUNREADABLE") })
        try pane.keys("Space", "Space")
        #expect(try pane.waitUntil { squeezed($0).contains("SETTINGNOTSAVED") })
        try renameOver(#"{"display.nightDimming": false, "hints.shown": true}"#, to: file)
        #expect(
            try pane.waitUntil { screen in
                let page = try pane.snapshot("clock")
                return !squeezed(screen).contains("NOTSAVED") && !squeezed(screen).contains("UNREADABLE")
                    && screen == page
            }, "the file's values, unmarked")
        try pane.keys("q")
        #expect(try pane.waitForExit())
    }

    /// Seconds turned on while another process holds the settings directory's lock; the
    /// file is then edited by hand (the ink amber) and the lock let go. The waiting save is
    /// older than the edit: it is never written, and the screen shows what is stored.
    @Test func aSaveThatWaitedForALockNeverWritesOverAHandEdit() throws {
        let pane = try TmuxPane.pulse(binary, arguments: "--page clock")
        #expect(try pane.waitUntil(showing: "clock") { !$0.isEmpty })
        let file = settingsFile(pane)
        let directory = open(file.deletingLastPathComponent().path, O_RDONLY | O_DIRECTORY)
        #expect(directory >= 0 && flock(directory, LOCK_EX) == 0)
        defer { close(directory) }
        let minutes = try pane.screen()
        try pane.keys("Space", "Space")
        #expect(try pane.waitUntil { $0 != minutes }, "the seconds show while the save waits")
        try renameOver(#"{"display.nightDimming": false, "hints.shown": true, "display.ink": "amber"}"#, to: file)
        #expect(try pane.waitUntil { _ in try amber(pane) }, "the hand edit is read")
        #expect(flock(directory, LOCK_UN) == 0)
        // Quitting gives every save still waiting its last try: none is left to write.
        try pane.keys("q")
        #expect(try pane.waitForExit())
        let stored = try String(contentsOf: file, encoding: .utf8)
        #expect(stored.contains("amber") && !stored.contains("showsSeconds"), "the hand edit stands: \(stored)")
    }

    /// A script that records that it ran, as the line `name`, in the file `ran` beside it.
    func recorder() throws -> URL {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "pulse-record-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let script = directory.appendingPathComponent("record.sh")
        try Data("#!/bin/sh\necho \"$1\" >> \"$(dirname \"$0\")/ran\"\n".utf8).write(to: script)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: script.path)
        return script
    }

    /// A countdown paused one second before its end, stored for `pane`: a double press
    /// ends it a second later, with no clock run fast.
    func storeAlmostEndedCountdown(for pane: TmuxPane) throws {
        let directory = pane.directory.appendingPathComponent("state/pulse")
        try FileManager.default.createDirectory(
            at: directory, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        try Data(#"{"version": 1, "length": 60, "endsAt": null, "left": 1, "announced": null}"#.utf8)
            .write(to: directory.appendingPathComponent("countdown.json"))
    }

    /// `timers.onFinish` changed by hand while Pulse runs: the countdown's end runs the new
    /// command, not the one read at start. The edit also turns seconds on, which Settings
    /// shows once it is read.
    @Test func aCommandChangedInTheFileIsTheOneRun() throws {
        let script = try recorder()
        let ran = script.deletingLastPathComponent().appendingPathComponent("ran")
        defer { try? FileManager.default.removeItem(at: script.deletingLastPathComponent()) }
        let pane = try TmuxPane.pulse(binary, arguments: "--page settings", wrapper: TmuxPane.heldWrapper())
        try storeAlmostEndedCountdown(for: pane)
        let file = settingsFile(pane)
        let settings = #"{"hints.shown": true, "display.nightDimming": false, "pages": ["countdown", "settings"], "#
        try Data((settings + #""timers.onFinish": "\#(script.path) first"}"#).utf8).write(to: file)
        pane.release()
        #expect(try pane.waitUntil { squeezed($0).contains(/SECONDS[^A-Z0-9]*OFF/) })
        try renameOver(
            settings + #""clock.showsSeconds": true, "timers.onFinish": "\#(script.path) second"}"#, to: file)
        #expect(try pane.waitUntil { squeezed($0).contains(/SECONDS[^A-Z0-9]*ON/) }, "the edit is read")
        try pane.keys("Left")
        #expect(try pane.waitUntil(showing: "countdown") { !squeezed($0).contains("SECONDS") })
        try pane.keys("Space", "Space")
        #expect(try pane.waitUntil { squeezed($0).contains("ENDED") })
        #expect(
            try pane.waitUntil { _ in (try? String(contentsOf: ran, encoding: .utf8)) == "second\n" },
            "the command in the file now: \((try? String(contentsOf: ran, encoding: .utf8)) ?? "nothing")")
        try pane.keys("q")
        #expect(try pane.waitForExit())
    }

    /// Control characters in `timers.onFinish`: the key cannot be used, no command runs,
    /// and neither the page nor the lines after exit carry an escape to the terminal (the
    /// window's title is never changed, the screen never cleared).
    @Test func controlCharactersInTheCommandNeverReachTheTerminal() throws {
        let pane = try TmuxPane.pulse(binary, arguments: "--page countdown", wrapper: TmuxPane.heldWrapper())
        try storeAlmostEndedCountdown(for: pane)
        let stream = pane.directory.appendingPathComponent("stream")
        try pane.tmux(["pipe-pane", "-o", "cat >> '\(stream.path)'"])
        let file = settingsFile(pane)
        let hostile =
            #"{"hints.shown": true, "display.nightDimming": false, "#
            + #""timers.onFinish": "no-such\u001b]0;PWNED\u0007\u001b[2J-cmd arg"}"#
        try Data(hostile.utf8).write(to: file)
        pane.release()
        #expect(try pane.waitUntil(showing: "countdown") { !$0.isEmpty })
        try pane.keys("Space", "Space")
        #expect(try pane.waitUntil { squeezed($0).contains("ENDED") })
        try pane.keys("q")
        #expect(try pane.waitForExit())
        #expect(
            try pane.waitUntil {
                squeezed($0).contains("cannotusetimers.onFinish") && $0.contains("control characters")
            },
            "said after exit, by its reason")
        let bytes = String(decoding: (try? Data(contentsOf: stream)) ?? Data(), as: UTF8.self)
        #expect(!bytes.contains("PWNED"), "the value never reaches the terminal")
        #expect(try pane.format("#{pane_title}") != "PWNED")
    }
}
