import FoundationEssentials

/// Where a page reads: a provider of its kind and, for the user's own server, its
/// address. An address is always canonical (lower-case scheme and host, no trailing
/// slash, no query or fragment), so two spellings of one address compare equal.
/// Everything else about a source comes from its provider; what only one kind needs is in
/// that kind's folder.
public struct Source<Kind: SourceKind>: Hashable, Sendable, CustomStringConvertible {
    /// Whose it is.
    public let provider: Kind.ProviderID
    /// The user's server, for a self-hosted source; nil for a hosted one.
    public let address: URL?

    /// A source of `provider` at `address` (nil: hosted).
    public init(_ provider: Kind.ProviderID, address: URL? = nil) {
        self.provider = provider
        self.address = address
    }

    /// The provider's name as Settings shows it.
    public var name: String { Kind.provider(provider).name }

    /// The form `preferences.json` keeps, which `init(parsing:)` reads back to this value:
    /// the same words as the command line takes.
    public var storedForm: String {
        address.map { "\(provider.rawValue):\($0.absoluteString)" } ?? provider.rawValue
    }

    /// The stored form, which carries no secret (an address with a user or password is
    /// refused before it becomes a source).
    public var description: String { storedForm }

    /// The server a self-hosted source points at, as `host` or `host:port`; never the user
    /// name or password a URL may carry. Nil for the hosted services.
    public var host: String? {
        guard let address, let host = URLComponents(url: address, resolvingAgainstBaseURL: false)?.host,
            !host.isEmpty
        else { return nil }
        let shown = host.contains(":") && !host.hasPrefix("[") ? "[\(host)]" : host
        return address.port.map { "\(shown):\($0)" } ?? shown
    }

    /// The address a self-hosted source reads, as `host[:port]` and its path
    /// (`127.0.0.1:18765/status/main`): never its scheme, user name or password. Nil for
    /// the hosted services.
    public var server: String? {
        guard let host, let address else { return nil }
        let path = URLComponents(url: address, resolvingAgainstBaseURL: false)?.percentEncodedPath ?? ""
        return path.isEmpty || path == "/" ? host : host + path
    }

    /// The Settings row's value: the name, then the server for a self-hosted source, with
    /// its path where the kind shows one (`UPTIME KUMA STATUS.EXAMPLE.COM/STATUS/MAIN`,
    /// `GITLAB GIT.EXAMPLE.COM`).
    public var displayText: String {
        (Kind.showsPath ? server : host).map { "\(name) \($0.uppercased())" } ?? name
    }

    /// The credential this source is read with (its key, its handle); nil when it takes
    /// none. One per provider, and per server when self-hosted, so one service's key never
    /// goes to another and switching back and forth never asks again.
    public var credential: Credential? {
        Kind.provider(provider).credentialName.map {
            Credential(rawValue: $0 + (address.map { "@" + $0.absoluteString } ?? ""))
        }
    }

    /// How `displayText` after `lead` characters (`FROM `) gives way: a self-hosted
    /// source's address loses the middle of its path, then its name, never its host and
    /// port (`TextCut.address`); a hosted one's name, its end.
    public func displayCut(after lead: Int = 0) -> TextCut {
        guard let host, let server else { return .end }
        return .address(lead: lead, name: name.count + 1, host: host.count + (server.count > host.count ? 1 : 0))
    }
}

extension Source {
    /// The longest source taken, in UTF-8 bytes, address included: far beyond any server's
    /// address (browsers and servers stop at about 8 KB for a whole URL with its query,
    /// and a base address has none), and small enough that the settings file, which keeps
    /// the source and the address of its kind, stays far under what its reader takes.
    public static var longestText: Int { 2048 }

    /// Reads a provider's word (in any case), then `:URL` for the user's own server where
    /// the provider reads one, or throws what was wrong.
    public init(parsing text: String) throws(SourceError<Kind>) {
        // Measured before anything else is read: the refusal costs nothing however long.
        guard text.utf8.count <= Self.longestText else { throw .tooLong }
        let (word, address) = SourceText.split(text)
        guard let provider = Kind.ProviderID(rawValue: word) else {
            throw .unknownSource(SourceText.plainName(word))
        }
        guard let address else {
            guard case .server = Kind.provider(provider).address else {
                self.init(provider)
                return
            }
            throw .missingURL(source: word)
        }
        try self.init(provider, address: String(address))
    }

    /// An address typed into a prompt for `provider`'s own server: one without a scheme is
    /// the https one a browser would open. Held to the same rules as the command line's,
    /// its stored form within the same length.
    public init(_ provider: Kind.ProviderID, typed text: String) throws(SourceError<Kind>) {
        let address = text.contains("://") ? text : "https://" + text
        guard provider.rawValue.utf8.count + 1 + address.utf8.count <= Self.longestText else { throw .tooLong }
        try self.init(provider, address: address)
    }

    /// `provider` on the server at `text`, made canonical by the shared rules and then the
    /// provider's own; the hosted one's own address is the hosted source.
    private init(_ provider: Kind.ProviderID, address text: String) throws(SourceError<Kind>) {
        let form = Kind.provider(provider).address
        if case .hosted = form { throw .unexpectedURL(source: provider.rawValue) }
        let base: (url: URL, path: [String])
        do { base = try SourceText.address(text) } catch { throw SourceError(error) }
        let canonical: URL
        do { canonical = try Kind.provider(provider).canonical(base.url, path: base.path) } catch {
            throw .refused(error)
        }
        if case .hostedOrServer(let hosted) = form, canonical.absoluteString == hosted.url {
            self.init(provider)
        } else {
            self.init(provider, address: canonical)
        }
    }
}
