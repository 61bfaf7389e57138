import FoundationEssentials

/// Why a `--uptime` value (or a stored one) was refused; the description is the line the
/// command line prints. It never repeats an address, which may carry a password.
public enum UptimeSourceError: Error, Equatable, Sendable, CustomStringConvertible, SourceAddressError {
    /// Not one of the sources; the name is kept only when it is a plain word.
    case unknownSource(String?)
    /// A source that reads from a server of its own was given no address.
    case missingURL(source: String)
    /// A hosted source was given an address it cannot use.
    case unexpectedURL(source: String)
    /// The address is not an `http` or `https` URL with a host.
    case notAURL
    /// Plain `http://` to a host that is not loopback.
    case insecureURL
    /// The address has a query or a fragment, which no source's API takes.
    case queryOrFragment
    /// The address carries a user name or password: it would be stored in the settings
    /// file, which is not private as the credentials file is.
    case userInfo
    /// A Kuma address whose path does not end in `/status/SLUG`.
    case kumaWithoutSlug
    /// A Kuma slug that Kuma itself would refuse.
    case invalidKumaSlug
    /// Longer than `UptimeSource.longestText`: no server's address is that long.
    case tooLong

    /// The usage line.
    public var description: String {
        switch self {
        case .unknownSource(let name?):
            "unknown uptime source '\(name)': \(Self.choices)"
        case .unknownSource(nil):
            "unknown uptime source: \(Self.choices)"
        case .missingURL("kuma"):
            "kuma needs the status page's address, as the browser shows it: kuma:https://HOST/status/SLUG"
        case .missingURL(let source):
            "\(source) needs the server's address: \(source):https://HOST"
        case .unexpectedURL(let source):
            "\(source) takes no address"
        case .notAURL:
            "the uptime source's address is not an http:// or https:// URL with a host"
        case .insecureURL:
            "the uptime source's address must be https:// (plain http:// only to a loopback host)"
        case .queryOrFragment:
            "the uptime source's address must not have a query (?) or a fragment (#)"
        case .userInfo:
            "the uptime source's address must not carry a user name or password (it would be stored in "
                + "preferences.json, which is not private)"
        case .kumaWithoutSlug:
            "a Kuma address must end in /status/SLUG, as the browser shows the status page"
        case .invalidKumaSlug:
            "a Kuma status page's slug is letters and digits, joined by single hyphens"
        case .tooLong:
            "an uptime source is at most \(UptimeSource.longestText) bytes long, address included"
        }
    }

    /// Every source's form, from the providers.
    static var choices: String {
        SourceText.choices(UptimeProviderID.allCases.flatMap(\.descriptor.helpForms))
    }
}

extension UptimeSource {
    /// The longest source taken, in UTF-8 bytes, address included: far beyond any server's
    /// address (browsers and servers stop at about 8 KB for a whole URL with its query,
    /// and a base address has none), and small enough that the settings file, which keeps
    /// the source and the address of its kind, stays far under what its reader takes.
    public static let longestText = 2048

    /// Reads a provider's word (in any case), then `:URL` for the user's own server where
    /// the provider reads one, or throws what was wrong.
    public init(parsing text: String) throws(UptimeSourceError) {
        // Measured before anything else is read: the refusal costs nothing however long.
        guard text.utf8.count <= Self.longestText else { throw .tooLong }
        let (word, address) = SourceText.split(text)
        guard let provider = UptimeProviderID(rawValue: word) else {
            throw .unknownSource(SourceText.plainName(word))
        }
        switch (provider.descriptor.address, address) {
        case (.hosted, nil), (.hostedOrServer, nil):
            self.init(provider)
        case (.hosted, _?):
            throw .unexpectedURL(source: word)
        case (.server, nil):
            throw .missingURL(source: word)
        case (.server, let address?), (.hostedOrServer, let address?):
            let base: (url: URL, path: [String])
            do { base = try SourceText.address(String(address)) } catch { throw UptimeSourceError(error) }
            let canonical = try provider.descriptor.canonical(base.url, path: base.path)
            if case .hostedOrServer(let hosted) = provider.descriptor.address, canonical.absoluteString == hosted {
                self.init(provider)
            } else {
                self.init(provider, address: canonical)
            }
        }
    }
}
