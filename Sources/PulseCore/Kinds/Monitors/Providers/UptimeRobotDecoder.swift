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
    /// The page read at `now`, or why not. Required: `stat`; for `ok`, `monitors` and each
    /// monitor's string `friendly_name`. A `fail` naming `api_key` is a rejected key. A
    /// monitor's 24-hour ratio and when it went down come from the same answer, asked for
    /// with `custom_uptime_ratios=1` and the newest log (`ratio(_:)`, `downSince(_:)`).
    public static func decode(_ body: Data, at now: Date) -> Result<UptimeRobotPage, UptimeReadFailure> {
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
            let state = status(fields["status"])
            services.append(
                UptimeService(
                    name: name, status: state, uptime: ratio(fields, at: now),
                    downSince: state == .down ? downSince(fields["logs"]) : nil))
        }
        let total = JSONField.integer((root["pagination"] as? [String: Any])?["total"])
        return .success(UptimeRobotPage(services: services, total: total))
    }

    /// The day's ratio, `custom_uptime_ratio` (a percentage as a string, `99.998`; several
    /// periods would be joined by `-`, and the first is the one asked for), as 0 to 1. Only
    /// for a monitor being checked (up, seems down, down: a paused one or one not checked
    /// yet has no day of checks) and made a day or more before `now` (`create_datetime`),
    /// since a younger monitor's "day" is the hours it has had.
    static func ratio(_ fields: [String: Any], at now: Date) -> Double? {
        guard [.operational, .degraded, .down].contains(status(fields["status"])),
            let made = JSONField.integer(fields["create_datetime"]),
            Date(timeIntervalSince1970: TimeInterval(made)) <= now.addingTimeInterval(-UptimeHistory.day),
            let first = JSONField.string(fields["custom_uptime_ratio"])?.split(
                separator: "-", omittingEmptySubsequences: false
            )
            .first,
            let percent = Double(first), percent.isFinite, (0...100).contains(percent)
        else { return nil }
        return percent / 100
    }

    /// When a down monitor went down: the newest of its `logs` when that one is a down
    /// event (type 1), at its `datetime` (Unix seconds). Nil when the newest event is
    /// another (started, paused, up), or there is none.
    static func downSince(_ logs: Any?) -> Date? {
        let events = ((logs as? [Any]) ?? []).compactMap { $0 as? [String: Any] }.compactMap {
            log -> (type: Int, at: Int)? in
            guard let type = JSONField.integer(log["type"]), let at = JSONField.integer(log["datetime"]) else {
                return nil
            }
            return (type, at)
        }
        guard let newest = events.max(by: { $0.at < $1.at }), newest.type == 1 else { return nil }
        return Date(timeIntervalSince1970: TimeInterval(newest.at))
    }

    /// 2 up; 8 (seems down) degraded; 9 down; 0 paused; 1 (not checked yet) new; any
    /// other value unknown.
    static func status(_ value: Any?) -> ServiceStatus { ServiceStatus(JSONField.integer(value), in: states) }

    private static let states: [Int: ServiceStatus] = [2: .operational, 8: .degraded, 9: .down, 0: .paused, 1: .new]

    /// Whether a `fail`'s error is about the key: `api_key not found.`, `api_key is
    /// invalid.`, `api_key parameter is missing.`, each with `parameter_name: api_key`,
    /// or `type: not_authorized`, a key without the rights to read monitors (a read-only
    /// or monitor-specific key for another call): a key to change, not a refusal to wait out.
    private static func isKeyError(_ error: Any?) -> Bool {
        guard let error = error as? [String: Any] else { return false }
        if JSONField.string(error["parameter_name"]) == "api_key" { return true }
        if JSONField.string(error["type"])?.lowercased() == "not_authorized" { return true }
        return JSONField.string(error["message"])?.lowercased().contains("api_key") ?? false
    }
}
