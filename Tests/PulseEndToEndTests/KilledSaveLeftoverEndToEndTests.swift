import Foundation
import PulseTestSupport
import Testing

/// Every kind of save the binary makes, killed at its `fsync` or at its `rename` by
/// strace's fault injection (`-e inject=CALL:signal=KILL:when=1`, the first such call):
/// the old file is left as it was, and nothing else outlives the save, above all not a
/// credential that was typed.
@Suite(.serialized) struct KilledSaveLeftoverEndToEndTests {
    static let strace = "/usr/bin/strace"
    let binary: String

    init() throws {
        binary = try pulseBinary()
        guard FileManager.default.isExecutableFile(atPath: Self.strace) else {
            throw HarnessError("these tests need strace (make test installs it)")
        }
    }

    /// strace's arguments that kill the traced program at its first call of any of `calls`.
    static func killing(at calls: String) -> [String] {
        ["-f", "-o", "/dev/null", "-e", "inject=\(calls):signal=KILL:when=1"]
    }

    /// The same, as words for a pane's command line.
    static func wrapper(killingAt calls: String) -> String {
        ([strace] + killing(at: calls)).joined(separator: " ")
    }

    /// Every file under `root`, by its path below it, with its bytes.
    func files(under root: URL) -> [String: Data] {
        var found: [String: Data] = [:]
        let walker = FileManager.default.enumerator(atPath: root.path)
        while let relative = walker?.nextObject() as? String {
            let path = root.appendingPathComponent(relative).path
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), !isDirectory.boolValue
            else { continue }
            found[relative] = FileManager.default.contents(atPath: path) ?? Data()
        }
        return found
    }

    /// Writes `contents` at `relative` under `root` as Pulse would: 0600 in 0700 directories.
    func plant(_ contents: String, at relative: String, under root: URL) throws {
        let url = root.appendingPathComponent(relative)
        try FileManager.default.createDirectory(
            at: url.deletingLastPathComponent(), withIntermediateDirectories: true,
            attributes: [.posixPermissions: 0o700])
        try Data(contents.utf8).write(to: url)
        chmod(url.path, 0o600)
    }

    static let oldSettings = #"{"clock.showsSeconds":false,"location":{"latitude":10,"longitude":13}}"#
    static let oldStopwatch = #"{"accumulated":5,"startedAt":null,"version":1}"#
    static let oldCredentials = #"{"uptime.api-key":"lsu_old_key"}"#

    /// The three files a user has from earlier runs.
    func plantOldFiles(under root: URL) throws {
        try plant(Self.oldSettings, at: "config/pulse/preferences.json", under: root)
        try plant(Self.oldStopwatch, at: "state/pulse/stopwatch.json", under: root)
        try plant(Self.oldCredentials, at: "config/pulse/credentials.json", under: root)
    }

    func expectOnlyTheOldFiles(under root: URL, sourceLocation: SourceLocation = #_sourceLocation) {
        let expected = [
            "config/pulse/preferences.json": Data(Self.oldSettings.utf8),
            "state/pulse/stopwatch.json": Data(Self.oldStopwatch.utf8),
            "config/pulse/credentials.json": Data(Self.oldCredentials.utf8),
        ]
        let found = files(under: root).filter { $0.key.hasPrefix("config/") || $0.key.hasPrefix("state/") }
        #expect(Set(found.keys) == Set(expected.keys), "nothing but the old files", sourceLocation: sourceLocation)
        #expect(found == expected, "each as it was", sourceLocation: sourceLocation)
    }

    @Test(arguments: [["--location", "52.52,13.39"], ["--uptime", "gatus:http://127.0.0.1:9/"]])
    func aCommandLineSaveKilledAtItsFsyncLeavesOnlyTheOldFile(_ arguments: [String]) throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("pulse-fsync-\(UUID())")
        defer { try? FileManager.default.removeItem(at: root) }
        try plantOldFiles(under: root)
        let environment = [
            "XDG_CONFIG_HOME": root.appendingPathComponent("config").path,
            "XDG_STATE_HOME": root.appendingPathComponent("state").path, "TZ": "UTC",
        ]
        let save = try TerminalRun(
            Self.strace, Self.killing(at: "fsync") + [binary] + arguments, environment: environment)
        #expect(save.exitStatus() == 128 + SIGKILL, "killed at its fsync: \(save.standardError)")
        expectOnlyTheOldFiles(under: root)
    }

    /// A save in a terminal, killed at its fsync: `act` makes it.
    func killedInATerminal(_ arguments: String, _ act: (TmuxPane) throws -> Void) throws -> TmuxPane {
        let pane = try TmuxPane.pulse(
            binary, arguments: arguments,
            wrapper: TmuxPane.heldWrapper() + " " + Self.wrapper(killingAt: "fsync"),
            environment: ["PULSE_GITHUB_URL": "http://127.0.0.1:9", "PULSE_GITHUB_API_URL": "http://127.0.0.1:9"])
        try plantOldFiles(under: pane.directory)
        pane.release()
        try act(pane)
        #expect(try pane.waitForExit(), "killed at its fsync")
        #expect((try? String(contentsOf: pane.record, encoding: .utf8))?.hasPrefix("exit=137") == true)
        return pane
    }

    @Test func aSettingsSaveKilledAtItsFsyncLeavesOnlyTheOldFile() throws {
        let pane = try killedInATerminal("") { pane in
            #expect(try pane.waitUntil { !$0.isEmpty })
            try pane.keys("Space", "Space")  // seconds on, saved at once
        }
        expectOnlyTheOldFiles(under: pane.directory)
    }

    @Test func aStopwatchSaveKilledAtItsFsyncLeavesOnlyTheOldFile() throws {
        let pane = try killedInATerminal("--page stopwatch") { pane in
            #expect(try pane.waitUntil { $0.contains("\u{2588}") })
            try pane.keys("Space", "Space")  // started, saved at once
        }
        expectOnlyTheOldFiles(under: pane.directory)
    }

    @Test func aCredentialSaveKilledAtItsFsyncLeavesNeitherAFileNorTheTypedName() throws {
        let typed = "secretuser"
        let pane = try killedInATerminal("--page github") { pane in
            #expect(try pane.waitUntil { squeezed($0).contains("YOURGITHUBNAME") })
            try pane.keys("Enter")
            try pane.literal(typed)
            #expect(try pane.waitUntil { $0.contains(typed) })
            try pane.keys("Enter")
        }
        expectOnlyTheOldFiles(under: pane.directory)
        for (path, data) in files(under: pane.directory) where path.hasPrefix("config/") || path.hasPrefix("state/") {
            #expect(data.range(of: Data(typed.utf8)) == nil, "the typed name is in \(path)")
        }
    }

    /// Killed between naming its temporary file and renaming it over the old one, a save
    /// does leave a file of Pulse's pattern: the next save of that file removes it.
    @Test func whatASaveKilledAtItsRenameLeftIsRemovedByTheNextSave() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("pulse-rename-\(UUID())")
        defer { try? FileManager.default.removeItem(at: root) }
        try plantOldFiles(under: root)
        let environment = [
            "XDG_CONFIG_HOME": root.appendingPathComponent("config").path,
            "XDG_STATE_HOME": root.appendingPathComponent("state").path, "TZ": "UTC",
        ]
        let save = ["--location", "52.52,13.39"]
        for _ in 0..<2 {
            let killed = try TerminalRun(
                Self.strace, Self.killing(at: "rename,renameat,renameat2") + [binary] + save, environment: environment)
            #expect(killed.exitStatus() == 128 + SIGKILL)
        }
        let settings = root.appendingPathComponent("config/pulse/preferences.json")
        #expect(try Data(contentsOf: settings) == Data(Self.oldSettings.utf8), "the old file, whole")
        func latitude() -> Double? {
            let stored = (try? Data(contentsOf: settings)).flatMap {
                try? JSONSerialization.jsonObject(with: $0) as? [String: Any]
            }
            return (stored?["location"] as? [String: Any])?["latitude"] as? Double
        }
        #expect(try TerminalRun(binary, save, environment: environment).end(when: { latitude() == 52.52 }))
        let names = try FileManager.default.contentsOfDirectory(atPath: settings.deletingLastPathComponent().path)
        #expect(names.sorted() == ["credentials.json", "preferences.json"], "no leftover: \(names)")
    }
}
