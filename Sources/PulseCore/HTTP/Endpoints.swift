import FoundationEssentials

/// The base URLs Pulse talks to. Hard-coded; each can be overridden by an environment
/// variable so tests can point it at a loopback server.
public struct Endpoints: Equatable, Sendable {
    /// The forges the contributions page reads (each forge names its own variable).
    public let contributions: ContributionsHosts
    /// The uptime services' hosted addresses (the original API's among them), each with
    /// the variable that moves it, as the providers declare them.
    public let uptime: UptimeHosts
    /// Open-Meteo's forecast API.
    public let openMeteo: URL
    /// Open-Meteo's geocoding API.
    public let geocoding: URL

    /// The defaults, with any override `environment` names.
    public init(environment: [String: String]) {
        func url(_ variable: String, _ fallback: String) -> URL {
            if let value = environment[variable], let url = URL(string: value), url.host != nil { return url }
            return URL(string: fallback) ?? URL(fileURLWithPath: "/")
        }
        contributions = ContributionsHosts(environment: environment)
        uptime = UptimeHosts(environment: environment)
        openMeteo = url("PULSE_OPEN_METEO_URL", "https://api.open-meteo.com")
        geocoding = url("PULSE_GEOCODING_URL", "https://geocoding-api.open-meteo.com")
    }
}
