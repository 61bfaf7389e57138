import FoundationEssentials

/// Where the Uptime page reads its monitors: a provider (a key into `UptimeProviders`) and,
/// for the user's own server, its address. An address is always canonical (lower-case
/// scheme and host, no trailing slash, no query or fragment), so two spellings of one
/// address compare equal. Everything else about a source comes from its provider.
public struct UptimeSource: Hashable, Sendable, CustomStringConvertible {
    /// Whose API it is.
    public let provider: UptimeProviderID
    /// The user's server, for a self-hosted source; nil for a hosted one.
    public let address: URL?

    /// A source of `provider` at `address` (nil: hosted).
    public init(_ provider: UptimeProviderID, address: URL? = nil) {
        self.provider = provider
        self.address = address
    }

    /// The provider's description.
    public var descriptor: any UptimeProvider { UptimeProviders.descriptor(provider) }

    /// The form `preferences.json` keeps, which `init(parsing:)` reads back to this value:
    /// the same words as `--uptime` takes.
    public var storedForm: String {
        address.map { "\(provider.rawValue):\($0.absoluteString)" } ?? provider.rawValue
    }

    /// The stored form, which carries no secret (an address with a user or password is
    /// refused before it becomes a source).
    public var description: String { storedForm }

    /// The source's name as Settings shows it.
    public var name: String { descriptor.name }

    /// The server a self-hosted source points at, as `host` or `host:port`; never the user
    /// name or password a URL may carry. Nil for the hosted services.
    public var host: String? {
        guard let address, let host = URLComponents(url: address, resolvingAgainstBaseURL: false)?.host,
            !host.isEmpty
        else { return nil }
        let shown = host.contains(":") && !host.hasPrefix("[") ? "[\(host)]" : host
        return address.port.map { "\(shown):\($0)" } ?? shown
    }

    /// The Settings row's value: the name, then the server's whole address for a
    /// self-hosted source (`UPTIME KUMA STATUS.EXAMPLE.COM/STATUS/MAIN`).
    public var displayText: String {
        server.map { "\(name) \($0.uppercased())" } ?? name
    }

    /// How `displayText` after `lead` characters (`FROM `) gives way: a self-hosted
    /// source's address loses the middle of its path, then its name, never its host and
    /// port (`TextCut.address`); a hosted one's name, its end.
    public func displayCut(after lead: Int = 0) -> TextCut {
        guard let host, let server else { return .end }
        return .address(lead: lead, name: name.count + 1, host: host.count + (server.count > host.count ? 1 : 0))
    }

    /// The address a self-hosted source reads, as `host[:port]` and its path
    /// (`127.0.0.1:18765/status/main`): never its scheme, user name or password. Nil for
    /// the hosted services.
    public var server: String? {
        guard let host, let address else { return nil }
        let path = URLComponents(url: address, resolvingAgainstBaseURL: false)?.percentEncodedPath ?? ""
        return path.isEmpty || path == "/" ? host : host + path
    }

    /// The credential whose value the runtime adds to this source's requests; nil when
    /// none is sent. One per provider, and per server when self-hosted, so one service's
    /// key never goes to another.
    public var credential: Credential? {
        guard let key = descriptor.key else { return nil }
        return Credential(rawValue: key.credential + (address.map { "@" + $0.absoluteString } ?? ""))
    }

    /// Where the runtime puts the key in this source's requests: in its header or in the
    /// form body, never in a URL.
    public var credentialPlacement: CredentialPlacement { descriptor.key?.placement ?? .bearer }

    /// How often it may be read.
    public var cadence: UptimeCadence { descriptor.cadence }

    /// The Uptime page's foot line, which opens the prompt that changes what the source
    /// needs: its key, or its address for the sources that need no key.
    public var changeLine: String {
        if let key = descriptor.key { return key.isToken ? "CHANGE API TOKEN" : "CHANGE API KEY" }
        return "CHANGE " + (descriptor.addressWords?.title ?? "SERVER")
    }

    /// What a response's status alone says, before the body is read: nil for a 2xx.
    public func failure(forStatus status: Int) -> UptimeReadFailure? {
        descriptor.failure(forStatus: status)
    }

    /// Where this source's requests go: its server, or the hosted API in `hosts`.
    public func base(in hosts: UptimeHosts) -> URL {
        address ?? hosts[provider]
    }
}
