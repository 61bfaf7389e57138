import FoundationEssentials

/// The hosted forges' addresses, as each forge names them; each can be moved by an
/// environment variable (its forge says which) so tests can point it at a loopback
/// server.
public struct ContributionsHosts: Equatable, Sendable {
    private let calendars: [ContributionsProviderID: URL]
    private let feeds: [ContributionsProviderID: URL]

    /// The defaults, with any override `environment` names.
    public init(environment: [String: String]) {
        func url(_ address: HostedAddress) -> URL? {
            if let value = environment[address.variable], let url = URL(string: value), url.host != nil { return url }
            return URL(string: address.url)
        }
        var calendars: [ContributionsProviderID: URL] = [:]
        var feeds: [ContributionsProviderID: URL] = [:]
        for provider in ContributionsProviderID.allCases {
            switch provider.descriptor.address {
            case .hosted(let calendar, let events):
                calendars[provider] = url(calendar)
                feeds[provider] = events.flatMap(url) ?? url(calendar)
            case .hostedOrServer(let calendar):
                calendars[provider] = url(calendar)
                feeds[provider] = url(calendar)
            case .server:
                continue
            }
        }
        self.calendars = calendars
        self.feeds = feeds
    }

    /// The hosted calendar address of `provider`; a forge read only from the user's server
    /// gets a placeholder no request is ever sent to.
    public func calendar(_ provider: ContributionsProviderID) -> URL {
        calendars[provider] ?? URL(fileURLWithPath: "/")
    }

    /// The hosted events feed's address of `provider`.
    public func events(_ provider: ContributionsProviderID) -> URL {
        feeds[provider] ?? calendar(provider)
    }
}
