import Foundation
import PulseApp
import PulseCore
import PulseStore
import PulseTestSupport
import Testing

@testable import PulseNet

/// What the sources' answers hold beside the states (checks, ratios, down-since, groups,
/// roll-ups, notices), read against the loopback server through the real fetcher: from
/// the same requests as before, as many of them, and UptimeRobot within its ten a minute.
@Suite(.serialized) struct UptimeHistoryIntegrationTests {
    let server: LoopbackServer
    let environment: [String: String]
    let credentials: StoredCredentials
    /// The server dates Kuma's beats by its clock, so the reads start at this machine's.
    let start = Date()

    init() throws {
        server = try LoopbackServer()
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("pulse-history-\(UUID())")
        environment = ["XDG_CONFIG_HOME": directory.path, "PULSE_UPTIMEROBOT_URL": server.base]
        credentials = StoredCredentials(environment: environment)
        let store = CredentialStore(url: XDGPaths(environment: environment).credentialsFile)
        try store.saveTakingTurns(LoopbackServer.uptimeRobotKey, for: .uptimeRobotKey)
    }

    func uptime(_ source: UptimeSource) -> AppState {
        AppState(
            page: .uptime, size: TerminalSize(columns: 100, rows: 30),
            run: Run(uptimeHosts: UptimeHosts(environment: environment)), credentials: credentials.presence(),
            uptime: UptimeModel(preferences: UptimePreferences(source: source)))
    }

    /// Handles `event` through the one performer of effects, carrying out every fetch it
    /// leads to (the key added by this test's store, a stall cut short after 2 s).
    func run(_ event: AppEvent, at now: Date, on state: inout AppState) {
        let performer = EffectPerformer(
            files: nil, credentials: credentials, transport: BlockingTransport(timeoutCap: 2))
        _ = performer.settle([event], on: &state, at: now)
    }

    func kuma(_ slug: String = LoopbackServer.kumaSlug) throws -> UptimeSource {
        try UptimeSource(parsing: "kuma:\(server.base)/status/\(slug)")
    }

    func kumaRequests() -> Int {
        server.count(of: "/api/status-page/main") + server.count(of: "/api/status-page/heartbeat/main")
    }

