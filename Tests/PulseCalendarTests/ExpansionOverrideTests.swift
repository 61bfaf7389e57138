import PulseCalendar
import PulseCore
import Testing

/// RECURRENCE-ID overrides, RANGE=THISANDFUTURE and STATUS:CANCELLED.
@Suite struct ExpansionOverrideTests {
    /// Fridays at 09:00 in Berlin for an hour, from 27 November 2026.
    private let master = Expansion.event(
        "Weekly", Expansion.zoned("2026-11-27 09:00", "Europe/Berlin"),
        end: Expansion.zoned("2026-11-27 10:00", "Europe/Berlin"), uid: "series", rules: [Expansion.rule(.weekly)])

    private func override(_ id: FeedTime, _ title: String, _ start: String, _ end: String) -> FeedEvent {
        var event = Expansion.event(
            title, Expansion.zoned(start, "Europe/Berlin"), end: Expansion.zoned(end, "Europe/Berlin"), uid: "series")
        event.recurrenceID = id
        return event
    }

    @Test func anOverrideInAnotherZoneReplacesTheInstanceAtTheSameInstant() {
        // 08:00 UTC is the 09:00 Berlin instance of 4 December.
        let moved = override(Expansion.utc("2026-12-04 08:00"), "Moved", "2026-12-04 14:00", "2026-12-04 15:30")
        #expect(
            Expansion.lines(Expansion.feed([master, moved]), from: "2026-12-01", days: 14) == [
                "2026-12-04T14:00\t2026-12-04T15:30\tMoved", "2026-12-11T09:00\t2026-12-11T10:00\tWeekly",
            ])
    }

    @Test func anOverrideCanMoveAnInstanceOutOfTheWindowOrIntoIt() {
        let out = override(
            Expansion.zoned("2026-12-04 09:00", "Europe/Berlin"), "Out", "2027-01-15 09:00", "2027-01-15 10:00")
        let into = override(
            Expansion.zoned("2026-11-27 09:00", "Europe/Berlin"), "In", "2026-12-02 11:00", "2026-12-02 12:00")
        #expect(
            Expansion.lines(Expansion.feed([master, out, into]), from: "2026-12-01", days: 11) == [
                "2026-12-02T11:00\t2026-12-02T12:00\tIn", "2026-12-11T09:00\t2026-12-11T10:00\tWeekly",
            ])
    }

    @Test func thisAndFutureMovesThatInstanceAndEveryLaterOne() {
        var later = override(
            Expansion.zoned("2026-12-11 09:00", "Europe/Berlin"), "Later", "2026-12-11 10:00", "2026-12-11 11:30")
        later.thisAndFuture = true
        #expect(
            Expansion.lines(Expansion.feed([master, later]), from: "2026-12-01", days: 21) == [
                "2026-12-04T09:00\t2026-12-04T10:00\tWeekly",
                "2026-12-11T10:00\t2026-12-11T11:30\tLater",
                "2026-12-18T10:00\t2026-12-18T11:30\tLater",
            ])
    }

    @Test func aCancelledOverrideRemovesItsInstance() {
        var cancelled = override(Expansion.utc("2026-12-04 08:00"), "Weekly", "2026-12-04 09:00", "2026-12-04 10:00")
        cancelled.isCancelled = true
        #expect(
            Expansion.starts(Expansion.lines(Expansion.feed([master, cancelled]), from: "2026-12-01", days: 14))
                == ["2026-12-11T09:00"])
    }

    @Test func aCancelledOverrideForThisAndFutureEndsTheSeriesThere() {
        var ended = override(
            Expansion.zoned("2026-12-11 09:00", "Europe/Berlin"), "Weekly", "2026-12-11 09:00", "2026-12-11 10:00")
        ended.thisAndFuture = true
        ended.isCancelled = true
        #expect(
            Expansion.starts(Expansion.lines(Expansion.feed([master, ended]), from: "2026-12-01", days: 21))
                == ["2026-12-04T09:00"])
    }

    @Test func aCancelledSeriesShowsNothing() {
        var cancelled = master
        cancelled.isCancelled = true
        #expect(Expansion.lines(Expansion.feed([cancelled]), from: "2026-12-01").isEmpty)
    }

    @Test func anOverrideWithoutItsMasterIsShownAlone() {
        let orphan = override(Expansion.utc("2026-12-04 08:00"), "Alone", "2026-12-04 14:00", "2026-12-04 15:00")
        #expect(
            Expansion.lines(Expansion.feed([orphan]), from: "2026-12-01") == [
                "2026-12-04T14:00\t2026-12-04T15:00\tAlone"
            ])
    }
}
