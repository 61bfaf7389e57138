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
        try FileManager.default.createDirectory(at: config, withIntermediateDirectories: true)
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
        let save = Effect.savePreferences(ClockPreferences(showsSeconds: true))
        #expect(files.perform(save) == .saveDeferred(save))
        #expect(files.messages.lines.isEmpty, "a deferred save is not a failure yet")
        #expect(files.perform(.lastTry(save)) == .preferencesSaved(succeeded: false))
        #expect(files.messages.lines.count == 1)
        #expect(files.messages.lines.first?.contains("locked by another process") == true)
        let credentials = StoredCredentials(environment: environment)
        let key = Effect.saveCredential(.githubUsername, SecretText("octocat"), owner: .github)
        #expect(credentials.perform(key) == .saveDeferred(key))
        #expect(
            credentials.perform(.lastTry(key)) == .credentialSaved(.githubUsername, owner: .github, succeeded: false))
        // Released: the same save goes through, and says so.
        close(holder)
        #expect(files.perform(save) == .preferencesSaved(succeeded: true))
        #expect(credentials.perform(key) == .credentialSaved(.githubUsername, owner: .github, succeeded: true))
    }
}
