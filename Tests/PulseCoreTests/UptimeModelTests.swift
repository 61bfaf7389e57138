import Foundation
import PulseTestSupport
import Testing

@testable import PulseCore

func uptimeResponse(_ status: Int, _ body: String) -> Result<HTTPResponse, HTTPFailure> {
    .success(HTTPResponse(status: status, headers: [:], body: Data(body.utf8)))
}

let oneService =
    #"{"data":{"projects":[{"name":"API-GATEWAY","currentStatus":"up","lastCheckedAt":"2026-06-13T12:00:00Z"}]}}"#

/// The Uptime page's state: the original's `UptimeModelTests` and the uptime cases of
/// `CredentialChangeTests`, driven through `AppState` as the display drives it.
@Suite struct UptimeModelTests {
    let size = TerminalSize(columns: 80, rows: 24)
    let start = Date(timeIntervalSince1970: 1_781_352_100)

    /// A state on the Uptime page with a key stored, after arrival.
    func arrived(hasKey: Bool = true) -> (AppState, [Effect]) {
        var state = AppState(
            page: .uptime, size: size, credentials: CredentialPresence(hasUptimeKey: hasKey), uptime: .levoChosen)
        let effects = state.handle(.started, at: start)
        return (state, effects)
    }

    func fetchID(_ effects: [Effect]) -> FetchID? {
        effects.fetches.first?.id
    }

    @Test func arrivingWithAKeyRefreshesOnceWithTheBearerCredential() throws {
        let (_, effects) = arrived()
        let requests = effects.fetches.map(\.request)
        #expect(requests.count == 1)
        let request = try #require(requests.first)
        #expect(request.url.path == "/api/uptime/listall")
        #expect(request.headers["Accept"] == "application/json")
        #expect(request.headers["Authorization"] == nil, "the key joins only at sending time")
        #expect(request.bearer == .uptimeKey)
        #expect(request.connectTimeout == 10 && request.totalTimeout == 15)
    }

    @Test func withoutAKeyItAsksForOneAndNeverCallsTheAPI() {
        var (state, effects) = arrived(hasKey: false)
        #expect(effects.isEmpty)
        #expect(state.prompts[.uptime] == Prompt(.uptimeKey, canCancel: false, focused: false))
        #expect(state.handle(.tick, at: start.addingTimeInterval(60)).isEmpty)
    }

