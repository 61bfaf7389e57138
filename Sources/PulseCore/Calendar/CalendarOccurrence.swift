import FoundationEssentials

/// One occurrence of an event, as the page and the snapshot list it: a date range for an
/// all-day one (the end exclusive), instants for a timed one.
public struct CalendarOccurrence: Hashable, Sendable {
    /// Where an occurrence starts or ends.
    public enum Time: Hashable, Sendable {
        /// A civil date (all-day).
        case date(CivilTime)
        /// An instant (timed).
        case instant(Date)
    }

    /// Its start.
    public var start: Time
    /// Its end: `DTEND`, the start plus `DURATION`, or with neither the next day for a date
    /// and the start itself for a time.
    public var end: Time
    /// The event's title (the override's, for an overridden instance).
    public var title: String

    /// An occurrence as given.
    public init(start: Time, end: Time, title: String) {
        self.start = start
        self.end = end
        self.title = title
    }
}

extension CalendarOccurrence.Time {
    /// Where it falls on the timeline in `zone`: a date at its local midnight. A midnight a
    /// spring-forward skips (a few zones change at 00:00) begins the day at the offset
    /// before the gap, as RFC 5545 reads such a time.
    public func instant(in zone: some CivilZone) -> Date {
        switch self {
        case .instant(let instant): return instant
        case .date(let date):
            let midnight = CivilTime(year: date.year, month: date.month, day: date.day)
            let guess = Date(timeIntervalSince1970: Double(midnight.secondsIfUTC))
            return zone.instant(showing: midnight)
                ?? guess.addingTimeInterval(-Double(zone.secondsFromGMT(for: guess.addingTimeInterval(-86_400))))
        }
    }
}

extension CalendarOccurrence {
    /// Whether it overlaps `window` in `zone`: [s, e) meets [a, b) when s < b and e > a; one
    /// of no length at s is in it when a <= s < b.
    public func overlaps(_ window: Range<Date>, in zone: some CivilZone) -> Bool {
        let start = start.instant(in: zone), end = end.instant(in: zone)
        return start == end ? window.contains(start) : start < window.upperBound && end > window.lowerBound
    }

    /// The lists' order in `zone`: by start, then end, then title.
    public static func inOrder(in zone: some CivilZone) -> (CalendarOccurrence, CalendarOccurrence) -> Bool {
        { left, right in
            let (leftStart, rightStart) = (left.start.instant(in: zone), right.start.instant(in: zone))
            if leftStart != rightStart { return leftStart < rightStart }
            let (leftEnd, rightEnd) = (left.end.instant(in: zone), right.end.instant(in: zone))
            if leftEnd != rightEnd { return leftEnd < rightEnd }
            return left.title < right.title
        }
    }
}
