import Foundation
import PulseApp
import PulseCore
import PulseDisplay
import PulseStore
import PulseTestSupport
import Testing

/// The Uptime page against the loopback server shaped as a real, self-hosted Healthchecks
/// answers (its 401 bodies, its status words, its check objects), through the real fetcher
/// and a real credential file: what a project in every state, an empty one, a large one and
/// a rotated key look like.
@Suite(.serialized) struct HealthchecksServerIntegrationTests {
    let server: LoopbackServer
    let environment: [String: String]
    let credentials: StoredCredentials
    let source: UptimeSource
    let start = Date(timeIntervalSince1970: 1_788_081_810)
    let utc = TimeZone(identifier: "UTC") ?? .current

    init() throws {
        server = try LoopbackServer()
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("pulse-hc-\(UUID().uuidString)")
        environment = ["XDG_CONFIG_HOME": directory.path]
        credentials = StoredCredentials(environment: environment)
        source = try UptimeSource(parsing: "healthchecks:\(server.base)")
        let store = CredentialStore(url: XDGPaths(environment: environment).credentialsFile)
        try store.saveTakingTurns(LoopbackServer.healthchecksKey, for: try #require(source.credential))
    }

    /// The Uptime page reading the server, with its key stored.
    func page() -> AppState {
        AppState(
            page: .uptime, size: TerminalSize(columns: 100, rows: 30),
            run: Run(uptimeHosts: UptimeHosts(environment: environment)), credentials: credentials.presence(),
            uptime: UptimeModel(preferences: UptimePreferences(source: source)))
    }

    func run(_ event: AppEvent, at now: Date, on state: inout AppState) {
        let performer = EffectPerformer(
            files: nil, credentials: credentials, transport: BlockingTransport(timeoutCap: 5))
        _ = performer.settle([event], on: &state, at: now)
    }

    var requests: Int { server.count(of: "/api/v3/checks/") }

    func text(_ state: AppState, at now: Date) -> [String] {
        UptimeView.textLines(for: state.uptime, at: now, in: utc)
    }

    @Test func aKeyRefusedAfterItWorkedKeepsTheListAndIsTriedAgainUntilItWorks() throws {
        defer { server.setUptimeSource(.healthchecks, "ok") }
        var state = page()
        run(.started, at: start, on: &state)
        #expect(state.uptime.services.count == 5 && requests == 1)
        // The project's key is rotated: the server answers `{"error": "wrong api key"}`.
        server.setUptimeSource(.healthchecks, "rotated")
        let refused = start.addingTimeInterval(20)
        run(.tick, at: refused, on: &state)
        #expect(requests == 2)
        #expect(state.uptime.fault?.text == "KEY REJECTED")
        #expect(state.uptime.services.count == 5, "the list stays")
        #expect(state.prompts[.uptime] == nil, "an unattended display is not left on the prompt")
        #expect(text(state, at: refused).contains("KEY REJECTED"))
        // Tried again at the slow cadence, not every 20 s.
        for second in stride(from: 20.0, to: UptimeModel.rejectedKeyRetry, by: 20) {
            run(.tick, at: refused.addingTimeInterval(second), on: &state)
        }
        #expect(requests == 2, "nothing again within \(Int(UptimeModel.rejectedKeyRetry)) s")
        run(.tick, at: refused.addingTimeInterval(UptimeModel.rejectedKeyRetry), on: &state)
        #expect(requests == 3 && state.uptime.fault?.text == "KEY REJECTED")
        // The key is restored: taken again at the next try.
        server.setUptimeSource(.healthchecks, "ok")
        let restored = refused.addingTimeInterval(2 * UptimeModel.rejectedKeyRetry)
        run(.tick, at: restored, on: &state)
        #expect(requests == 4 && state.uptime.fault == nil && state.uptime.services.count == 5)
    }

    @Test func cStillChangesARefusedKeyAndEscapeKeepsIt() throws {
        defer { server.setUptimeSource(.healthchecks, "ok") }
        var state = page()
        run(.started, at: start, on: &state)
        server.setUptimeSource(.healthchecks, "rotated")
        run(.tick, at: start.addingTimeInterval(20), on: &state)
        #expect(state.uptime.fault?.text == "KEY REJECTED")
        run(.key(.character("c")), at: start.addingTimeInterval(21), on: &state)
        let prompt = try #require(state.prompts[.uptime])
        #expect(prompt.canCancel && prompt.kind == .uptimeKey)
        run(.key(.escape), at: start.addingTimeInterval(22), on: &state)
        #expect(state.prompts[.uptime] == nil, "Esc goes back to the list")
        #expect(state.uptime.services.count == 5)
    }

    @Test func aKeyNeverSeenWorkingIsStillAskedFor() throws {
        server.setUptimeSource(.healthchecks, "rotated")
        defer { server.setUptimeSource(.healthchecks, "ok") }
        var state = page()
        run(.started, at: start, on: &state)
        #expect(state.prompts[.uptime]?.notice == .keyRejected)
    }

    @Test func eachStateHasOneWordInTheRowsAndTheCounts() throws {
        var state = page()
        run(.started, at: start, on: &state)
        let lines = text(state, at: start)
        #expect(state.uptime.counts.text == "1 DOWN \u{00B7} 1 SLOW \u{00B7} 1 UP \u{00B7} 1 PAUSED \u{00B7} 1 NEW")
        #expect(lines.contains("1 DOWN \u{00B7} 1 SLOW \u{00B7} 1 UP \u{00B7} 1 PAUSED \u{00B7} 1 NEW"))
        for row in ["BACKUP UP", "REPORTS SLOW", "CRON DOWN", "OLD PAUSED", "FRESH NEW"] {
            #expect(lines.contains(row), "\(row)")
        }
    }

    @Test func anEmptyProjectSaysNoMonitors() throws {
        var state = page()
        #expect(!text(state, at: start).contains("NO MONITORS"), "not before anything is read")
        server.setUptimeSource(.healthchecks, "empty")
        defer { server.setUptimeSource(.healthchecks, "ok") }
        run(.started, at: start, on: &state)
        #expect(state.uptime.fault == nil)
        #expect(text(state, at: start).contains("NO MONITORS"))
    }

    @Test func aCheckWithoutANameIsUnnamed() throws {
        server.setUptimeSource(.healthchecks, "unnamed")
        defer { server.setUptimeSource(.healthchecks, "ok") }
        var state = page()
        run(.started, at: start, on: &state)
        let lines = text(state, at: start)
        #expect(lines.contains("UNNAMED UP") && lines.contains("UNNAMED DOWN"))
        let panel = UptimeView.panel(for: state.uptime, at: start, in: utc)
        let names = panel.top.compactMap { entry -> String? in
            if case .row(let row) = entry.item { row.name.text } else { nil }
        }
        #expect(names == ["UNNAMED", "UNNAMED"])
    }

    @Test func aProjectOfTenThousandChecksFits() throws {
        server.setUptimeSource(.healthchecks, "many")
        defer { server.setUptimeSource(.healthchecks, "ok") }
        var state = page()
        run(.started, at: start, on: &state)
        #expect(state.uptime.fault == nil)
        #expect(state.uptime.services.count == 10_000)
    }

    @Test func anAnswerPastTheLimitIsNamedAndTheLastListKept() throws {
        defer { server.setUptimeSource(.healthchecks, "ok") }
        var state = page()
        run(.started, at: start, on: &state)
        server.setUptimeSource(.healthchecks, "huge")
        run(.tick, at: start.addingTimeInterval(20), on: &state)
        #expect(state.uptime.fault?.text == "TOO MANY MONITORS: 16 MB MAX")
        #expect(state.uptime.services.count == 5, "the last list stays")
    }
}
