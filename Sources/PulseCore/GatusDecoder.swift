import FoundationEssentials

/// Decodes Gatus's `GET /api/v1/endpoints/statuses`: a JSON array of endpoints, each with
/// its results oldest first.
public enum GatusDecoder {
    /// The endpoints in the API's order (sorted by key). Required: the array and each
    /// endpoint's string `name`. A group, when there is one, leads the name (`core/api`),
    /// because Gatus draws groups as headings and two groups may hold the same name.
    public static func decode(_ body: Data) -> Result<[UptimeService], UptimeReadFailure> {
        guard let endpoints = JSONField.parse(body) as? [Any] else { return .failure(.unreadable) }
        var services: [UptimeService] = []
        for endpoint in endpoints {
            guard let fields = endpoint as? [String: Any], let name = JSONField.string(fields["name"]) else {
                return .failure(.unreadable)
            }
            let group = JSONField.string(fields["group"]).flatMap { $0.isEmpty ? nil : $0 }
            let last = (fields["results"] as? [Any])?.last as? [String: Any]
            services.append(
                UptimeService(
                    name: group.map { "\($0)/\(name)" } ?? name, status: status(last),
                    lastCheckedAt: JSONField.string(last?["timestamp"]).flatMap(timestamp)))
        }
        return .success(services)
    }

    /// The last result's `success`: true up, false down; no result, or no boolean, unknown.
    static func status(_ last: [String: Any]?) -> ServiceStatus {
        guard let last else { return .unknown }
        switch JSONField.boolean(last["success"]) {
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
