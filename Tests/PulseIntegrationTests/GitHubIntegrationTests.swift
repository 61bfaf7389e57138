import Foundation
import PulseCore
import PulseTestSupport
import Testing

@testable import PulseNet

/// The GitHub page against the real loopback server: the state decides, libcurl fetches,
/// the server counts. Time is injected; the server is told which day is today.
@Suite(.serialized) struct GitHubIntegrationTests {
    let server: LoopbackServer
    let start = Date(timeIntervalSince1970: 1_788_199_200)  // 2026-08-31T18:00:00Z
    let utc = TimeZone(identifier: "UTC") ?? .current

    init() throws {
        server = try LoopbackServer()
        server.setGitHub(day: "2026-08-31")
    }

    func github(_ username: String = "octocat", page: Page = .github, base: String? = nil) -> AppState {
        let url = base ?? server.base
        return AppState(
            page: page, size: TerminalSize(columns: 100, rows: 30),
            run: Run(
                endpoints: Endpoints(environment: ["PULSE_GITHUB_URL": url, "PULSE_GITHUB_API_URL": server.base])),
            credentials: CredentialPresence(githubUsername: username))
    }

    /// Handles `event` and carries out its fetches for real (stalls cut to 1.5 s).
    func run(_ event: AppEvent, at now: Date, on state: inout AppState) {
        runFetching(event, at: now, on: &state, timeout: 1.5)
    }

    var contributionsRequests: Int { server.count(of: "/users/octocat/contributions") }
    var eventsRequests: Int { server.count(of: "/users/octocat/events/public") }

    @Test func aGoodAccountShowsTodaysCountAndPush() {
        var state = github()
        run(.started, at: start, on: &state)
        #expect(state.github.exactCount(today: start, zone: utc) == 5)
        #expect(state.github.lastPushToday(now: start, zone: utc) == Date(timeIntervalSince1970: 1_788_134_401))
        #expect(state.github.statusLine(today: start, zone: utc) == nil)
        #expect(state.github.lastCheck == start)
    }

    @Test func anUnknownUserIsNoSuchUser() {
        var state = github("nosuchuser")
        run(.started, at: start, on: &state)
        #expect(state.github.statusLine(today: start, zone: utc) == "NO SUCH USER")
    }

    @Test func garbageMarkupIsNotUnderstoodAndBlamesNoAccount() {
        server.setGitHub("garbage")
        defer { server.setGitHub("ok") }
        var state = github()
        run(.started, at: start, on: &state)
        #expect(state.github.statusLine(today: start, zone: utc) == "PAGE NOT UNDERSTOOD")
        #expect(state.github.lastPushToday(now: start, zone: utc) != nil, "the feed is its own source")
    }

    @Test(arguments: [
        ("stale", "PAGE OUT OF DATE - SHOWING LAST DATA"), ("cut", "PAGE INCOMPLETE - SHOWING LAST DATA"),
        ("changed", "PAGE NOT UNDERSTOOD - SHOWING LAST DATA"),
    ])
    func aPageThatCannotBeVouchedForKeepsTheLastCalendarAndRecovers(_ mode: String, _ line: String) {
        var state = github()
        run(.started, at: start, on: &state)
        server.setGitHub(mode)
        defer { server.setGitHub("ok") }
        let failed = start.addingTimeInterval(600)
        run(.tick, at: failed, on: &state)
        #expect(state.github.statusLine(today: failed, zone: utc) == line)
        #expect(state.github.exactCount(today: failed, zone: utc) == 5, "the last good calendar stays")
        #expect(state.github.contributionsCheckedAt == start, "its age: LAST CHECK is not moved on")
        run(.tick, at: failed.addingTimeInterval(599), on: &state)
        #expect(contributionsRequests == 2, "nothing again within the cadence")
        server.setGitHub("ok")
        run(.tick, at: failed.addingTimeInterval(600), on: &state)
        #expect(contributionsRequests == 3)
        #expect(state.github.statusLine(today: failed, zone: utc) == nil)
        #expect(state.github.contributionsCheckedAt == failed.addingTimeInterval(600))
    }

    @Test func refusedIsOfflineAndAStallAfterDataShowsTheLastData() {
        var refused = github(base: "http://127.0.0.1:\(LoopbackServer.closedPort())")
        run(.started, at: start, on: &refused)
        #expect(refused.github.statusLine(today: start, zone: utc) == "OFFLINE")
        var state = github()
        run(.started, at: start, on: &state)
        server.setGitHub("stall")
        defer { server.setGitHub("ok") }
        run(.tick, at: start.addingTimeInterval(600), on: &state)
        #expect(state.github.statusLine(today: start, zone: utc) == "OFFLINE - SHOWING LAST DATA")
        #expect(state.github.exactCount(today: start, zone: utc) == 5, "the last data stays")
        server.setGitHub("ok")
        run(.tick, at: start.addingTimeInterval(1200), on: &state)
        #expect(state.github.statusLine(today: start, zone: utc) == nil, "it recovers by itself")
    }

    @Test func theETagTurnsTheNextFeedIntoA304() {
        var state = github()
        run(.started, at: start, on: &state)
        run(.tick, at: start.addingTimeInterval(600), on: &state)
        #expect(eventsRequests == 2)
        #expect(server.count(of: "304") == 1)
        #expect(state.github.lastPushToday(now: start.addingTimeInterval(600), zone: utc) != nil)
        #expect(state.github.lastCheck == start.addingTimeInterval(600))
    }

    @Test func aRateLimitSendsNothingUntilTheReset() {
        let reset = start.addingTimeInterval(1500)
        var state = github()
        run(.started, at: start, on: &state)
        server.setGitHub(events: "ratelimit", reset: Int(reset.timeIntervalSince1970))
        defer { server.setGitHub(events: "ok") }
        run(.tick, at: start.addingTimeInterval(600), on: &state)
        #expect(eventsRequests == 2)
        run(.tick, at: start.addingTimeInterval(1200), on: &state)
        #expect(eventsRequests == 2, "nothing before the reset")
        #expect(contributionsRequests == 3, "the contributions page is not rate limited")
        #expect(state.github.lastPushToday(now: start, zone: utc) != nil, "the last feed stays")
        server.setGitHub(events: "ok")
        run(.tick, at: start.addingTimeInterval(1800), on: &state)
        #expect(eventsRequests == 3)
    }

    @Test func nothingWhileAnotherPageIsShownAndOneRefreshOnArrival() {
        var state = github(page: .clock)
        run(.started, at: start, on: &state)
        run(.tick, at: start.addingTimeInterval(3600), on: &state)
        #expect(contributionsRequests == 0 && eventsRequests == 0)
        run(.key(.right), at: start.addingTimeInterval(3601), on: &state)
        run(.key(.right), at: start.addingTimeInterval(3602), on: &state)
        #expect(contributionsRequests == 1 && eventsRequests == 1)
        run(.tick, at: start.addingTimeInterval(3700), on: &state)
        #expect(contributionsRequests == 1)
    }
}
