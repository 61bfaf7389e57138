import PulseCalendar
import Testing

/// Times, durations and rules as events write them.
@Suite struct FeedReaderValueTests {
    @Test func exdatesOnSeveralLinesAndInListsKeepTheirZone() throws {
        let event = try #require(ReaderFixtures.feed("exdate-lists-with-tzid.ics").feed?.events.first)
        let zone = FeedTime.Form.zoned("W. Europe Standard Time")
        #expect(
            event.exdates == [
                FeedTime(ReaderFixtures.wall(2026, 12, 2, 9), zone),
                FeedTime(ReaderFixtures.wall(2026, 12, 3, 9), zone),
                FeedTime(ReaderFixtures.wall(2026, 12, 5, 9), zone),
                FeedTime(ReaderFixtures.wall(2026, 12, 6, 8), .utc),
            ])
        #expect(event.start == FeedTime(ReaderFixtures.wall(2026, 12, 1, 9), zone))
    }

    @Test func periodRdatesKeepTheirEnds() throws {
        let event = try #require(ReaderFixtures.feed("period-rdates.ics").feed?.events.first)
        #expect(
            event.rdates == [
                FeedTime(ReaderFixtures.wall(2026, 12, 10, 14), .utc),
                FeedTime(ReaderFixtures.wall(2026, 12, 11, 9), .utc),
                FeedTime(ReaderFixtures.wall(2026, 12, 20), .date),
            ])
        #expect(
            event.rdatePeriodEnds == [
                FeedTime(ReaderFixtures.wall(2026, 12, 10, 16), .utc),
                FeedTime(ReaderFixtures.wall(2026, 12, 11, 11), .utc), nil,
            ])
        #expect(event.duration == FeedDuration(seconds: 5400))
    }

    @Test func everyRulePartIsRead() throws {
        let feed = try #require(ReaderFixtures.feed("recurrence-parts.ics").feed)
        #expect(feed.calendarZone == "Europe/Berlin")
        // The VTODO is passed over; the VALARM inside the series too.
        #expect(feed.events.map(\.summary) == ["Series", "Moved", "Off", "Floating"])
        let series = feed.events[0]
        #expect(series.rules.count == 2)
        var monthly = RecurrenceRule(frequency: .monthly)
        monthly.interval = 2
        monthly.byDay = [.init(ordinal: 2, weekday: 5), .init(ordinal: -1, weekday: 6)]
        monthly.until = FeedTime(ReaderFixtures.wall(2027, 12, 31), .date)
        monthly.weekStart = 1
        #expect(series.rules.first == monthly)
        var yearly = RecurrenceRule(frequency: .yearly)
        (yearly.byMonth, yearly.byMonthDay, yearly.bySetPos, yearly.count) = ([3, 9], [1, -1], [-1], 4)
        #expect(series.rules.last == yearly)
        #expect(series.start == FeedTime(ReaderFixtures.wall(2026, 1, 8, 14), .zoned("America/New_York")))
        #expect(series.line == 9)
        let moved = feed.events[1]
        #expect(moved.recurrenceID == FeedTime(ReaderFixtures.wall(2026, 3, 12, 19), .zoned("Europe/London")))
        #expect(moved.thisAndFuture && !moved.isCancelled)
        #expect(moved.duration == FeedDuration(seconds: -900))
        #expect(feed.events[2].isCancelled && !feed.events[2].thisAndFuture)
        let floating = feed.events[3]
        #expect(floating.start.form == .floating)
        #expect(floating.duration == FeedDuration(days: 14))
        #expect(floating.rules.first?.until == FeedTime(ReaderFixtures.wall(2026, 3, 1, 8, 59, 59), .utc))
        #expect(floating.rules.first?.byDay == [.init(weekday: 2), .init(weekday: 4)])
    }

    @Test func aCountOrIntervalPastABillionIsUnreadable() {
        for part in ["COUNT=1000000001", "INTERVAL=9223372036854775807", "INTERVAL=0", "COUNT=-1"] {
            let text = "BEGIN:VCALENDAR\nBEGIN:VEVENT\nDTSTART:20261204\nRRULE:FREQ=DAILY;\(part)\nEND:VEVENT\n"
            #expect(ReaderFixtures.read(text).error == .notUnderstood(line: 4), "\(part)")
        }
        let text = "BEGIN:VCALENDAR\nBEGIN:VEVENT\nDTSTART:20261204\nRRULE:FREQ=DAILY;COUNT=1000000000\nEND:VEVENT\n"
        #expect(ReaderFixtures.read(text).feed?.events.first?.rules.first?.count == 1_000_000_000)
    }

    @Test func durationsInEveryForm() throws {
        let cases: [(String, FeedDuration?)] = [
            ("P1D", FeedDuration(days: 1)), ("PT1H30M", FeedDuration(seconds: 5400)),
            ("P2W", FeedDuration(days: 14)), ("-PT15M", FeedDuration(seconds: -900)),
            ("+P1DT12H", FeedDuration(days: 1, seconds: 43_200)), ("PT0S", FeedDuration()),
            ("P", nil), ("PT", nil), ("P1H", nil), ("1D", nil), ("PT1D", nil),
        ]
        for (text, expected) in cases {
            let feed = ReaderFixtures.read(
                "BEGIN:VCALENDAR\nBEGIN:VEVENT\nDTSTART:20261204\nDURATION:\(text)\nEND:VEVENT\n")
            if let expected {
                #expect(feed.feed?.events.first?.duration == expected, "\(text)")
            } else {
                #expect(feed.error == .notUnderstood(line: 4), "\(text)")
            }
        }
    }

    @Test func aTimeZoneKeepsEachObservance() throws {
        let feed = try #require(ReaderFixtures.feed("customized-time-zone.ics").feed)
        let custom = try #require(feed.zones["Customized Time Zone"])
        #expect(custom.observances.map(\.offsetTo) == [3600, 7200])
        #expect(custom.observances.first?.start == ReaderFixtures.wall(1601, 1, 1, 3))
        #expect(custom.observances.first?.rule?.byDay == [.init(ordinal: -1, weekday: 1)])
        let odd = try #require(feed.zones["Odd Offsets"])
        #expect(odd.observances.map(\.offsetFrom) == [-16_200, 5445])
        #expect(odd.observances.map(\.offsetTo) == [5445, 9000])
        #expect(odd.observances.last?.rdates == [ReaderFixtures.wall(2028, 6, 1), ReaderFixtures.wall(2029, 6, 1)])
        #expect(feed.events.first?.start.form == .zoned("Customized Time Zone"))
    }

    @Test func oddValuesRealFeedsWriteAreReadOrPassedOver() throws {
        let events = try #require(ReaderFixtures.feed("lenient-values-real-feeds-write.ics").feed?.events)
        #expect(events.map(\.summary) == ["Birthday", "Too many semicolons", "Time", "New Year"])
        // A date with a Z is a date; an empty parameter is none; an RDATE of times is no
        // date; an empty RRULE is no rule.
        #expect(events[0].rdates == [FeedTime(ReaderFixtures.wall(2013, 12, 10), .date)])
        #expect(events[1].start == FeedTime(ReaderFixtures.wall(2014, 4, 9, 9, 30), .floating))
        #expect(events[2].rdates.isEmpty)
        #expect(events[3].rules.isEmpty)
    }

    @Test func revisionsKeepTheirSequenceAndStamp() throws {
        let text = """
            BEGIN:VCALENDAR
            BEGIN:VEVENT
            UID:one
            SEQUENCE:2
            DTSTAMP:20240701T120000Z
            DTSTART;VALUE=DATE:20240701
            END:VEVENT
            BEGIN:VEVENT
            UID:one
            SEQUENCE:many
            DTSTAMP:yesterday
            DTSTART;VALUE=DATE:20240701
            END:VEVENT
            END:VCALENDAR

            """
        let events = try #require(ReaderFixtures.read(text).feed?.events)
        #expect(events.map(\.sequence) == [2, 0])
        #expect(events.map(\.stamp) == [FeedTime(ReaderFixtures.wall(2024, 7, 1, 12), .utc), nil])
    }
}
