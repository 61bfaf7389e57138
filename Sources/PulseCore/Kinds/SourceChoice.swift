import FoundationEssentials

/// One line of a kind's picker: a provider, hosted or on the user's own server, before
/// its address is known. A provider that is both (Healthchecks, GitLab) is two lines,
/// because one needs an address and the other does not. The lines come from the
/// providers, in their order.
public struct SourceChoice<Kind: SourceKind>: Hashable, Sendable, CustomStringConvertible {
    /// Whose it is.
    public let provider: Kind.ProviderID
    /// Whether it reads from the user's own server (an address is asked for).
    public let ownServer: Bool

    /// The choice a source was made from.
    public init(_ source: Source<Kind>) {
        provider = source.provider
        ownServer = source.address != nil
    }

    /// The choice of `provider`, on the user's server or not.
    public init(_ provider: Kind.ProviderID, ownServer: Bool) {
        self.provider = provider
        self.ownServer = ownServer
    }

    /// Every line, in the providers' order.
    public static var allCases: [SourceChoice] {
        Kind.ProviderID.allCases.flatMap { provider in
            switch Kind.provider(provider).address {
            case .hosted: [SourceChoice(provider, ownServer: false)]
            case .server: [SourceChoice(provider, ownServer: true)]
            case .hostedOrServer: [SourceChoice(provider, ownServer: false), SourceChoice(provider, ownServer: true)]
            }
        }
    }

    /// Its place in `allCases`.
    public var index: Int { Self.allCases.firstIndex(of: self) ?? 0 }

    /// The line's name: a provider that is hosted and self-hosted names the hosted
    /// service by its domain (`HEALTHCHECKS.IO`, `GITLAB.COM`).
    public var name: String {
        let descriptor = Kind.provider(provider)
        guard !ownServer, case .hostedOrServer(let hosted) = descriptor.address,
            let host = URLComponents(string: hosted.url)?.host
        else { return descriptor.name }
        return host.uppercased()
    }

    /// What it is, under its name in the picker (at most 24 characters, the row's room): a
    /// provider that is hosted and self-hosted says so of its own-server line.
    public var summary: String {
        let descriptor = Kind.provider(provider)
        if ownServer, case .hostedOrServer = descriptor.address { return "ON YOUR OWN SERVER" }
        return descriptor.summary
    }

    /// What choosing it asks for, under the name (at most 24 characters, the row's room).
    public var needs: String { Kind.provider(provider).needs(ownServer: ownServer) }

    /// The source itself, for the choices that need no address.
    public var hostedSource: Source<Kind>? { ownServer ? nil : Source(provider) }

    /// The word an address is given after (`kuma:URL`), for the choices that need one.
    public var addressPrefix: String? { ownServer ? provider.rawValue : nil }

    /// The provider's word, and `:URL` for the user's own server.
    public var description: String { provider.rawValue + (ownServer ? ":URL" : "") }
}
