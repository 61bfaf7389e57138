import PulseCalendar
import PulseCore
import Testing

/// Where a wall time lands: daylight changes, gaps and repeats, floating, unknown and UTC times.
@Suite struct ExpansionZoneTests {
    @Test func aWeeklyMeetingKeepsItsLocalTimeAcrossADaylightChange() {
        // Europe leaves summer time on 25 October 2026.
        let event = Expansion.event(
            "Standup", Expansion.zoned("2026-10-19 09:00", "Europe/Berlin"),
            end: Expansion.zoned("2026-10-19 09:15", "Europe/Berlin"), rules: [Expansion.rule(.weekly)])
        let feed = Expansion.feed([event])
        #expect(
            Expansion.lines(feed, from: "2026-10-19") == [
                "2026-10-19T09:00\t2026-10-19T09:15\tStandup", "2026-10-26T09:00\t2026-10-26T09:15\tStandup",
            ])
        #expect(
            Expansion.starts(Expansion.lines(feed, from: "2026-10-19", local: "UTC"))
                == ["2026-10-19T07:00", "2026-10-26T08:00"])
    }

    /// RFC 5545 §3.3.5: 02:30 on New York's spring-forward day does not exist and is read
    /// with the offset before the gap, as 03:30 EDT.
    @Test func aTimeInASpringForwardGapIsReadWithTheOffsetBeforeIt() {
        let event = Expansion.event(
            "Backup", Expansion.zoned("2026-03-07 02:30", "America/New_York"), rules: [Expansion.rule(.daily, count: 3)]
        )
        #expect(
            Expansion.starts(Expansion.lines(Expansion.feed([event]), from: "2026-03-07", local: "America/New_York"))
                == ["2026-03-07T02:30", "2026-03-08T03:30", "2026-03-09T02:30"])
    }

    @Test func aTimeShownTwiceAtFallBackIsItsFirstShowing() {
        // 01:30 on 1 November 2026 in New York is first 05:30 UTC (EDT), then 06:30 (EST).
        let event = Expansion.event("Night", Expansion.zoned("2026-11-01 01:30", "America/New_York"))
        #expect(
            Expansion.starts(Expansion.lines(Expansion.feed([event]), from: "2026-10-31", local: "UTC"))
                == ["2026-11-01T05:30"])
    }

    @Test func floatingTimesAreReadInTheCalendarsZoneWhenItResolves() {
        let event = Expansion.event("Call", Expansion.floating("2026-12-04 09:00"))
        #expect(
            Expansion.starts(
                Expansion.lines(Expansion.feed([event], calendarZone: "America/New_York"), from: "2026-12-01"))
                == ["2026-12-04T15:00"])
        #expect(Expansion.starts(Expansion.lines(Expansion.feed([event]), from: "2026-12-01")) == ["2026-12-04T09:00"])
        #expect(
            Expansion.starts(Expansion.lines(Expansion.feed([event], calendarZone: "Nowhere/Else"), from: "2026-12-01"))
                == ["2026-12-04T09:00"])
    }

    @Test func aTZIDThatDoesNotResolveIsReadAsFloatingNotAsUTC() {
        let event = Expansion.event("Call", Expansion.zoned("2026-12-04 09:00", "Customized Time Zone"))
        #expect(Expansion.starts(Expansion.lines(Expansion.feed([event]), from: "2026-12-01")) == ["2026-12-04T09:00"])
        #expect(
            Expansion.starts(Expansion.lines(Expansion.feed([event], calendarZone: "Asia/Tokyo"), from: "2026-12-01"))
                == ["2026-12-04T01:00"])
    }

    @Test func utcTimesAreReadAsUTC() {
        let event = Expansion.event("Call", Expansion.utc("2026-12-04 08:00"))
        #expect(
            Expansion.starts(Expansion.lines(Expansion.feed([event], calendarZone: "Asia/Tokyo"), from: "2026-12-01"))
                == ["2026-12-04T09:00"])
    }
}
