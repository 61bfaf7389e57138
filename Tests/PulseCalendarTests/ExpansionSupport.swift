import Foundation
import PulseCalendar
import PulseCore

/// Feeds built by hand for the expansion's tests, and their occurrences as snapshot lines.
enum Expansion {
    /// A named zone from Foundation's database (UTC if the name is unknown, which fails the test
    /// that needed it).
    static func zone(_ identifier: String) -> TimeZone {
        TimeZone(identifier: identifier) ?? TimeZone(secondsFromGMT: 0) ?? .current
    }

    /// `2026-03-29`, `2026-03-29 09:00` or `2026-03-29 09:00:30` as fields.
    static func civil(_ text: String) -> CivilTime {
        let fields = text.split { !$0.isNumber }.compactMap { Int($0) }
        func field(_ index: Int) -> Int { index < fields.count ? fields[index] : 0 }
        return CivilTime(
            year: field(0), month: field(1), day: field(2), hour: field(3), minute: field(4), second: field(5))
    }

    /// A date (`2026-12-04`).
    static func date(_ text: String) -> FeedTime { FeedTime(civil(text), .date) }

    /// A date-time in a `TZID`.
    static func zoned(_ text: String, _ zone: String) -> FeedTime { FeedTime(civil(text), .zoned(zone)) }

    /// A date-time ending in `Z`.
    static func utc(_ text: String) -> FeedTime { FeedTime(civil(text), .utc) }

    /// A floating date-time.
    static func floating(_ text: String) -> FeedTime { FeedTime(civil(text), .floating) }

    /// An event.
    static func event(
        _ summary: String, _ start: FeedTime, end: FeedTime? = nil, uid: String = "", rules: [RecurrenceRule] = []
    ) -> FeedEvent {
        var event = FeedEvent(uid: uid, summary: summary, start: start)
        event.end = end
        event.rules = rules
        return event
    }

    /// A rule.
    static func rule(
        _ frequency: RecurrenceRule.Frequency, interval: Int = 1, count: Int? = nil, until: FeedTime? = nil,
        edit: (inout RecurrenceRule) -> Void = { _ in }
    ) -> RecurrenceRule {
        var rule = RecurrenceRule(frequency: frequency)
        rule.interval = interval
        rule.count = count
        rule.until = until
        edit(&rule)
        return rule
    }

    /// A feed of `events`.
    static func feed(_ events: [FeedEvent], calendarZone: String? = nil) -> Feed {
        var feed = Feed()
        feed.events = events
        feed.calendarZone = calendarZone
        return feed
    }

    /// The snapshot lines of `feed`'s occurrences in [`from`, `from` + `days`) of local time in
    /// `local`, zones resolved by Foundation.
    static func lines(_ feed: Feed, from: String, days: Int = 14, local: String = "Europe/Berlin") -> [String] {
        let zone = zone(local)
        let start = zone.instant(showing: civil(from)) ?? Date(timeIntervalSince1970: 0)
        let window = start..<start.addingTimeInterval(Double(days) * 86_400)
        return feed.occurrences(in: window, local: zone, zones: { TimeZone(identifier: $0) }).map {
            $0.tabLine(in: zone)
        }
    }

    /// The start fields of `lines` (before the first tab).
    static func starts(_ lines: [String]) -> [String] {
        lines.map { String($0.prefix { $0 != "\t" }) }
    }
}
