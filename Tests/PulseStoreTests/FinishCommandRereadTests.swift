import Foundation
import PulseApp
import PulseCore
import PulseTestSupport
import Testing

@testable import PulseStore

/// `timers.onFinish` follows the settings file while Pulse runs, as every other key does,
/// and a value holding control characters is refused by its reason, never shown.
@Suite struct FinishCommandRereadTests {
    let root: URL
    let files: StoredFiles
    var settings: URL { root.appendingPathComponent("config/pulse/preferences.json") }

    init() throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("pulse-finish-\(UUID().uuidString)")
        try FileManager.default.createDirectory(
            at: root.appendingPathComponent("config/pulse"), withIntermediateDirectories: true)
        try Data(#"{"timers.onFinish": "notify-send first"}"#.utf8).write(
            to: root.appendingPathComponent("config/pulse/preferences.json"))
        files = StoredFiles(environment: [
            "XDG_STATE_HOME": root.appendingPathComponent("state").path,
            "XDG_CONFIG_HOME": root.appendingPathComponent("config").path,
        ])
    }

    func write(_ text: String) throws {
        try Data(text.utf8).write(to: settings)
    }

    @Test func aChangedOrRemovedCommandIsReadAgain() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        #expect(files.finishCommand?.words == ["notify-send", "first"])
        try write(#"{"timers.onFinish": "notify-send second"}"#)
        let second = try FinishCommand(parsing: "notify-send second")
        #expect(files.reread() == .read(Settings(onFinish: second)))
        try write("{}")
        #expect(files.reread() == .read(Settings()), "removed: none runs")
        #expect(files.reread() == nil)
    }

    @Test func controlCharactersMakeTheCommandUnusableAndAreNeverShown() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        try write(#"{"timers.onFinish": "no-such\u001b]0;PWNED\u0007\u001b[2J-cmd arg"}"#)
        #expect(files.reread() == .read(Settings()), "no command")
        let said = files.messages.lines.joined(separator: "\n")
        #expect(said.contains("cannot use timers.onFinish") && said.contains("control characters"), "\(said)")
        #expect(!said.unicodeScalars.contains { $0.properties.generalCategory == .control }, "\(said)")
    }

    @Test func aMessageNeverCarriesAControlCharacter() {
        var messages = AfterExitMessages()
        messages.say("pulse: the command for a timer's end (a\u{1B}]0;PWNED\u{07}\u{9B}2J) could not start")
        #expect(
            messages.lines == [#"pulse: the command for a timer's end (a\x1B]0;PWNED\x07\u{009B}2J) could not start"#])
    }
}
