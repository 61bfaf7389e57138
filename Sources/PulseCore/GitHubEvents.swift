import FoundationEssentials

/// One public event, as much of it as Pulse reads.
public struct GitHubEvent: Equatable, Sendable {
    /// Only pushes count; every other type is `other`.
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
}

/// Decodes `/users/{u}/events/public`: a JSON array whose elements are decoded one by one,
/// so a bad element costs only itself. The slim payloads of 2025 on (no `commits`, no
/// `size`) decode the same, since only `type` and `created_at` are read.
public enum GitHubEventsDecoder {
    /// The body is not an array (a rate-limit message, an error object, not JSON).
    public struct Undecodable: Error, Equatable {}

    /// The events, in the feed's order.
    public static func decode(_ body: Data) -> Result<[GitHubEvent], Undecodable> {
        guard let array = JSONTree.parse(body) as? [Any] else {
            return .failure(Undecodable())
        }
        let format = Date.ISO8601FormatStyle()
        return .success(
            array.compactMap { element in
                guard let fields = element as? [String: Any], let type = fields["type"] as? String,
                    let stamp = fields["created_at"] as? String, let date = try? format.parse(stamp)
                else { return nil }
                return GitHubEvent(kind: type == "PushEvent" ? .push : .other, createdAt: date)
            })
    }

    /// The newest push on the same local calendar day as `now` in `zone`, if any: never
    /// an older day's time.
    public static func lastPushToday(in events: [GitHubEvent], now: Date, zone: some CivilZone) -> Date? {
        // Each push is read at its own offset: one made before a daylight-saving change
        // that morning is still on today's date.
        let today = zone.civilTime(at: now).days
        return events.filter { $0.kind == .push && zone.civilTime(at: $0.createdAt).days == today }
            .map(\.createdAt).max()
    }
}
