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
