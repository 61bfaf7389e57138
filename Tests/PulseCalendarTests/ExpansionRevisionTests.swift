import PulseCalendar
import PulseCore
import Testing

/// Two revisions of one event in one feed: only the current one is shown (RFC 5545 §3.8.7.4).
@Suite struct ExpansionRevisionTests {
    private func revision(
        _ title: String, sequence: Int, stamp: String? = nil, rdate: String? = nil, id: String? = nil
    ) -> FeedEvent {
        var event = Expansion.event(title, Expansion.date("2026-12-01"), uid: "one", rules: [Expansion.rule(.weekly)])
        event.sequence = sequence
        event.stamp = stamp.map(Expansion.utc)
        event.rdates = rdate.map { [Expansion.date($0)] } ?? []
        if let id {
            event.rules = []
            event.start = Expansion.date(id)
            event.recurrenceID = Expansion.date(id)
        }
        return event
    }

    @Test func theHigherSequenceIsTheCurrentMasterWhereverItIs() {
        let feed = Expansion.feed([
            revision("Edited", sequence: 2), revision("Old", sequence: 1, rdate: "2026-12-03"),
        ])
        #expect(
            Expansion.lines(feed, from: "2026-12-01", days: 8) == [
                "2026-12-01\t2026-12-02\tEdited", "2026-12-08\t2026-12-09\tEdited",
            ])
    }

    @Test func betweenEqualSequencesTheLaterStampThenTheLaterInTheFeedIsCurrent() {
        let stamped = Expansion.feed([
            revision("Later", sequence: 1, stamp: "2026-11-02 10:00"),
            revision("Earlier", sequence: 1, stamp: "2026-11-01 10:00"),
        ])
        #expect(Expansion.lines(stamped, from: "2026-12-01", days: 1) == ["2026-12-01\t2026-12-02\tLater"])
        let unstamped = Expansion.feed([revision("First", sequence: 0), revision("Second", sequence: 0)])
        #expect(Expansion.lines(unstamped, from: "2026-12-01", days: 1) == ["2026-12-01\t2026-12-02\tSecond"])
    }

    @Test func anOverrideHasOneCurrentRevisionToo() {
        let feed = Expansion.feed([
            revision("Series", sequence: 0), revision("Moved again", sequence: 3, id: "2026-12-08"),
            revision("Moved", sequence: 2, id: "2026-12-08"),
        ])
        #expect(
            Expansion.lines(feed, from: "2026-12-08", days: 1) == ["2026-12-08\t2026-12-09\tMoved again"])
    }
}
