import FoundationEssentials

/// One public event of a forge's feed, as much of it as Pulse reads: whether it was a push,
/// and when.
public struct ForgeEvent: Equatable, Sendable {
    /// Only pushes count; every other kind is `other`.
    public enum Kind: Equatable, Sendable {
        case push, other
    }

    /// What it was.
    public let kind: Kind
    /// When it happened.
    public let createdAt: Date

    /// An event.
    public init(kind: Kind, createdAt: Date) {
        self.kind = kind
        self.createdAt = createdAt
    }

    /// The newest push on the same local calendar day as `now` in `zone`, if any: never
    /// an older day's time.
    public static func lastPushToday(in events: [ForgeEvent], now: Date, zone: some CivilZone) -> Date? {
        // Each push is read at its own offset: one made before a daylight-saving change
        // that morning is still on today's date.
        let today = zone.civilTime(at: now).days
        return events.filter { $0.kind == .push && zone.civilTime(at: $0.createdAt).days == today }
            .map(\.createdAt).max()
    }

    /// An instant as the forges' feeds write one, with its offset (`2026-02-16T10:43:19.667Z`,
    /// `2021-03-09T12:26:56.000+05:30`); nil without an offset or when it is not one.
    public static func instant(_ text: String) -> Date? {
        guard case .success(let date) = ISO8601Instant.parse(text, localZone: UTCOffsetOnly()) else { return nil }
        return date
    }
}
