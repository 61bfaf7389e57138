import Foundation
import PulseCore
import PulseTestSupport
import Testing

@testable import PulseNet

/// GitLab, Codeberg and a Gitea server of your own against the real loopback server: the
/// state decides, libcurl fetches, the server counts. Time is injected; the server is told
/// which day is today.
@Suite(.serialized) struct ForgeIntegrationTests {
    let server: LoopbackServer
    let start = Date(timeIntervalSince1970: 1_788_199_200)  // 2026-08-31T18:00:00Z
    let utc = TimeZone(identifier: "UTC") ?? .current

    init() throws {
        server = try LoopbackServer()
        server.setGitHub(day: "2026-08-31")
        // Longer than the page's cadence, so obeying it shows.
        server.setRetryAfter(3000)
    }

    /// The contributions page reading `source` for `handle`.
    func page(_ source: ContributionsSource, _ handle: String) -> AppState {
        AppState(
            page: .github, size: TerminalSize(columns: 100, rows: 30),
            run: Run(
                endpoints: Endpoints(environment: ["PULSE_GITLAB_URL": server.base, "PULSE_CODEBERG_URL": server.base])),
            credentials: CredentialPresence(handles: [source.handleCredential: handle]),
            contributions: ContributionsPreferences(source: source))
    }

    func gitea() throws -> ContributionsSource { try ContributionsSource(parsing: "gitea:" + server.base) }

    func run(_ event: AppEvent, at now: Date, on state: inout AppState) {
        runFetching(event, at: now, on: &state, timeout: 1)
    }

