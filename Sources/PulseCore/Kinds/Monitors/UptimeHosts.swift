import FoundationEssentials

/// The hosted uptime APIs' addresses, as each provider names them; each can be moved by an
/// environment variable (its provider says which) so tests can point it at a loopback
/// server, as `Endpoints` does.
public struct UptimeHosts: Equatable, Sendable {
    private let byProvider: [UptimeProviderID: URL]

    /// The defaults, with any override `environment` names; `levo` in place of the
    /// original API's address when given (a state built from `Endpoints` alone).
    public init(environment: [String: String], levo: URL? = nil) {
        var hosts: [UptimeProviderID: URL] = [:]
        for provider in UptimeProviderID.allCases {
            let fallback: String, variable: String?
            switch provider.descriptor.address {
            case .hosted(let name, let url): (variable, fallback) = (name, url)
            case .hostedOrServer(let url): (variable, fallback) = (nil, url)
            case .server: continue
            }
            if let variable, let value = environment[variable], let url = URL(string: value), url.host != nil {
                hosts[provider] = url
            } else if let url = URL(string: fallback) {
                hosts[provider] = url
            }
        }
        if let levo { hosts[.levo] = levo }
        byProvider = hosts
    }

    /// The hosted address of `provider`; a provider with none reads only from the user's
    /// server, and gets a placeholder no request is ever sent to.
    public subscript(provider: UptimeProviderID) -> URL {
        byProvider[provider] ?? URL(fileURLWithPath: "/")
    }
}
