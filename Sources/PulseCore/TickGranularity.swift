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

    /// The first wall-clock boundary strictly after `now` (in `(now, now + period]`).
    /// Derived from the timestamp every time, so a late wake-up never accumulates drift.
    public func nextBoundary(after now: Date) -> Date {
        let t = now.timeIntervalSince1970
        let boundary = (t / period).rounded(.down) * period + period
        return Date(timeIntervalSince1970: boundary)
    }
}
