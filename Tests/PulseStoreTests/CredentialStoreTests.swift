import Foundation
import PulseTestSupport
import Testing

@testable import PulseStore

/// The credential store: permissions, refusal, atomic overwrite, presence, no delete.
@Suite struct CredentialStoreTests {
    let key = "lsu_0123456789abcdef_SECRET"

    func store(_ scratch: Scratch) -> CredentialStore {
        CredentialStore(url: scratch.url.appendingPathComponent("config/pulse/credentials.json"))
    }

    func mode(_ path: String) -> Int {
        ((try? FileManager.default.attributesOfItem(atPath: path)[.posixPermissions]) as? Int) ?? -1
    }

    @Test func createdAs0600InA0700Directory() throws {
        let scratch = try Scratch()
        let credentials = store(scratch)
        try credentials.save(key, for: .uptimeKey)
        #expect(mode(credentials.url.path) == 0o600)
        #expect(mode(credentials.url.deletingLastPathComponent().path) == 0o700)
        #expect(try credentials.value(for: .uptimeKey) == key)
    }

    @Test func presenceIsABoolAndNothingIsStoredUntilSaved() throws {
        let scratch = try Scratch()
        let credentials = store(scratch)
        #expect(try !credentials.hasValue(for: .uptimeKey))
        try credentials.save("octocat", for: .githubUsername)
        #expect(try credentials.hasValue(for: .githubUsername))
        #expect(try !credentials.hasValue(for: .uptimeKey))
        try credentials.save(key, for: .uptimeKey)
        #expect(try credentials.value(for: .githubUsername) == "octocat", "saving one keeps the other")
    }

    @Test func aFileOthersCanReadIsRefusedWithTheFix() throws {
        let scratch = try Scratch()
        let credentials = store(scratch)
        try credentials.save(key, for: .uptimeKey)
        chmod(credentials.url.path, 0o644)
        do {
            _ = try credentials.value(for: .uptimeKey)
            Issue.record("a world-readable credentials file was read")
        } catch {
            #expect(error == .tooOpen(file: credentials.url.path, offending: credentials.url.path, mode: 0o644))
            #expect(error.description.contains("chmod 600 '\(credentials.url.path)'"))
            #expect(!error.description.contains(key))
        }
        chmod(credentials.url.path, 0o600)
        chmod(credentials.url.deletingLastPathComponent().path, 0o755)
        #expect(throws: CredentialStoreError.self) { try credentials.hasValue(for: .uptimeKey) }
    }

    @Test func aFailedWriteKeepsTheOldValue() throws {
        let scratch = try Scratch()
        let credentials = store(scratch)
        try credentials.save(key, for: .uptimeKey)
        let before = try Data(contentsOf: credentials.url)
        let directory = credentials.url.deletingLastPathComponent().path
        // An immutable directory refuses the temporary file and the rename, even to root.
        #expect(try chattr("+i", directory) == 0, "chattr is needed for this test")
        defer { _ = try? chattr("-i", directory) }
        #expect(throws: CredentialStoreError.self) { try credentials.save("lsu_new", for: .uptimeKey) }
        _ = try chattr("-i", directory)
        #expect(try Data(contentsOf: credentials.url) == before)
        #expect(try credentials.value(for: .uptimeKey) == key)
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory) == ["credentials.json"])
    }

    @Test func anUnusableFileIsUnreadableAndNeverEchoed() throws {
        let scratch = try Scratch()
        let credentials = store(scratch)
        try FileManager.default.createDirectory(
            at: credentials.url.deletingLastPathComponent(), withIntermediateDirectories: true,
            attributes: [.posixPermissions: 0o700])
        #expect(
            FileManager.default.createFile(
                atPath: credentials.url.path, contents: Data("[\"\(key)\"]".utf8),
                attributes: [.posixPermissions: 0o600]))
        do {
            _ = try credentials.hasValue(for: .uptimeKey)
            Issue.record("accepted")
        } catch {
            #expect(!error.description.contains(key))
        }
    }

    @Test func theStoreHoldsNoValueItReadsFromTheFileEachTime() throws {
        let scratch = try Scratch()
        let credentials = store(scratch)
        try credentials.save(key, for: .uptimeKey)
        let names = Mirror(reflecting: credentials).children.compactMap(\.label)
        #expect(names == ["url"])
        #expect(!String(reflecting: credentials).contains(key))
    }

    func chattr(_ flag: String, _ path: String) throws -> Int32 {
        waitForExit(try spawnProcess("/usr/bin/chattr", [flag, path]))
    }
}
