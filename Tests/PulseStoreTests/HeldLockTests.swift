import Foundation
import PulseApp
import PulseCore
import Testing

@testable import PulseStore

#if canImport(Glibc)
    import Glibc
#endif

/// A lock held elsewhere is never waited for: the save comes back at once as deferred,
/// and on its last try as a failure that is said after exit.
@Suite struct HeldLockTests {
    /// A fresh config directory, and a descriptor holding its lock as another Pulse would
    /// (flock locks belong to the open file, so a second open in this process is refused).
    func lockedDirectory() throws -> (root: URL, config: URL, holder: Int32) {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("pulse-lock-\(UUID().uuidString)")
        let config = root.appendingPathComponent("config/pulse")
        // Private, as Pulse makes it: a credential is not saved into a directory others may read.
        try FileManager.default.createDirectory(
            at: config, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        // Close-on-exec: a process another test spawns meanwhile would otherwise inherit the
        // descriptor, and with it the lock, past the `close` that releases it here.
        let holder = open(config.path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        #expect(holder >= 0 && flock(holder, LOCK_EX | LOCK_NB) == 0)
        return (root, config, holder)
    }

    @Test func aHeldLockRefusesAtOnceInsteadOfWaiting() throws {
        let (root, config, holder) = try lockedDirectory()
        defer {
            close(holder)
            try? FileManager.default.removeItem(at: root)
        }
        let file = PreferencesFile(url: config.appendingPathComponent("preferences.json"))
        #expect(throws: FileWriteError.busy(config)) { try file.save(ClockPreferences(showsSeconds: true)) }
        let store = CredentialStore(url: config.appendingPathComponent("credentials.json"))
        #expect(throws: CredentialStoreError.busy(directory: config.path)) {
            try store.save("octocat", for: .githubUsername)
        }
        #expect(!FileManager.default.fileExists(atPath: config.appendingPathComponent("preferences.json").path))
    }

    @Test func theRuntimesStoreDefersThenOnItsLastTryFailsAndSaysSo() throws {
        let (root, _, holder) = try lockedDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        let environment = [
            "XDG_CONFIG_HOME": root.appendingPathComponent("config").path,
            "XDG_STATE_HOME": root.appendingPathComponent("state").path,
        ]
        let files = StoredFiles(environment: environment)
        let save = Save(.clockPreferences(ClockPreferences(showsSeconds: true)), origin: .settings)
        #expect(files.perform(save) == .locked)
        #expect(files.messages.lines.isEmpty, "a deferred save is not a failure yet")
        #expect(files.perform(save.lastTry) == .failed)
        #expect(files.messages.lines.count == 1)
        #expect(files.messages.lines.first?.contains("locked by another process") == true)
        let credentials = StoredCredentials(environment: environment)
        let key = Save(.credential(.githubUsername, SecretText("octocat")), origin: .github)
        #expect(credentials.perform(key) == .locked)
        #expect(
            credentials.perform(key.lastTry) == .failed)
        // Released: the same save goes through, and says so.
        close(holder)
        #expect(files.perform(save) == .written)
        #expect(credentials.perform(key) == .written)
    }
}
