import FoundationEssentials

/// One page of UptimeRobot's v2 `getMonitors`.
public struct UptimeRobotPage: Equatable, Sendable {
    /// The page's monitors, in the API's order.
    public let services: [UptimeService]
    /// How many monitors the account has in all, if the page said.
    public let total: Int?
}

/// Decodes UptimeRobot's v2 `getMonitors`. Errors come as HTTP 200 with `"stat":"fail"`,
/// so the body, not the status, says whether the key was refused.
public enum UptimeRobotDecoder {
    /// The page, or why not. Required: `stat`; for `ok`, `monitors` and each monitor's
    /// string `friendly_name`. A `fail` naming `api_key` is a rejected key.
    public static func decode(_ body: Data) -> Result<UptimeRobotPage, UptimeReadFailure> {
        guard let root = JSONField.parse(body) as? [String: Any], let stat = JSONField.string(root["stat"]) else {
            return .failure(.unreadable)
        }
        guard stat == "ok" else {
            guard stat == "fail" else { return .failure(.unreadable) }
            return .failure(isKeyError(root["error"]) ? .keyRejected : .refused)
        }
        guard let monitors = root["monitors"] as? [Any] else { return .failure(.unreadable) }
        var services: [UptimeService] = []
        for monitor in monitors {
            guard let fields = monitor as? [String: Any], let name = JSONField.string(fields["friendly_name"]) else {
                return .failure(.unreadable)
            }
            // getMonitors says when a monitor was made, not when it was last checked.
            services.append(UptimeService(name: name, status: status(fields["status"])))
        }
        let total = JSONField.integer((root["pagination"] as? [String: Any])?["total"])
        return .success(UptimeRobotPage(services: services, total: total))
    }

    /// 2 up; 8 (seems down) degraded; 9 down; 0 (paused), 1 (not checked yet) and any
    /// other value unknown.
    static func status(_ value: Any?) -> ServiceStatus {
        switch JSONField.integer(value) {
        case 2: .operational
        case 8: .degraded
        case 9: .down
        default: .unknown
        }
    }

    /// Whether a `fail`'s error is about the key: `api_key not found.`, `api_key is
    /// invalid.`, `api_key parameter is missing.`, each with `parameter_name: api_key`.
    private static func isKeyError(_ error: Any?) -> Bool {
        guard let error = error as? [String: Any] else { return false }
        if JSONField.string(error["parameter_name"]) == "api_key" { return true }
        return JSONField.string(error["message"])?.lowercased().contains("api_key") ?? false
    }
}
