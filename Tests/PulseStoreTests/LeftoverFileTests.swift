import Foundation
import PulseCore
import PulseTestSupport
import Testing

@testable import PulseStore

/// What a killed save can leave, and who may remove it: a save of a file removes the
/// temporary files of Pulse's pattern beside it whose writer is gone (nobody holds their
/// lock), never one a save in progress holds, never anything else. Walked both ways a
/// save writes: a file with no name until it is complete, and (for file systems without
/// one) a file named from the start.
@Suite struct LeftoverFileTests {
    let scratch: Scratch
    let file: URL

    init() throws {
        scratch = try Scratch()
        file = scratch.url.appendingPathComponent("pulse/preferences.json")
        try FileManager.default.createDirectory(
            at: file.deletingLastPathComponent(), withIntermediateDirectories: true,
            attributes: [.posixPermissions: 0o700])
    }

    func names() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: file.deletingLastPathComponent().path).sorted()
    }

    /// A file at `name` beside the settings, as a killed save (or something else) left it.
    @discardableResult
    func leave(_ name: String, _ contents: String = #"{"github.username":"secretuser"}"#) throws -> URL {
        let url = file.deletingLastPathComponent().appendingPathComponent(name)
        try Data(contents.utf8).write(to: url)
        chmod(url.path, 0o600)
        return url
    }

    func save(nameless: Bool) throws {
        try AtomicFile.write(
            Data("{}\n".utf8), to: file, mode: 0o600, directoryMode: 0o700, limit: nil, nameless: nameless)
    }

    @Test(arguments: [true, false])
    func whatKilledSavesLeftIsRemovedByTheNextSave(_ nameless: Bool) throws {
        try leave(".preferences.json.AbC123")
        try leave(".preferences.json.zz9ZZ0")
        try save(nameless: nameless)
        #expect(try names() == ["preferences.json"])
        #expect(try Data(contentsOf: file) == Data("{}\n".utf8))
    }

    @Test(arguments: [true, false])
    func aTemporaryFileASaveInProgressHoldsIsNeverRemoved(_ nameless: Bool) throws {
        let busy = try leave(".preferences.json.Busy01")
        // Held as a save holds its temporary file; flock locks belong to the open file, so
        // this process's own save is refused the lock like another Pulse's would be.
        let holder = open(busy.path, O_RDONLY | O_CLOEXEC)
        defer { close(holder) }
        #expect(holder >= 0 && flock(holder, LOCK_EX | LOCK_NB) == 0)
        try save(nameless: nameless)
        #expect(try names() == [".preferences.json.Busy01", "preferences.json"])
    }

    @Test func nothingButPulsesOwnPatternForThatFileIsTouched() throws {
        let others = [
            ".preferences.json.swp", ".preferences.json.ABCDEFG", ".preferences.json.ABC-EF", "preferences.json.ABCDEF",
            ".preferences.json~", ".credentials.json.ABCDEF",
        ]
        for name in others { try leave(name) }
        // A link and a directory of the pattern are not a save's: left too.
        let directory = file.deletingLastPathComponent()
        try FileManager.default.createSymbolicLink(
            atPath: directory.appendingPathComponent(".preferences.json.Link01").path, withDestinationPath: "x")
        try FileManager.default.createDirectory(
            at: directory.appendingPathComponent(".preferences.json.Dir001"), withIntermediateDirectories: false)
        try save(nameless: true)
        #expect(
            try names()
                == (others + [".preferences.json.Link01", ".preferences.json.Dir001", "preferences.json"]).sorted())
    }

    @Test func aFileOfThePatternOwnedBySomeoneElseIsLeft() throws {
        let foreign = try leave(".preferences.json.Other1")
        // Tests run as root (the disk tests mount file systems), so a file can be given away.
        guard geteuid() == 0 else { return }
        #expect(chown(foreign.path, 65534, 65534) == 0)
        try save(nameless: true)
        #expect(try names() == [".preferences.json.Other1", "preferences.json"])
    }

    @Test(arguments: [true, false])
    func aFailedSaveLeavesNothingEitherWay(_ nameless: Bool) throws {
        try save(nameless: nameless)
        let directory = file.deletingLastPathComponent()
        // The file's place holds a directory: everything up to the rename works, then it fails.
        try FileManager.default.removeItem(at: file)
        try FileManager.default.createDirectory(at: file, withIntermediateDirectories: false)
        #expect(throws: FileWriteError.self) { try save(nameless: nameless) }
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["preferences.json"])
    }

    @Test func theTemporaryNamesMatchTheirOwnPatternOnly() {
        for _ in 0..<200 {
            let name = TemporaryFile.temporaryName(for: "stopwatch.json")
            #expect(TemporaryFile.isTemporaryName(name, for: "stopwatch.json"))
            #expect(!TemporaryFile.isTemporaryName(name, for: "preferences.json"))
        }
        #expect(TemporaryFile.isTemporaryName(".stopwatch.json.aZ09bY", for: "stopwatch.json"))
        #expect(!TemporaryFile.isTemporaryName(".stopwatch.json.aZ09b", for: "stopwatch.json"))
        #expect(!TemporaryFile.isTemporaryName(".stopwatch.json.aZ09bé", for: "stopwatch.json"))
    }

    @Test func eachKindOfFileClearsItsOwnLeftovers() throws {
        let environment = [
            "XDG_CONFIG_HOME": scratch.url.appendingPathComponent("config").path,
            "XDG_STATE_HOME": scratch.url.appendingPathComponent("state").path,
        ]
        let paths = XDGPaths(environment: environment)
        for url in [paths.preferencesFile, paths.credentialsFile, paths.stopwatchFile] {
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true,
                attributes: [.posixPermissions: 0o700])
            try Data("left".utf8).write(
                to: url.deletingLastPathComponent().appendingPathComponent(".\(url.lastPathComponent).Old123"))
        }
        try PreferencesFile(url: paths.preferencesFile).saveUptime(UptimePreferences(source: .levo))
        try CredentialStore(url: paths.credentialsFile).saveTakingTurns("octocat", for: .githubUsername)
        try StopwatchFile(url: paths.stopwatchFile).save(Stopwatch())
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: paths.configDirectory.path).sorted()
                == ["credentials.json", "preferences.json"])
        #expect(try FileManager.default.contentsOfDirectory(atPath: paths.stateDirectory.path) == ["stopwatch.json"])
    }
}
