import FoundationEssentials

/// One line of the Settings picker of contribution sources: a forge, hosted or on the
/// user's own server, before its address is known. A forge that is both (GitLab) is two
/// lines, because one needs an address and the other does not. The lines come from the
/// forges, in their order.
public struct ContributionsSourceChoice: Hashable, Sendable, CustomStringConvertible {
    /// Whose calendar it is.
    public let provider: ContributionsProviderID
    /// Whether it reads from the user's own server (an address is asked for).
    public let ownServer: Bool

    /// The choice a source was made from.
    public init(_ source: ContributionsSource) {
        provider = source.provider
        ownServer = source.address != nil
    }

    /// The choice of `provider`, on the user's server or not.
    public init(_ provider: ContributionsProviderID, ownServer: Bool) {
        self.provider = provider
        self.ownServer = ownServer
    }

    /// Every line, in the forges' order.
    public static let allCases: [ContributionsSourceChoice] = ContributionsProviderID.allCases.flatMap { provider in
        switch provider.descriptor.address {
        case .hosted: [ContributionsSourceChoice(provider, ownServer: false)]
        case .server: [ContributionsSourceChoice(provider, ownServer: true)]
        case .hostedOrServer:
            [
                ContributionsSourceChoice(provider, ownServer: false),
                ContributionsSourceChoice(provider, ownServer: true),
            ]
        }
    }

    /// Its place in `allCases`.
    public var index: Int { Self.allCases.firstIndex(of: self) ?? 0 }

    /// The line's name: a forge that is hosted and self-hosted names the hosted one by its
    /// domain (`GITLAB.COM`).
    public var name: String {
        guard !ownServer, case .hostedOrServer(let hosted) = provider.descriptor.address,
            let host = URLComponents(string: hosted.url)?.host
        else { return provider.descriptor.name }
        return host.uppercased()
    }

    /// What choosing it asks for, under the name (at most 24 characters).
    public var needs: String { provider.descriptor.needs(ownServer: ownServer) }

    /// The source itself, for the choices that need no address.
    public var hostedSource: ContributionsSource? { ownServer ? nil : ContributionsSource(provider) }

    /// The `--contributions` word an address is given after, for the choices that need one.
    public var addressPrefix: String? { ownServer ? provider.rawValue : nil }

    /// The forge's word, and `:URL` for the user's own server.
    public var description: String { provider.rawValue + (ownServer ? ":URL" : "") }
}

/// The contributions page's remembered choices: the source, and the last address of each
/// self-hosted kind, so switching back to one asks for nothing again.
public struct ContributionsPreferences: Equatable, Sendable {
    /// Where the calendar is read (default GitHub).
    public private(set) var source: ContributionsSource
    /// The last source of each choice that reads from the user's own server.
    public private(set) var addresses: [ContributionsSourceChoice: ContributionsSource]

    /// Preferences; `source` is remembered as its choice's address.
    public init(
        source: ContributionsSource = .github, addresses: [ContributionsSourceChoice: ContributionsSource] = [:]
    ) {
        self.source = source
        self.addresses = addresses.filter { ContributionsSourceChoice($0.value) == $0.key }
        remember(source)
    }

    /// Makes `source` the one read, and remembers its address.
    public mutating func choose(_ source: ContributionsSource) {
        self.source = source
        remember(source)
    }

    private mutating func remember(_ source: ContributionsSource) {
        let choice = ContributionsSourceChoice(source)
        if choice.addressPrefix != nil { addresses[choice] = source }
    }
}
