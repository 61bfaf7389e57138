import PulseCalendar
import Testing

/// Times, durations and rules as events write them.
@Suite struct FeedReaderValueTests {
    @Test func exdatesOnSeveralLinesAndInListsKeepTheirZone() throws {
        let event = try #require(readFixture("exdate-lists-with-tzid.ics").feed?.events.first)
        let zone = FeedTime.Form.zoned("W. Europe Standard Time")
        #expect(
            event.exdates == [
                FeedTime(wall(2026, 12, 2, 9), zone), FeedTime(wall(2026, 12, 3, 9), zone),
                FeedTime(wall(2026, 12, 5, 9), zone), FeedTime(wall(2026, 12, 6, 8), .utc),
            ])
        #expect(event.start == FeedTime(wall(2026, 12, 1, 9), zone))
    }

    @Test func periodRdatesKeepTheirEnds() throws {
        let event = try #require(readFixture("period-rdates.ics").feed?.events.first)
        #expect(
            event.rdates == [
                FeedTime(wall(2026, 12, 10, 14), .utc), FeedTime(wall(2026, 12, 11, 9), .utc),
                FeedTime(wall(2026, 12, 20), .date),
            ])
        #expect(
            event.rdatePeriodEnds == [
                FeedTime(wall(2026, 12, 10, 16), .utc), FeedTime(wall(2026, 12, 11, 11), .utc), nil,
            ])
        #expect(event.duration == FeedDuration(seconds: 5400))
    }

    @Test func everyRulePartIsRead() throws {
        let feed = try #require(readFixture("recurrence-parts.ics").feed)
        #expect(feed.calendarZone == "Europe/Berlin")
        // The VTODO is passed over; the VALARM inside the series too.
        #expect(feed.events.map(\.summary) == ["Series", "Moved", "Off", "Floating"])
        let series = feed.events[0]
        #expect(series.rules.count == 2)
        var monthly = RecurrenceRule(frequency: .monthly)
        monthly.interval = 2
        monthly.byDay = [.init(ordinal: 2, weekday: 5), .init(ordinal: -1, weekday: 6)]
        monthly.until = FeedTime(wall(2027, 12, 31), .date)
        monthly.weekStart = 1
        #expect(series.rules.first == monthly)
        var yearly = RecurrenceRule(frequency: .yearly)
        (yearly.byMonth, yearly.byMonthDay, yearly.bySetPos, yearly.count) = ([3, 9], [1, -1], [-1], 4)
        #expect(series.rules.last == yearly)
        #expect(series.start == FeedTime(wall(2026, 1, 8, 14), .zoned("America/New_York")))
        #expect(series.line == 9)
        let moved = feed.events[1]
        #expect(moved.recurrenceID == FeedTime(wall(2026, 3, 12, 19), .zoned("Europe/London")))
        #expect(moved.thisAndFuture && !moved.isCancelled)
        #expect(moved.duration == FeedDuration(seconds: -900))
        #expect(feed.events[2].isCancelled && !feed.events[2].thisAndFuture)
        let floating = feed.events[3]
        #expect(floating.start.form == .floating)
        #expect(floating.duration == FeedDuration(days: 14))
        #expect(floating.rules.first?.until == FeedTime(wall(2026, 3, 1, 8, 59, 59), .utc))
        #expect(floating.rules.first?.byDay == [.init(weekday: 2), .init(weekday: 4)])
    }

    @Test func durationsInEveryForm() throws {
        let cases: [(String, FeedDuration?)] = [
            ("P1D", FeedDuration(days: 1)), ("PT1H30M", FeedDuration(seconds: 5400)),
            ("P2W", FeedDuration(days: 14)), ("-PT15M", FeedDuration(seconds: -900)),
            ("+P1DT12H", FeedDuration(days: 1, seconds: 43_200)), ("PT0S", FeedDuration()),
            ("P", nil), ("PT", nil), ("P1H", nil), ("1D", nil), ("PT1D", nil),
        ]
        for (text, expected) in cases {
            let feed = read("BEGIN:VCALENDAR\nBEGIN:VEVENT\nDTSTART:20261204\nDURATION:\(text)\nEND:VEVENT\n")
            if let expected {
                #expect(feed.feed?.events.first?.duration == expected, "\(text)")
            } else {
                #expect(feed.error == .notUnderstood(line: 4), "\(text)")
            }
        }
    }

    @Test func aTimeZoneKeepsEachObservance() throws {
        let feed = try #require(readFixture("customized-time-zone.ics").feed)
        let custom = try #require(feed.zones["Customized Time Zone"])
        #expect(custom.observances.map(\.offsetTo) == [3600, 7200])
        #expect(custom.observances.first?.start == wall(1601, 1, 1, 3))
        #expect(custom.observances.first?.rule?.byDay == [.init(ordinal: -1, weekday: 1)])
        let odd = try #require(feed.zones["Odd Offsets"])
        #expect(odd.observances.map(\.offsetFrom) == [-16_200, 5445])
        #expect(odd.observances.map(\.offsetTo) == [5445, 9000])
        #expect(odd.observances.last?.rdates == [wall(2028, 6, 1), wall(2029, 6, 1)])
        #expect(feed.events.first?.start.form == .zoned("Customized Time Zone"))
    }
}
