import FoundationEssentials
import PulseCore

/// Whether a rule's `UNTIL` (inclusive) is behind a start, compared as RFC 5545 §3.3.10
/// reads each pairing: two dates, or a date `UNTIL` on a timed series as Google writes it,
/// by the calendar day (the whole day named is included); a UTC or zoned `UNTIL` on a timed
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
        case (_, .date): bound = .day(until.wall.days)
        case (true, .floating): bound = .day(until.wall.days)
        case (true, _): bound = .day(clock.local.civilTime(at: clock.instant(until)).days)
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