    @Test func successShowsTheServicesAndTheAPIsTime() throws {
        var (state, effects) = arrived()
        let id = try #require(fetchID(effects))
        _ = state.handle(.fetched(id: id, result: uptimeResponse(200, oneService)), at: start)
        #expect(
            state.uptime.services == [
                UptimeService(
                    name: "API-GATEWAY", status: .operational,
                    lastCheckedAt: Date(timeIntervalSince1970: 1_781_352_000))
            ])
        #expect(state.uptime.fault == nil)
        #expect(state.uptime.lastCheck == Date(timeIntervalSince1970: 1_781_352_000))
        #expect((0...20).contains(state.uptime.secondsToRefresh(at: start.addingTimeInterval(3))))
        #expect(state.uptime.secondsToRefresh(at: start.addingTimeInterval(3)) == 17)
    }

    @Test func lastCheckIsTheNewestTimeOrNone() throws {
        var (state, effects) = arrived()
        let two =
            #"{"data":{"projects":[{"name":"a","lastCheckedAt":"2026-06-13T12:00:00Z"},"#
            + #"{"name":"b","lastCheckedAt":"2026-06-13T12:05:00Z"}]}}"#
        _ = state.handle(.fetched(id: try #require(fetchID(effects)), result: uptimeResponse(200, two)), at: start)
        #expect(state.uptime.lastCheck == Date(timeIntervalSince1970: 1_781_352_300))
        effects = state.handle(.tick, at: start.addingTimeInterval(20))
        let none = #"{"data":{"projects":[{"name":"a"}]}}"#
        _ = state.handle(
            .fetched(id: try #require(fetchID(effects)), result: uptimeResponse(200, none)),
            at: start.addingTimeInterval(20))
        #expect(state.uptime.lastCheck == nil)
        #expect(state.uptime.services.count == 1)
    }

    /// A beat dated 9999-12-31 showed as LAST CHECK 23:59:59. A time more than five minutes
    /// ahead of this clock has not happened: the newest time that could be true is shown.
    @Test func aCheckFromTheFutureIsPassedOver() throws {
        var (state, effects) = arrived()
        let ahead =
            #"{"data":{"projects":[{"name":"a","lastCheckedAt":"2026-06-13T12:00:00Z"},"#
            + #"{"name":"b","lastCheckedAt":"9999-12-31T23:59:59Z"},{"name":"c","lastCheckedAt":"2026-06-13T13:00:00Z"}]}}"#
        _ = state.handle(.fetched(id: try #require(fetchID(effects)), result: uptimeResponse(200, ahead)), at: start)
        #expect(state.uptime.lastCheck == Date(timeIntervalSince1970: 1_781_352_000))
        #expect(state.uptime.services.count == 3, "the rows themselves stay")
        // Within the skew (3 min 20 s ahead): a clock a little off, taken as the newest.
        effects = state.handle(.tick, at: start.addingTimeInterval(20))
        let skewed = #"{"data":{"projects":[{"name":"a","lastCheckedAt":"2026-06-13T12:05:00Z"}]}}"#
        _ = state.handle(
            .fetched(id: try #require(fetchID(effects)), result: uptimeResponse(200, skewed)),
            at: start.addingTimeInterval(20))
        #expect(state.uptime.lastCheck == Date(timeIntervalSince1970: 1_781_352_300))
    }

    @Test func failuresNameWhatHappenedAndKeepTheList() throws {
        let cases: [(Result<HTTPResponse, HTTPFailure>, String)] = [
            (uptimeResponse(500, "{}"), "SERVER ERROR: 500"),
            (uptimeResponse(403, "{}"), "SERVER ERROR: 403"),
            (uptimeResponse(404, #"{"code":"PROJECT_NOT_FOUND"}"#), "SERVER ERROR: 404"),
            (uptimeResponse(200, "not json"), "UNREADABLE RESPONSE"),
            (.failure(.refused), "CONNECTION FAILED"),
            (.failure(.timedOut), "CONNECTION FAILED"),
            (.failure(.tooLarge), "TOO MANY MONITORS: 16 MB MAX"),
        ]
        for (result, line) in cases {
            var (state, effects) = arrived()
            _ = state.handle(
                .fetched(id: try #require(fetchID(effects)), result: uptimeResponse(200, oneService)), at: start)
            let later = start.addingTimeInterval(20)
            effects = state.handle(.tick, at: later)
            _ = state.handle(.fetched(id: try #require(fetchID(effects)), result: result), at: later)
            #expect(state.uptime.fault?.text == line)
            #expect(state.uptime.services.count == 1, "the previous list stays")
            #expect(state.prompts[.uptime] == nil, "only a 401 asks for the key again")
            #expect(state.handle(.tick, at: later.addingTimeInterval(19)).isEmpty, "no retry before 20 s")
            #expect(fetchID(state.handle(.tick, at: later.addingTimeInterval(20))) != nil)
        }
    }

    @Test func a401ReopensThePromptAndLeavesTheStoredKeyAlone() throws {
        var (state, effects) = arrived()
        let reply = uptimeResponse(401, #"{"error":"Unauthorized","code":"UNAUTHORIZED"}"#)
        let after = state.handle(.fetched(id: try #require(fetchID(effects)), result: reply), at: start)
        #expect(after.saves.isEmpty, "nothing is written")
        #expect(state.prompts[.uptime] == Prompt(.uptimeKey, canCancel: false, notice: .keyRejected))
        #expect(state.credentials.hasUptimeKey, "the key is not deleted")
        #expect(state.uptime.services.isEmpty && state.uptime.lastCheck == nil)
        effects = state.handle(.key(.escape), at: start)
        #expect(state.prompts[.uptime] != nil, "no cancel after a rejection")
    }

    /// Holding h/l around the page with a slow server must not send a request a key: the
    /// abandoned refresh counts as an attempt, so coming back refreshes once its wait is over.
    @Test func aCancelledRefreshCountsSoComingBackSoonAsksNothingAgain() throws {
        var (state, effects) = arrived()
        let id = try #require(fetchID(effects))
        effects = state.handle(.key(.left), at: start)
        #expect(effects.contains(.cancelFetch(id: id)))
        #expect(state.handle(.fetched(id: id, result: .failure(.cancelled)), at: start).isEmpty)
        for second in 1..<20 {
            effects = state.handle(.key(.right), at: start.addingTimeInterval(Double(second)))
            #expect(state.page == .uptime && fetchID(effects) == nil, "an arrival \(second) s later asks nothing")
            _ = state.handle(.key(.left), at: start.addingTimeInterval(Double(second) + 0.5))
        }
        effects = state.handle(.key(.right), at: start.addingTimeInterval(20.5))
        #expect(fetchID(effects) != nil, "once the wait is over, an arrival refreshes")
    }

    @Test func comingBackAfterAMinuteRefreshesOnceNotThreeTimes() throws {
        var (state, effects) = arrived()
        _ = state.handle(
            .fetched(id: try #require(fetchID(effects)), result: uptimeResponse(200, oneService)), at: start)
        _ = state.handle(.key(.right), at: start.addingTimeInterval(1))
        for second in stride(from: 2.0, to: 60, by: 1) {
            #expect(state.handle(.tick, at: start.addingTimeInterval(second)).isEmpty, "nothing while away")
        }
        effects = state.handle(.key(.left), at: start.addingTimeInterval(61))
        #expect(effects.filter { if case .fetch = $0 { true } else { false } }.count == 1)
        #expect(state.handle(.tick, at: start.addingTimeInterval(62)).isEmpty)
    }

    @Test func comingBackWithinTwentySecondsDoesNotRefresh() throws {
        var (state, effects) = arrived()
        _ = state.handle(
            .fetched(id: try #require(fetchID(effects)), result: uptimeResponse(200, oneService)), at: start)
        _ = state.handle(.key(.right), at: start.addingTimeInterval(1))
        #expect(fetchID(state.handle(.key(.left), at: start.addingTimeInterval(10))) == nil)
        #expect(state.uptime.secondsToRefresh(at: start.addingTimeInterval(10)) == 10)
    }

    @Test func theCountdownWakesEachSecondAndNotUnderAPrompt() throws {
        var (state, effects) = arrived()
        #expect(state.nextDeadline(after: start) == Orbit.nextStep(after: start), "waiting for the answer")
        _ = state.handle(
            .fetched(id: try #require(fetchID(effects)), result: uptimeResponse(200, oneService)), at: start)
        #expect(state.nextDeadline(after: start.addingTimeInterval(0.2)) == start.addingTimeInterval(1))
        #expect(state.nextDeadline(after: start.addingTimeInterval(19.5)) == start.addingTimeInterval(20))
        _ = state.handle(.key(.character("c")), at: start.addingTimeInterval(2))
        #expect(
            state.nextDeadline(after: start.addingTimeInterval(2)) == Orbit.nextStep(after: start.addingTimeInterval(2))
        )
        #expect(UptimeModel().secondsToRefresh(at: start) == 20)
    }

    @Test func theListScrollsWithinWhatTheViewCanShow() throws {
        var (state, effects) = arrived()
        _ = state.handle(
            .fetched(id: try #require(fetchID(effects)), result: uptimeResponse(200, oneService)), at: start)
        _ = state.handle(.key(.down), at: start)
        #expect(state.uptime.scroll == 0, "one row cannot scroll")
        _ = state.handle(.laidOut(furthestScroll: 0), at: start)
        _ = state.handle(.mouse(MouseEvent(.wheel(.down), column: 1, row: 1)), at: start)
        #expect(state.uptime.scroll == 0)
    }

    // MARK: CredentialChangeTests (uptime)

    @Test func beginningAKeyChangeShowsACancellablePromptAndKeepsTheKey() {
        var (state, _) = arrived()
        let effects = state.handle(.key(.character("c")), at: start)
        #expect(effects.isEmpty, "opening writes nothing")
        #expect(state.prompts[.uptime] == Prompt(.uptimeKey, canCancel: true, notice: .replacing))
        #expect(state.credentials.hasUptimeKey)
    }

    @Test func cancellingRestoresTheListUntouched() throws {
        var (state, effects) = arrived()
        _ = state.handle(
            .fetched(id: try #require(fetchID(effects)), result: uptimeResponse(200, oneService)), at: start)
        let before = state.uptime
        _ = state.handle(.key(.character("c")), at: start)
        _ = state.handle(.paste("lsu_half_typed"), at: start)
        effects = state.handle(.key(.escape), at: start)
        #expect(effects.isEmpty)
        #expect(state.prompts[.uptime] == nil)
        #expect(state.uptime == before)
        _ = state.handle(.key(.character("c")), at: start)
        #expect(state.prompts[.uptime]?.editor.text == "", "a prompt always opens empty")
    }

    @Test func savingDuringAChangeOverwritesClosesAndRefreshesAtOnce() throws {
        var (state, effects) = arrived()
        _ = state.handle(
            .fetched(id: try #require(fetchID(effects)), result: uptimeResponse(200, oneService)), at: start)
        _ = state.handle(.key(.character("c")), at: start)
        _ = state.handle(.paste("  lsu_new  "), at: start)
        effects = state.handle(.key(.enter), at: start)
        #expect(effects == [.saving(.credential(.uptimeKey, SecretText("lsu_new")), on: .uptime)])
        effects = state.handle(.outcome(of: effects, .written), at: start)
        #expect(state.prompts[.uptime] == nil)
        #expect(fetchID(effects) != nil, "a new key refreshes at once")
    }

    @Test func aFailedSaveSaysSoAndKeepsTheText() {
        var (state, _) = arrived(hasKey: false)
        _ = state.handle(.paste("lsu_new"), at: start)
        let save = state.handle(.key(.enter), at: start)
        _ = state.handle(.outcome(of: save, .failed), at: start)
        #expect(state.prompts[.uptime]?.notice == .writeFailed)
        #expect(state.prompts[.uptime]?.notice?.text == "COULD NOT SAVE. RETRY.")
        #expect(state.prompts[.uptime]?.editor.text == "lsu_new")
        #expect(!state.credentials.hasUptimeKey)
    }

    @Test func aCredentialsFileThatCannotBeUsedIsSaidNotRetried() {
        var (state, _) = arrived(hasKey: false)
        _ = state.handle(.paste("lsu_new"), at: start)
        let save = state.handle(.key(.enter), at: start)
        _ = state.handle(.outcome(of: save, .fileUnusable), at: start)
        #expect(state.prompts[.uptime]?.notice?.text == "CREDENTIALS FILE UNUSABLE.")
        #expect(state.prompts[.uptime]?.notice?.isFailure == true)
        #expect(state.prompts[.uptime]?.editor.text == "lsu_new", "what was typed stays")
        #expect(!state.credentials.hasUptimeKey)
    }

    @Test func withNoKeyThePromptCannotBeCancelled() {
        var (state, _) = arrived(hasKey: false)
        _ = state.handle(.key(.escape), at: start)
        #expect(state.prompts[.uptime]?.canCancel == false)
        _ = state.handle(.pressed(.promptCancel), at: start)
        #expect(state.prompts[.uptime] != nil)
    }

    @Test func anAllSpaceKeyIsRefused() {
        var (state, _) = arrived(hasKey: false)
        _ = state.handle(.paste("    "), at: start)
        #expect(state.handle(.key(.enter), at: start).isEmpty)
        #expect(state.prompts[.uptime] != nil)
    }

    @Test func pagingAwayReleasesTheKeysAndSubmitsNothing() {
        var (state, _) = arrived(hasKey: false)
        _ = state.handle(.paste("lsu_abc"), at: start)
        #expect(state.handle(.key(.pageDown), at: start).isEmpty)
        #expect(state.page == .settings)
        #expect(state.handle(.key(.enter), at: start).isEmpty, "Enter no longer reaches the prompt")
        _ = state.handle(.key(.character("q")), at: start)
        _ = state.handle(.key(.pageUp), at: start)
        #expect(state.page == .uptime)
        #expect(state.prompts[.uptime]?.editor.text == "lsu_abc", "the typed text waits, unsent")
    }

    @Test func promptKeysAreTextAndCtrlCStillQuits() {
        var (state, _) = arrived(hasKey: false)
        #expect(state.handle(.key(.enter), at: start).isEmpty, "Enter asks to type")
        for key: Key in [.character("q"), .character("?"), .character("l"), .character("h")] {
            #expect(state.handle(.key(key), at: start).isEmpty)
        }
        #expect(state.page == .uptime && !state.showsHelp)
        #expect(state.prompts[.uptime]?.editor.text == "q?lh")
        _ = state.handle(.key(.left), at: start)
        #expect(state.page == .uptime, "with text in the field the arrows edit")
        #expect(state.handle(.key(.control("c")), at: start) == [.quit])
    }

    @Test func theKeyIsNowhereInTheStateOrItsDescription() {
        var (state, _) = arrived(hasKey: false)
        let key = "lsu_SECRET_4242"
        _ = state.handle(.paste(key), at: start)
        let effects = state.handle(.key(.enter), at: start)
        #expect(!String(describing: effects).contains(key), "an effect prints as <secret>")
        #expect(!String(reflecting: effects).contains(key))
        _ = state.handle(.outcome(of: effects, .written), at: start)
        #expect(!reachableStrings(of: state).contains { $0.contains(key) })
        #expect(!String(reflecting: state).contains(key))
    }

    @Test func theReflectionGuardCatchesAStructHoldingTheKey() {
        struct Leaky { let inner = ["value": "lsu_SECRET_4242"] }
        #expect(reachableStrings(of: Leaky()).contains { $0.contains("lsu_SECRET_4242") })
    }
}

/// Every string reachable from `value` by reflection, as deep as it goes.
func reachableStrings(of value: Any, depth: Int = 0) -> [String] {
    guard depth < 12 else { return [] }
    if let string = value as? String { return [string] }
    if let character = value as? Character { return [String(character)] }
    return Mirror(reflecting: value).children.flatMap { reachableStrings(of: $0.value, depth: depth + 1) }
}
