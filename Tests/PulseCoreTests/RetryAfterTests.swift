import Foundation
import PulseTestSupport
import Testing

@testable import PulseCore

/// `Retry-After` as each network page obeys it: read from a 429 or a 503 only, in seconds
/// or as a date, never longer than an hour.
@Suite struct RetryAfterTests {
    let now = Date(timeIntervalSince1970: 1_788_081_810)  // 2026-08-30T09:23:30Z

    func answer(_ status: Int, _ value: String?) -> HTTPResponse {
        HTTPResponse(status: status, headers: value.map { ["retry-after": $0] } ?? [:], body: Data())
    }

    @Test func secondsAndDatesAreRead() {
        #expect(answer(429, "120").holdOff(at: now) == 120)
        #expect(answer(503, " 30 ").holdOff(at: now) == 30)
        #expect(answer(429, "Sun, 30 Aug 2026 09:25:30 GMT").holdOff(at: now) == 120)
        #expect(answer(429, "Sun, 30 Aug 2026 09:00:00 GMT").holdOff(at: now) == 0, "a date passed: no wait")
    }

    @Test func theTwoObsoleteDateFormsAreReadToo() {
        // RFC 9110 §5.6.7: a recipient must accept RFC 850 and asctime dates as well.
        #expect(answer(429, "Sunday, 30-Aug-26 09:25:30 GMT").holdOff(at: now) == 120)
        #expect(answer(503, "Sun Aug 30 09:25:30 2026").holdOff(at: now) == 120)
        #expect(answer(429, "Tue Sep  1 09:23:30 2026").holdOff(at: now) == 3600, "two days: capped")
        #expect(answer(429, "Tue Sep 1 09:23:30 2026").holdOff(at: now) == 3600)
        // A two-digit year more than 50 years ahead is the century before: long passed.
        #expect(answer(429, "Sunday, 30-Aug-77 09:25:30 GMT").holdOff(at: now) == 0)
        for broken in [
            "Sunday, 30-Aug-2026 09:25:30 GMT", "Sun, 30-Aug-26 09:25:30 GMT", "Sun Aug 32 09:25:30 2026",
            "Sun Aug 30 09:25 2026", "Sunday 30-Aug-26 09:25:30 GMT", "Sun Aug 30 09:25:30 26",
        ] {
            #expect(answer(429, broken).holdOff(at: now) == nil, "\(broken)")
        }
    }

    @Test func anHourIsTheLongestObeyed() {
        #expect(answer(429, "86400").holdOff(at: now) == 3600)
        #expect(answer(429, "99999999999999999999999").holdOff(at: now) == 3600)
        #expect(answer(429, "Fri, 01 Jan 2100 00:00:00 GMT").holdOff(at: now) == 3600)
    }

    @Test func otherAnswersAndUnreadableValuesAskNothing() {
        #expect(answer(500, "120").holdOff(at: now) == nil)
        #expect(answer(301, "120").holdOff(at: now) == nil)
        #expect(answer(429, nil).holdOff(at: now) == nil)
        #expect(answer(429, "-5").holdOff(at: now) == nil)
        #expect(answer(429, "soon").holdOff(at: now) == nil)
        #expect(answer(429, "").holdOff(at: now) == nil)
    }

    @Test func uptimeWaitsAsLongAsItWasAskedAndCountsItDown() throws {
        var state = AppState(
            page: .uptime, size: TerminalSize(columns: 80, rows: 24),
            credentials: CredentialPresence(hasUptimeKey: true))
        var id = try #require(fetchID(state.handle(.started, at: now)))
        _ = state.handle(.fetched(id: id, result: .success(answer(429, "120"))), at: now)
        #expect(state.uptime.fault == .serverError(429))
        #expect(state.uptime.secondsToRefresh(at: now) == 120)
        #expect(state.uptime.nextChange(after: now.addingTimeInterval(20)) == now.addingTimeInterval(21))
        #expect(fetchID(state.handle(.tick, at: now.addingTimeInterval(119))) == nil)
        id = try #require(fetchID(state.handle(.tick, at: now.addingTimeInterval(120))))
        _ = state.handle(.fetched(id: id, result: uptimeResponse(200, oneService)), at: now.addingTimeInterval(120))
        #expect(state.uptime.secondsToRefresh(at: now.addingTimeInterval(120)) == 20, "back to 20 s")
    }

    @Test func theWeatherWaitsLongerThanItsCadenceWhenAsked() throws {
        var state = AppState(
            page: .clock, size: TerminalSize(columns: 80, rows: 24),
            weather: WeatherModel(location: Coordinate(latitude: 52.52, longitude: 13.41)))
        let id = try #require(fetchID(state.handle(.started, at: now)))
        _ = state.handle(.fetched(id: id, result: .success(answer(429, "3000"))), at: now)
        #expect(fetchID(state.handle(.tick, at: now.addingTimeInterval(1800))) == nil)
        #expect(fetchID(state.handle(.tick, at: now.addingTimeInterval(3000))) != nil)
    }

