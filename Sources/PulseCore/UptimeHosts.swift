import FoundationEssentials

/// The hosted uptime services' addresses. Hard-coded, each overridable by an environment
/// variable so tests can point it at a loopback server, as `Endpoints` does.
public struct UptimeHosts: Equatable, Sendable {
    /// The original uptime API (`PULSE_UPTIME_URL`, as `Endpoints.uptime`).
    public let levo: URL
    /// UptimeRobot's API (`PULSE_UPTIMEROBOT_URL`).
    public let uptimeRobot: URL
    /// Better Stack Uptime's API (`PULSE_BETTERSTACK_URL`).
    public let betterStack: URL

    /// The defaults, with any override `environment` names; `levo` in place of the
    /// original API's address when given (a state built from `Endpoints` alone).
    public init(environment: [String: String], levo: URL? = nil) {
        func url(_ variable: String, _ fallback: String) -> URL {
            if let value = environment[variable], let url = URL(string: value), url.host != nil { return url }
            return URL(string: fallback) ?? URL(fileURLWithPath: "/")
        }
        self.levo = levo ?? Endpoints(environment: environment).uptime
        uptimeRobot = url("PULSE_UPTIMEROBOT_URL", "https://api.uptimerobot.com")
        betterStack = url("PULSE_BETTERSTACK_URL", "https://uptime.betterstack.com")
    }
}
