import Foundation
import PulseTestSupport
import Testing

@testable import PulseCore

/// The contributions page through `AppState` when an answer cannot be vouched for: the
/// status says why, the last good calendar stays with its age and `LAST CHECK`, a day not
/// known is never a zero, and neither a rate limit nor a body too large is `OFFLINE`.
@Suite struct ContributionsHonestyTests {
    let size = TerminalSize(columns: 100, rows: 30)
    let utc = zone("UTC")
    let now = instant("2026-08-31T18:00:00Z")

    var goodPage: String { calendarPage(through: "2026-08-31", counts: ["2026-08-31": 5, "2026-08-30": 2]) }

    func reply(_ status: Int, _ body: String = "", _ headers: [String: String] = [:]) -> Result<
        HTTPResponse, HTTPFailure
    > {
        .success(HTTPResponse(status: status, headers: headers, body: Data(body.utf8)))
    }

    /// The calendar's request among `effects`; the feed's is answered at once (empty), so
    /// the next refresh falls due.
    func calendarRequest(_ effects: [Effect], _ state: inout AppState, at: Date) throws -> FetchID {
        for fetch in effects.fetches where fetch.request.url.path.hasSuffix("/events/public") {
            _ = state.handle(.fetched(id: fetch.id, result: reply(304)), at: at)
        }
        return try #require(effects.fetches.first { $0.request.url.path.hasSuffix("/contributions") }?.id)
    }

    /// The calendar's id of the refresh due at `at`.
    func asked(_ state: inout AppState, at: Date) throws -> FetchID {
        try calendarRequest(state.handle(.tick, at: at), &state, at: at)
    }

    func arrived() throws -> (AppState, FetchID) {
        var state = AppState(page: .github, size: size, credentials: CredentialPresence(githubUsername: "octocat"))
        let id = try calendarRequest(state.handle(.started, at: now), &state, at: now)
        return (state, id)
    }

    /// A good calendar at `now`, then `bad` ten minutes later.
    func goodThen(_ bad: Result<HTTPResponse, HTTPFailure>) throws -> (AppState, Date) {
        var (state, id) = try arrived()
        _ = state.handle(.fetched(id: id, result: reply(200, goodPage)), at: now)
        let later = now.addingTimeInterval(600)
        let next = try asked(&state, at: later)
        _ = state.handle(.fetched(id: next, result: bad), at: later)
        return (state, later)
    }

    @Test(arguments: [
        ("stale", "PAGE OUT OF DATE - SHOWING LAST DATA"), ("cut", "PAGE INCOMPLETE - SHOWING LAST DATA"),
        ("garbage", "PAGE NOT UNDERSTOOD - SHOWING LAST DATA"),
    ])
    func aBadPageKeepsTheLastCalendarAndItsCheck(_ kind: String, _ line: String) throws {
        let body: String
        switch kind {
        case "stale": body = calendarPage(through: "2026-08-17", counts: ["2026-08-17": 9])
        case "cut": body = String(goodPage.prefix(goodPage.count * 6 / 10))
        default: body = "<html><body>We are down for maintenance.</body></html>"
        }
        let (state, later) = try goodThen(reply(200, body))
        let model = state.github
        #expect(model.statusLine(today: later, zone: utc) == line)
        #expect(model.exactCount(today: later, zone: utc) == 5, "the last good calendar stays")
        #expect(model.reading(on: "2026-08-30", in: utc) == .count(2, exact: true))
        #expect(model.lastCheck == now, "LAST CHECK is the last good answer's")
        #expect(model.contributionsCheckedAt == now)
    }

    @Test func aBadFirstAnswerShowsNoDaysAtAll() throws {
        var (state, id) = try arrived()
        _ = state.handle(.fetched(id: id, result: reply(200, calendarPage(through: "2026-08-10"))), at: now)
        #expect(state.github.statusLine(today: now, zone: utc) == "PAGE OUT OF DATE")
        #expect(state.github.reading(on: "2026-08-01", in: utc) == .unknown, "a stale page's zeros are not taken")
        #expect(state.github.exactCount(today: now, zone: utc) == nil)
        #expect(state.github.contributionsCheckedAt == nil, "the feed's answer alone makes LAST CHECK")
    }

