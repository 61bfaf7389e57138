import Foundation
import PulseTestSupport
import Testing

@testable import PulseCore

/// The GitHub page's state: the original's `GitHubScreenTests`, the GitHub cases of
/// `CredentialChangeTests`, the header and the schedule, driven through `AppState`.
@Suite struct GitHubModelTests {
    let size = TerminalSize(columns: 100, rows: 30)
    let utcZone = zone("UTC")
    let now = instant("2026-08-31T18:00:00Z")

    func arrived(_ username: String? = "octocat") -> (AppState, [FetchID: HTTPRequest]) {
        var state = AppState(page: .github, size: size, credentials: CredentialPresence(githubUsername: username))
        let started = requests(state.handle(.started, at: now))
        return (state, started)
    }

    func requests(_ effects: [Effect]) -> [FetchID: HTTPRequest] {
        var found: [FetchID: HTTPRequest] = [:]
        for (id, request) in effects.fetches { found[id] = request }
        return found
    }

    func id(_ requests: [FetchID: HTTPRequest], _ path: String) -> FetchID? {
        requests.first { $0.value.url.path.hasSuffix(path) }?.key
    }

    func reply(_ status: Int, _ body: String = "", _ headers: [String: String] = [:]) -> Result<
        HTTPResponse, HTTPFailure
    > {
        .success(HTTPResponse(status: status, headers: headers, body: Data(body.utf8)))
    }

    var todayPage: String {
        calendarPage(through: "2026-08-31", counts: ["2026-08-31": 5, "2026-08-30": 2])
    }