    @Test func gitLabShowsTodaysCountAndPush() {
        var state = page(.gitlab, "jane")
        run(.started, at: start, on: &state)
        #expect(state.github.exactCount(today: start, zone: utc) == 5)
        #expect(state.github.reading(on: "2026-08-30", in: utc) == .count(2, exact: true))
        #expect(state.github.reading(on: "2026-08-29", in: utc) == .count(0, exact: true))
        #expect(state.github.lastPushToday(now: start, zone: utc) == Date(timeIntervalSince1970: 1_788_134_401))
        #expect(state.github.statusLine(today: start, zone: utc) == nil)
        #expect(
            server.count(of: "/users/jane/calendar.json") == 1 && server.count(of: "/api/v4/users/jane/events") == 1)
    }

    @Test func gitLabsRedirectToSignInIsNoSuchUserAndItsEmpty404APrivateProfile() {
        var unknown = page(.gitlab, "nosuchuser")
        run(.started, at: start, on: &unknown)
        #expect(unknown.github.statusLine(today: start, zone: utc) == "NO SUCH USER")
        #expect(server.count(of: "/users/sign_in") == 0, "the redirect is read, not followed")
        var hidden = page(.gitlab, "private")
        run(.started, at: start, on: &hidden)
        #expect(hidden.github.statusLine(today: start, zone: utc) == "ACTIVITY IS PRIVATE")
        #expect(hidden.github.exactCount(today: start, zone: utc) == nil, "no zero stands for what was not read")
    }

    @Test func codebergsBucketsAreTodaysCountAndItsFeedThePush() {
        var state = page(.codeberg, "jd")
        run(.started, at: start, on: &state)
        #expect(state.github.exactCount(today: start, zone: utc) == 5)
        #expect(state.github.lastPushToday(now: start, zone: utc) == Date(timeIntervalSince1970: 1_788_134_401))
        #expect(server.count(of: "/api/v1/users/jd/heatmap") == 1)
        #expect(server.count(of: "/api/v1/users/jd/activities/feeds") == 1)
    }

    @Test func aGiteaOfYourOwnIsReadAtItsAddressAndTheOlderDailyBucketsToo() throws {
        server.setForge("gitea", "daily")
        defer { server.setForge("gitea", "ok") }
        var state = page(try gitea(), "jd")
        run(.started, at: start, on: &state)
        #expect(state.github.exactCount(today: start, zone: utc) == 5)
        #expect(state.github.reading(on: "2026-08-30", in: utc) == .count(2, exact: true))
    }

    @Test func giteaTellsAnUnknownUserFromHiddenActivity() throws {
        var unknown = page(try gitea(), "nosuchuser")
        run(.started, at: start, on: &unknown)
        #expect(unknown.github.statusLine(today: start, zone: utc) == "NO SUCH USER")
        var hidden = page(try gitea(), "hidden")
        run(.started, at: start, on: &hidden)
        #expect(hidden.github.statusLine(today: start, zone: utc) == "NO DATA FOR THIS ACCOUNT")
        #expect(hidden.github.exactCount(today: start, zone: utc) == nil)
    }

    @Test(arguments: ["gitlab", "gitea"], FaultMatrixTests.faults)
    func aFaultKeepsTheLastCalendarAsksOnceAndRecovers(_ forge: String, _ fault: String) throws {
        let source = forge == "gitlab" ? ContributionsSource.gitlab : .codeberg
        let path = forge == "gitlab" ? "/users/jd/calendar.json" : "/api/v1/users/jd/heatmap"
        var state = page(source, "jd")
        run(.started, at: start, on: &state)
        #expect(state.github.exactCount(today: start, zone: utc) == 5)
        server.setForge(forge, fault)
        defer { server.setForge(forge, "ok") }
        let failed = start.addingTimeInterval(600)
        run(.tick, at: failed, on: &state)
        // GitLab's calendar redirects only to sign-in, so a redirect is read as no such user.
        let lines = [
            "garbage": "PAGE NOT UNDERSTOOD - SHOWING LAST DATA", "huge": "PAGE TOO LARGE - SHOWING LAST DATA",
            "429": "RATE LIMITED - WAIT 50 MIN - SHOWING LAST DATA",
            "loop": forge == "gitlab" ? "NO SUCH USER" : "OFFLINE - SHOWING LAST DATA",
            "500": "SERVER ERROR: 500 - SHOWING LAST DATA", "403": "SERVER ERROR: 403 - SHOWING LAST DATA",
        ]
        #expect(state.github.statusLine(today: failed, zone: utc) == lines[fault] ?? "OFFLINE - SHOWING LAST DATA")
        #expect(state.github.lastCheck == start, "LAST CHECK stays the last good answer's")
        #expect(state.github.exactCount(today: failed, zone: utc) == 5, "the calendar stays")
        #expect(server.count(of: path) == 2)
        run(.tick, at: failed.addingTimeInterval(599), on: &state)
        #expect(server.count(of: path) == 2, "nothing again within the cadence")
        server.setForge(forge, "ok")
        if fault == "429" {
            run(.tick, at: failed.addingTimeInterval(1400), on: &state)
            #expect(server.count(of: path) == 2, "Retry-After is obeyed past the cadence")
        }
        let recovered = failed.addingTimeInterval(fault == "429" ? 3000 : 600)
        run(.tick, at: recovered, on: &state)
        #expect(server.count(of: path) == 3)
        #expect(state.github.statusLine(today: recovered, zone: utc) == nil, "it recovers by itself")
    }

    @Test func nothingWhileAnotherPageIsShownAndOneRefreshOnArrival() {
        var state = page(.gitlab, "away")
        state = AppState(
            page: .clock, size: state.size,
            run: Run(endpoints: Endpoints(environment: ["PULSE_GITLAB_URL": server.base])),
            credentials: CredentialPresence(handles: [ContributionsSource.gitlab.handleCredential: "away"]),
            contributions: ContributionsPreferences(source: .gitlab))
        run(.started, at: start, on: &state)
        run(.tick, at: start.addingTimeInterval(3600), on: &state)
        #expect(server.count(of: "/users/away/calendar.json") == 0)
        run(.key(.right), at: start.addingTimeInterval(3601), on: &state)
        run(.key(.right), at: start.addingTimeInterval(3602), on: &state)
        #expect(server.count(of: "/users/away/calendar.json") == 1)
        run(.tick, at: start.addingTimeInterval(3700), on: &state)
        #expect(server.count(of: "/users/away/calendar.json") == 1)
    }
}
