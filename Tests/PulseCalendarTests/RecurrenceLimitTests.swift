import PulseCalendar
import PulseCore
import Testing

/// COUNT, UNTIL and the work limit: where a series ends.
@Suite struct RecurrenceLimitTests {
    private func starts(_ start: FeedTime, _ rule: RecurrenceRule, from: String, days: Int = 14) -> [String] {
        Expansion.starts(
            Expansion.lines(Expansion.feed([Expansion.event("E", start, rules: [rule])]), from: from, days: days))
    }

    private let berlin = Expansion.zoned("2026-12-01 09:00", "Europe/Berlin")

    @Test func countIsCountedFromDTSTARTEvenBeforeTheWindow() {
        let rule = Expansion.rule(.daily, count: 5)
        #expect(starts(berlin, rule, from: "2026-12-04") == ["2026-12-04T09:00", "2026-12-05T09:00"])
    }

    /// RFC 5545 §3.8.5.3: DTSTART is the first instance and counts towards COUNT even when
    /// the rule would not make it. (recurring-ical-events adds DTSTART to COUNT more
    /// instances of the rule: four here.)
    @Test func aDTSTARTTheRuleWouldNotMakeIsTheFirstOfCount() {
        let rule = Expansion.rule(.weekly, count: 3) { $0.byDay = [.init(weekday: 2)] }
        // Wednesday 2 December, then Mondays.
        #expect(
            starts(Expansion.zoned("2026-12-02 10:00", "Europe/Berlin"), rule, from: "2026-12-01", days: 28)
                == ["2026-12-02T10:00", "2026-12-07T10:00", "2026-12-14T10:00"])
    }

    @Test func untilIsInclusive() {
        let rule = Expansion.rule(.daily, until: Expansion.floating("2026-12-03 09:00"))
        #expect(
            starts(berlin, rule, from: "2026-12-01") == ["2026-12-01T09:00", "2026-12-02T09:00", "2026-12-03T09:00"])
    }

    @Test func aUTCUntilEndsAZonedSeriesAtThatInstant() {
        // 09:00 in Berlin in December is 08:00 UTC.
        let atTheLast = Expansion.rule(.daily, until: Expansion.utc("2026-12-03 08:00"))
        #expect(starts(berlin, atTheLast, from: "2026-12-01").last == "2026-12-03T09:00")
        let justBefore = Expansion.rule(.daily, until: Expansion.utc("2026-12-03 07:59:59"))
        #expect(starts(berlin, justBefore, from: "2026-12-01").last == "2026-12-02T09:00")
    }

    /// Google writes `UNTIL=20261203` on a timed series: the whole day named is included.
    /// (recurring-ical-events reads it as midnight UTC and drops that day's instance.)
    @Test func aDateUntilOnATimedSeriesIncludesThatDay() {
        let rule = Expansion.rule(.daily, until: Expansion.date("2026-12-03"))
        #expect(starts(berlin, rule, from: "2026-12-01").last == "2026-12-03T09:00")
    }

    @Test func aDateUntilOnADateSeriesIncludesThatDay() {
        let rule = Expansion.rule(.weekly, until: Expansion.date("2026-12-15"))
        #expect(
            starts(Expansion.date("2026-12-01"), rule, from: "2026-12-01", days: 30) == [
                "2026-12-01", "2026-12-08", "2026-12-15",
            ])
    }

    @Test func aUTCUntilOnADateSeriesEndsOnTheDateWrittenWhereverItIsRead() {
        let rule = Expansion.rule(.daily, until: Expansion.utc("2026-12-03 22:59:59"))
        for local in ["Europe/Berlin", "Asia/Tokyo", "America/Los_Angeles"] {
            let lines = Expansion.lines(
                Expansion.feed([Expansion.event("E", Expansion.date("2026-12-01"), rules: [rule])]), from: "2026-12-01",
                local: local)
            #expect(Expansion.starts(lines) == ["2026-12-01", "2026-12-02", "2026-12-03"])
        }
    }

    /// RFC 5545: DTSTART is an instance even when UNTIL is before it. (recurring-ical-events
    /// shows nothing.)
    @Test func anUntilBeforeDTSTARTLeavesDTSTART() {
        let rule = Expansion.rule(.daily, until: Expansion.utc("2026-11-30 00:00"))
        #expect(starts(berlin, rule, from: "2026-11-25") == ["2026-12-01T09:00"])
    }

    @Test func anIntervalBeyondAnyCalendarLeavesDTSTARTAlone() {
        for frequency in [RecurrenceRule.Frequency.yearly, .monthly, .daily, .secondly] {
            let rule = Expansion.rule(frequency, interval: Int.max)
            #expect(starts(berlin, rule, from: "2026-12-01") == ["2026-12-01T09:00"])
        }
    }

    /// A rule that never matches ends at the work limit instead of stepping for ever, and
    /// DTSTART is still its first instance.
    @Test func aRuleThatNeverMatchesEnds() {
        let never = Expansion.rule(.yearly, count: 3) {
            $0.byMonth = [2]
            $0.byMonthDay = [30]
        }
        #expect(starts(Expansion.date("2026-01-30"), never, from: "2026-01-29", days: 3) == ["2026-01-30"])
        var open = never
        open.count = nil
        #expect(starts(Expansion.date("2026-01-30"), open, from: "2030-01-01", days: 365).isEmpty)
    }

    /// A secondly rule would give 86,400 starts a day: it stops at the limit of starts.
    @Test func aSecondlyRuleStopsAtTheLimitOfStarts() {
        let rule = Expansion.rule(.secondly)
        let found = starts(Expansion.zoned("2026-12-01 00:00", "Europe/Berlin"), rule, from: "2026-12-01", days: 1)
        // DTSTART and the limit of the rule's own.
        #expect(found.count == 25_001)
    }
}
