import FoundationEssentials
import PulseCore

/// One event with the overrides that share its `UID`, expanded into a window: DTSTART, each
/// `RRULE`'s starts and each `RDATE`, an instance made twice taken once, less the `EXDATE`s
/// and the instances an override replaces; each override shown as itself.
struct SeriesExpansion {
    let master: FeedEvent
    let overrides: [FeedEvent]
    let clock: FeedClock

    /// Its occurrences that overlap `window`.
    func occurrences(in window: Range<Date>) -> [PlacedOccurrence] {
        var placed: [PlacedOccurrence] = []
        for override in overrides where !override.isCancelled {
            let instant = clock.instant(override.start)
            let length = EventLength(override, startingAt: instant, clock: clock)
            let occurrence = single(override, at: override.start, instant, lasting: length)
            if occurrence.overlaps(window) { placed.append(occurrence) }
        }
        // A cancelled series shows none of its own instances.
        guard !master.isCancelled else { return placed }
        // Each start is placed once: DTSTART's place serves its length too.
        let first = clock.instant(master.start)
        let length = EventLength(master, startingAt: first, clock: clock)
        let changes = overrides.compactMap { FutureChange($0, clock: clock) }.sorted { $0.from < $1.from }
        var excluded = InstanceMatcher<Bool>(form: master.start.form)
        for exdate in master.exdates { excluded.add(exdate, true, clock: clock) }
        var replaced = InstanceMatcher<Bool>(form: master.start.form)
        for override in overrides { if let id = override.recurrenceID { replaced.add(id, true, clock: clock) } }
        var seen: Set<InstanceKey> = []
        for (start, periodEnd) in starts(around: window, length: length, changes: changes) {
            let instant = start == master.start ? first : clock.instant(start)
            let key = InstanceKey(start, at: instant)
            guard seen.insert(key).inserted, excluded.match(start, at: instant, clock: clock) == nil,
                replaced.match(start, at: instant, clock: clock) == nil
            else { continue }
            let occurrence: PlacedOccurrence
            if let change = changes.last(where: { $0.from < instant }) {
                if change.override.isCancelled { continue }
                let moved = change.moved(start)
                occurrence = single(change.override, at: moved, clock.instant(moved), lasting: change.length)
            } else if let periodEnd {
                let end: CalendarOccurrence.Time =
                    periodEnd.isDate ? .date(periodEnd.wall) : .instant(clock.instant(periodEnd))
                occurrence = PlacedOccurrence(
                    CalendarOccurrence(start: Self.time(start, instant), end: end, title: master.summary), clock: clock)
            } else {
                occurrence = single(master, at: start, instant, lasting: length)
            }
            if occurrence.overlaps(window) { placed.append(occurrence) }
        }
        return placed
    }

    /// DTSTART, the rules' starts near `window` and every `RDATE` (with a `PERIOD`'s end).
    /// The rules are stepped in the series' own wall time over the window widened by how far
    /// an instance reaches and how far a change may move one, and a day for the zones.
    private func starts(around window: Range<Date>, length: EventLength, changes: [FutureChange])
        -> [(FeedTime, FeedTime?)]
    {
        var starts: [(FeedTime, FeedTime?)] = [(master.start, nil)]
        if !master.rules.isEmpty {
            let zone = clock.zone(for: master.start.form)
            let margin = 2 * 86_400 + changes.map(\.reach).reduce(0, max)
            let lower = zone.civilTime(at: window.lowerBound).addingWallSeconds(-(margin + length.reach))
            let upper = zone.civilTime(at: window.upperBound).addingWallSeconds(margin)
            for rule in master.rules {
                let expansion = RuleExpansion(rule, start: master.start, clock: clock)
                starts += expansion.starts(from: lower, through: upper).map { (FeedTime($0, master.start.form), nil) }
            }
        }
        for (index, rdate) in master.rdates.enumerated() {
            starts.append((rdate, index < master.rdatePeriodEnds.count ? master.rdatePeriodEnds[index] : nil))
        }
        return starts
    }

    /// `event` as one occurrence starting at `start` (placed at `instant`), its end from `length`.
    private func single(_ event: FeedEvent, at start: FeedTime, _ instant: Date, lasting length: EventLength)
        -> PlacedOccurrence
    {
        let occurrence = CalendarOccurrence(
            start: Self.time(start, instant), end: length.end(of: start, at: instant, clock: clock),
            title: event.summary)
        return PlacedOccurrence(occurrence, clock: clock)
    }

    private static func time(_ start: FeedTime, _ instant: Date) -> CalendarOccurrence.Time {
        start.isDate ? .date(start.wall.midnight) : .instant(instant)
    }
}
