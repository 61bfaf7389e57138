import Foundation
import PulseApp
import PulseCore
import PulseTestSupport
import Testing

@testable import PulseStore

/// What the credentials file refuses, and that it refuses it the same way whether the file
/// is read at start or written by a save: an open directory (where the file is, or where a
/// link to it leads), a value with a control character, more than the reader reads.
@Suite struct CredentialRefusalTests {
    let scratch: Scratch
    let directory: URL
    let store: CredentialStore

    init() throws {
        scratch = try Scratch()
        directory = scratch.url.appendingPathComponent("config/pulse")
        store = CredentialStore(url: directory.appendingPathComponent("credentials.json"))
    }

    func makeDirectory(_ url: URL, mode: mode_t) throws {
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        chmod(url.path, mode)
    }

    /// What `body` threw, or nil; anything but the store's error is a test failure.
    func failure(_ body: () throws -> Void) -> CredentialStoreError? {
        do {
            try body()
            return nil
        } catch let error as CredentialStoreError {
            return error
        } catch {
            Issue.record("\(error)")
            return nil
        }
    }

    @Test func aSaveIntoAnOpenDirectoryIsRefusedWithTheMessageTheNextStartWouldGive() throws {
        try makeDirectory(directory, mode: 0o755)
        let refused = failure { try store.save("octocat", for: .githubUsername) }
        #expect(refused == .tooOpen(file: store.url.path, offending: directory.path, mode: 0o755))
        #expect(!FileManager.default.fileExists(atPath: store.url.path), "nothing written")
        // What a start says of the same directory once a file is in it.
        chmod(directory.path, 0o700)
        try store.save("octocat", for: .githubUsername)
        chmod(directory.path, 0o755)
        let atStart = failure { _ = try store.storedCredentials() }
        #expect(atStart == refused)
        #expect(refused?.description.hasSuffix("fix with: chmod 700 '\(directory.path)'") == true)
    }

    @Test func theRuntimeSaysTheFileIsUnusableAndTheFixAfterExit() throws {
        try makeDirectory(directory, mode: 0o750)
        let environment = ["XDG_CONFIG_HOME": scratch.url.appendingPathComponent("config").path]
        let credentials = StoredCredentials(environment: environment)
        let saved = takingTurns {
            credentials.perform(Save(.credential(.githubUsername, SecretText("octocat")), origin: .github))
        }
        #expect(saved == .fileUnusable)
        #expect(
            credentials.messages.lines == [
                "pulse: permissions 750 for '\(directory.path)' are too open, so the credentials are ignored; "
                    + "fix with: chmod 700 '\(directory.path)'"
            ])
    }

    @Test func aMissingDirectoryIsMadePrivateAndTheSaveGoesThrough() throws {
        try store.save("octocat", for: .githubUsername)
        var info = stat()
        #expect(stat(directory.path, &info) == 0 && info.st_mode & 0o777 == 0o700)
    }

    /// `credentials.json` a link to `target`, which holds a username.
    func link(to target: URL) throws {
        try makeDirectory(directory, mode: 0o700)
        try Data(#"{"github.username":"octocat"}"#.utf8).write(to: target)
        chmod(target.path, 0o600)
        try FileManager.default.createSymbolicLink(atPath: store.url.path, withDestinationPath: target.path)
    }

    @Test func aLinkIntoAnOpenDirectoryIsRefusedAsTheFileThereIs() throws {
        let dotfiles = scratch.url.appendingPathComponent("dotfiles")
        try makeDirectory(dotfiles, mode: 0o755)
        let target = dotfiles.appendingPathComponent("pulse-credentials.json")
        try link(to: target)
        let direct = CredentialStore(url: target)
        let expected = CredentialStoreError.tooOpen(file: target.path, offending: dotfiles.path, mode: 0o755)
        #expect(failure { _ = try direct.storedCredentials() } == expected, "the file itself")
        #expect(failure { _ = try store.storedCredentials() } == expected, "the link to it")
        #expect(failure { try store.save("lsu_key", for: .uptimeKey) } == expected, "nor saved through")
        #expect(try Data(contentsOf: target) == Data(#"{"github.username":"octocat"}"#.utf8))
        chmod(dotfiles.path, 0o700)
        #expect(try store.value(for: .githubUsername) == "octocat")
    }

    @Test func aLinkFromAnOpenDirectoryIsRefusedToo() throws {
        let vault = scratch.url.appendingPathComponent("vault")
        try makeDirectory(vault, mode: 0o700)
        try link(to: vault.appendingPathComponent("credentials.json"))
        chmod(directory.path, 0o755)
        #expect(
            failure { _ = try store.storedCredentials() }
                == .tooOpen(
                    file: vault.appendingPathComponent("credentials.json").path, offending: directory.path, mode: 0o755)
        )
    }

    @Test(arguments: [
        "abc\r\nX-Injected: 1", "abc\n", "a\u{0}b", "tab\there", "del\u{7F}", "c1\u{85}next", "\u{1B}[2J",
    ])
    func aValueWithAControlCharacterMakesTheFileUnusable(_ value: String) throws {
        try makeDirectory(directory, mode: 0o700)
        let json = String(
            decoding: try JSONSerialization.data(withJSONObject: ["uptime.api-key": value]), as: UTF8.self)
        try Data(json.utf8).write(to: store.url)
        chmod(store.url.path, 0o600)
        let reason = "a value in it holds a control character"
        #expect(failure { _ = try store.value(for: .uptimeKey) } == .unreadable(path: store.url.path, reason: reason))
        let environment = ["XDG_CONFIG_HOME": scratch.url.appendingPathComponent("config").path]
        let credentials = StoredCredentials(environment: environment)
        #expect(credentials.presence() == CredentialPresence(), "counted as nothing stored")
        #expect(credentials.messages.lines == ["pulse: cannot use the credentials in '\(store.url.path)' (\(reason))"])
        let request = HTTPRequest(url: try #require(URL(string: "http://127.0.0.1:9/")), bearer: .uptimeKey)
        #expect(credentials.authorize(request) == .failure(.credentialUnavailable), "never sent")
    }

    @Test func aValueWithAControlCharacterIsNeverWritten() throws {
        try store.save("lsu_old", for: .uptimeKey)
        let before = try Data(contentsOf: store.url)
        #expect(
            failure { try store.save("lsu\r\nX-Injected: 1", for: .uptimeKey) }
                == .writeFailed("a value with a control character is not stored"))
        #expect(try Data(contentsOf: store.url) == before)
    }

    @Test func aSaveLargerThanTheReaderReadsIsRefusedAndTheOldFileKept() throws {
        try store.save("lsu_old", for: .uptimeKey)
        let before = try Data(contentsOf: store.url)
        let refused = failure { try store.save(String(repeating: "k", count: 17_000), for: .githubUsername) }
        guard case .writeFailed(let reason) = refused else {
            Issue.record("saved: \(String(describing: refused))")
            return
        }
        #expect(reason.contains("would be too large"))
        #expect(try Data(contentsOf: store.url) == before)
        #expect(try store.value(for: .uptimeKey) == "lsu_old")
    }
}
