import FoundationEssentials
import PulseCore

extension FeedEvent {
    /// The event with `DTSTART` and `DTEND` swapped when `DTEND` comes first. RFC 5545 asks
    /// for an end after the start, but some feeds write the two the wrong way round, and
    /// the span between them is what was meant (recurring-ical-events reads it so too).
    /// Two times of one form are compared by wall time, so no time is placed for it.
    func withEndAfterStart(clock: FeedClock) -> FeedEvent {
        guard let end, end.isDate == start.isDate else { return self }
        let endsFirst =
            end.form == start.form
            ? end.wall.wallSeconds < start.wall.wallSeconds : clock.instant(end) < clock.instant(start)
        guard endsFirst else { return self }
        var swapped = self
        (swapped.start, swapped.end) = (end, start)
        return swapped
    }
}
