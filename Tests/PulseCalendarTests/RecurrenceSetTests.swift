import PulseCalendar
import PulseCore
import Testing

/// More than one RRULE, RDATE and EXDATE: the set of instances.
@Suite struct RecurrenceSetTests {
    private let nine = Expansion.zoned("2026-12-01 09:00", "Europe/Berlin")

    @Test func twoRulesAreJoinedAndAStartBothMakeIsShownOnce() {
        let mondays = Expansion.rule(.weekly) { $0.byDay = [.init(weekday: 2)] }
        let mondaysAndWednesdays = Expansion.rule(.weekly) { $0.byDay = [.init(weekday: 2), .init(weekday: 4)] }
        let event = Expansion.event("E", Expansion.date("2026-11-30"), rules: [mondays, mondaysAndWednesdays])
        #expect(
            Expansion.starts(Expansion.lines(Expansion.feed([event]), from: "2026-11-30", days: 8))
                == ["2026-11-30", "2026-12-02", "2026-12-07"])
    }

    @Test func rdatesAddDatesTimesAndPeriods() {
        var event = Expansion.event(
            "E", nine, end: Expansion.zoned("2026-12-01 10:00", "Europe/Berlin"),
            rules: [Expansion.rule(.daily, count: 1)])
        event.rdates = [
            Expansion.utc("2026-12-03 12:00"), Expansion.zoned("2026-12-05 09:00", "Europe/Berlin"),
            Expansion.zoned("2026-12-01 03:00", "America/New_York"),
        ]
        event.rdatePeriodEnds = [Expansion.utc("2026-12-03 15:00"), nil, nil]
        #expect(
            Expansion.lines(Expansion.feed([event]), from: "2026-12-01") == [
                "2026-12-01T09:00\t2026-12-01T10:00\tE",
                "2026-12-03T13:00\t2026-12-03T16:00\tE",
                "2026-12-05T09:00\t2026-12-05T10:00\tE",
            ])
        var dates = Expansion.event("Day", Expansion.date("2026-12-01"))
        dates.rdates = [Expansion.date("2026-12-04")]
        #expect(
            Expansion.lines(Expansion.feed([dates]), from: "2026-12-01") == [
                "2026-12-01\t2026-12-02\tDay", "2026-12-04\t2026-12-05\tDay",
            ])
    }

    @Test func anExdateRemovesTheInstanceAtTheSameInstantInAnyZone() {
        var event = Expansion.event("E", nine, rules: [Expansion.rule(.daily, count: 5)])
        event.exdates = [
            Expansion.utc("2026-12-02 08:00"), Expansion.zoned("2026-12-03 03:00", "America/New_York"),
            Expansion.zoned("2026-12-04 09:00", "Europe/Berlin"),
        ]
        #expect(
            Expansion.starts(Expansion.lines(Expansion.feed([event]), from: "2026-12-01"))
                == ["2026-12-01T09:00", "2026-12-05T09:00"])
    }

    @Test func aFloatingExdateOnAZonedSeriesIsTheSeriesOwnWallTime() {
        var event = Expansion.event("E", nine, rules: [Expansion.rule(.daily, count: 3)])
        event.exdates = [Expansion.floating("2026-12-02 09:00")]
        let lines = Expansion.lines(Expansion.feed([event], calendarZone: "America/New_York"), from: "2026-12-01")
        #expect(Expansion.starts(lines) == ["2026-12-01T09:00", "2026-12-03T09:00"])
    }

    @Test func aDateExdateRemovesThatDayOfADateSeries() {
        var event = Expansion.event("E", Expansion.date("2026-12-01"), rules: [Expansion.rule(.daily, count: 3)])
        event.exdates = [Expansion.date("2026-12-02")]
        #expect(
            Expansion.starts(Expansion.lines(Expansion.feed([event]), from: "2026-12-01")) == [
                "2026-12-01", "2026-12-03",
            ])
    }

    @Test func anExdateCanRemoveDTSTART() {
        var event = Expansion.event("E", nine, rules: [Expansion.rule(.daily, count: 2)])
        event.exdates = [nine]
        #expect(Expansion.starts(Expansion.lines(Expansion.feed([event]), from: "2026-12-01")) == ["2026-12-02T09:00"])
    }
}
