import Foundation
import PulseCalendar
import Testing

/// Which events a window keeps while the feed is read.
@Suite struct FeedReaderWindowTests {
    /// 2026-12-04 00:00 UTC and fourteen days on.
    static let window = Date(timeIntervalSince1970: 1_796_342_400)..<Date(timeIntervalSince1970: 1_797_552_000)

    static func event(_ uid: String, _ lines: String) -> String {
        "BEGIN:VEVENT\nUID:\(uid)\n\(lines)\nEND:VEVENT\n"
    }

    @Test func eventsThatCannotReachTheWindowAreDropped() throws {
        let text =
            "BEGIN:VCALENDAR\n"
            + Self.event("old", "DTSTART:20200101T100000Z")
            + Self.event("day-before", "DTSTART;VALUE=DATE:20261201")
            + Self.event("long-ago-long", "DTSTART;VALUE=DATE:20261101\nDTEND;VALUE=DATE:20261203")
            + Self.event("lasting", "DTSTART:20261120T100000\nDURATION:P20D")
            + Self.event("inside", "DTSTART;TZID=Pacific/Kiritimati:20261210T100000")
            + Self.event("late", "DTSTART:20261219T230000Z")
            + Self.event("far", "DTSTART:20270101T100000Z")
            + Self.event("old-series", "DTSTART:20200101T100000Z\nRRULE:FREQ=YEARLY")
            + Self.event("old-rdate", "DTSTART:20200101T100000Z\nRDATE:20200102T100000Z")
            + Self.event("old-override", "DTSTART:20200101T100000Z\nRECURRENCE-ID:20200101T100000Z")
            + "END:VCALENDAR\n"
        let kept = try #require(ReaderFixtures.read(text, window: Self.window).feed).events.map(\.uid)
        #expect(kept == ["long-ago-long", "lasting", "inside", "late", "old-series", "old-rdate", "old-override"])
        let feed = try #require(ReaderFixtures.read(text).feed)
        #expect(feed.events.count == 10)
    }
}
