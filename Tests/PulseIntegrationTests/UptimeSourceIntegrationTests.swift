import Foundation
import PulseApp
import PulseCore
import PulseStore
import PulseTestSupport
import Testing

@testable import PulseNet

/// Every source beside the original API against the loopback server, through the real
/// fetcher and a real credential file: the list, the requests each cadence allows, every
/// fault with its line and the last list kept, and recovery by itself.
@Suite(.serialized) struct UptimeSourceIntegrationTests {
    static let faults = ["stall", "stallbody", "reset", "truncated", "garbage", "huge", "loop", "429", "500", "403"]
    static let sources: [LoopbackServer.UptimeSourceName] = [.kuma, .healthchecks, .uptimerobot, .gatus, .betterstack]

    let server: LoopbackServer
    let directory: URL
    let environment: [String: String]
    let credentials: StoredCredentials
    let start = Date(timeIntervalSince1970: 1_788_081_810)

    init() throws {
        server = try LoopbackServer()
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("pulse-sources-\(UUID().uuidString)")
        environment = [
            "XDG_CONFIG_HOME": directory.path, "PULSE_UPTIMEROBOT_URL": server.base,
            "PULSE_BETTERSTACK_URL": server.base,
        ]
        credentials = StoredCredentials(environment: environment)
        let store = CredentialStore(url: XDGPaths(environment: environment).credentialsFile)
        try store.saveTakingTurns(LoopbackServer.uptimeRobotKey, for: .uptimeRobotKey)
        try store.saveTakingTurns(LoopbackServer.betterStackToken, for: .betterStackToken)
    }

    var file: URL { XDGPaths(environment: environment).credentialsFile }

    func source(_ name: LoopbackServer.UptimeSourceName, slug: String = LoopbackServer.kumaSlug) throws -> UptimeSource
    {
        switch name {
        case .kuma: try UptimeSource(parsing: "kuma:\(server.base)/status/\(slug)")
        case .healthchecks: try UptimeSource(parsing: "healthchecks:\(server.base)")
        case .uptimerobot: .uptimerobot
        case .gatus: try UptimeSource(parsing: "gatus:\(server.base)")
        case .betterstack: .betterstack
        }
    }

    func uptime(_ source: UptimeSource) throws -> AppState {
        if let credential = source.credential, source.provider == .healthchecks {
            try CredentialStore(url: file).saveTakingTurns(LoopbackServer.healthchecksKey, for: credential)
        }
        return AppState(
            page: .uptime, size: TerminalSize(columns: 100, rows: 30),
            run: Run(uptimeHosts: UptimeHosts(environment: environment)), credentials: credentials.presence(),
            uptime: UptimeModel(preferences: UptimePreferences(source: source)))
    }

    /// Handles `event` through the one performer of effects, carrying out every fetch it
    /// leads to (the key added by this test's store, a stall cut short after 1 s).
    func run(_ event: AppEvent, at now: Date, on state: inout AppState) {
        let performer = EffectPerformer(
            files: nil, credentials: credentials, transport: BlockingTransport(timeoutCap: 1))
        _ = performer.settle([event], on: &state, at: now)
    }

    func requests(_ name: LoopbackServer.UptimeSourceName) -> Int {
        switch name {
        case .kuma:
            server.count(of: "/api/status-page/main") + server.count(of: "/api/status-page/heartbeat/main")
        case .healthchecks: server.count(of: "/api/v3/checks/")
        case .uptimerobot: server.count(of: "/v2/getMonitors")
        case .gatus: server.count(of: "/api/v1/endpoints/statuses")
        case .betterstack: server.count(of: "/api/v2/monitors")
        }
    }

    /// Rows and requests of one good refresh of each source.
    static let whole: [LoopbackServer.UptimeSourceName: (rows: Int, requests: Int)] = [
        .kuma: (3, 2), .healthchecks: (5, 1), .uptimerobot: (120, 3), .gatus: (3, 1), .betterstack: (6, 3),
    ]

    static func line(_ fault: String, _ name: LoopbackServer.UptimeSourceName) -> String {
        switch fault {
        case "stall", "stallbody", "reset", "truncated": "CONNECTION FAILED"
        case "garbage": "UNREADABLE RESPONSE"
        case "huge": "TOO MANY MONITORS: 16 MB MAX"
        // A POST is never followed: its redirect is the answer.
        case "loop": name == .uptimerobot ? "SERVER ERROR: 302" : "REFRESH FAILED"
        // A keyed source refuses a key that worked: the list stays, the key is tried again.
        case "403" where [.healthchecks, .uptimerobot, .betterstack].contains(name): "KEY REJECTED"
        default: "SERVER ERROR: \(fault)"
        }
    }

    @Test(arguments: sources, faults)
    func eachFaultHasItsLineKeepsTheListAndRecovers(name: LoopbackServer.UptimeSourceName, fault: String) throws {
        let source = try source(name)
        var state = try uptime(source)
        defer { server.setUptimeSource(name, "ok") }
        let (rows, perRefresh) = try #require(Self.whole[name])
        run(.started, at: start, on: &state)
        #expect(state.uptime.services.count == rows && state.uptime.fault == nil)
        #expect(requests(name) == perRefresh)
        let before = try Data(contentsOf: file)
        server.setUptimeSource(name, fault)
        let failed = start.addingTimeInterval(source.cadence.refresh)
        run(.tick, at: failed, on: &state)
        // Kuma reads only the heartbeats while its monitor list is fresh.
        #expect(requests(name) == perRefresh + 1, "one request, then the fault")
        let line = Self.line(fault, name)
        #expect(state.uptime.fault?.text == line)
        #expect(state.uptime.services.count == rows, "the last list stays")
        #expect(state.prompts[.uptime] == nil, "an unattended display is never left on a prompt")
        #expect(try Data(contentsOf: file) == before, "the key file is untouched")
        let wait =
            fault == "429" ? 120 : line == "KEY REJECTED" ? UptimeModel.rejectedKeyRetry : source.cadence.refresh
        run(.tick, at: failed.addingTimeInterval(wait - 1), on: &state)
        #expect(requests(name) == perRefresh + 1, "nothing again within \(Int(wait)) s")
        server.setUptimeSource(name, "ok")
        run(.tick, at: failed.addingTimeInterval(wait), on: &state)
        #expect(state.uptime.fault == nil, "it recovers by itself")
    }

