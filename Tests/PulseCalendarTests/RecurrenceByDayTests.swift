import PulseCalendar
import PulseCore
import Testing

/// BYDAY (with ordinals), BYMONTHDAY, BYMONTH, BYYEARDAY, BYWEEKNO, BYSETPOS and WKST.
@Suite struct RecurrenceByDayTests {
    private func starts(_ start: FeedTime, _ rule: RecurrenceRule, from: String, days: Int) -> [String] {
        Expansion.starts(
            Expansion.lines(Expansion.feed([Expansion.event("E", start, rules: [rule])]), from: from, days: days))
    }

    private static let sunday = 1, monday = 2, tuesday = 3, thursday = 5, friday = 6

    @Test func aWeeklyRuleHasEachNamedWeekday() {
        let rule = Expansion.rule(.weekly) { $0.byDay = [.init(weekday: Self.friday), .init(weekday: Self.monday)] }
        #expect(
            starts(Expansion.date("2026-11-30"), rule, from: "2026-11-30", days: 7)
                == ["2026-11-30", "2026-12-04"])
    }

    @Test func anOrdinalCountsTheWeekdayInTheMonth() {
        let second = Expansion.rule(.monthly) { $0.byDay = [.init(ordinal: 2, weekday: Self.thursday)] }
        #expect(
            starts(Expansion.date("2026-01-08"), second, from: "2026-02-01", days: 59) == ["2026-02-12", "2026-03-12"])
        let last = Expansion.rule(.monthly) { $0.byDay = [.init(ordinal: -1, weekday: Self.friday)] }
        #expect(
            starts(Expansion.date("2026-01-30"), last, from: "2026-02-01", days: 59) == ["2026-02-27", "2026-03-27"])
    }

    @Test func outlooksSetPositionIsTheSameAsAnOrdinal() {
        let rule = Expansion.rule(.monthly) {
            $0.byDay = [.init(weekday: Self.thursday)]
            $0.bySetPos = [2]
        }
        #expect(
            starts(Expansion.date("2026-01-08"), rule, from: "2026-02-01", days: 59) == ["2026-02-12", "2026-03-12"])
        let lastWorkday = Expansion.rule(.monthly) {
            $0.byDay = (2...6).map { .init(weekday: $0) }
            $0.bySetPos = [-1]
        }
        // The last weekday of January, February and May 2026: a Saturday and a Sunday end May.
        #expect(
            starts(Expansion.date("2026-01-30"), lastWorkday, from: "2026-02-01", days: 120)
                == ["2026-02-27", "2026-03-31", "2026-04-30", "2026-05-29"])
    }

    @Test func aMissingMonthDayIsSkippedNotMoved() {
        let rule = Expansion.rule(.monthly) { $0.byMonthDay = [31] }
        #expect(
            starts(Expansion.date("2026-01-31"), rule, from: "2026-02-01", days: 120) == ["2026-03-31", "2026-05-31"])
    }

    @Test func aNegativeMonthDayCountsFromTheMonthsEnd() {
        let rule = Expansion.rule(.monthly) { $0.byMonthDay = [-1] }
        #expect(
            starts(Expansion.date("2026-01-31"), rule, from: "2026-02-01", days: 59) == ["2026-02-28", "2026-03-31"])
    }

    @Test func aYearlyOrdinalCountsInTheNamedMonth() {
        let rule = Expansion.rule(.yearly) {
            $0.byMonth = [10]
            $0.byDay = [.init(ordinal: -1, weekday: Self.sunday)]
        }
        #expect(
            starts(Expansion.date("2025-10-26"), rule, from: "2026-01-01", days: 730) == ["2026-10-25", "2027-10-31"])
    }

    @Test func aYearlyOrdinalWithoutAMonthCountsInTheYear() {
        let rule = Expansion.rule(.yearly) { $0.byDay = [.init(ordinal: 20, weekday: Self.monday)] }
        // RFC 5545: the 20th Monday of 1997 is 19 May.
        #expect(starts(Expansion.date("1997-05-19"), rule, from: "1998-01-01", days: 365) == ["1998-05-18"])
    }

    @Test func aYearDayCountsFromEitherEndOfTheYear() {
        let rule = Expansion.rule(.yearly) { $0.byYearDay = [100, -1] }
        #expect(
            starts(Expansion.date("2026-04-10"), rule, from: "2026-04-11", days: 365) == ["2026-12-31", "2027-04-10"])
    }

    @Test func aWeekNumberIsAnISOWeekThatMayBeginInTheYearBefore() {
        let rule = Expansion.rule(.yearly) {
            $0.byWeekNo = [1]
            $0.byDay = [.init(weekday: Self.monday)]
        }
        // Week 1 of 2026 begins on Monday 29 December 2025; of 2027 on 4 January 2027.
        #expect(
            starts(Expansion.date("2025-12-29"), rule, from: "2026-06-01", days: 365) == ["2027-01-04"])
        #expect(starts(Expansion.date("2024-12-30"), rule, from: "2025-06-01", days: 365) == ["2025-12-29"])
    }

    /// RFC 5545's own example: every other week on Tuesday and Sunday, from Tuesday 5 August
    /// 1997, is the 5th, 10th, 19th and 24th when weeks begin on Monday, and the 5th, 17th,
    /// 19th and 31st when they begin on Sunday.
    @Test func theWeekStartDecidesWhichSundayBelongsToAnOtherWeek() {
        func rule(_ weekStart: Int) -> RecurrenceRule {
            Expansion.rule(.weekly, interval: 2, count: 4) {
                $0.byDay = [.init(weekday: Self.tuesday), .init(weekday: Self.sunday)]
                $0.weekStart = weekStart
            }
        }
        let start = Expansion.zoned("1997-08-05 09:00", "America/New_York")
        #expect(
            starts(start, rule(Self.monday), from: "1997-08-01", days: 40).map { String($0.prefix(10)) }
                == ["1997-08-05", "1997-08-10", "1997-08-19", "1997-08-24"])
        #expect(
            starts(start, rule(Self.sunday), from: "1997-08-01", days: 40).map { String($0.prefix(10)) }
                == ["1997-08-05", "1997-08-17", "1997-08-19", "1997-08-31"])
    }

    @Test func aMonthLimitsADailyRule() {
        let rule = Expansion.rule(.daily) { $0.byMonth = [1] }
        #expect(
            starts(Expansion.date("2025-12-30"), rule, from: "2025-12-31", days: 3) == ["2026-01-01", "2026-01-02"])
    }
}
