import FoundationEssentials

/// A zone for instants that must carry their own offset (a forge's event, a line of the
/// timers' history): a time without one is refused.
public struct UTCOffsetOnly: CivilZone {
    /// The zone.
    public init() {}
    /// No offset of its own: UTC.
    public func secondsFromGMT(for instant: Date) -> Int { 0 }
    /// None: a time without its offset is no instant.
    public func instant(showing civil: CivilTime) -> Date? { nil }
}
