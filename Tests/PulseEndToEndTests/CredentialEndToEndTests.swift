import Foundation
import PulseTestSupport
import Testing

/// Writes the pane's credentials file as Pulse would (0600 in a 0700 directory).
func writeCredentials(_ json: String, in pane: TmuxPane) throws {
    let directory = pane.directory.appendingPathComponent("config/pulse")
    try FileManager.default.createDirectory(
        at: directory, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
    let file = directory.appendingPathComponent("credentials.json")
    try Data(json.utf8).write(to: file)
    try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: file.path)
}

/// The key prompt and the Uptime page in a real terminal, against the loopback server.
@Suite(.serialized) struct CredentialEndToEndTests {
    let binary: String
    let server: LoopbackServer

    init() throws {
        binary = try pulseBinary()
        server = try LoopbackServer()
    }

    func storeKey(_ key: String, in pane: TmuxPane) throws {
        try writeCredentials(#"{"uptime.api-key":"\#(key)"}"#, in: pane)
    }

    /// A pane that waits for `go` before starting Pulse, so files and `pipe-pane` are in
    /// place before the first byte.
    func pane(_ arguments: String, environment: [String: String]? = nil) throws -> TmuxPane {
        try TmuxPane.pulse(
            binary, arguments: arguments, wrapper: TmuxPane.heldWrapper(),
            environment: environment ?? ["PULSE_UPTIME_URL": server.base])
    }

    func go(_ pane: TmuxPane) {
        pane.release()
    }

    @Test func theKeyNeverReachesTheTerminalTheArgumentsOrTheEnvironment() throws {
        let stored = "lsu_STORED_SECRET_1234"
        let typed = "lsu_TYPED_SECRET_5678"
        let pasted = "lsu_PASTED_SECRET_9012"
        let pane = try pane("--page uptime")
        try storeKey(stored, in: pane)
        let stream = pane.directory.appendingPathComponent("stream")
        try pane.tmux(["pipe-pane", "-o", "cat >> '\(stream.path)'"])
        go(pane)
        #expect(try pane.waitUntil { squeezed($0).contains("KEYREJECTED.ENTERITAGAIN.") }, "a 401 asks again")
        let pid = try #require(try pane.childPID())
        let proc =
            try procFile("/proc/\(pid)/cmdline")
            + (try procFile("/proc/\(pid)/environ"))
        #expect(!proc.contains("lsu_"))
        try pane.literal(typed)
        #expect(try pane.waitUntil { $0.contains(String(repeating: "\u{2022}", count: typed.count)) })
        try pane.keys("Enter")
        #expect(try pane.waitUntil { squeezed($0).contains("KEYREJECTED") && !$0.contains("\u{2022}") })
        // A bracketed paste with its trailing newline: text, saved once, never commands.
        try pane.tmux(["set-buffer", pasted + "\n"])
        try pane.tmux(["paste-buffer", "-p"])
        #expect(try pane.waitUntil { $0.contains(String(repeating: "\u{2022}", count: pasted.count)) })
        try pane.keys("C-c")
        #expect(try pane.waitForExit())
        let bytes = try Data(contentsOf: stream)
        #expect(bytes.count > 1000, "the stream was captured")
        for secret in [stored, typed, pasted] {
            #expect(bytes.range(of: Data(secret.utf8)) == nil, "\(secret) went to the terminal")
        }
        #expect(!(try pane.screen()).contains("lsu_"))
        let file = pane.directory.appendingPathComponent("config/pulse/credentials.json")
        let saved = try String(contentsOf: file, encoding: .utf8)
        #expect(saved.contains(typed), "Enter saved the typed key; the paste was never submitted")
    }

    @Test func hostileServiceNamesNeverReachTheTerminalAsControls() throws {
        server.setUptime("hostile")
        defer { server.setUptime("ok") }
        let pane = try pane("--page uptime")
        try storeKey(LoopbackServer.uptimeKey, in: pane)
        let stream = pane.directory.appendingPathComponent("stream")
        try pane.tmux(["pipe-pane", "-o", "cat >> '\(stream.path)'"])
        go(pane)
        #expect(try pane.waitUntil { squeezed($0).contains("EVIL-4???RTL") }, "drawn, with the marks as ?")
        try pane.keys("C-c")
        #expect(try pane.waitForExit())
        let bytes = try Data(contentsOf: stream)
        let foreign: [[UInt8]] = [
            Array("\u{1B}]0;".utf8), Array("\u{1B}]52".utf8), Array("\u{1B}[31mRED".utf8),
            Array("\u{1B}[2J\u{1B}[HEVIL".utf8),
            [0xC2, 0x9B], [0xE2, 0x80, 0xAE], [0xE2, 0x80, 0x8B], [0xE2, 0x81, 0xA6], [0x07],
        ]
        for sequence in foreign {
            #expect(bytes.range(of: Data(sequence)) == nil, "\(sequence) reached the terminal")
        }
        #expect(!(try pane.format("#{pane_title}")).contains("PWNED"))
    }

    @Test func aHostilePlaceNameFromTheLookupNeverReachesTheTerminalAsControls() throws {
        let pane = try pane("--page settings", environment: ["PULSE_GEOCODING_URL": server.base])
        let stream = pane.directory.appendingPathComponent("stream")
        try pane.tmux(["pipe-pane", "-o", "cat >> '\(stream.path)'"])
        go(pane)
        #expect(try pane.waitUntil { squeezed($0).contains("SETTINGS") })
        for _ in 0..<4 { try pane.keys("Down") }  // the fifth row, LOCATION
        try pane.keys("Enter")
        #expect(try pane.waitUntil { squeezed($0).contains("CITYORLAT,LON") })
        try pane.literal("hostile")
        try pane.keys("Enter")
        #expect(try pane.waitUntil { squeezed($0).contains("?]0;PWNED-TITLE?EVILT") }, "named as text, controls as ?")
        try pane.keys("C-c")
        #expect(try pane.waitForExit())
        let bytes = try Data(contentsOf: stream)
        let foreign: [[UInt8]] = [
            Array("\u{1B}]0;".utf8), Array("\u{1B}]52".utf8), [0xC2, 0x9B], [0xE2, 0x80, 0xAE], [0x07],
        ]
        for sequence in foreign {
            #expect(bytes.range(of: Data(sequence)) == nil, "\(sequence) reached the terminal")
        }
        #expect(!(try pane.format("#{pane_title}")).contains("PWNED"))
    }

    @Test func aHostileStoredHandleIsNeverDrawnNorSent() throws {
        let github = try LoopbackServer()
        let pane = try pane(
            "--page github", environment: ["PULSE_GITHUB_URL": github.base, "PULSE_GITHUB_API_URL": github.base])
        // A hand-edited file: a title-setting escape and a path climbing out of /users.
        try writeCredentials(#"{"github.username":"\u001b]0;PWNED\u0007..\/..\/orgs"}"#, in: pane)
        let stream = pane.directory.appendingPathComponent("stream")
        try pane.tmux(["pipe-pane", "-o", "cat >> '\(stream.path)'"])
        go(pane)
        #expect(try pane.waitUntil { squeezed($0).contains("GITHUBUSERNAME") }, "asked for a handle instead")
        try pane.keys("C-c")
        #expect(try pane.waitForExit())
        let bytes = try Data(contentsOf: stream)
        #expect(bytes.range(of: Data("\u{1B}]0;".utf8)) == nil)
        #expect(bytes.range(of: Data("PWNED".utf8)) == nil, "not even as text, nor in the message after exit")
        #expect(!(try pane.format("#{pane_title}")).contains("PWNED"))
        #expect(github.get("/count") == "0", "nothing was requested")
        // A control character makes the whole file unusable, and the message says so.
        #expect(squeezed(try pane.screen()).contains("(avalueinitholdsacontrolcharacter)"))
    }

    @Test func aGoodKeyShowsTheListAndCAndEscLeaveItUntouched() throws {
        let pane = try pane("--page uptime")
        try storeKey(LoopbackServer.uptimeKey, in: pane)
        go(pane)
        #expect(try pane.waitUntil { squeezed($0).contains("API-GATEWAY") && squeezed($0).contains("K3S-CLUSTER") })
        // The server's newest check is 2026-06-13T12:00:05Z: a time of day only on that day.
        let today = ISO8601DateFormatter.string(
            from: Date(), timeZone: TimeZone(identifier: "UTC") ?? .current,
            formatOptions: [.withFullDate])
        let shown = today == "2026-06-13" ? "12:00:05" : today.hasPrefix("2026-") ? "13JUN12:00" : "13JUN2026"
        #expect(try pane.waitUntil { squeezed($0).contains("LASTCHECK:\(shown)") })
        try pane.keys("c")
        #expect(try pane.waitUntil { squeezed($0).contains("EXISTINGKEYKEPTUNTILSAVED.") })
        #expect(try pane.waitUntil { squeezed($0).contains("CANCEL") })
        try pane.keys("Escape")
        #expect(try pane.waitUntil { squeezed($0).contains("API-GATEWAY") })
        try pane.keys("PPage")
        #expect(try pane.waitUntil { !squeezed($0).contains("API-GATEWAY") }, "PgUp pages")
        try pane.keys("C-c")
        #expect(try pane.waitForExit())
    }
}

/// The Settings page in a real terminal: the original's paging UI test, and a preference
/// toggled here showing on the Clock four pages away.
@Suite(.serialized) struct SettingsEndToEndTests {
    let binary: String

    init() throws {
        binary = try pulseBinary()
    }

    @Test func pagingThroughEveryPageAndTogglingSecondsFromSettings() throws {
        let pane = try TmuxPane.pulse(binary)
        #expect(try pane.waitUntil(showing: "clock"))
        let clock = try pane.screen()
        #expect(!clock.isEmpty)
        // Stopwatch, GitHub, Uptime (its first-use prompt: the field is empty, so → pages),
        // Settings, and a sixth press stays on Settings.
        for _ in 0..<5 { try pane.keys("Right") }
        #expect(try pane.waitUntil { squeezed($0).contains("SETTINGS") && squeezed($0).contains("CLOCKDISPLAY") })
        #expect(try pane.waitUntil(showing: "settings"))
        // SECONDS is the third row, two below the first: choose it and press Enter.
        try pane.keys("Down", "Down", "Enter")
        #expect(
            try pane.waitUntil {
                squeezed($0).contains("SECONDS\nON") || squeezed($0).contains("SECONDS") && $0.contains("O N")
            })
        for _ in 0..<4 { try pane.keys("Left") }
        let seconds = try #require(
            try pane.snapshot("clock", format: "text").split(separator: "\n").first.map(String.init))
        #expect(seconds.count == 8, "HH:MM:SS on the Clock: \(seconds)")
        #expect(try pane.waitUntil(showing: "clock") { $0 != clock })
        for _ in 0..<4 { try pane.keys("Right") }
        #expect(try pane.waitUntil { squeezed($0).contains("CLOCKDISPLAY") })
        try pane.keys("Down", "Down", "Enter")
        for _ in 0..<4 { try pane.keys("Left") }
        #expect(
            try pane.waitUntil { _ in
                (try pane.snapshot("clock", format: "text").split(separator: "\n").first?.count) == 5
            })
        try pane.keys("q")
        #expect(try pane.waitForExit())
    }

    @Test func theSnapshotSaysSetWithoutTheKey() throws {
        let pane = try TmuxPane.pulse(binary, arguments: "--page settings")
        try writeCredentials(#"{"uptime.api-key":"lsu_SNAPSHOT_SECRET","github.username":"octocat"}"#, in: pane)
        let text = try pane.snapshot("settings", format: "text")
        #expect(text.contains("UPTIME API KEY: SET"))
        #expect(text.contains("GITHUB USERNAME: octocat"))
        #expect(!text.contains("lsu_"))
        #expect(!(try pane.snapshot("settings")).contains("lsu_"))
    }
}