    @Test func gitHubAsksNeitherSourceThatSaidToWaitEvenOnArrival() throws {
        var state = AppState(
            page: .github, size: TerminalSize(columns: 80, rows: 24),
            credentials: CredentialPresence(githubUsername: "octocat"))
        let first = fetches(state.handle(.started, at: now))
        #expect(first.count == 2)
        for (id, request) in first {
            let status = request.url.path.hasSuffix("contributions") ? 429 : 200
            let body = status == 200 ? Data("[]".utf8) : Data()
            let response = HTTPResponse(
                status: status, headers: status == 429 ? ["retry-after": "3000"] : ["x-poll-interval": "60"],
                body: body)
            _ = state.handle(.fetched(id: id, result: .success(response)), at: now)
        }
        // Away and back: an arrival refreshes, but not the source that asked to be left alone.
        _ = state.handle(.key(.left), at: now.addingTimeInterval(100))
        let back = fetches(state.handle(.key(.right), at: now.addingTimeInterval(101)))
        #expect(back.map { $0.1.url.path } == ["/users/octocat/events/public"])
        for (id, _) in back {
            _ = state.handle(.fetched(id: id, result: .failure(.refused)), at: now.addingTimeInterval(101))
        }
        let later = fetches(state.handle(.tick, at: now.addingTimeInterval(3001)))
        #expect(later.contains { $0.1.url.path.hasSuffix("contributions") })
    }

    @Test func aHoldFurtherAwayThanAnyServerMayAskMeansTheClockWasSteppedBack() {
        var state = AppState(
            page: .github, size: TerminalSize(columns: 80, rows: 24),
            credentials: CredentialPresence(githubUsername: "octocat"))
        for (id, request) in fetches(state.handle(.started, at: now)) {
            let events = request.url.path.hasSuffix("public")
            let response = HTTPResponse(
                status: events ? 403 : 429,
                headers: events
                    ? ["x-ratelimit-reset": String(Int(now.timeIntervalSince1970) + 1500)] : ["retry-after": "1500"],
                body: Data())
            _ = state.handle(.fetched(id: id, result: .success(response)), at: now)
        }
        // Away and back a minute later: both sources said to wait.
        _ = state.handle(.key(.left), at: now.addingTimeInterval(60))
        #expect(fetches(state.handle(.key(.right), at: now.addingTimeInterval(61))).isEmpty)
        // The clock steps back a day: both holds are now more than an hour away, so over.
        _ = state.handle(.key(.left), at: now.addingTimeInterval(-86_400))
        #expect(fetches(state.handle(.key(.right), at: now.addingTimeInterval(-86_399))).count == 2)
    }

    @Test(arguments: [
        (503, "1800", 1800.0), (429, "Sun, 30 Aug 2026 09:43:30 GMT", 1200),
        (403, "Sun, 30 Aug 2026 09:43:30 GMT", 1200),
    ])
    func theEventsFeedObeysRetryAfterInEachForm(_ status: Int, _ value: String, _ wait: TimeInterval) {
        // A 503's Retry-After holds the feed, arrivals included; a date holds it until that
        // date, not for the hour an unknown reset gets.
        var state = AppState(
            page: .github, size: TerminalSize(columns: 80, rows: 24),
            credentials: CredentialPresence(githubUsername: "octocat"))
        for (id, request) in fetches(state.handle(.started, at: now)) {
            let events = request.url.path.hasSuffix("public")
            let response = HTTPResponse(status: events ? status : 200, headers: ["retry-after": value], body: Data())
            _ = state.handle(.fetched(id: id, result: .success(response)), at: now)
        }
        func eventsAsked(onArrivalAt offset: TimeInterval) -> Bool {
            _ = state.handle(.key(.left), at: now.addingTimeInterval(offset - 1))
            return fetches(state.handle(.key(.right), at: now.addingTimeInterval(offset))).contains {
                $0.1.url.path.hasSuffix("public")
            }
        }
        #expect(!eventsAsked(onArrivalAt: 120))
        #expect(!eventsAsked(onArrivalAt: wait - 5))
        #expect(eventsAsked(onArrivalAt: wait + 5))
    }

    func fetchID(_ effects: [Effect]) -> FetchID? {
        fetches(effects).first?.0
    }

    func fetches(_ effects: [Effect]) -> [(FetchID, HTTPRequest)] {
        effects.fetches.map { ($0.id, $0.request) }
    }
}
