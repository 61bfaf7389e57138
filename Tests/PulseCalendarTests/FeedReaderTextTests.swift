import PulseCalendar
import Testing

/// Titles as the terminal gets them.
@Suite struct FeedReaderTextTests {
    @Test func escapesAreUndoneAndControlCharactersBecomeSpaces() throws {
        let feed = try #require(ReaderFixtures.feed("escapes-and-control-characters.ics").feed)
        // `\n` and `\N` are newlines, and newlines (like tab, BEL, DEL and C1's NEL) spaces.
        #expect(feed.events.map(\.summary) == ["Lunch, then; walk \\ home next line tab bell del next-line Καλημέρα"])
    }

    @Test func anUnknownEscapeKeepsItsBackslash() throws {
        let text = "BEGIN:VCALENDAR\nBEGIN:VEVENT\nDTSTART:20261204\nSUMMARY:C:\\temp \\:\nEND:VEVENT\nEND:VCALENDAR\n"
        let feed = try #require(ReaderFixtures.read(text).feed)
        #expect(feed.events.map(\.summary) == ["C:\\temp \\:"])
    }
}