    func feed(_ pushes: [String]) -> String {
        "[" + pushes.map { #"{"type":"PushEvent","created_at":"\#($0)"}"# }.joined(separator: ",") + "]"
    }

    @Test func arrivalAsksBothSourcesPubliclyAndNeverWithAToken() throws {
        let (_, requests) = arrived()
        #expect(requests.count == 2)
        let contributionsID = try #require(id(requests, "/users/octocat/contributions"))
        let contributions = try #require(requests[contributionsID])
        #expect(contributions.url.absoluteString == "https://github.com/users/octocat/contributions")
        #expect(contributions.headers["Accept"] == "text/html")
        let eventsID = try #require(id(requests, "/events/public"))
        let events = try #require(requests[eventsID])
        #expect(events.url.absoluteString == "https://api.github.com/users/octocat/events/public?per_page=100")
        #expect(events.headers["Accept"] == "application/vnd.github+json")
        for request in requests.values {
            #expect(request.bearer == nil && request.headers["Authorization"] == nil)
            #expect(request.connectTimeout == 15 && request.totalTimeout == 30)
        }
    }

    @Test func withoutAUsernameItAsksAndFetchesNothing() {
        var (state, requests) = arrived(nil)
        #expect(requests.isEmpty)
        #expect(state.prompts[.github] == Prompt(.contributorHandle, canCancel: false, focused: false))
        _ = state.handle(.key(.escape), at: now)
        #expect(state.prompts[.github] != nil)
    }

    @Test func aPushTodayGivesItsBareTimeAndTheCountIsExact() throws {
        var (state, requests) = arrived()
        _ = state.handle(
            .fetched(id: try #require(id(requests, "contributions")), result: reply(200, todayPage)), at: now)
        _ = state.handle(
            .fetched(id: try #require(id(requests, "public")), result: reply(200, feed(["2026-08-31T13:58:00Z"]))),
            at: now)
        #expect(state.github.lastPushToday(now: now, zone: utcZone) == instant("2026-08-31T13:58:00Z"))
        #expect(state.github.exactCount(today: now, zone: utcZone) == 5)
        #expect(state.github.statusLine(today: now, zone: utcZone) == nil)
        #expect(state.github.lastCheck == now)
    }

    @Test func anEmptyFeedOrYesterdaysPushGivesNoTimeButLastCheckStays() throws {
        for body in ["[]", feed(["2026-08-30T23:59:00Z"])] {
            var (state, requests) = arrived()
            _ = state.handle(.fetched(id: try #require(id(requests, "public")), result: reply(200, body)), at: now)
            #expect(state.github.lastPushToday(now: now, zone: utcZone) == nil)
            #expect(state.github.lastCheck == now)
        }
    }

    @Test func contributions500WithEventsOKShowsTheEventsTime() throws {
        var (state, requests) = arrived()
        _ = state.handle(.fetched(id: try #require(id(requests, "contributions")), result: reply(500)), at: now)
        let later = now.addingTimeInterval(2)
        _ = state.handle(.fetched(id: try #require(id(requests, "public")), result: reply(200, "[]")), at: later)
        #expect(state.github.lastCheck == later)
        #expect(state.github.statusLine(today: now, zone: utcZone) == "SERVER ERROR: 500")
    }

    /// LAST CHECK is the older of the two last successes: a feed that answered before the
    /// page shows its own time until it answers again, and then the page's last good read,
    /// which a page that cannot be vouched for never moves on.
    @Test func aBadPageWithAGoodFeedShowsThePagesLastGoodRead() throws {
        var (state, requests) = arrived()
        let paged = now.addingTimeInterval(1)
        _ = state.handle(.fetched(id: try #require(id(requests, "public")), result: reply(200, "[]")), at: now)
        _ = state.handle(
            .fetched(id: try #require(id(requests, "contributions")), result: reply(200, todayPage)), at: paged)
        #expect(state.github.lastCheck == now, "the feed's, the older")
        let later = now.addingTimeInterval(600)
        let again = self.requests(state.handle(.tick, at: later))
        _ = state.handle(
            .fetched(id: try #require(id(again, "contributions")), result: reply(200, "<html></html>")), at: later)
        _ = state.handle(.fetched(id: try #require(id(again, "public")), result: reply(200, "[]")), at: later)
        #expect(state.github.statusLine(today: later, zone: utcZone) == "PAGE NOT UNDERSTOOD - SHOWING LAST DATA")
        #expect(state.github.lastCheck == paged, "the page's last good read, not the bad one's")
    }

    @Test func statusLinesSayWhatIsTrue() throws {
        let cases: [(Result<HTTPResponse, HTTPFailure>, String?)] = [
            (reply(404), "NO SUCH USER"), (reply(200, "<html></html>"), "PAGE NOT UNDERSTOOD"),
            (.failure(.refused), "OFFLINE"), (reply(502), "SERVER ERROR: 502"),
            (reply(200, calendarPage(through: "2026-08-30")), "NO COUNT FOR TODAY"),
        ]
        for (result, line) in cases {
            var (state, requests) = arrived()
            _ = state.handle(.fetched(id: try #require(id(requests, "contributions")), result: result), at: now)
            #expect(state.github.statusLine(today: now, zone: utcZone) == line)
            #expect(state.github.exactCount(today: now, zone: utcZone) == nil, "`--`")
        }
    }

    @Test func offlineAfterDataShowsTheLastData() throws {
        var (state, requests) = arrived()
        _ = state.handle(
            .fetched(id: try #require(id(requests, "contributions")), result: reply(200, todayPage)), at: now)
        _ = state.handle(.fetched(id: try #require(id(requests, "public")), result: reply(200, "[]")), at: now)
        let later = now.addingTimeInterval(600)
        let again = self.requests(state.handle(.tick, at: later))
        _ = state.handle(.fetched(id: try #require(id(again, "contributions")), result: .failure(.timedOut)), at: later)
        #expect(state.github.statusLine(today: now, zone: utcZone) == "OFFLINE - SHOWING LAST DATA")
        #expect(state.github.exactCount(today: now, zone: utcZone) == 5, "kept")
    }

    @Test func aRateLimitKeepsTheFeedAndAsksNothingUntilTheReset() throws {
        var (state, requests) = arrived()
        _ = state.handle(.fetched(id: try #require(id(requests, "contributions")), result: reply(500)), at: now)
        _ = state.handle(
            .fetched(id: try #require(id(requests, "public")), result: reply(200, feed(["2026-08-31T13:58:00Z"]))),
            at: now)
        let reset = now.addingTimeInterval(1500)
        let first = now.addingTimeInterval(600)
        var next = self.requests(state.handle(.tick, at: first))
        _ = state.handle(.fetched(id: try #require(id(next, "contributions")), result: reply(500)), at: first)
        _ = state.handle(
            .fetched(
                id: try #require(id(next, "public")),
                result: reply(
                    403, "{}",
                    ["x-ratelimit-remaining": "0", "x-ratelimit-reset": " \(Int(reset.timeIntervalSince1970)) "])),
            at: first)
        #expect(state.github.lastPushToday(now: first, zone: utcZone) != nil, "the last feed stays")
        next = self.requests(state.handle(.tick, at: now.addingTimeInterval(1200)))
        #expect(id(next, "public") == nil && id(next, "contributions") != nil, "no events request before the reset")
        for (key, _) in next {
            _ = state.handle(.fetched(id: key, result: reply(500)), at: now.addingTimeInterval(1200))
        }
        next = self.requests(state.handle(.tick, at: now.addingTimeInterval(1800)))
        #expect(id(next, "public") != nil, "the feed resumes after the reset")
    }

    @Test func a403WithoutHeadersWaitsAnHour() throws {
        var (state, requests) = arrived()
        _ = state.handle(.fetched(id: try #require(id(requests, "public")), result: reply(403)), at: now)
        _ = state.handle(
            .fetched(id: try #require(id(requests, "contributions")), result: reply(200, "<html></html>")), at: now)
        #expect(state.github.eventsHeldUntil == now.addingTimeInterval(3600))
        #expect(state.github.lastPushToday(now: now, zone: utcZone) == nil)
        #expect(state.github.statusLine(today: now, zone: utcZone) == "PAGE NOT UNDERSTOOD")
    }

    @Test func theETagIsSentAndA304KeepsTheFeed() throws {
        var (state, requests) = arrived()
        _ = state.handle(.fetched(id: try #require(id(requests, "contributions")), result: reply(500)), at: now)
        _ = state.handle(
            .fetched(
                id: try #require(id(requests, "public")),
                result: reply(200, feed(["2026-08-31T13:58:00Z"]), ["etag": "W/\"abc\"", "x-poll-interval": "60"])),
            at: now)
        #expect(state.github.eventsHeldUntil == now.addingTimeInterval(60), "X-Poll-Interval is honoured")
        let later = now.addingTimeInterval(600)
        let next = self.requests(state.handle(.tick, at: later))
        let eventsID = try #require(id(next, "public"))
        let events = try #require(next[eventsID])
        #expect(events.headers["If-None-Match"] == "W/\"abc\"")
        _ = state.handle(.fetched(id: try #require(id(next, "public")), result: reply(304)), at: later)
        #expect(state.github.lastPushToday(now: later, zone: utcZone) != nil)
        #expect(state.github.eventsHeldUntil == nil, "this 304 asked for no poll interval")
    }

    @Test func everyArrivalRefreshesAndNothingRunsWhileAway() throws {
        var (state, requests) = arrived()
        for (key, _) in requests { _ = state.handle(.fetched(id: key, result: reply(500)), at: now) }
        #expect(self.requests(state.handle(.tick, at: now.addingTimeInterval(599))).isEmpty)
        #expect(!self.requests(state.handle(.tick, at: now.addingTimeInterval(600))).isEmpty)
        var away = AppState(page: .clock, size: size, credentials: CredentialPresence(githubUsername: "octocat"))
        #expect(self.requests(away.handle(.started, at: now)).isEmpty)
        _ = away.handle(.key(.right), at: now)
        #expect(self.requests(away.handle(.key(.right), at: now)).count == 2, "paging in refreshes")
    }

    @Test func pagingAwayCancelsBothTransfers() throws {
        var (state, requests) = arrived()
        let effects = state.handle(.key(.left), at: now)
        #expect(Set(effects.compactMap { if case .cancelFetch(let id) = $0 { id } else { nil } }) == Set(requests.keys))
    }

    @Test func theHeaderTicksEachSecondUnlessAPromptIsOpen() {
        var (state, _) = arrived()
        #expect(state.nextDeadline(after: now.addingTimeInterval(0.3)) == now.addingTimeInterval(1))
        _ = state.handle(.key(.character("c")), at: now)
        #expect(state.nextDeadline(after: now) == Orbit.nextStep(after: now))
        let (noName, _) = arrived(nil)
        #expect(noName.nextDeadline(after: now) == Orbit.nextStep(after: now))
    }

    @Test func headerWidthsAreTheOriginals() {
        let budget = WidthBudget.githubHandle
        #expect(budget.characterWidth == 10.75)
        #expect(budget.width == 198 && budget.characters == 18)
        #expect(budget.shortened(String(repeating: "a", count: 39)) == String(repeating: "a", count: 15) + "...")
        #expect(budget.shortened(String(repeating: "M", count: 18)) == String(repeating: "M", count: 18))
        let measured: Double = 18 * 10.75 + 8 * 10.75 + 24
        #expect(measured <= 308)
    }

    @Test func savingANewNameDropsTheOldAccountsData() throws {
        var (state, requests) = arrived()
        _ = state.handle(
            .fetched(id: try #require(id(requests, "contributions")), result: reply(200, todayPage)), at: now)
        _ = state.handle(.key(.character("c")), at: now)
        _ = state.handle(.paste("monalisa"), at: now)
        let save = state.handle(.key(.enter), at: now)
        let effects = state.handle(.outcome(of: save, .written), at: now)
        #expect(state.github.days.isEmpty, "the calendar is emptied")
        #expect(self.requests(effects).values.contains { $0.url.path.contains("monalisa") }, "the new account loads")
    }

    @Test func theHeatmapPutsSundayOnTopAndTodayLast() {
        let cells = Heatmap.cells(now: instant("2026-09-02T12:00:00Z"), zone: utcZone)  // a Wednesday
        #expect(cells.count == 7 && cells.allSatisfy { $0.count == 17 })
        #expect(cells[3][16].isToday && cells[3][16].date == "2026-09-02")
        #expect(cells[0][16].date == "2026-08-30", "Sunday of this week")
        #expect(cells[4][16].isFuture && cells[6][16].date == "2026-09-05")
        #expect(cells[0][0].date == "2026-05-10", "16 weeks earlier")
        #expect([0, 1, 2, 3, 5, 6, 9, 10, 100].map(Heatmap.step(for:)) == [0, 1, 1, 2, 2, 3, 3, 4, 4])
    }
}