    @Test func aKeptCalendarDoesNotReachTheDaysAfterIt() throws {
        var (state, id) = try arrived()
        _ = state.handle(.fetched(id: id, result: reply(200, goodPage)), at: now)
        let tomorrow = now.addingTimeInterval(86_400)
        let next = try asked(&state, at: tomorrow)
        _ = state.handle(.fetched(id: next, result: .failure(.timedOut)), at: tomorrow)
        #expect(state.github.reading(on: "2026-09-01", in: utc) == .unknown, "never a zero it was not told")
        #expect(state.github.exactCount(today: tomorrow, zone: utc) == nil)
        #expect(state.github.statusLine(today: tomorrow, zone: utc) == "OFFLINE - SHOWING LAST DATA")
        #expect(state.github.reading(on: "2026-08-31", in: utc) == .count(5, exact: true))
    }

    @Test func aRateLimitSaysItsWaitAndIsNotOffline() throws {
        var (state, id) = try arrived()
        _ = state.handle(.fetched(id: id, result: reply(429, "", ["retry-after": "3000"])), at: now)
        #expect(state.github.statusLine(today: now, zone: utc) == "RATE LIMITED - WAIT 50 MIN")
        #expect(state.github.statusLine(today: now.addingTimeInterval(2950), zone: utc) == "RATE LIMITED - WAIT 1 MIN")
        #expect(state.github.statusLine(today: now.addingTimeInterval(3001), zone: utc) == "RATE LIMITED")
        let (kept, later) = try goodThen(reply(429, "", ["retry-after": "120"]))
        #expect(kept.github.statusLine(today: later, zone: utc) == "RATE LIMITED - WAIT 2 MIN - SHOWING LAST DATA")
    }

    @Test func githubsOwnRateLimitHoldsUntilItsReset() throws {
        let reset = now.addingTimeInterval(1800)
        var (state, id) = try arrived()
        let limit = reply(
            403, "", ["x-ratelimit-remaining": "0", "x-ratelimit-reset": "\(Int(reset.timeIntervalSince1970))"])
        _ = state.handle(.fetched(id: id, result: limit), at: now)
        #expect(state.github.statusLine(today: now, zone: utc) == "RATE LIMITED - WAIT 30 MIN")
        let asked = state.handle(.tick, at: now.addingTimeInterval(1200)).fetches
        #expect(!asked.contains { $0.request.url.path.hasSuffix("/contributions") }, "nothing before the reset")
    }

    @Test func aBodyTooLargeSaysSo() throws {
        var (state, id) = try arrived()
        _ = state.handle(.fetched(id: id, result: .failure(.tooLarge)), at: now)
        #expect(state.github.statusLine(today: now, zone: utc) == "PAGE TOO LARGE")
        let (kept, later) = try goodThen(.failure(.tooLarge))
        #expect(kept.github.statusLine(today: later, zone: utc) == "PAGE TOO LARGE - SHOWING LAST DATA")
    }

    @Test func aGoodPageAfterABadOneIsTakenAndClearsTheLine() throws {
        var (state, later) = try goodThen(reply(200, "<html></html>"))
        let again = later.addingTimeInterval(600)
        let next = try asked(&state, at: again)
        let newer = calendarPage(through: "2026-08-31", counts: ["2026-08-31": 7])
        _ = state.handle(.fetched(id: next, result: reply(200, newer)), at: again)
        #expect(state.github.statusLine(today: again, zone: utc) == nil)
        #expect(state.github.exactCount(today: again, zone: utc) == 7)
        #expect(state.github.lastCheck == again)
        #expect(state.github.contributionsCheckedAt == again)
    }

    @Test func todayMissingFromAPageThatEndsYesterdayIsNoCountNotZero() throws {
        var (state, id) = try arrived()
        _ = state.handle(.fetched(id: id, result: reply(200, calendarPage(through: "2026-08-30"))), at: now)
        #expect(state.github.statusLine(today: now, zone: utc) == "NO COUNT FOR TODAY")
        #expect(state.github.reading(on: "2026-08-31", in: utc) == .unknown)
        #expect(state.github.reading(on: "2026-08-30", in: utc) == .count(0, exact: true))
    }
}
