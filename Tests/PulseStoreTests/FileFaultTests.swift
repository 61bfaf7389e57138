import Foundation
import PulseApp
import PulseCore
import PulseTestSupport
import Testing

@testable import PulseStore

/// Ways a file of Pulse's can be found broken, made for real on disk.
enum Damage: String, CaseIterable, CustomTestStringConvertible {
    case empty, truncated, notJSON, wrongShape, binary, tooLarge, directory, fifo, linkLoop

    var testDescription: String { rawValue }

    /// Breaks the file at `url` this way.
    func apply(to url: URL) throws {
        let manager = FileManager.default
        try manager.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        chmod(url.deletingLastPathComponent().path, 0o700)
        func write(_ bytes: [UInt8]) throws {
            try Data(bytes).write(to: url)
            chmod(url.path, 0o600)
        }
        switch self {
        case .empty: try write([])
        case .truncated: try write(Array(#"{"clock.showsSeconds": tr"#.utf8))
        case .notJSON: try write(Array("showsSeconds = true\n".utf8))
        case .wrongShape: try write(Array("[1, 2, 3]\n".utf8))
        case .binary: try write([0xFF, 0xFE, 0x00, 0x7B, 0x22, 0xC3])
        case .tooLarge: try write(Array(repeating: 0x20, count: 1 << 20) + Array("{}".utf8))
        case .directory:
            try manager.createDirectory(at: url, withIntermediateDirectories: true)
            try Data("kept".utf8).write(to: url.appendingPathComponent("inside"))
        case .fifo: #expect(mkfifo(url.path, 0o600) == 0)
        case .linkLoop: try manager.createSymbolicLink(atPath: url.path, withDestinationPath: url.lastPathComponent)
        }
    }
}

/// What is at a path, to show it was left exactly as it was.
func fingerprint(_ url: URL) -> String {
    var info = stat()
    guard lstat(url.path, &info) == 0 else { return "nothing" }
    switch info.st_mode & S_IFMT {
    case S_IFLNK: return "link to " + ((try? FileManager.default.destinationOfSymbolicLink(atPath: url.path)) ?? "?")
    case S_IFDIR:
        return "directory holding " + ((try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []).joined()
    case S_IFIFO: return "fifo"
    default: return "file " + ((try? Data(contentsOf: url))?.base64EncodedString() ?? "?")
    }
}

/// Pulse's files found empty, truncated, not JSON, a directory, a FIFO, a link loop, on a
/// full or a read-only disk, or written by two Pulse processes at once: a clear message,
/// the defaults, nothing overwritten that the user did not ask to change, never an empty
/// credential file.
@Suite struct FileFaultTests {
    let scratch: Scratch
    let environment: [String: String]
    let paths: XDGPaths
    let berlin: Coordinate

    init() throws {
        scratch = try Scratch()
        environment = [
            "XDG_CONFIG_HOME": scratch.url.appendingPathComponent("config").path,
            "XDG_STATE_HOME": scratch.url.appendingPathComponent("state").path,
        ]
        paths = XDGPaths(environment: environment)
        berlin = try #require(Coordinate(latitude: 52.52, longitude: 13.41))
    }

    @Test(arguments: Damage.allCases)
    func aBrokenSettingsFileMeansDefaultsAMessageAndNoWrite(_ damage: Damage) throws {
        try damage.apply(to: paths.preferencesFile)
        let before = fingerprint(paths.preferencesFile)
        let files = StoredFiles(environment: environment)
        #expect(files.preferences == ClockPreferences())
        #expect(files.location == nil)
        let message = try #require(files.messages.lines.first)
        #expect(message.contains("cannot use the settings in \(paths.preferencesFile.path) ("))
        #expect(!message.contains("showsSeconds = true") && !message.contains("tr\""), "never the contents")
        _ = takingTurns {
            files.perform(
                Save(.clockPreferences(ClockPreferences(showsSeconds: true, showsCondition: false)), origin: .settings))
        }
        let located = takingTurns {
            files.perform(
                Save(.location(WeatherLocation(name: "Berlin", coordinate: berlin)), origin: .settings))
        }
        #expect(located == .failed)
        #expect(fingerprint(paths.preferencesFile) == before, "left as it is")
    }

    @Test(arguments: Damage.allCases)
    func aBrokenStopwatchFileIsAStoppedZeroLeftUntilTheUserActs(_ damage: Damage) throws {
        try damage.apply(to: paths.stopwatchFile)
        let before = fingerprint(paths.stopwatchFile)
        let files = StoredFiles(environment: environment)
        #expect(files.stopwatch == Stopwatch())
        #expect(files.stopwatchNotice == .unreadable)
        #expect(
            files.messages.lines.contains {
                $0.contains("cannot use the stored stopwatch \(paths.stopwatchFile.path) (")
            })
        _ = takingTurns {
            files.perform(
                Save(.clockPreferences(ClockPreferences(showsSeconds: true, showsCondition: true)), origin: .settings))
        }
        #expect(fingerprint(paths.stopwatchFile) == before, "not touched by any other save")
    }

    @Test(arguments: Damage.allCases)
    func aBrokenCredentialsFileIsNothingStoredAndIsNeverReplaced(_ damage: Damage) throws {
        try damage.apply(to: paths.credentialsFile)
        let before = fingerprint(paths.credentialsFile)
        let credentials = StoredCredentials(environment: environment)
        #expect(credentials.presence() == CredentialPresence())
        let message = try #require(credentials.messages.lines.first)
        #expect(message.contains("cannot use the credentials in '\(paths.credentialsFile.path)' ("))
        let saved = takingTurns {
            credentials.perform(Save(.credential(.uptimeKey, SecretText("lsu_new_key")), origin: .uptime))
        }
        // Trying again cannot help: the prompt says the file is unusable, not "retry".
        #expect(saved == .fileUnusable)
        #expect(fingerprint(paths.credentialsFile) == before, "the user's other credential may be in there")
        #expect(!credentials.messages.lines.joined().contains("lsu_new_key"))
    }

    @Test func eachReasonIsNamed() throws {
        let reasons: [Damage: String] = [
            .empty: "it is empty", .directory: "it is a directory", .fifo: "it is not a regular file",
            .tooLarge: "it is too large", .linkLoop: "its symbolic links go round in a loop",
            .truncated: "it is not valid JSON (it ends at line 1 before the JSON does)",
            .binary: "it is not valid JSON (line 1, column 1)", .notJSON: "it is not valid JSON (line 1, column 1)",
            .wrongShape: "it is not a JSON object",
        ]
        for (damage, reason) in reasons {
            let scratch = try Scratch()
            let file = scratch.url.appendingPathComponent("preferences.json")
            try damage.apply(to: file)
            #expect(PreferencesFile(url: file).load() == .unreadable(reason), "\(damage)")
        }
    }

    @Test func aConfigDirectoryThatIsAFileIsSaidAndNothingIsWritten() throws {
        try FileManager.default.createDirectory(
            at: paths.configDirectory.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("not a directory".utf8).write(to: paths.configDirectory)
        let files = StoredFiles(environment: environment)
        #expect(files.messages.lines.first?.contains("Not a directory") == true)
        let credentials = StoredCredentials(environment: environment)
        #expect(credentials.presence() == CredentialPresence())
        let saved = takingTurns {
            credentials.perform(Save(.credential(.githubUsername, SecretText("octocat")), origin: .github))
        }
        #expect(saved == .fileUnusable)
        #expect(try Data(contentsOf: paths.configDirectory) == Data("not a directory".utf8))
    }

    // A name with a control character in it ("\u{1B}]0;PWNED") makes the whole file unusable
    // (`CredentialRefusalTests`); these are printable, and only the name is ignored.
    @Test(arguments: [
        "]0;PWNED evil", "../../orgs/x", "octo cat", " octocat", String(repeating: "a", count: 40),
    ])
    func aStoredUsernameGitHubCouldNotHaveIssuedIsIgnoredAndNeverEchoed(_ name: String) throws {
        let store = CredentialStore(url: paths.credentialsFile)
        try store.saveTakingTurns(name, for: .githubUsername)
        let credentials = StoredCredentials(environment: environment)
        #expect(credentials.presence().githubUsername == nil)
        let message = try #require(credentials.messages.lines.first)
        #expect(message.contains("is not a valid GitHub username"))
        #expect(!message.contains(name))
    }

    @Test func anEmptyValueIsNeverWrittenAsACredential() throws {
        let store = CredentialStore(url: paths.credentialsFile)
        try store.saveTakingTurns("octocat", for: .githubUsername)
        let before = try Data(contentsOf: paths.credentialsFile)
        #expect(throws: CredentialStoreError.self) { try store.saveTakingTurns("", for: .uptimeKey) }
        #expect(try Data(contentsOf: paths.credentialsFile) == before)
    }

    @Test func aLinkedSettingsFileIsWrittenThroughAndStaysALink() throws {
        // A dotfiles checkout: the link is made before its target exists.
        let dotfiles = scratch.url.appendingPathComponent("dotfiles/pulse.json")
        try FileManager.default.createDirectory(at: paths.configDirectory, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(
            atPath: paths.preferencesFile.path, withDestinationPath: "../../dotfiles/pulse.json")
        let files = StoredFiles(environment: environment)
        #expect(files.messages.lines.isEmpty, "a link to nothing yet is no file yet")
        _ = takingTurns {
            files.perform(
                Save(.clockPreferences(ClockPreferences(showsSeconds: true, showsCondition: true)), origin: .settings))
        }
        #expect(fingerprint(paths.preferencesFile) == "link to ../../dotfiles/pulse.json")
        #expect(PreferencesFile(url: dotfiles).load() == .loaded(ClockPreferences(showsSeconds: true)))
        #expect(StoredFiles(environment: environment).preferences.showsSeconds)
    }
}
