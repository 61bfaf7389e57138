import Foundation

extension LoopbackServer {
    /// The uptime sources the server plays beside the original API, by their `/control` names.
    public enum UptimeSourceName: String, Sendable {
        case kuma, healthchecks, uptimerobot, gatus, betterstack
    }

    /// Sets how `source` answers: ok, hostile or one of the server's faults; kuma also
    /// takes v1 (1.x bodies, an unknown slug never answered), uptimerobot fail and one,
    /// betterstack offsite (page 1's next on another host).
    public func setUptimeSource(_ source: UptimeSourceName, _ mode: String) {
        _ = get("/control?\(source.rawValue)=\(mode)")
    }

    /// The key the Healthchecks endpoint accepts in `X-Api-Key`.
    public static let healthchecksKey = "hc_test_key"
    /// The `api_key` the UptimeRobot endpoint accepts in its form body.
    public static let uptimeRobotKey = "ur_test_key"
    /// The bearer token the Better Stack endpoint accepts.
    public static let betterStackToken = "bs_test_token"
    /// The Kuma slug the server knows (`temp` in v1 mode, as the real 1.x page says).
    public static let kumaSlug = "main"
}
