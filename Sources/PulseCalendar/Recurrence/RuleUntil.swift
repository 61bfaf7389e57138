import FoundationEssentials
import PulseCore

/// Whether a rule's `UNTIL` (inclusive) is behind a start, compared as RFC 5545 §3.3.10
/// reads each pairing: on a date series, or a date `UNTIL` on a timed series as Google writes
/// it, by the calendar day written (the whole day is included); a UTC or zoned `UNTIL` on a timed
/// series as instants, so a UTC `UNTIL` ends a Berlin series at the right moment; a floating
/// one as wall time in the series' own zone.
struct RuleUntil {
    private enum Bound {
        case never
        case day(Int)
        case wall(Int)
        case instant(Date, any CivilZone)
    }

    private let bound: Bound

    /// The bound of `until` for a series starting at `start`.
    init(_ until: FeedTime?, start: FeedTime, clock: FeedClock) {
        guard let until else {
            bound = .never
            return
        }
        switch (start.isDate, until.form) {
        // A date series ends on the date written, whatever the time beside it: Google's
        // `UNTIL=20261215T225959Z` on an all-day series is the 15th wherever it is read.
        case (_, .date), (true, _): bound = .day(until.wall.days)
        case (false, .floating): bound = .wall(until.wall.wallSeconds)
        case (false, _): bound = .instant(clock.instant(until), clock.zone(for: start.form))
        }
    }

    /// Whether `wall`, a start of the series, comes after `UNTIL`.
    func isPassed(by wall: CivilTime) -> Bool {
        switch bound {
        case .never: false
        case .day(let day): wall.days > day
        case .wall(let seconds): wall.wallSeconds > seconds
        case .instant(let limit, let zone): zone.placing(wall) > limit
        }
    }
}
