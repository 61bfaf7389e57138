import Foundation
import PulseTestSupport
import Testing

/// A hand-edited credentials file whose key holds CR LF and a header of its own: through
/// the real binary, against the loopback server, no such header (nor any request with the
/// key) ever reaches the wire, wherever the source puts its key.
@Suite(.serialized) struct HeaderInjectionEndToEndTests {
    let binary: String
    let server: LoopbackServer
    let directory: URL

    init() throws {
        binary = try pulseBinary()
        server = try LoopbackServer()
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("pulse-inject-\(UUID().uuidString)")
    }

    /// A source, the credential it reads, and the path its first request goes to.
    struct Case: CustomTestStringConvertible, Sendable {
        let source: String?
        let credential: String
        let path: String
        var testDescription: String { source ?? "levo" }
    }

    static let cases = [
        Case(source: nil, credential: "uptime.api-key", path: "/api/uptime/listall"),
        Case(
            source: "healthchecks:http://127.0.0.1:PORT", credential: "healthchecks.api-key@http://127.0.0.1:PORT",
            path: "/api/v3/checks/"),
        Case(source: "uptimerobot", credential: "uptimerobot.api-key", path: "/v2/getMonitors"),
        Case(source: "betterstack", credential: "betterstack.api-token", path: "/api/v2/monitors"),
    ]

    @Test(arguments: cases)
    func aKeyWithALineBreakNeverReachesTheWire(_ given: Case) throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let config = directory.appendingPathComponent("config/pulse")
        try FileManager.default.createDirectory(
            at: config, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        let file = config.appendingPathComponent("credentials.json")
        let name = given.credential.replacingOccurrences(of: "PORT", with: "\(server.port)")
        try Data(#"{"\#(name)":"abc\r\nX-Injected: 1"}"#.utf8).write(to: file)
        try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: file.path)

        let environment = [
            "XDG_CONFIG_HOME": directory.appendingPathComponent("config").path,
            "XDG_STATE_HOME": directory.appendingPathComponent("state").path, "TZ": "UTC",
            "PULSE_UPTIME_URL": server.base, "PULSE_UPTIMEROBOT_URL": server.base,
            "PULSE_BETTERSTACK_URL": server.base,
        ]
        let source = given.source.map { ["--uptime", $0.replacingOccurrences(of: "PORT", with: "\(server.port)")] }
        let outcome = try run(
            binary, ["snapshot", "uptime", "--format", "text"] + (source ?? []), environment: environment)
        #expect(outcome.status == 0, "\(outcome.standardError)")
        let seen = server.get("/headers-seen")
        #expect(!seen.contains("x-injected"), "headers the server was sent: \(seen)")
        #expect(server.count(of: given.path) == 0, "the request with the key was not sent at all")
        #expect(!outcome.standardOutput.contains("abc") && !outcome.standardError.contains("abc"))
    }
}
