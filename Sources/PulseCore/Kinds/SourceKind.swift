import FoundationEssentials

/// A kind of source a page reads (the Uptime page's monitors, the contributions page's
/// forges): the providers it lists, the word its messages and settings keys use, and what
/// its own providers may refuse beyond the address rules every kind shares. Everything
/// the kinds share is written once over this (`Source`, `SourceChoice`, `SourcePicker`,
/// `SourcePreferences`, `SourceHosts`, `SourceError`); a kind is one declaration of this
/// protocol and its providers.
public protocol SourceKind: Sendable {
    /// The key each provider is known by: the word the command line and the settings file
    /// use, listed in the picker's order.
    associatedtype ProviderID: RawRepresentable<String>, CaseIterable, Hashable, Sendable
    /// What a provider's own check of an address may refuse (Kuma: a status page's slug).
    associatedtype Refusal: SourceRefusal

    /// The word its messages and settings keys use (`uptime`, `contributions`).
    static var noun: String { get }
    /// The description of `id`.
    static func provider(_ id: ProviderID) -> any SourceProvider<Self>
    /// Whether the default source counts as chosen: false where the page offers the
    /// picker until the user chooses (the Uptime page), true where the default is read.
    static var defaultIsChosen: Bool { get }
    /// The source read until another is chosen.
    static var defaultSource: Source<Self> { get }
    /// Whether a self-hosted source's Settings value shows the address's path after its
    /// host (a Kuma status page's), rather than the host alone.
    static var showsPath: Bool { get }
    /// The sentence `--uptime` (or its like) prints for a source longer than
    /// `Source.longestText`.
    static var lengthRule: String { get }
    /// The kind's own prompt words for `error`, where they are not the shared ones.
    static func promptText(_ error: SourceError<Self>) -> String?
}

extension SourceKind {
    /// The default is read, and counts as chosen.
    public static var defaultIsChosen: Bool { true }
    /// The host alone.
    public static var showsPath: Bool { false }
    /// The length, in the kind's noun.
    public static var lengthRule: String { "a \(noun) source is at most \(Source<Self>.longestText) bytes long" }
    /// The shared words.
    public static func promptText(_ error: SourceError<Self>) -> String? { nil }

    /// `provider` as the shared parts its kind's table gives, from the kind's own
    /// existential (`any UptimeProvider`).
    public static func shared(_ provider: some SourceProvider<Self>) -> any SourceProvider<Self> { provider }
}

/// What a provider's own check of an address refuses: the command line's line and the
/// prompt's few words.
public protocol SourceRefusal: Error, Equatable, Sendable, CustomStringConvertible {
    /// The address prompt's notice.
    var promptText: String { get }
}

/// No refusal: the kind's providers take any address the shared rules allow.
public enum NoRefusal: SourceRefusal {
    /// Never said: there is no refusal.
    public var description: String { switch self {} }
    /// Never said: there is no refusal.
    public var promptText: String { switch self {} }
}

/// What every provider of every kind declares: its word, its names, where it is read from
/// and how an address of the user's own server is made canonical. Each kind's provider
/// protocol refines this with what only that kind needs.
public protocol SourceProvider<Kind>: Sendable {
    /// The kind it is a provider of.
    associatedtype Kind: SourceKind
    /// The key into the kind's table, and the word the command line and the settings file use.
    var id: Kind.ProviderID { get }
    /// The name Settings, the picker and the prompts show (`UPTIME KUMA`, `GITHUB`).
    var name: String { get }
    /// One line on what it is, under its name in the picker (at most 24 characters).
    var summary: String { get }
    /// Where it is read from: a hosted address, the user's own server, or either.
    var address: SourceAddress { get }
    /// The credentials file's name for what its source is read with (a key, a handle) on
    /// the hosted service; nil for a public source. A self-hosted source's is named by its
    /// address as well (`Source.credential`).
    var credentialName: String? { get }
    /// A second hosted address some of its reads go to (GitHub's API, for its events).
    var secondAddress: HostedAddress? { get }
    /// The `--help` forms of the source (`NAME`, `NAME:URL`).
    var helpForms: [String] { get }
    /// The line the command line prints when the address it needs is missing.
    var missingAddressLine: String { get }
    /// What choosing it asks for, under its name in the picker (at most 24 characters).
    func needs(ownServer: Bool) -> String
    /// The canonical address of a server the user gave (its path split into `path`), or
    /// why it is not one this provider can read.
    func canonical(_ url: URL, path: [String]) throws(Kind.Refusal) -> URL
}

extension SourceProvider {
    /// No second address.
    public var secondAddress: HostedAddress? { nil }

    /// The word, and `word:URL` where the user's server can be read.
    public var helpForms: [String] {
        let word = id.rawValue
        switch address {
        case .hosted: return [word]
        case .server: return ["\(word):URL"]
        case .hostedOrServer: return [word, "\(word):URL"]
        }
    }

    /// The server's address, as a host.
    public var missingAddressLine: String {
        "\(id.rawValue) needs the server's address: \(id.rawValue):https://HOST"
    }

    /// Any server address the shared rules allow, as it is.
    public func canonical(_ url: URL, path: [String]) throws(Kind.Refusal) -> URL { url }
}

/// Where a provider's source is read: a hosted address, the user's own server (given
/// after the name, `NAME:URL`), or the hosted address when none is given.
public enum SourceAddress: Equatable, Sendable {
    /// A hosted service only.
    case hosted(HostedAddress)
    /// The user's own server only.
    case server
    /// The hosted service when no address is given, or the user's own server.
    case hostedOrServer(HostedAddress)

    /// The hosted address, where there is one.
    public var hosted: HostedAddress? {
        switch self {
        case .hosted(let address), .hostedOrServer(let address): address
        case .server: nil
        }
    }
}

/// An address a provider is hosted at, and the environment variable that moves it (for
/// tests), where one does.
public struct HostedAddress: Equatable, Sendable {
    /// The variable that moves it (`PULSE_GITHUB_URL`); nil where none does.
    public let variable: String?
    /// The address itself.
    public let url: String

    /// A hosted address.
    public init(variable: String? = nil, url: String) {
        self.variable = variable
        self.url = url
    }

    /// The address `environment` moves it to, or its own.
    func resolved(in environment: [String: String]) -> URL? {
        if let variable, let value = environment[variable], let url = URL(string: value), url.host != nil {
            return url
        }
        return URL(string: url)
    }
}
