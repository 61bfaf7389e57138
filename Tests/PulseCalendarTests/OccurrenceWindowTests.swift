import PulseCalendar
import PulseCore
import Testing

/// Which occurrences a window holds, and in what order.
@Suite struct OccurrenceWindowTests {
    private func timed(_ title: String, _ start: String, _ end: String) -> FeedEvent {
        Expansion.event(title, Expansion.zoned(start, "Europe/Berlin"), end: Expansion.zoned(end, "Europe/Berlin"))
    }

    @Test func anOccurrenceOverlapsWhenItStartsBeforeTheEndAndEndsAfterTheStart() {
        let feed = Expansion.feed([
            timed("Ends at the start", "2026-12-03 23:00", "2026-12-04 00:00"),
            timed("Runs into it", "2026-12-03 23:00", "2026-12-04 00:01"),
            timed("Starts at the end", "2026-12-05 00:00", "2026-12-05 01:00"),
            timed("Last minute", "2026-12-04 23:59", "2026-12-05 01:00"),
        ])
        #expect(
            Expansion.lines(feed, from: "2026-12-04", days: 1) == [
                "2026-12-03T23:00\t2026-12-04T00:01\tRuns into it",
                "2026-12-04T23:59\t2026-12-05T01:00\tLast minute",
            ])
    }

    @Test func aMomentIsInTheWindowFromItsStartUpToItsEnd() {
        let feed = Expansion.feed([
            Expansion.event("At the start", Expansion.zoned("2026-12-04 00:00", "Europe/Berlin")),
            Expansion.event("At the end", Expansion.zoned("2026-12-05 00:00", "Europe/Berlin")),
        ])
        #expect(
            Expansion.lines(feed, from: "2026-12-04", days: 1) == ["2026-12-04T00:00\t2026-12-04T00:00\tAt the start"])
    }

    @Test func anAllDayEventCoversTheLocalDay() {
        let feed = Expansion.feed([
            Expansion.event("Before", Expansion.date("2026-12-03")),
            Expansion.event("On it", Expansion.date("2026-12-04")),
        ])
        #expect(Expansion.lines(feed, from: "2026-12-04", days: 1) == ["2026-12-04\t2026-12-05\tOn it"])
    }

    @Test func theListIsByStartThenEndThenTitle() {
        // Title, start and end on 4 December.
        let rows = ["B 10:00 11:00", "Long 10:00 12:00", "A 10:00 11:00", "Early 09:00 09:30"]
        let feed = Expansion.feed(
            rows.map { row in
                let fields = row.split(separator: " ").map(String.init)
                return timed(fields[0], "2026-12-04 " + fields[1], "2026-12-04 " + fields[2])
            })
        #expect(
            Expansion.lines(feed, from: "2026-12-04", days: 1).map { $0.split(separator: "\t")[2] } == [
                "Early", "A", "B", "Long",
            ])
    }
}
