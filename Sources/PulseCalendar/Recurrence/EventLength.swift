import FoundationEssentials
import PulseCore

/// How long each instance of an event lasts, taken once from its `DTSTART` and `DTEND` or
/// `DURATION` and applied to any start: with `DTEND` the same exact duration for every
/// instance (RFC 5545 §3.8.5.3, so a 01:30–02:30 meeting on the fall-back night lasts one
/// hour and ends at 01:30 again), with `DURATION` its nominal days in wall time and its
/// seconds exact (§3.3.6), with neither the next day for a date and no time at all for a
/// date-time. A date's end is a date: it never passes through an instant.
struct EventLength {
    private enum Kind {
        case days(Int)
        case exact(seconds: Int)
        case nominal(days: Int, seconds: Int)
    }

    private let kind: Kind

    /// The length of `event`'s instances; `instant` is where its DTSTART is placed.
    init(_ event: FeedEvent, startingAt instant: Date, clock: FeedClock) {
        let start = event.start
        if start.isDate {
            var days = 1
            if let end = event.end {
                days = end.wall.days - start.wall.days
            } else if let duration = event.duration {
                days = duration.days + duration.seconds / 86_400
            }
            // An end on or before the start is read as the one day a date lasts.
            kind = .days(max(1, days))
        } else if let end = event.end {
            kind = .exact(seconds: Int(clock.instant(end).timeIntervalSince(instant)))
        } else if let duration = event.duration {
            kind = .nominal(days: duration.days, seconds: duration.seconds)
        } else {
            kind = .exact(seconds: 0)
        }
    }

    /// The end of an instance starting at `start` (wall time of that form), never before it.
    func end(of start: FeedTime, at instant: Date, clock: FeedClock) -> CalendarOccurrence.Time {
        if start.isDate {
            guard case .days(let days) = kind else { return .date(start.wall.midnight.addingDays(1)) }
            return .date(start.wall.midnight.addingDays(days))
        }
        let zone = clock.zone(for: start.form)
        let end: Date
        switch kind {
        case .days(let days): end = zone.placing(start.wall.addingDays(days))
        case .exact(let seconds): end = instant.addingTimeInterval(Double(seconds))
        case .nominal(let days, let seconds):
            end = zone.placing(start.wall.addingDays(days)).addingTimeInterval(Double(seconds))
        }
        return .instant(max(end, instant))
    }

    /// At most how far an instance reaches past its start, in seconds, for widening the
    /// range a series is stepped in.
    var reach: Int {
        switch kind {
        case .days(let days): days * 86_400
        case .exact(let seconds): abs(seconds)
        case .nominal(let days, let seconds): abs(days) * 86_400 + abs(seconds)
        }
    }
}