/// The GitHub page in a real terminal, against the loopback server.
@Suite(.serialized) struct GitHubEndToEndTests {
    let binary: String
    let server: LoopbackServer

    init() throws {
        binary = try pulseBinary()
        server = try LoopbackServer()
    }

    @Test func firstUseAsksForTheHandleThenShowsTheAccount() throws {
        let pane = try TmuxPane.pulse(
            binary, arguments: "--page github",
            environment: ["PULSE_GITHUB_URL": server.base, "PULSE_GITHUB_API_URL": server.base])
        #expect(try pane.waitUntil { squeezed($0).contains("THEACCOUNTWHOSE") })
        #expect(!(try pane.screen()).contains("CANCEL"), "no cancel on first use")
        try pane.keys("Enter")
        try pane.literal("not a valid name")
        try pane.keys("Enter")
        #expect(try pane.waitUntil { squeezed($0).contains("NOTAVALIDUSERNAME.") })
        try pane.keys("C-u")
        try pane.literal("octocat")
        try pane.keys("Enter")
        #expect(try pane.waitUntil { squeezed($0).contains("OCTOCAT") && squeezed($0).contains("COMMITSTODAY") })
        #expect(try pane.waitUntil { squeezed($0).contains("LASTCHECK:") })
        let stored = try String(
            contentsOf: pane.directory.appendingPathComponent("config/pulse/credentials.json"), encoding: .utf8)
        #expect(stored.contains("\"octocat\""))
        #expect(try pane.waitUntil { _ in server.count(of: "/users/octocat/contributions") == 1 })
        try pane.keys("c")
        #expect(try pane.waitUntil { squeezed($0).contains("CANCEL") })
        try pane.keys("Escape")
        #expect(try pane.waitUntil { squeezed($0).contains("COMMITSTODAY") })
        try pane.keys("q")
        #expect(try pane.waitForExit())
    }
}
