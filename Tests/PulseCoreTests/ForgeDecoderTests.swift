import Foundation
import Testing

@testable import PulseCore

/// GitLab's and Gitea's answers (Forgejo's and Codeberg's are Gitea's), read through
/// their providers as the page reads them: the calendars, the events and the failures
/// each forge tells apart.
@Suite struct ForgeDecoderTests {
    let gitlab = ContributionsSource.gitlab.descriptor
    let codeberg = ContributionsSource.codeberg.descriptor

    func calendar(_ answer: Result<CalendarAnswer, ContributionsFailure>, at now: Date) throws -> ContributionCalendar {
        try ContributionCalendar.judge(answer.get(), at: now).get()
    }

    func response(_ status: Int, _ body: String = "") -> HTTPResponse {
        HTTPResponse(status: status, headers: [:], body: Data(body.utf8))
    }

    @Test func gitLabsSparseDaysAreTheCountsAndEveryOtherDayOfTheYearIsZero() throws {
        let now = instant("2026-08-31T18:00:00Z")
        let read = try calendar(gitlab.readCalendar(try fixture("forges/gitlab-calendar.json")), at: now)
        let utc = zone("UTC")
        #expect(read.reading(on: "2026-08-31", in: utc) == .count(4, exact: true))
        #expect(read.reading(on: "2026-08-28", in: utc) == .count(3, exact: true))
        #expect(read.reading(on: "2026-08-29", in: utc) == .count(0, exact: true), "a day GitLab left out had none")
        #expect(read.reading(on: "2025-09-01", in: utc) == .count(1, exact: true))
        #expect(read.reading(on: "2026-09-01", in: utc) == .unknown, "tomorrow is not known")
        #expect(read.reading(on: "2024-08-01", in: utc) == .unknown, "before the year GitLab speaks for")
    }

    @Test func gitLabsEmptyObjectIsAYearOfZerosNotAFailure() throws {
        let now = instant("2026-08-31T18:00:00Z")
        let read = try calendar(
            gitlab.readCalendar(try fixture("forges/gitlab-calendar-no-contributions.json")), at: now)
        #expect(read.reading(on: "2026-08-31", in: zone("UTC")) == .count(0, exact: true))
    }

    @Test func gitLabOf2015KeyedItsDaysByUnixTime() throws {
        let answer = try gitlab.readCalendar(try fixture("forges/gitlab-calendar-2015-unix-keys.json")).get()
        #expect(answer.days["2015-08-26"]?.count == 2)
        #expect(answer.days["2015-08-25"]?.count == 0)
        #expect(answer.days.count == 3)
    }

    @Test(arguments: [
        #"{"2026-08-31":"4"}"#, #"{"2026-08-31":-1}"#, #"{"2026-08-31":1.5}"#, #"{"2026-02-30":1}"#,
        #"{"yesterday":1}"#, #"[{"2026-08-31":1}]"#, "<html>Sign in</html>", "",
    ])
    func aGitLabBodyThatIsNotACalendarIsNotUnderstoodWhole(_ body: String) {
        #expect(gitlab.readCalendar(Data(body.utf8)) == .failure(.notUnderstood))
    }

    @Test func gitLabTellsAPrivateProfileFromAnUnknownUser() {
        #expect(gitlab.calendarFailure(response(404)) == .privateActivity, "the empty 404 of a private profile")
        #expect(gitlab.calendarFailure(response(404, " \n")) == .privateActivity)
        #expect(gitlab.calendarFailure(response(302)) == .noSuchUser, "the redirect to sign-in")
        #expect(gitlab.calendarFailure(response(404, #"{"message":"404 Not found"}"#)) == .noSuchUser)
        #expect(gitlab.calendarFailure(response(500)) == .serverError(500), "named as the Uptime page names it")
    }

    @Test func gitLabsCalendarRequestReadsTheRedirectRatherThanFollowingIt() {
        let request = gitlab.calendarRequest(for: "jane.doe", base: URL(string: "https://gitlab.example.com/git")!)
        #expect(request.url.absoluteString == "https://gitlab.example.com/git/users/jane.doe/calendar.json")
        #expect(request.followsRedirects == false)
        #expect(request.bearer == nil, "no token, ever")
    }

