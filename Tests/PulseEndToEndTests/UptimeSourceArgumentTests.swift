import Foundation
import PulseTestSupport
import Testing

/// `--uptime SOURCE` on the real binary: a wrong one is a usage error that says what was
/// wrong (and never repeats an address); a good one is read by `pulse snapshot` with
/// every monitor of the list (and stored only by the display).
@Suite(.serialized) struct UptimeSourceArgumentTests {
    let binary: String
    let directory: URL
    let environment: [String: String]

    init() throws {
        binary = try pulseBinary()
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("pulse-uptime-\(UUID().uuidString)")
        environment = [
            "XDG_CONFIG_HOME": directory.appendingPathComponent("config").path,
            "XDG_STATE_HOME": directory.appendingPathComponent("state").path, "TZ": "UTC",
        ]
    }

    var preferences: URL { directory.appendingPathComponent("config/pulse/preferences.json") }

    @Test(arguments: [
        (["--uptime", "pingdom"], "--uptime: unknown uptime source 'pingdom'"),
        (["--uptime", "kuma"], "--uptime: kuma needs the status page's address"),
        (["--uptime", "gatus"], "--uptime: gatus needs the server's address"),
        (["--uptime", "kuma:https://status.example.com/main"], "--uptime: a Kuma address must end in /status/SLUG"),
        (["--uptime", "gatus:http://status.example.com"], "--uptime: the uptime source's address must be https://"),
        (["--uptime", "kuma:http://user:hunter2@example.com/status/x"], "--uptime: the uptime source's address must"),
        (["snapshot", "uptime", "--uptime", "nope"], "--uptime: unknown uptime source 'nope'"),
        (["--uptime"], "--uptime needs a value"),
        (["--demo", "--uptime", "levo"], "--uptime cannot be used with --demo"),
    ])
    func aWrongSourceIsAUsageErrorThatSaysWhy(arguments: [String], message: String) throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let outcome = try run(binary, arguments, environment: environment)
        #expect(outcome.status == 2)
        #expect(outcome.standardError.hasPrefix("pulse: \(message)"), "\(outcome.standardError)")
        #expect(!outcome.standardError.contains("hunter2"), "the address (and its password) is never repeated")
        #expect(!FileManager.default.fileExists(atPath: preferences.path), "nothing stored")
    }

    @Test func theSourceIsTakenAndTheSnapshotListsEveryMonitor() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let server = try LoopbackServer()
        let snapshot = try run(
            binary,
            ["snapshot", "uptime", "--uptime", "uptimerobot", "--format", "text", "--size", "80x24"],
            environment: environment.merging(["PULSE_UPTIMEROBOT_URL": server.base]) { $1 })
        // No key yet: the prompt, in UptimeRobot's words; nothing was sent.
        #expect(snapshot.status == 0)
        #expect(snapshot.standardOutput.contains("UPTIMEROBOT"))
        #expect(server.count(of: "/v2/getMonitors") == 0)
        #expect(!FileManager.default.fileExists(atPath: preferences.path), "a snapshot stores nothing")
        // With its key: all 120 monitors over three pages, one line each, though 80x24
        // shows a handful.
        try writeCredentialsFile(#"{"uptimerobot.api-key":"\#(LoopbackServer.uptimeRobotKey)"}"#, in: directory)
        let listed = try run(
            binary,
            [
                // The monitor went down on 30 August 2026: seen from that year, the day alone.
                "snapshot", "uptime", "--uptime", "uptimerobot", "--format", "text", "--size", "80x24",
                "--at", "2026-09-01T12:00:00Z",
            ],
            environment: environment.merging(["PULSE_UPTIMEROBOT_URL": server.base]) { $1 })
        let lines = listed.standardOutput.split(separator: "\n")
        #expect(lines.filter { $0.hasPrefix("MONITOR-") }.count == 120)
        // Each with the day's ratio and, when down, since when: from the same three requests.
        #expect(lines.contains("MONITOR-002 DOWN 97.5% SINCE 30 AUG") && lines.contains("MONITOR-119 PAUSED"))
        #expect(lines.contains("MONITOR-000 UP 99.9%"))
        #expect(server.count(of: "/v2/getMonitors") == 3)
        #expect(!listed.standardOutput.contains(LoopbackServer.uptimeRobotKey))
    }

    @Test func aKumaAddressIsTakenAsTheBrowserShowsIt() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let server = try LoopbackServer()
        let outcome = try run(
            binary,
            ["snapshot", "uptime", "--uptime", "kuma:\(server.base)/status/main", "--format", "text"],
            environment: environment)
        #expect(outcome.status == 0)
        #expect(outcome.standardOutput.split(separator: "\n").contains { $0.hasPrefix("DATABASE DOWN 99.0% SINCE ") })
        #expect(outcome.standardOutput.contains("NEXT REFRESH: 60S"), "Kuma's heartbeats are read every minute")
        #expect(server.count(of: "/api/status-page/main") == 1)
        #expect(server.count(of: "/api/status-page/heartbeat/main") == 1)
    }

    /// A Kuma page with groups, roll-ups, an incident and a maintenance window: the text
    /// says per monitor its state, its day's uptime and since when it is in trouble, the
    /// groups as headings and the roll-ups as such, with the same two requests.
    @Test func aSnapshotOfAKumaWallListsStateUptimeAndDownSince() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let server = try LoopbackServer()
        server.setUptimeSource(.kuma, "groups")
        let outcome = try run(
            binary,
            ["snapshot", "uptime", "--uptime", "kuma:\(server.base)/status/main", "--format", "text"],
            environment: environment.merging(["TZ": middayZone()]) { $1 })
        #expect(outcome.status == 0)
        let lines = outcome.standardOutput.split(separator: "\n").map(String.init)
        func since(_ line: String, after prefix: String) -> Bool {
            guard line.hasPrefix(prefix + " SINCE ") else { return false }
            let time = line.dropFirst(prefix.count + 7)
            return time.count == 5 && time.dropFirst(2).first == ":"
        }
        #expect(
            lines.dropFirst(2).prefix(3) == [
                "1 DOWN \u{00B7} 1 SLOW \u{00B7} 1 UP", "INCIDENT: Mirror sync delayed", "MAINTENANCE: Mirror move",
            ])
        #expect(lines.count == 16, "\(lines)")
        #expect(lines[5] == "Overview:" && lines[8] == "Archive:" && lines[11] == "Library:")
        #expect(since(lines[6], after: "ARCHIVE DOWN GROUP 96.8%"))
        #expect(since(lines[7], after: "LIBRARY SLOW GROUP 99.7%"))
        #expect(lines[9] == "ARCHIVE-GL UP 99.9%")
        #expect(since(lines[10], after: "ARCHIVE-SE DOWN 96.8%"))
        #expect(since(lines[12], after: "LIBRARY-RS SLOW 99.7%"))
        #expect(lines[13] == "LIBRARY-MIRROR MAINTENANCE 100%")
        #expect(lines[14].hasPrefix("FROM UPTIME KUMA 127.0.0.1"), "the source and host it reads")
        #expect(lines.last == "CHANGE STATUS PAGE")
        #expect(server.count(of: "/api/status-page/main") == 1)
        #expect(server.count(of: "/api/status-page/heartbeat/main") == 1)
    }
}

/// A POSIX zone in which it is now about midday, so trouble that began minutes ago began
/// today (`SINCE HH:MM`) whatever the hour of the run; in UTC a run just after midnight
/// would read `SINCE 01 DEC` for the same beats.
func middayZone(now: Date = Date()) -> String {
    let hour =
        Calendar(identifier: .gregorian).dateComponents(in: TimeZone(identifier: "UTC") ?? .current, from: now).hour
        ?? 12
    // POSIX offsets are west of Greenwich: local = UTC - offset.
    return "MID\(hour - 12)"
}

/// Writes `json` as the credentials file under `directory`'s config (0600 in 0700).
func writeCredentialsFile(_ json: String, in directory: URL) throws {
    let folder = directory.appendingPathComponent("config/pulse")
    try FileManager.default.createDirectory(
        at: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
    try FileManager.default.setAttributes([.posixPermissions: 0o700], ofItemAtPath: folder.path)
    let file = folder.appendingPathComponent("credentials.json")
    try Data(json.utf8).write(to: file)
    try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: file.path)
}
