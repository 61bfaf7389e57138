import Foundation
import PulseTestSupport
import Testing

@testable import PulseCore

/// Choosing a source on Settings, its key and address, the order, and a paged read,
/// through `AppState` as the display drives it.
@Suite struct UptimeSourceStateTests {
    let size = TerminalSize(columns: 100, rows: 30)
    let start = Date(timeIntervalSince1970: 1_781_352_100)
    let kuma = UptimeSource.kuma(base: URL(fileURLWithPath: "/"), slug: "x")

    func settings(_ presence: CredentialPresence = CredentialPresence(), uptime: UptimeModel = UptimeModel())
        -> AppState
    {
        var state = AppState(page: .settings, size: size, credentials: presence, uptime: uptime)
        _ = state.handle(.started, at: start)
        return state
    }

    /// Picks `choice` in its picker, opened from Settings (`AppState.pick`).
    func pick(_ choice: UptimeSourceChoice, on state: inout AppState) -> [Effect] { state.pick(choice, at: start) }

    func type(_ text: String, on state: inout AppState) -> [Effect] { state.type(text, at: start) }

    @Test func thePickerOpensOnTheCurrentSourceMovesAndEscKeepsIt() {
        var state = settings()
        _ = state.handle(.pressed(.settingsRow(.uptimeSource)), at: start)
        #expect(state.screen == .picker(SourcePicker(Monitors.self, current: .levo), on: .settings))
        for _ in 0..<20 { _ = state.handle(.key(.down), at: start) }
        #expect(state.settings.picker?.highlighted == UptimeSourceChoice.levo.index, "the end holds")
        #expect(state.handle(.key(.escape), at: start).isEmpty)
        #expect(state.screen == .page(.settings) && state.uptime.source == .levo)
        _ = state.handle(.pressed(.settingsRow(.uptimeSource)), at: start)
        _ = state.handle(.key(.left), at: start)
        _ = state.handle(.key(.right), at: start)
        #expect(state.screen == .page(.settings), "paging away closes it")
    }

