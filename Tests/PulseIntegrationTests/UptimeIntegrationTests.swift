import Foundation
import PulseApp
import PulseCore
import PulseStore
import PulseTestSupport
import Testing

@testable import PulseNet

/// The Uptime page against the real loopback server and a real credential file: the
/// state decides, the store lends the key at sending time, the server counts.
@Suite(.serialized) struct UptimeIntegrationTests {
    let server: LoopbackServer
    let directory: URL
    let environment: [String: String]
    let credentials: StoredCredentials
    let start = Date(timeIntervalSince1970: 1_788_081_810)

    init() throws {
        server = try LoopbackServer()
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("pulse-uptime-\(UUID().uuidString)")
        environment = ["XDG_CONFIG_HOME": directory.path, "PULSE_UPTIME_URL": server.base]
        credentials = StoredCredentials(environment: environment)
    }

    var file: URL { XDGPaths(environment: environment).credentialsFile }

    func store(_ key: String) throws {
        try CredentialStore(url: file).saveTakingTurns(key, for: .uptimeKey)
    }

    /// The Uptime page against the loopback server, or against `base` when given.
    func uptime(base: String? = nil) -> AppState {
        AppState(
            page: .uptime, size: TerminalSize(columns: 100, rows: 30),
            run: Run(endpoints: Endpoints(environment: base.map { ["PULSE_UPTIME_URL": $0] } ?? environment)),
            credentials: credentials.presence())
    }

    /// Handles `event`, carries out fetches (the key added by the store) and saves for real.
    func run(_ event: AppEvent, at now: Date, on state: inout AppState) {
        // A stall would otherwise take the full 15 s.
        _ = performer(timeout: 1.5, environment: environment).settle([event], on: &state, at: now)
    }

    var requests: Int { server.count(of: "/api/uptime/listall") }

    @Test func aGoodKeyListsTheServicesAndRefreshesEveryTwentySeconds() throws {
        try store(LoopbackServer.uptimeKey)
        var state = uptime()
        run(.started, at: start, on: &state)
        #expect(state.uptime.services.map(\.name) == ["API-GATEWAY", "K3S-CLUSTER"])
        #expect(state.uptime.services.map(\.status) == [.operational, .down])
        #expect(state.uptime.lastCheck == ISO8601DateFormatter().date(from: "2026-06-13T12:00:05Z"))
        run(.tick, at: start.addingTimeInterval(19), on: &state)
        #expect(requests == 1)
        run(.tick, at: start.addingTimeInterval(20), on: &state)
        #expect(requests == 2)
    }

    @Test func a401AsksAgainAndLeavesTheKeyFileByteForByte() throws {
        try store("lsu_revoked")
        let before = try Data(contentsOf: file)
        var state = uptime()
        run(.started, at: start, on: &state)
        #expect(state.prompts[.uptime]?.notice == .keyRejected)
        #expect(try Data(contentsOf: file) == before)
        run(.tick, at: start.addingTimeInterval(60), on: &state)
        #expect(requests == 1, "no request while the prompt waits for a key")
        // A good key typed into the prompt is saved and used at once.
        run(.paste(LoopbackServer.uptimeKey), at: start.addingTimeInterval(61), on: &state)
        run(.key(.enter), at: start.addingTimeInterval(61), on: &state)
        #expect(state.prompts[.uptime] == nil)
        #expect(requests == 2)
        #expect(state.uptime.services.count == 2)
        #expect(try CredentialStore(url: file).value(for: .uptimeKey) == LoopbackServer.uptimeKey)
    }

    @Test(arguments: [
        ("403", "SERVER ERROR: 403"), ("404", "SERVER ERROR: 404"), ("500", "SERVER ERROR: 500"),
        ("garbage", "UNREADABLE RESPONSE"), ("truncated", "CONNECTION FAILED"), ("stall", "CONNECTION FAILED"),
        ("huge", "TOO MANY MONITORS: 16 MB MAX"), ("loop", "REFRESH FAILED"), ("429", "SERVER ERROR: 429"),
        ("stallbody", "CONNECTION FAILED"), ("reset", "CONNECTION FAILED"),
    ])
    func eachFailureHasItsLineAndKeepsTheList(mode: String, line: String) throws {
        try store(LoopbackServer.uptimeKey)
        var state = uptime()
        run(.started, at: start, on: &state)
        server.setUptime(mode)
        defer { server.setUptime("ok") }
        run(.tick, at: start.addingTimeInterval(20), on: &state)
        #expect(state.uptime.fault?.text == line)
        #expect(state.uptime.services.count == 2, "the previous list stays")
        #expect(state.prompts[.uptime] == nil)
        // The server's 429 carries Retry-After: 120, which is obeyed.
        let wait: TimeInterval = mode == "429" ? 120 : 20
        run(.tick, at: start.addingTimeInterval(20 + wait - 1), on: &state)
        #expect(requests == 2, "no retry within \(Int(wait)) s")
        server.setUptime("ok")
        run(.tick, at: start.addingTimeInterval(20 + wait), on: &state)
        #expect(state.uptime.fault == nil, "it recovers by itself")
    }