    @Test func gitLabsPushEventsAreThePushes() throws {
        let events = try #require(gitlab.readEvents(try fixture("forges/gitlab-events.json")))
        #expect(events.map(\.kind) == [.push, .other])
        #expect(events[0].createdAt == instant("2026-08-31T13:58:04Z").addingTimeInterval(0.123))
        #expect(events[1].createdAt == instant("2026-08-31T10:00:00Z"))
        #expect(gitlab.readEvents(Data(#"{"message":"403 Forbidden"}"#.utf8)) == nil)
    }

    @Test func giteasFifteenMinuteBucketsFallOnTheViewersDay() throws {
        let now = instant("2020-10-21T12:00:00Z")
        let read = try calendar(
            codeberg.readCalendar(try fixture("forges/gitea-heatmap-15-minute-buckets.json")), at: now)
        // 21:00 UTC on the 13th and the 20th.
        #expect(read.reading(on: "2020-10-13", in: zone("UTC")) == .count(1, exact: true))
        #expect(read.reading(on: "2020-10-20", in: zone("UTC")) == .count(2, exact: true))
        let kathmandu = try #require(TimeZone(secondsFromGMT: 5 * 3600 + 45 * 60))
        #expect(read.reading(on: "2020-10-13", in: kathmandu) == .count(0, exact: true))
        #expect(read.reading(on: "2020-10-14", in: kathmandu) == .count(1, exact: true), "02:45 the next morning")
        #expect(read.reading(on: "2020-10-21", in: kathmandu) == .count(2, exact: true))
    }

    @Test func theOlderPerDayBucketsAreReadAsTheirDays() throws {
        let answer = try codeberg.readCalendar(try fixture("forges/gitea-heatmap-per-day-buckets.json")).get()
        #expect(answer.days["2020-10-13"]?.count == 3)
        #expect(answer.days["2020-10-20"]?.count == 1)
        #expect(answer.buckets.isEmpty, "a day at UTC midnight is Gitea's day, not an instant to move")
    }

    @Test func anEmptyHeatmapIsNoDataForTheAccountNotAZeroGrid() throws {
        // Gitea answers [] both for activity kept private and for a year without any.
        #expect(codeberg.readCalendar(try fixture("forges/gitea-heatmap-private-or-empty.json")) == .failure(.noData))
    }

    @Test(arguments: [
        #"[{"timestamp":"1603227600","contributions":1}]"#, #"[{"timestamp":1603227600}]"#,
        #"[{"timestamp":1603227600,"contributions":-2}]"#, #"{"timestamp":1603227600,"contributions":1}"#,
        "<!DOCTYPE html><html>", "",
    ])
    func aHeatmapThatIsNotOneIsNotUnderstoodWhole(_ body: String) {
        #expect(codeberg.readCalendar(Data(body.utf8)) == .failure(.notUnderstood))
    }

    @Test func giteasUnknownUserIsToldFromARouteThatIsNotThere() throws {
        let unknown = String(decoding: try fixture("forges/gitea-404-unknown-user.json"), as: UTF8.self)
        #expect(codeberg.calendarFailure(response(404, unknown)) == .noSuchUser)
        #expect(codeberg.calendarFailure(response(404)) == .noSuchUser, "a very old Gitea's empty 404")
        #expect(
            codeberg.calendarFailure(response(404, "<html>404 page not found</html>")) == .notUnderstood,
            "a server with the heatmap switched off has no such route")
        #expect(codeberg.calendarFailure(response(502)) == .serverError(502))
    }

    @Test func giteasFeedGivesThePushes() throws {
        let events = try #require(codeberg.readEvents(try fixture("forges/gitea-activity-feed.json")))
        #expect(events.map(\.kind) == [.push, .other])
        #expect(events[0].createdAt == instant("2026-08-31T12:02:11Z"))
    }

    @Test func theGiteaRequestsAreTheHeatmapAndTheUsersOwnFeed() throws {
        let base = URL(string: "https://codeberg.org")!
        #expect(
            codeberg.calendarRequest(for: "jane", base: base).url.absoluteString
                == "https://codeberg.org/api/v1/users/jane/heatmap")
        let feed = try #require(codeberg.eventsRequest(for: "jane", base: base, etag: nil))
        #expect(feed.url.path == "/api/v1/users/jane/activities/feeds")
        #expect(feed.url.query?.contains("only-performed-by=true") == true)
        #expect(feed.bearer == nil)
    }
}
