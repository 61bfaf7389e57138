import PulseCalendar
import PulseCore
import Testing

/// The end of an occurrence: DTEND, the start plus DURATION, or with neither the next day for
/// a date and the start itself for a time; dates never through an instant.
@Suite struct OccurrenceEndTests {
    @Test func aDateWithNoEndLastsOneDayAndIsWrittenAsDates() {
        let feed = Expansion.feed([Expansion.event("Holiday", Expansion.date("2026-12-04"))])
        #expect(Expansion.lines(feed, from: "2026-12-01") == ["2026-12-04\t2026-12-05\tHoliday"])
    }

    @Test func aDateStaysOnItsDayInAZoneFarFromUTC() {
        let feed = Expansion.feed([Expansion.event("Holiday", Expansion.date("2026-12-04"))])
        for local in ["Pacific/Kiritimati", "Pacific/Pago_Pago", "America/Los_Angeles"] {
            #expect(Expansion.lines(feed, from: "2026-12-01", local: local) == ["2026-12-04\t2026-12-05\tHoliday"])
        }
    }

    @Test func aDateEndIsExclusiveAndCanSpanDays() {
        let feed = Expansion.feed([
            Expansion.event("Trip", Expansion.date("2026-12-04"), end: Expansion.date("2026-12-07"))
        ])
        #expect(Expansion.lines(feed, from: "2026-12-01") == ["2026-12-04\t2026-12-07\tTrip"])
    }

    @Test func aTimeWithNoEndLastsNothing() {
        let feed = Expansion.feed([Expansion.event("Call", Expansion.zoned("2026-12-04 10:00", "Europe/Berlin"))])
        #expect(Expansion.lines(feed, from: "2026-12-01") == ["2026-12-04T10:00\t2026-12-04T10:00\tCall"])
    }

    @Test func aDurationsDaysKeepWallTimeAndItsSecondsAreExact() {
        // 28 March 2026 12:00 in Berlin; the clocks go forward early on the 29th.
        var nominal = Expansion.event("Nominal", Expansion.zoned("2026-03-28 12:00", "Europe/Berlin"))
        nominal.duration = FeedDuration(days: 1)
        var exact = Expansion.event("Exact", Expansion.zoned("2026-03-28 12:00", "Europe/Berlin"))
        exact.duration = FeedDuration(seconds: 86_400)
        let lines = Expansion.lines(Expansion.feed([nominal, exact]), from: "2026-03-27")
        #expect(lines == ["2026-03-28T12:00\t2026-03-29T12:00\tNominal", "2026-03-28T12:00\t2026-03-29T13:00\tExact"])
    }

    @Test func aDurationOnADateCountsDays() {
        var event = Expansion.event("Week", Expansion.date("2026-12-04"))
        event.duration = FeedDuration(days: 7)
        #expect(Expansion.lines(Expansion.feed([event]), from: "2026-12-01") == ["2026-12-04\t2026-12-11\tWeek"])
    }

    @Test func anEndInAnotherZoneIsTheInstantItNames() {
        let event = Expansion.event(
            "Flight", Expansion.zoned("2026-12-04 10:00", "Europe/Berlin"),
            end: Expansion.zoned("2026-12-04 13:00", "America/New_York"))
        // 13:00 in New York is 19:00 in Berlin.
        #expect(
            Expansion.lines(Expansion.feed([event]), from: "2026-12-01") == [
                "2026-12-04T10:00\t2026-12-04T19:00\tFlight"
            ])
    }

    /// RFC 5545 §3.8.5.3: with DTEND every instance lasts the same exact time, so an hour
    /// from 01:30 on New York's fall-back night ends at 01:30 again, in standard time.
    @Test func aLengthGivenByDTENDIsTheSameExactDurationForEveryInstance() {
        let event = Expansion.event(
            "Night", Expansion.zoned("2026-10-30 01:30", "America/New_York"),
            end: Expansion.zoned("2026-10-30 02:30", "America/New_York"), rules: [Expansion.rule(.daily, count: 4)])
        #expect(
            Expansion.lines(Expansion.feed([event]), from: "2026-11-01", days: 1, local: "America/New_York") == [
                "2026-11-01T01:30\t2026-11-01T01:30\tNight"
            ])
        #expect(
            Expansion.lines(Expansion.feed([event]), from: "2026-11-01", days: 1, local: "UTC") == [
                "2026-11-01T05:30\t2026-11-01T06:30\tNight"
            ])
    }

    @Test func anEndWrittenBeforeTheStartIsReadTheOtherWayRound() {
        let timed = Expansion.event(
            "Swapped", Expansion.zoned("2026-12-04 11:00", "Europe/Berlin"),
            end: Expansion.zoned("2026-12-04 09:00", "Europe/Berlin"))
        let dated = Expansion.event("Days", Expansion.date("2026-12-07"), end: Expansion.date("2026-12-05"))
        #expect(
            Expansion.lines(Expansion.feed([timed, dated]), from: "2026-12-01") == [
                "2026-12-04T09:00\t2026-12-04T11:00\tSwapped", "2026-12-05\t2026-12-07\tDays",
            ])
    }
}
