import FoundationEssentials

/// Decodes Healthchecks' `GET /api/v3/checks/`, for a read-write or a read-only key alike
/// (the read-only answer drops the ids and URLs, which are never read).
public enum HealthchecksDecoder {
    /// The checks in the API's order. Required: `checks` and each check's string `name`.
    /// The time is the last ping: Healthchecks does not poll, it is told, so the last word
    /// from the job is the newest thing it knows.
    public static func decode(_ body: Data) -> Result<[UptimeService], UptimeReadFailure> {
        guard let root = JSONField.parse(body) as? [String: Any], let checks = root["checks"] as? [Any] else {
            return .failure(.unreadable)
        }
        var services: [UptimeService] = []
        for check in checks {
            guard let fields = check as? [String: Any], let name = JSONField.string(fields["name"]) else {
                return .failure(.unreadable)
            }
            services.append(
                UptimeService(
                    name: name, status: status(fields["status"]),
                    lastCheckedAt: JSONField.string(fields["last_ping"]).flatMap(UptimeDecoder.timestamp)))
        }
        return .success(services)
    }

    /// `up`; `grace` (late, inside the grace time) degraded; `down`; `paused` paused;
    /// `new` (never pinged) new; anything else unknown. v1's `started` is not a v3 value,
    /// so it is unknown too.
    static func status(_ value: Any?) -> ServiceStatus { ServiceStatus(JSONField.string(value), in: states) }

    private static let states: [String: ServiceStatus] = [
        "up": .operational, "grace": .degraded, "down": .down, "paused": .paused, "new": .new,
    ]
}
