import FoundationEssentials

/// A kind's hosted addresses, as each provider names them; each can be moved by an
/// environment variable (its provider says which) so tests can point it at a loopback
/// server, as `Endpoints` does.
public struct SourceHosts<Kind: SourceKind>: Equatable, Sendable {
    private let hosted: [Kind.ProviderID: URL]
    private let second: [Kind.ProviderID: URL]

    /// The defaults, with any override `environment` names.
    public init(environment: [String: String]) {
        var hosted: [Kind.ProviderID: URL] = [:]
        var second: [Kind.ProviderID: URL] = [:]
        for provider in Kind.ProviderID.allCases {
            let descriptor = Kind.provider(provider)
            hosted[provider] = descriptor.address.hosted?.resolved(in: environment)
            second[provider] = descriptor.secondAddress?.resolved(in: environment)
        }
        self.hosted = hosted
        self.second = second
    }

    /// The hosted address of `provider`; a provider read only from the user's server gets
    /// a placeholder no request is ever sent to.
    public subscript(provider: Kind.ProviderID) -> URL {
        hosted[provider] ?? URL(fileURLWithPath: "/")
    }

    /// The second hosted address of `provider`, or its hosted one where it has none.
    public func second(_ provider: Kind.ProviderID) -> URL {
        second[provider] ?? self[provider]
    }
}
