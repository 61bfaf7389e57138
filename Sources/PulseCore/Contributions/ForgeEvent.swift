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

extension ForgeEvent {
    /// The events of a feed that is a JSON array of objects (GitLab's, Gitea's), each read
    /// on its own, so a bad one costs only itself: the text under `kindField` says whether
    /// it is a push, the instant under `timeField` (`instant(_:)`) when. Nil when the body
    /// is not an array.
    static func feed(_ body: Data, kindField: String, timeField: String, isPush: (String) -> Bool) -> [ForgeEvent]? {
        guard let array = JSONTree.parse(body) as? [Any] else { return nil }
        return array.compactMap { element in
            guard let fields = element as? [String: Any], let kind = fields[kindField] as? String,
                let stamp = fields[timeField] as? String, let date = instant(stamp)
            else { return nil }
            return ForgeEvent(kind: isPush(kind) ? .push : .other, createdAt: date)
        }
    }
}