    @Test func aKumaWallsGroupsRollUpsNoticesAndChecksComeWithTheSameTwoRequests() throws {
        server.setUptimeSource(.kuma, "groups")
        defer { server.setUptimeSource(.kuma, "ok") }
        var state = uptime(try kuma())
        run(.started, at: start, on: &state)
        let rows = state.uptime.services
        #expect(state.uptime.fault == nil)
        #expect(rows.map(\.name) == ["ARCHIVE", "LIBRARY", "ARCHIVE-GL", "ARCHIVE-SE", "LIBRARY-RS", "LIBRARY-MIRROR"])
        #expect(rows.map(\.heading) == ["Overview", nil, "Archive", nil, "Library", nil])
        #expect(rows.map(\.isRollUp) == [true, true, false, false, false, false])
        #expect(rows.map(\.status) == [.down, .degraded, .operational, .down, .degraded, .maintenance])
        #expect(rows.allSatisfy { $0.checks.count == 100 })
        #expect(rows.map(\.uptime) == [0.9688, 0.9972, 0.9993, 0.9688, 0.9972, 1])
        // The down run's first beat is 44 minutes before the last; the pending one's 11.
        let last = try #require(rows[3].lastCheckedAt)
        #expect(rows[3].downSince.map { last.timeIntervalSince($0).rounded() } == TimeInterval(44 * 60))
        #expect(rows[4].downSince.map { last.timeIntervalSince($0).rounded() } == TimeInterval(11 * 60))
        #expect(rows[2].downSince == nil && rows[5].downSince == nil, "up and maintenance are not trouble")
        #expect(
            state.uptime.notices == [
                UptimeNotice(.incident, title: "Mirror sync delayed"), UptimeNotice(.maintenance, title: "Mirror move"),
            ])
        #expect(state.uptime.counts == UptimeCounts(rows.filter { !$0.isRollUp }))
        #expect(state.uptime.counts.text == "1 DOWN \u{00B7} 1 SLOW \u{00B7} 1 UP", "no roll-up counted")
        #expect(kumaRequests() == 2, "the page and the heartbeats, as before")
        for second in stride(from: 1.0, through: 60, by: 1) {
            run(.tick, at: start.addingTimeInterval(second), on: &state)
        }
        #expect(kumaRequests() == 3, "the heartbeats again at 60 s, the page kept")
        #expect(state.uptime.notices.count == 2, "the notices are kept with the page")
    }

    @Test func kuma1xSendsItsOneIncidentAndMaintenanceAsABeat() throws {
        server.setUptimeSource(.kuma, "incident1x")
        defer { server.setUptimeSource(.kuma, "ok") }
        var state = uptime(try kuma("temp"))
        run(.started, at: start, on: &state)
        #expect(state.uptime.notices == [UptimeNotice(.incident, title: "Phishing test running")])
        #expect(state.uptime.services.map(\.status) == [.operational, .degraded, .down, .maintenance])
        #expect(state.uptime.services.allSatisfy { $0.checks.count == 50 }, "1.x sends 50 beats")
        #expect(state.uptime.services.allSatisfy { $0.heading == nil || $0.heading == "Dienste" })
    }

    /// Each second's requests, over `seconds` of the page at the cadence the source keeps.
    func requestsPerSecond(_ state: inout AppState, seconds: Int, count: () -> Int) -> [Int] {
        var seen = count()
        var perSecond: [Int] = []
        for second in 0...seconds {
            run(.tick, at: start.addingTimeInterval(Double(second)), on: &state)
            let now = count()
            perSecond.append(now - seen)
            seen = now
        }
        return perSecond
    }

    @Test func uptimeRobotsRatiosAndDownSinceCostNoRequestAndStayWithinTenAMinute() throws {
        var state = uptime(.uptimerobot)
        let perSecond = requestsPerSecond(&state, seconds: 300) { server.count(of: "/v2/getMonitors") }
        // 120 monitors are three pages a read, every 20 s: as many as before the parameters.
        #expect(perSecond.reduce(0, +) == 3 * 16)
        let worst = (0..<(perSecond.count - 59)).map { perSecond[$0..<($0 + 60)].reduce(0, +) }.max() ?? 0
        #expect(worst <= 10, "at most ten requests in any minute; the worst held \(worst)")
        let rows = state.uptime.services
        #expect(rows.count == 120)
        let down = rows.filter { $0.status == .down }
        #expect(!down.isEmpty && down.allSatisfy { $0.downSince == Date(timeIntervalSince1970: 1_788_078_000) })
        #expect(rows.filter { $0.status != .down }.allSatisfy { $0.downSince == nil })
        #expect(rows.filter { $0.status == .operational }.allSatisfy { abs(($0.uptime ?? 0) - 0.9995) < 1e-9 })
        #expect(rows.filter { $0.status == .unknown }.allSatisfy { $0.uptime == nil }, "a paused one has no day")
    }

    @Test func uptimeRobotsPageAsksForOneLogAMonitorSoThePageStaysSmall() throws {
        let hosts = UptimeHosts(environment: environment)
        let first = try credentials.authorize(UptimeRead(source: .uptimerobot, hosts: hosts, at: start).request).get()
        let form = String(decoding: first.body ?? Data(), as: UTF8.self)
        #expect(form.contains("custom_uptime_ratios=1&logs=1&logs_limit=1"))
        let page = try BlockingFetch.perform(first).get()
        let monitors = try #require((try JSONSerialization.jsonObject(with: page.body) as? [String: Any])?["monitors"])
        let logs = (monitors as? [[String: Any]] ?? []).map { ($0["logs"] as? [Any])?.count }
        #expect(logs.count == 50 && logs.allSatisfy { $0 == 1 }, "the server keeps 41 logs a monitor; one comes")
        #expect(page.body.count < 20_000, "\(page.body.count) bytes for 50 monitors")
    }
}
