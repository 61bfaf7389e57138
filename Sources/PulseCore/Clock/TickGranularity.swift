import FoundationEssentials

/// How often a readout changes, and so when the program must next wake for it.
public enum TickGranularity: Sendable, Equatable {
    case minute, second

    /// The period in seconds.
    public var period: TimeInterval {
        switch self {
        case .minute: 60
        case .second: 1
        }
    }

    /// The first boundary of the local clock strictly after `now` (in `(now, now + period]`),
    /// for a clock `utcOffset` seconds east of UTC. Offsets are whole minutes in every zone
    /// in force today, but a POSIX `TZ` may give seconds (`<+000030>-0:00:30`), and the
    /// local minute then turns that many seconds off the UTC one. Derived from the
    /// timestamp every time, so a late wake-up never accumulates drift.
    public func nextBoundary(after now: Date, utcOffset: Int = 0) -> Date {
        let local = now.timeIntervalSince1970 + Double(utcOffset)
        let boundary = (local / period).rounded(.down) * period + period
        return Date(timeIntervalSince1970: boundary - Double(utcOffset))
    }
}