    @Test(arguments: sources)
    func aMinuteOnThePageTakesWhatTheCadenceAllows(name: LoopbackServer.UptimeSourceName) throws {
        var state = try uptime(try source(name))
        for second in stride(from: 0.0, through: 60, by: 1) {
            run(.tick, at: start.addingTimeInterval(second), on: &state)
        }
        let (_, perRefresh) = try #require(Self.whole[name])
        // Kuma: its page once and its heartbeats at 0 s and 60 s; the rest every 20 s.
        let expected = name == .kuma ? 3 : 4 * perRefresh
        #expect(requests(name) == expected)
        if name == .uptimerobot { #expect(expected <= 12, "10 a minute, with the read at 60 s beginning the next") }
    }

    @Test func uptimeRobotsPlanPacesALongPagedRead() throws {
        // A read of 5 pages would spend half the minute's allowance: 30 s to the next.
        #expect(UptimeSource.uptimerobot.cadence.interval(afterRequests: 5) == 30)
        #expect(UptimeSource.uptimerobot.cadence.interval(afterRequests: 3) == 20)
    }

    @Test func kumaSaysWhenThereIsNoSuchPageAnd1xTimesOut() throws {
        var missing = try uptime(try source(.kuma, slug: "nope"))
        run(.started, at: start, on: &missing)
        #expect(missing.uptime.fault?.text == "NO SUCH STATUS PAGE")
        server.setUptimeSource(.kuma, "v1")
        defer { server.setUptimeSource(.kuma, "ok") }
        var old = try uptime(try source(.kuma, slug: "nope"))
        run(.started, at: start, on: &old)
        #expect(old.uptime.fault?.text == "CONNECTION FAILED", "1.23 never answers an unknown slug")
        var known = try uptime(try source(.kuma, slug: "temp"))
        run(.started, at: start, on: &known)
        #expect(known.uptime.fault == nil && known.uptime.services.count == 4, "the 1.x shape reads")
    }

    @Test func uptimeRobotsFailInA200IsReadFromTheBody() throws {
        try CredentialStore(url: file).saveTakingTurns("ur_wrong", for: .uptimeRobotKey)
        let before = try Data(contentsOf: file)
        var rejected = try uptime(.uptimerobot)
        run(.started, at: start, on: &rejected)
        #expect(rejected.prompts[.uptime]?.notice == .keyRejected)
        #expect(try Data(contentsOf: file) == before)
        try CredentialStore(url: file).saveTakingTurns(LoopbackServer.uptimeRobotKey, for: .uptimeRobotKey)
        server.setUptimeSource(.uptimerobot, "fail")
        defer { server.setUptimeSource(.uptimerobot, "ok") }
        var refused = try uptime(.uptimerobot)
        run(.started, at: start, on: &refused)
        #expect(refused.uptime.fault?.text == "REFRESH FAILED")
    }

    /// Each page's `next` names another host: the pages are read on the configured one, so
    /// the list is whole and the token never went anywhere else.
    @Test func aBetterStackNextOnAnotherHostIsReadOnTheConfiguredHost() throws {
        server.setUptimeSource(.betterstack, "offsite")
        defer { server.setUptimeSource(.betterstack, "ok") }
        var state = try uptime(.betterstack)
        run(.started, at: start, on: &state)
        #expect(state.uptime.fault == nil)
        #expect(state.uptime.services.count == 6, "all three pages, read here")
        #expect(requests(.betterstack) == 3)
    }

    @Test func eachKeyTravelsOnlyWhereItsSourcePlacesIt() throws {
        for (credential, placement, name) in [
            (Credential.healthchecksKey, CredentialPlacement.header("X-Api-Key"), "x-api-key"),
            (.betterStackToken, .bearer, "authorization"),
        ] {
            try CredentialStore(url: file).saveTakingTurns("secret_\(name)", for: credential)
            let request = HTTPRequest(url: server.url("/echo"), bearer: credential, credentialPlacement: placement)
            let authorized = try credentials.authorize(request).get()
            let body = String(decoding: try BlockingFetch.perform(authorized).get().body, as: UTF8.self)
            #expect(body.contains("secret_\(name)") && body.contains("\"\(name)\""))
            #expect(!authorized.url.absoluteString.contains("secret"))
        }
        let hosts = UptimeHosts(environment: ["PULSE_UPTIMEROBOT_URL": server.url("/").absoluteString])
        let first = UptimeRead(source: .uptimerobot, hosts: hosts, at: Date()).request
        let form = try credentials.authorize(first).get()
        #expect(String(decoding: form.body ?? Data(), as: UTF8.self).hasSuffix("&api_key=ur_test_key"))
        #expect(!form.url.absoluteString.contains("ur_test"))
    }
}