    @Test func refusedIsAConnectionFailure() throws {
        try store(LoopbackServer.uptimeKey)
        var state = uptime(base: "http://127.0.0.1:\(LoopbackServer.closedPort())")
        run(.started, at: start, on: &state)
        #expect(state.uptime.fault == .connectionFailed)
    }

    @Test func anUnresolvableNameIsAConnectionFailure() throws {
        try store(LoopbackServer.uptimeKey)
        var state = uptime(base: "https://pulse-test.invalid")
        run(.started, at: start, on: &state)
        #expect(state.uptime.fault == .connectionFailed)
    }

    @Test func aServerThatFlapsNeverCausesAStormAndTheListFollowsIt() throws {
        try store(LoopbackServer.uptimeKey)
        var state = uptime()
        var lines: [String?] = []
        for step in 0..<6 {
            server.setUptime(step % 2 == 0 ? "ok" : "500")
            run(.tick, at: start.addingTimeInterval(Double(step) * 20), on: &state)
            lines.append(state.uptime.fault?.text)
            // A second between refreshes sends nothing.
            run(.tick, at: start.addingTimeInterval(Double(step) * 20 + 10), on: &state)
        }
        server.setUptime("ok")
        #expect(lines == [nil, "SERVER ERROR: 500", nil, "SERVER ERROR: 500", nil, "SERVER ERROR: 500"])
        #expect(requests == 6, "one request per 20 s, good or bad")
        #expect(state.uptime.services.count == 2, "the last good list stays through the failures")
    }

    @Test func noRequestWithoutAKeyOrOnAnotherPage() throws {
        var state = uptime()
        run(.started, at: start, on: &state)
        run(.tick, at: start.addingTimeInterval(100), on: &state)
        #expect(requests == 0)
        try store(LoopbackServer.uptimeKey)
        var away = AppState(
            page: .github, size: TerminalSize(columns: 100, rows: 30),
            run: Run(endpoints: Endpoints(environment: environment)), credentials: credentials.presence())
        run(.started, at: start, on: &away)
        run(.tick, at: start.addingTimeInterval(100), on: &away)
        #expect(requests == 0)
        run(.key(.right), at: start.addingTimeInterval(101), on: &away)
        #expect(requests == 1, "paging in refreshes once")
    }

    @Test func pagingAwayForAMinuteRefreshesOnceOnReturn() throws {
        try store(LoopbackServer.uptimeKey)
        var state = uptime()
        run(.started, at: start, on: &state)
        run(.key(.right), at: start.addingTimeInterval(1), on: &state)
        for second in stride(from: 2.0, through: 61, by: 1) {
            run(.tick, at: start.addingTimeInterval(second), on: &state)
        }
        #expect(requests == 1, "nothing while Settings is shown")
        run(.key(.left), at: start.addingTimeInterval(62), on: &state)
        run(.tick, at: start.addingTimeInterval(63), on: &state)
        #expect(requests == 2, "one refresh on return, not three")
        #expect(state.uptime.secondsToRefresh(at: start.addingTimeInterval(63)) == 19)
    }

    @Test func anEmptyListIsAListNotAnError() throws {
        try store(LoopbackServer.uptimeKey)
        server.setUptime("empty")
        defer { server.setUptime("ok") }
        var state = uptime()
        run(.started, at: start, on: &state)
        #expect(state.uptime.services.isEmpty && state.uptime.fault == nil)
    }

    @Test func theKeyTravelsOnlyInTheHeader() throws {
        try store(LoopbackServer.uptimeKey)
        let request = UptimeAPI.request(base: server.url("/echo").deletingLastPathComponent())
        var echo = request
        echo.url = server.url("/echo")
        let authorized = try credentials.authorize(echo).get()
        let body = String(decoding: try BlockingFetch.perform(authorized).get().body, as: UTF8.self)
        #expect(body.contains("Bearer \(LoopbackServer.uptimeKey)"))
        #expect(!authorized.url.absoluteString.contains(LoopbackServer.uptimeKey))
        #expect(!"\(try credentials.authorize(UptimeAPI.request(base: server.url("/"))).get().url)".contains("lsu_"))
    }
}
