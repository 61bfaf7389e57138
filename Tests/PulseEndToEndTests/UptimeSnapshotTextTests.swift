import Foundation
import PulseTestSupport
import Testing

/// `pulse snapshot uptime --format text` of a Healthchecks server, on the real binary in a
/// UTF-8 locale: names keep every character, an accent reads the same however it was
/// sent, the source's whole address is written and each state has its one word.
@Suite(.serialized) struct UptimeSnapshotTextTests {
    let binary: String
    let directory: URL
    let environment: [String: String]

    init() throws {
        binary = try pulseBinary()
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("pulse-text-\(UUID().uuidString)")
        environment = [
            "XDG_CONFIG_HOME": directory.appendingPathComponent("config").path,
            "XDG_STATE_HOME": directory.appendingPathComponent("state").path, "TZ": "UTC", "LANG": "C.UTF-8",
            "LC_ALL": "C.UTF-8",
        ]
    }

    func snapshot(_ mode: String) throws -> [String] {
        let server = try LoopbackServer()
        server.setUptimeSource(.healthchecks, mode)
        try writeCredentialsFile(
            #"{"healthchecks.api-key@\#(server.base)":"\#(LoopbackServer.healthchecksKey)"}"#, in: directory)
        let outcome = try run(
            binary,
            ["snapshot", "uptime", "--uptime", "healthchecks:\(server.base)", "--format", "text", "--size", "80x24"],
            environment: environment)
        #expect(server.count(of: "/api/v3/checks/") == 1)
        return outcome.standardOutput.split(separator: "\n").map(String.init)
    }

    @Test func namesKeepEveryCharacterAndOneAccentReadsOneWay() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let lines = try snapshot("names")
        let zurich = "Z\u{00FC}rich UP"
        #expect(lines.filter { $0.unicodeScalars.elementsEqual(zurich.unicodeScalars) }.count == 2, "\(lines)")
        #expect(lines.contains("\u{6771}\u{4EAC} backup UP"), "CJK kept")
        #expect(lines.contains("db \u{1F600} UP"), "an emoji kept")
        #expect(lines.contains("nightly-database-backup UP"))
        #expect(lines.contains { $0.hasPrefix("FROM HEALTHCHECKS 127.0.0.1:") })
    }

    @Test func eachStateHasItsWordAndAnEmptyProjectSaysSo() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let lines = try snapshot("ok")
        #expect(lines.contains("1 DOWN \u{00B7} 1 SLOW \u{00B7} 1 UP \u{00B7} 1 PAUSED \u{00B7} 1 NEW"), "\(lines)")
        #expect(lines.contains("OLD PAUSED") && lines.contains("FRESH NEW") && lines.contains("REPORTS SLOW"))
        #expect(try snapshot("empty").contains("NO MONITORS"))
    }
}
