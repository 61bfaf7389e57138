import FoundationEssentials
import PulseCore

extension Feed {
    /// Every occurrence that overlaps `window`, sorted by start, then end, then title.
    /// Floating times are read in the feed's `X-WR-TIMEZONE` when `zones` resolves it, else
    /// in `local`; a `TZID` that `zones` does not resolve is read as floating; all-day events
    /// cover `local`'s midnights. An override (`RECURRENCE-ID`) replaces its master's
    /// instance; one whose master is missing is shown as the single event it describes. Of
    /// two revisions of an event only the current one is read (`currentEvents`).
    public func occurrences(
        in window: Range<Date>, local: any CivilZone, zones: (String) -> (any CivilZone)?
    ) -> [CalendarOccurrence] {
        let clock = FeedClock(feed: self, local: local, zones: zones)
        let current = currentEvents(clock: clock).map { $0.withEndAfterStart(clock: clock) }
        var overrides: [String: [FeedEvent]] = [:]
        var masters: Set<String> = []
        for event in current {
            if event.recurrenceID == nil {
                masters.insert(event.uid)
            } else if !event.uid.isEmpty {
                overrides[event.uid, default: []].append(event)
            }
        }
        var placed: [PlacedOccurrence] = []
        for event in current {
            let series: SeriesExpansion
            if event.recurrenceID == nil {
                let mine = event.uid.isEmpty ? [] : overrides[event.uid] ?? []
                series = SeriesExpansion(master: event, overrides: mine, clock: clock)
            } else if event.uid.isEmpty || !masters.contains(event.uid) {
                series = SeriesExpansion(master: event, overrides: [], clock: clock)
            } else {
                continue
            }
            placed += series.occurrences(in: window)
        }
        return placed.sorted(by: PlacedOccurrence.inOrder).map(\.occurrence)
    }
}
