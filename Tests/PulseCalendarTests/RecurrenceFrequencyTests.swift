import PulseCalendar
import PulseCore
import Testing

/// FREQ and INTERVAL, stepped in wall time from DTSTART (RFC 5545 §3.3.10).
@Suite struct RecurrenceFrequencyTests {
    private func starts(_ start: FeedTime, _ rule: RecurrenceRule, from: String, days: Int = 14) -> [String] {
        Expansion.starts(
            Expansion.lines(Expansion.feed([Expansion.event("E", start, rules: [rule])]), from: from, days: days))
    }

    @Test func aDailyRuleStepsByItsInterval() {
        let rule = Expansion.rule(.daily, interval: 2, count: 3)
        #expect(
            starts(Expansion.zoned("2026-12-01 09:00", "Europe/Berlin"), rule, from: "2026-12-01")
                == ["2026-12-01T09:00", "2026-12-03T09:00", "2026-12-05T09:00"])
    }

    @Test func aWeeklyRuleTakesDTSTARTsWeekdayWhenItNamesNone() {
        let rule = Expansion.rule(.weekly)
        #expect(
            starts(Expansion.date("2026-11-06"), rule, from: "2026-12-01", days: 11) == ["2026-12-04", "2026-12-11"])
    }

    @Test func aMonthlyRuleTakesDTSTARTsDayOfTheMonth() {
        let rule = Expansion.rule(.monthly, interval: 2)
        #expect(
            starts(Expansion.date("2026-01-15"), rule, from: "2026-02-01", days: 150)
                == ["2026-03-15", "2026-05-15"])
    }

    @Test func aYearlyRuleTakesDTSTARTsMonthAndDay() {
        let rule = Expansion.rule(.yearly)
        #expect(starts(Expansion.date("2019-12-04"), rule, from: "2026-12-01") == ["2026-12-04"])
    }

    @Test func aDailyRuleWithHoursHasEachHourEachDay() {
        let rule = Expansion.rule(.daily) { $0.byHour = [17, 9] }
        #expect(
            starts(Expansion.zoned("2026-12-01 09:00", "Europe/Berlin"), rule, from: "2026-12-01", days: 2)
                == ["2026-12-01T09:00", "2026-12-01T17:00", "2026-12-02T09:00", "2026-12-02T17:00"])
    }

    @Test func aDailyRuleWithMinutesHasEachMinute() {
        let rule = Expansion.rule(.daily) { $0.byMinute = [0, 30] }
        #expect(
            starts(Expansion.zoned("2026-12-01 09:00", "Europe/Berlin"), rule, from: "2026-12-01", days: 1)
                == ["2026-12-01T09:00", "2026-12-01T09:30"])
    }

    @Test func anHourlyRuleStepsHours() {
        let rule = Expansion.rule(.hourly, interval: 6)
        #expect(
            starts(Expansion.zoned("2026-12-01 00:00", "Europe/Berlin"), rule, from: "2026-12-02", days: 1)
                == ["2026-12-02T00:00", "2026-12-02T06:00", "2026-12-02T12:00", "2026-12-02T18:00"])
    }

    /// Without COUNT the stepping starts near the window: a rule begun long ago costs no
    /// more than a new one. Stepped one by one from 2000, a quarter-hourly rule would run
    /// out of its work limit decades before the window.
    @Test func aRuleBegunLongAgoIsSteppedFromNearTheWindow() {
        let rule = Expansion.rule(.minutely, interval: 15)
        let found = starts(Expansion.zoned("2000-01-01 00:00", "Europe/Berlin"), rule, from: "2026-12-04", days: 1)
        #expect(found.count == 96)
        #expect(found.first == "2026-12-04T00:00")
        let daily = Expansion.rule(.daily)
        #expect(
            starts(Expansion.zoned("2010-01-01 07:45", "Europe/Berlin"), daily, from: "2026-12-04", days: 2)
                == ["2026-12-04T07:45", "2026-12-05T07:45"])
    }
}
