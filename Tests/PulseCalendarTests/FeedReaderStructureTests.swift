import PulseCalendar
import Testing

/// What is not a calendar, what is too large, and where a broken one breaks.
@Suite struct FeedReaderStructureTests {
    @Test func anHTMLPageIsNotACalendar() {
        #expect(ReaderFixtures.feed("html-login-page.ics").error == .notACalendar)
    }

    @Test func anEmptyBodyOrBlankLinesAreNotACalendar() {
        #expect(ReaderFixtures.feed("empty-body.ics").error == .notACalendar)
        #expect(ReaderFixtures.feed("blank-lines-only.ics").error == .notACalendar)
    }

    @Test func theFirstLineDecidesBeforeTheRestArrives() throws {
        var reader = FeedReader()
        // No line has ended yet: what has come cannot become BEGIN:VCALENDAR.
        #expect(throws: FeedError.notACalendar) { try reader.read(Array("<!DOCTYPE html><html>".utf8)) }
        var calendar = FeedReader()
        try calendar.read(Array("\u{FEFF}\r\n  \r\nbegin:vcal".utf8))
        try calendar.read(Array("endar\r\nEND:VCALENDAR\r\n".utf8))
        #expect(try calendar.finish().events.isEmpty)
    }

    @Test func aFeedPastTheLimitIsRefusedInTheChunkThatPassesIt() throws {
        var reader = FeedReader(limit: 40)
        try reader.read(Array("BEGIN:VCALENDAR\r\n".utf8))
        try reader.read(Array("VERSION:2.0\r\n".utf8))
        #expect(throws: FeedError.tooLarge) { try reader.read(Array("PRODID:-//x//y//EN\r\n".utf8)) }
        // Refused for good: nothing half read comes out.
        #expect(throws: FeedError.tooLarge) { try reader.finish() }
        #expect(FeedReader.defaultLimit == 32 * 1024 * 1024)
    }

    @Test func anEndWithoutItsBeginIsNotUnderstoodAtItsLine() {
        #expect(ReaderFixtures.feed("end-without-begin.ics").error == .notUnderstood(line: 9))
    }

    @Test func anEventWithoutAStartIsNotUnderstoodAtItsBegin() {
        #expect(ReaderFixtures.feed("event-without-start.ics").error == .notUnderstood(line: 8))
    }

    @Test func anUnreadableRuleIsNotUnderstoodAtItsLine() {
        #expect(ReaderFixtures.feed("unreadable-rrule.ics").error == .notUnderstood(line: 6))
    }

    @Test func anUnreadableStartIsNotUnderstoodAtItsLine() {
        let text = "BEGIN:VCALENDAR\nBEGIN:VEVENT\nDTSTART:20260230T100000\nEND:VEVENT\nEND:VCALENDAR\n"
        #expect(ReaderFixtures.read(text).error == .notUnderstood(line: 3))
    }

    @Test func aFeedCutShortInsideAnEventIsNotUnderstoodAtItsBegin() {
        #expect(
            ReaderFixtures.read("BEGIN:VCALENDAR\nBEGIN:VEVENT\nDTSTART:20261204\n").error == .notUnderstood(line: 2))
        // Only the calendar's own END missing: every event is whole, and kept.
        #expect(
            ReaderFixtures.read("BEGIN:VCALENDAR\nBEGIN:VEVENT\nDTSTART:20261204\nEND:VEVENT\n").feed?.events.count == 1
        )
    }

    @Test func unknownPropertiesAndComponentsArePassedOver() throws {
        let text = """
            BEGIN:VCALENDAR
            X-UNKNOWN;FOO=bar:anything
            BEGIN:VFREEBUSY
            FREEBUSY:garbage
            END:VFREEBUSY
            BEGIN:VJOURNAL
            DTSTART:not a date
            END:VJOURNAL
            BEGIN:VEVENT
            DTSTART:20261204
            GEO:not;a;geo
            ATTACH;FMTTYPE:broken
            END:VEVENT
            END:VCALENDAR

            """
        #expect(ReaderFixtures.read(text).feed?.events.count == 1)
    }
}
