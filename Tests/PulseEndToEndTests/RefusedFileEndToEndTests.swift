import Foundation
import PulseTestSupport
import Testing

/// Files the binary must refuse, at once and with the reason: a credential saved into a
/// directory others may read, a credentials link into such a directory, a stored key with
/// a line break in it, and a settings file a save would make larger than Pulse reads.
@Suite(.serialized) struct RefusedFileEndToEndTests {
    let binary: String

    init() throws {
        binary = try pulseBinary()
    }

    func scratch() -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("pulse-refused-\(UUID().uuidString)")
    }

    func environment(_ root: URL) -> [String: String] {
        [
            "XDG_CONFIG_HOME": root.appendingPathComponent("config").path,
            "XDG_STATE_HOME": root.appendingPathComponent("state").path, "TZ": "UTC",
        ]
    }

    func makeDirectory(_ url: URL, mode: Int) throws {
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        chmod(url.path, mode_t(mode))
    }

    @Test func aCredentialTypedIntoAnOpenDirectoryIsRefusedAtOnceWithTheFix() throws {
        let pane = try TmuxPane.pulse(
            binary, arguments: "--page github", wrapper: TmuxPane.heldWrapper(),
            environment: ["PULSE_GITHUB_URL": "http://127.0.0.1:9", "PULSE_GITHUB_API_URL": "http://127.0.0.1:9"])
        let directory = pane.directory.appendingPathComponent("config/pulse")
        // Made by hand, as `mkdir -p ~/.config/pulse` does under the usual umask.
        try makeDirectory(directory, mode: 0o755)
        pane.release()
        #expect(try pane.waitUntil { squeezed($0).contains("YOURGITHUBNAME") })
        try pane.keys("Enter")
        try pane.literal("octocat")
        try pane.keys("Enter")
        #expect(try pane.waitUntil { squeezed($0).contains("CREDENTIALSFILEUNUSABLE.") }, "refused, not saved")
        let credentials = directory.appendingPathComponent("credentials.json")
        #expect(!FileManager.default.fileExists(atPath: credentials.path), "nothing written there")
        try pane.keys("C-c")
        #expect(try pane.waitForExit())
        // The line the next start would give, with the fix.
        let said =
            "permissions 755 for '\(directory.path)' are too open, so the credentials are ignored; "
            + "fix with: chmod 700 '\(directory.path)'"
        #expect(try pane.waitUntil { squeezed($0).contains(squeezed(said)) })
        chmod(directory.path, 0o700)
        try pane.restart()
        pane.release()
        #expect(try pane.waitUntil { squeezed($0).contains("YOURGITHUBNAME") })
        try pane.keys("Enter")
        try pane.literal("octocat")
        try pane.keys("Enter")
        #expect(try pane.waitUntil { _ in FileManager.default.fileExists(atPath: credentials.path) }, "fixed: saved")
        try pane.keys("C-c")
        #expect(try pane.waitForExit())
    }

    @Test func aCredentialsLinkIntoAnOpenDirectoryIsRefusedAsTheFileThereIs() throws {
        let root = scratch()
        defer { try? FileManager.default.removeItem(at: root) }
        let config = root.appendingPathComponent("config/pulse")
        let dotfiles = root.appendingPathComponent("dotfiles")
        try makeDirectory(config, mode: 0o700)
        try makeDirectory(dotfiles, mode: 0o755)
        let target = dotfiles.appendingPathComponent("credentials.json")
        try Data(#"{"github.username":"octocat"}"#.utf8).write(to: target)
        chmod(target.path, 0o600)
        try FileManager.default.createSymbolicLink(
            atPath: config.appendingPathComponent("credentials.json").path,
            withDestinationPath: "../../dotfiles/credentials.json")
        let outcome = try run(binary, ["snapshot", "github", "--format", "text"], environment: environment(root))
        #expect(!outcome.standardOutput.contains("octocat"), "the username in an open directory is not used")
        #expect(
            outcome.standardError
                == "pulse: permissions 755 for '\(dotfiles.path)' are too open, so the credentials are ignored; "
                + "fix with: chmod 700 '\(dotfiles.path)'\n")
        chmod(dotfiles.path, 0o700)
        let fixed = try run(binary, ["snapshot", "github", "--format", "text"], environment: environment(root))
        #expect(fixed.standardOutput.contains("octocat"), "a private target is read through the link")
        #expect(fixed.standardError.isEmpty)
    }

    @Test func aStoredKeyWithALineBreakIsNeverSentAndTheFileIsSaidUnusable() throws {
        let server = try LoopbackServer()
        let pane = try TmuxPane.pulse(
            binary, arguments: "--page uptime", wrapper: TmuxPane.heldWrapper(),
            environment: ["PULSE_UPTIME_URL": server.base])
        try writeCredentials(#"{"uptime.api-key":"abc\r\nX-Injected: 1"}"#, in: pane)
        pane.release()
        // No key to send: the page asks for one, as with no file.
        #expect(try pane.waitUntil { squeezed($0).contains("UPTIMEAPIKEY") && !squeezed($0).contains("REJECTED") })
        try pane.keys("C-c")
        #expect(try pane.waitForExit())
        let file = pane.directory.appendingPathComponent("config/pulse/credentials.json").path
        #expect(
            try pane.waitUntil {
                squeezed($0).contains(squeezed("cannot use the credentials in '\(file)' (a value in it holds a"))
            })
        #expect(server.count(of: "/api/uptime/listall") == 0, "no request carried the key")
    }

    @Test func aSaveThatWouldMakeTheSettingsTooLargeToReadIsRefusedAndTheOldFileKept() throws {
        let root = scratch()
        defer { try? FileManager.default.removeItem(at: root) }
        let settings = root.appendingPathComponent("config/pulse/preferences.json")
        try makeDirectory(settings.deletingLastPathComponent(), mode: 0o700)
        // A key Pulse keeps without knowing it, just under the 64 KiB Pulse reads.
        let old = Data(
            ("{\"clock.showsSeconds\":true,\"note\":\"" + String(repeating: "n", count: 65_450) + "\"}").utf8)
        try old.write(to: settings)
        let saved = try TerminalRun(binary, ["--location", "52.52,13.39"], environment: environment(root))
        #expect(saved.exitStatus() == 1)
        #expect(
            saved.standardError.hasPrefix("pulse: cannot store the location: \(settings.path) would be too large ("))
        #expect(try Data(contentsOf: settings) == old, "the old file, whole")
        let next = try run(binary, ["snapshot", "clock", "--format", "text"], environment: environment(root))
        #expect(next.standardError.isEmpty, "still read: \(next.standardError)")
        #expect(next.standardOutput.split(separator: "\n").first?.split(separator: ":").count == 3, "seconds kept")
    }
}
