import FoundationEssentials

/// Decodes Gatus's `GET /api/v1/endpoints/statuses`: a JSON array of endpoints, each with
/// its results oldest first (the newest 50 of each endpoint's history, unless asked for
/// another page).
public enum GatusDecoder {
    /// The endpoints in the API's order (sorted by key), read at `now`. Required: the array
    /// and each endpoint's string `name`. A group, when there is one, leads the name
    /// (`core/api`), because Gatus draws groups as headings and two groups may hold the
    /// same name. The results are the row's checks; when a failure that ends them began,
    /// where an earlier success shows it; and the share of the last day that succeeded,
    /// only when the results reach back a whole day (an endpoint checked every half hour or
    /// less often), since Gatus sends no ratio of its own in this answer.
    public static func decode(_ body: Data, at now: Date) -> Result<[UptimeService], UptimeReadFailure> {
        guard let endpoints = JSONField.parse(body) as? [Any] else { return .failure(.unreadable) }
        var services: [UptimeService] = []
        for endpoint in endpoints {
            guard let fields = endpoint as? [String: Any], let name = JSONField.string(fields["name"]) else {
                return .failure(.unreadable)
            }
            let group = JSONField.string(fields["group"]).flatMap { $0.isEmpty ? nil : $0 }
            let results = ((fields["results"] as? [Any]) ?? []).compactMap { $0 as? [String: Any] }
            let checks = results.map {
                TimedCheck(status($0), at: JSONField.string($0["timestamp"]).flatMap(timestamp))
            }
            services.append(
                UptimeService(
                    name: group.map { "\($0)/\(name)" } ?? name, status: status(results.last),
                    lastCheckedAt: checks.last?.time, checks: checks.map(\.status),
                    uptime: UptimeHistory.dayShare(checks, at: now), downSince: UptimeHistory.troubleStart(checks)))
        }
        return .success(services)
    }

    /// A result's `success`: true up, false down; no result, or no boolean, unknown.
    static func status(_ result: [String: Any]?) -> ServiceStatus {
        guard let result else { return .unknown }
        switch JSONField.boolean(result["success"]) {
        case true?: return .operational
        case false?: return .down
        case nil: return .unknown
        }
    }

    /// RFC 3339 (Go writes nanoseconds); Go's zero time, year 1, means never and is none.
    static func timestamp(_ text: String) -> Date? {
        guard !text.hasPrefix("0001-"), let date = UptimeDecoder.timestamp(text) else { return nil }
        return date
    }
}
