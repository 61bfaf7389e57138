import FoundationEssentials

/// Where the contributions page reads a calendar: a forge (a key into
/// `ContributionsProviders`) and, for a server of the user's own, its address. An address
/// is always canonical (lower-case scheme and host, no trailing slash, no query or
/// fragment), so two spellings of one address compare equal. Everything else about a
/// source comes from its forge.
public struct ContributionsSource: Hashable, Sendable, CustomStringConvertible {
    /// Whose calendar it is.
    public let provider: ContributionsProviderID
    /// The user's server, for a self-hosted forge; nil for a hosted one.
    public let address: URL?

    /// A source of `provider` at `address` (nil: hosted).
    public init(_ provider: ContributionsProviderID, address: URL? = nil) {
        self.provider = provider
        self.address = address
    }

    /// The forge's description.
    public var descriptor: any ContributionsProvider { provider.descriptor }

    /// The forge's name.
    public var name: String { descriptor.name }

    /// The form `preferences.json` keeps and `--contributions` takes: the word, then
    /// `:URL` for the user's own server.
    public var storedForm: String {
        address.map { "\(provider.rawValue):\($0.absoluteString)" } ?? provider.rawValue
    }

    /// The stored form, which carries no secret (an address with a user or password is
    /// refused before it becomes a source).
    public var description: String { storedForm }

    /// The server a self-hosted source points at, as `host` or `host:port`; nil for a
    /// hosted one.
    public var host: String? {
        guard let address, let host = URLComponents(url: address, resolvingAgainstBaseURL: false)?.host,
            !host.isEmpty
        else { return nil }
        let shown = host.contains(":") && !host.hasPrefix("[") ? "[\(host)]" : host
        return address.port.map { "\(shown):\($0)" } ?? shown
    }

    /// The Settings row's value: the name, then the host for a self-hosted source
    /// (`GITLAB GITLAB.EXAMPLE.COM`).
    public var displayText: String {
        host.map { "\(name) \($0.uppercased())" } ?? name
    }

    /// The credential the handle is stored as: one per forge, and per server when
    /// self-hosted, so switching back and forth never asks for a handle again.
    public var handleCredential: Credential {
        Credential(rawValue: descriptor.handleCredential + (address.map { "@" + $0.absoluteString } ?? ""))
    }

    /// Whether `handle` is one the forge could have issued.
    public func isValidHandle(_ handle: String) -> Bool { descriptor.isValidHandle(handle) }

    /// The calendar's base address: the user's server, or the hosted one in `hosts`.
    public func base(in hosts: ContributionsHosts) -> URL { address ?? hosts.calendar(provider) }

    /// The events feed's base address: the user's server, or the hosted one in `hosts`.
    public func eventsBase(in hosts: ContributionsHosts) -> URL { address ?? hosts.events(provider) }

    /// The page's own words for where the calendar is from, beside `17 WEEKS`: nothing on
    /// GitHub's page, the forge's name on any other.
    public var pageName: String? { provider == .github ? nil : name }
}