    @Test func aKumaAddressIsAskedForCheckedAndThenRead() throws {
        var state = settings()
        #expect(pick(.kuma, on: &state).isEmpty)
        #expect(state.prompts[.settings]?.kind == .uptimeAddress(.kuma))
        #expect(state.prompts[.settings]?.editor.isSecret == false)
        #expect(type("https://status.example.com/main", on: &state).isEmpty)
        #expect(state.prompts[.settings]?.notice == .invalidAddress(.kumaWithoutSlug))
        _ = state.handle(.key(.control("u")), at: start)
        // Without a scheme it is the https address a browser would open.
        let effects = type("status.example.com/status/main", on: &state)
        let source = try UptimeSource(parsing: "kuma:https://status.example.com/status/main")
        #expect(
            effects == [
                .saving(.uptimePreferences(UptimePreferences(source: source)), on: .settings, row: .uptimeSource)
            ])
        #expect(state.uptime.source == source && state.prompts[.settings] == nil)
        #expect(SettingsRow.allCases.contains(.uptimeSource))
    }

    @Test func aKeyedSourceAsksForItsOwnKeyAndIsReadOnceItIsSaved() throws {
        var state = settings(CredentialPresence(hasUptimeKey: true))
        #expect(pick(.healthchecks, on: &state).isEmpty)
        let prompt = try #require(state.prompts[.settings])
        #expect(prompt.kind == .uptimeKey && prompt.credential == .healthchecksKey && prompt.canCancel)
        #expect(state.uptime.source == .levo, "nothing changes before the key is saved")
        let effects = type("hc_key", on: &state)
        let hosted = UptimeSource.healthchecks(base: UptimeSource.healthchecksIO)
        #expect(
            effects == [
                .saving(
                    .credential(.healthchecksKey, SecretText("hc_key")), on: .settings, row: .uptimeKey,
                    then: .readUptimeSource(hosted))
            ])
        let switched = state.handle(.outcome(of: effects, .written), at: start)
        #expect(state.uptime.source == hosted)
        #expect(
            switched == [
                .saving(.uptimePreferences(UptimePreferences(source: hosted)), on: .settings, row: .uptimeSource)
            ])
        #expect(state.credentials.keys == [.uptimeKey, .healthchecksKey], "the levo key is kept")
    }

    @Test func aFailedOrCancelledKeySaveKeepsTheSource() {
        var state = settings()
        _ = pick(.uptimerobot, on: &state)
        let save = type("ur", on: &state)
        _ = state.handle(.outcome(of: save, .failed), at: start)
        #expect(state.uptime.source == .levo && state.prompts[.settings]?.notice == .writeFailed)
        _ = state.handle(.key(.escape), at: start)
        #expect(state.uptime.source == .levo && state.prompts[.settings] == nil)
    }

    @Test func switchingBackNeverAsksAgain() throws {
        let site = try UptimeSource(parsing: "kuma:https://s.example.com/status/main")
        var state = settings(
            CredentialPresence(keys: [.betterStackToken]),
            uptime: UptimeModel(preferences: UptimePreferences(source: site)))
        let toBetterStack = pick(.betterstack, on: &state)
        #expect(state.uptime.source == .betterstack && state.prompts[.settings] == nil, "its token is stored")
        #expect(
            toBetterStack.contains(
                .saving(.uptimePreferences(state.uptime.preferences), on: .settings, row: .uptimeSource)))
        _ = pick(.kuma, on: &state)
        #expect(state.uptime.source == site && state.prompts[.settings] == nil, "the address is remembered")
        // Picking the source read now is how its address (or key) is changed.
        _ = pick(.kuma, on: &state)
        #expect(state.prompts[.settings]?.kind == .uptimeAddress(.kuma))
    }

    @Test func theKeyRowAndTheChangeLineFollowTheChosenSource() {
        var state = settings(CredentialPresence(hasUptimeKey: true))
        _ = pick(.gatus, on: &state)
        _ = type("https://gatus.example.com", on: &state)
        #expect(state.uptime.source.changeLine == "CHANGE SERVER")
        #expect(state.hasUptimeCredential, "Gatus needs no key")
        _ = state.handle(.pressed(.settingsRow(.uptimeKey)), at: start)
        #expect(state.prompts[.settings] == nil, "nothing to set for a keyless source")
    }

    @Test func downFirstReordersStablyAndIsRemembered() {
        let rows = [
            UptimeService(name: "A", status: .operational), UptimeService(name: "B", status: .down),
            UptimeService(name: "C", status: .unknown), UptimeService(name: "D", status: .degraded),
            UptimeService(name: "E", status: .down),
        ]
        var state = settings(uptime: UptimeModel(services: rows))
        let effects = state.handle(.pressed(.settingsRow(.uptimeOrder)), at: start)
        #expect(state.uptime.services.map(\.name) == ["B", "E", "D", "C", "A"])
        #expect(
            effects == [
                .saving(.uptimePreferences(UptimePreferences(order: .downFirst)), on: .settings, row: .uptimeOrder)
            ])
        _ = state.handle(.pressed(.settingsRow(.uptimeOrder)), at: start)
        #expect(state.uptime.services.map(\.name) == ["A", "B", "C", "D", "E"], "as listed again")
    }

    @Test func aPagedReadIsSeveralTransfersOfOneRefreshAndPacesItself() throws {
        var state = AppState(
            page: .uptime, size: size, credentials: CredentialPresence(keys: [.uptimeRobotKey]),
            uptime: UptimeModel(preferences: UptimePreferences(source: .uptimerobot)))
        var effects = state.handle(.started, at: start)
        var sent = 0
        var ids: Set<FetchID> = []
        func page(_ offset: Int, of total: Int) -> String {
            let monitors = (offset..<min(total, offset + 50)).map { #"{"friendly_name":"M\#($0)","status":2}"# }
            return #"{"stat":"ok","pagination":{"offset":\#(offset),"total":\#(total)},"monitors":["#
                + monitors.joined(separator: ",") + "]}"
        }
        while case (let id, let request)? = effects.first?.fetch {
            #expect(id.purpose == .uptime && request.method == .post && request.bearer == .uptimeRobotKey)
            ids.insert(id)
            effects = state.handle(.fetched(id: id, result: uptimeResponse(200, page(sent * 50, of: 420))), at: start)
            sent += 1
        }
        #expect(sent == 9 && ids.count == 9, "each page its own transfer")
        #expect(state.uptime.services.count == 420)
        // Nine requests against ten a minute: a minute holds one such read, so 60 s to the
        // next, and the countdown says so.
        #expect(state.uptime.secondsToRefresh(at: start) == 60)
        #expect(state.handle(.tick, at: start.addingTimeInterval(59)).isEmpty)
        #expect(state.handle(.tick, at: start.addingTimeInterval(60)).count == 1)
    }

    @Test func kumaReadsItsMonitorListEveryFiveMinutesAndItsBeatsEveryMinute() throws {
        let site = try UptimeSource(parsing: "kuma:https://s.example.com/status/main")
        var state = AppState(
            page: .uptime, size: size, uptime: UptimeModel(preferences: UptimePreferences(source: site)))
        let pageBody = #"{"publicGroupList":[{"weight":1,"monitorList":[{"id":1,"name":"WEB"}]}]}"#
        let beats = #"{"heartbeatList":{"1":[{"status":0,"time":"2026-06-13 12:00:00"}]}}"#
        var paths: [String] = []
        func refresh(at now: Date) {
            var effects = state.handle(.tick, at: now)
            while case (let id, let request)? = effects.first?.fetch {
                paths.append(request.url.path)
                let body = request.url.path.contains("heartbeat") ? beats : pageBody
                effects = state.handle(.fetched(id: id, result: uptimeResponse(200, body)), at: now)
            }
        }
        for minute in 0..<7 { refresh(at: start.addingTimeInterval(Double(minute) * 60)) }
        #expect(paths.filter { $0.hasSuffix("/heartbeat/main") }.count == 7)
        #expect(paths.filter { $0 == "/api/status-page/main" }.count == 2, "at 0 and 5 minutes")
        #expect(
            state.uptime.services == [
                UptimeService(
                    name: "WEB", status: .down, lastCheckedAt: state.uptime.lastCheck, checks: [.down], key: "1")
            ])
        #expect(state.handle(.tick, at: start.addingTimeInterval(6 * 60 + 59)).isEmpty)
    }

    @Test func aMissingKumaPageAndARefusalHaveTheirLines() throws {
        let site = try UptimeSource(parsing: "kuma:https://s.example.com/status/nope")
        var state = AppState(
            page: .uptime, size: size, uptime: UptimeModel(preferences: UptimePreferences(source: site)))
        let effects = state.handle(.started, at: start)
        let id = try #require(effects.fetches.first?.id)
        _ = state.handle(.fetched(id: id, result: uptimeResponse(404, #"{"status":"fail"}"#)), at: start)
        #expect(state.uptime.fault?.text == "NO SUCH STATUS PAGE")
        #expect(UptimeFault(.refused) == .refreshFailed && UptimeFault(.keyRejected) == nil)
    }

    @Test func aRejectedKeyAsksForThatSourcesKeyAgain() throws {
        var state = AppState(
            page: .uptime, size: size, credentials: CredentialPresence(keys: [.betterStackToken]),
            uptime: UptimeModel(preferences: UptimePreferences(source: .betterstack)))
        let effects = state.handle(.started, at: start)
        let id = try #require(effects.fetches.first?.id)
        _ = state.handle(.fetched(id: id, result: uptimeResponse(403, "{}")), at: start)
        let prompt = try #require(state.prompts[.uptime])
        #expect(prompt.notice == .keyRejected && prompt.credential == .betterStackToken && !prompt.canCancel)
    }
}
