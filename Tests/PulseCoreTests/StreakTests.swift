import Foundation
import Testing

@testable import PulseCore

/// The current and best streaks over the calendar a source gave, across month, year and
/// DST edges, and today's count from Gitea's buckets in zones from −11 to +14.
@Suite struct StreakTests {
    /// A sparse calendar (GitLab's, Gitea's) of `active` days with one contribution each,
    /// read at `readAt`.
    func sparse(_ active: [String], readAt: String) -> ContributionCalendar {
        let days = Dictionary(
            uniqueKeysWithValues: active.map { ($0, ContributionDay(date: $0, count: 1, isCountExact: true)) })
        return ContributionCalendar(days: days, through: nil, readAt: instant(readAt))
    }

    func streak(_ calendar: ContributionCalendar, today: String, in zone: TimeZone) -> Streak {
        Streak(calendar.readings(in: zone), today: zone.civilTime(at: instant(today)).days)
    }

    @Test func aRunOverTheMonthsAndTheYearsEndIsOneStreak() {
        let active = ["2025-12-30", "2025-12-31", "2026-01-01", "2026-01-02"]
        let calendar = sparse(active, readAt: "2026-01-02T12:00:00Z")
        #expect(streak(calendar, today: "2026-01-02T12:00:00Z", in: zone("UTC")) == Streak(current: 4, best: 4))
        let february = sparse(["2024-02-28", "2024-02-29", "2024-03-01"], readAt: "2024-03-01T09:00:00Z")
        #expect(
            streak(february, today: "2024-03-01T09:00:00Z", in: zone("UTC")) == Streak(current: 3, best: 3),
            "the leap day is a day of the run")
    }

    @Test func todayCountsOnlyOnceItHasAContribution() {
        let calendar = sparse(["2026-08-29", "2026-08-30"], readAt: "2026-08-31T08:00:00Z")
        #expect(
            streak(calendar, today: "2026-08-31T08:00:00Z", in: zone("UTC")) == Streak(current: 2, best: 2),
            "a day still under way does not break the streak")
        let later = sparse(["2026-08-29", "2026-08-30", "2026-08-31"], readAt: "2026-08-31T20:00:00Z")
        #expect(streak(later, today: "2026-08-31T20:00:00Z", in: zone("UTC")) == Streak(current: 3, best: 3))
    }

    @Test func aDayWithoutContributionsEndsARunAndTheBestIsKept() {
        let active = ["2026-08-01", "2026-08-02", "2026-08-03", "2026-08-04", "2026-08-06", "2026-08-30"]
        let calendar = sparse(active, readAt: "2026-08-31T08:00:00Z")
        #expect(streak(calendar, today: "2026-08-31T08:00:00Z", in: zone("UTC")) == Streak(current: 1, best: 4))
        #expect(Streak(current: 1, best: 4).text == "1 DAY STREAK \u{00B7} BEST 4")
    }

    @Test func aDayNotKnownEndsARun() {
        // A calendar of cells that lacks the 30th: a day it cannot vouch for is no streak day.
        let days = ["2026-08-28", "2026-08-29", "2026-08-31"].map {
            ContributionDay(date: $0, count: 2, isCountExact: true)
        }
        let calendar = ContributionCalendar(
            days: Dictionary(uniqueKeysWithValues: days.map { ($0.date, $0) }), through: "2026-08-31",
            readAt: instant("2026-08-31T20:00:00Z"))
        #expect(streak(calendar, today: "2026-08-31T20:00:00Z", in: zone("UTC")) == Streak(current: 1, best: 2))
    }

    @Test func bucketsAcrossAChangeOfClockFallOnTheLocalDays() {
        // Berlin leaves summer time at 03:00 on 2026-10-25: the day is 25 hours long. One
        // contribution an hour before midnight each evening, in UTC buckets.
        let buckets = ["2026-10-23T21:00:00Z", "2026-10-24T21:00:00Z", "2026-10-25T22:00:00Z"].map {
            ContributionBucket(start: instant($0), count: 1)
        }
        let calendar = ContributionCalendar(
            days: [:], buckets: buckets, through: nil, readAt: instant("2026-10-25T22:30:00Z"))
        let berlin = zone("Europe/Berlin")
        #expect(streak(calendar, today: "2026-10-25T22:30:00Z", in: berlin) == Streak(current: 3, best: 3))
        #expect(calendar.reading(on: "2026-10-25", in: berlin) == .count(1, exact: true))
    }

    @Test(arguments: [-11 * 60, -8 * 60, -1 * 60, 0, 5 * 60 + 45, 9 * 60, 12 * 60 + 45, 14 * 60])
    func todaysCountFromFifteenMinuteBucketsIsTheViewersDay(_ minutes: Int) throws {
        let viewer = try #require(TimeZone(secondsFromGMT: minutes * 60))
        // One contribution in each quarter hour of two UTC days around now.
        let start = instant("2026-08-30T00:00:00Z")
        let buckets = (0..<(2 * 96)).map {
            ContributionBucket(start: start.addingTimeInterval(Double($0) * 900), count: 1)
        }
        let now = instant("2026-08-31T11:00:00Z")
        let calendar = try ContributionCalendar.judge(
            CalendarAnswer(days: [:], buckets: buckets, coverage: .sparse), at: now
        ).get()
        let today = viewer.civilTime(at: now)
        // The viewer's day, from its midnight to the next, cut to the two UTC days given.
        let midnight = now.addingTimeInterval(-Double(today.hour * 3600 + today.minute * 60 + today.second))
        let from = max(midnight, start)
        let to = min(midnight.addingTimeInterval(86_400), start.addingTimeInterval(2 * 86_400))
        let expected = Int(to.timeIntervalSince(from) / 900)
        #expect(
            calendar.reading(on: today.dateKey, in: viewer) == .count(expected, exact: true),
            "UTC\(minutes / 60):\(abs(minutes % 60))")
    }
}
