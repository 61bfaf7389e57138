import FoundationEssentials

/// One page of Better Stack's `GET /api/v2/monitors`.
public struct BetterStackPage: Equatable, Sendable {
    /// The page's monitors, in the API's order.
    public let services: [UptimeService]
    /// `pagination.next` as sent: the next page's address, or nil on the last page.
    public let next: String?
}

/// Decodes Better Stack's monitor list, JSON:API-shaped: the fields sit under each item's
/// `attributes`.
public enum BetterStackDecoder {
    /// The page. Required: `data`, each item's `attributes` and its string
    /// `pronounceable_name` (Better Stack fills it in from the URL when none is given).
    public static func decode(_ body: Data) -> Result<BetterStackPage, UptimeReadFailure> {
        guard let root = JSONField.parse(body) as? [String: Any], let items = root["data"] as? [Any] else {
            return .failure(.unreadable)
        }
        var services: [UptimeService] = []
        for item in items {
            guard let fields = (item as? [String: Any])?["attributes"] as? [String: Any],
                let name = JSONField.string(fields["pronounceable_name"])
            else { return .failure(.unreadable) }
            services.append(
                UptimeService(
                    name: name, status: status(fields["status"]),
                    lastCheckedAt: JSONField.string(fields["last_checked_at"]).flatMap(UptimeDecoder.timestamp)))
        }
        let next = JSONField.string((root["pagination"] as? [String: Any])?["next"])
        return .success(BetterStackPage(services: services, next: next))
    }

    /// `up`; `validating` (seems back up, recovery not yet over) degraded; `down`;
    /// `maintenance` (paused for its maintenance window); `paused` paused; `pending` (just
    /// made, waiting for its first check) new; anything else unknown.
    static func status(_ value: Any?) -> ServiceStatus { ServiceStatus(JSONField.string(value), in: states) }

    private static let states: [String: ServiceStatus] = [
        "up": .operational, "validating": .degraded, "down": .down, "maintenance": .maintenance, "paused": .paused,
        "pending": .new,
    ]
}
