import FoundationEssentials
import PulseCore

/// An occurrence with its place on the timeline: an all-day one covers local midnight of its
/// start date to local midnight of its end date in the zone Pulse shows.
struct PlacedOccurrence {
    let occurrence: CalendarOccurrence
    let start: Date
    let end: Date

    /// `occurrence`, placed by `clock`.
    init(_ occurrence: CalendarOccurrence, clock: FeedClock) {
        self.occurrence = occurrence
        start = Self.instant(occurrence.start, clock)
        end = Self.instant(occurrence.end, clock)
    }

    /// Whether it overlaps `window`: [s, e) meets [a, b) when s < b and e > a; an occurrence
    /// of no length at s is in it when a <= s < b.
    func overlaps(_ window: Range<Date>) -> Bool {
        start == end ? window.contains(start) : start < window.upperBound && end > window.lowerBound
    }

    /// The list's order: by start, then end, then title.
    static func inOrder(_ left: PlacedOccurrence, _ right: PlacedOccurrence) -> Bool {
        if left.start != right.start { return left.start < right.start }
        if left.end != right.end { return left.end < right.end }
        return left.occurrence.title < right.occurrence.title
    }

    private static func instant(_ time: CalendarOccurrence.Time, _ clock: FeedClock) -> Date {
        switch time {
        case .date(let day): clock.local.placing(day.midnight)
        case .instant(let instant): instant
        }
    }
}
