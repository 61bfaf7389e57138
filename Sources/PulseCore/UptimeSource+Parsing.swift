import FoundationEssentials

/// Why a `--uptime` value (or a stored one) was refused; the description is the line the
/// command line prints. It never repeats an address, which may carry a password.
public enum UptimeSourceError: Error, Equatable, Sendable, CustomStringConvertible {
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
        }
    }

    private static let choices =
        "use levo, kuma:URL, healthchecks, healthchecks:URL, uptimerobot, gatus:URL or betterstack"
}

extension UptimeSource {
    /// Reads `levo`, `kuma:URL`, `healthchecks`, `healthchecks:URL`, `uptimerobot`,
    /// `gatus:URL` or `betterstack` (the name in any case), or throws what was wrong.
    public init(parsing text: String) throws(UptimeSourceError) {
        let name: Substring, address: Substring?
        if let colon = text.firstIndex(of: ":") {
            (name, address) = (text[..<colon], text[text.index(after: colon)...])
        } else {
            (name, address) = (Substring(text), nil)
        }
        let source = name.lowercased()
        switch (source, address) {
        case ("levo", nil): self = .levo
        case ("uptimerobot", nil): self = .uptimerobot
        case ("betterstack", nil): self = .betterstack
        case ("healthchecks", nil): self = .healthchecks(base: Self.healthchecksIO)
        case ("healthchecks", let address?): self = .healthchecks(base: try Self.base(String(address)).url)
        case ("gatus", let address?): self = .gatus(base: try Self.base(String(address)).url)
        case ("kuma", let address?):
            let (base, slug) = try Self.kumaPage(String(address))
            self = .kuma(base: base, slug: slug)
        case ("kuma", nil), ("gatus", nil): throw .missingURL(source: source)
        case ("levo", _?), ("uptimerobot", _?), ("betterstack", _?): throw .unexpectedURL(source: source)
        default:
            let plain = !source.isEmpty && source.count <= 20 && source.allSatisfy { $0.isASCII && $0.isLetter }
            throw .unknownSource(plain ? source : nil)
        }
    }

    /// The canonical base of `text`, and the path segments after it, for Kuma to split.
    private static func base(_ text: String) throws(UptimeSourceError) -> (url: URL, path: [String]) {
        guard !text.isEmpty else { throw .notAURL }
        guard var parts = URLComponents(string: text), let scheme = parts.scheme?.lowercased(),
            ["http", "https"].contains(scheme), let host = parts.host, !host.isEmpty
        else { throw .notAURL }
        guard parts.query == nil, parts.fragment == nil else { throw .queryOrFragment }
        guard parts.user == nil, parts.password == nil else { throw .userInfo }
        guard scheme == "https" || isLoopbackHost(host) else { throw .insecureURL }
        let path = parts.path.split(separator: "/").map(String.init)
        parts.scheme = scheme
        parts.host = host.lowercased()
        parts.percentEncodedPath =
            path.isEmpty ? "" : "/" + parts.percentEncodedPath.split(separator: "/").joined(separator: "/")
        guard let url = parts.url, isPermittedURL(url) else { throw .notAURL }
        return (url, path)
    }

    /// A status page's address as the browser shows it, `BASE/status/SLUG`, split in two.
    private static func kumaPage(_ text: String) throws(UptimeSourceError) -> (URL, String) {
        let (whole, path) = try base(text)
        guard path.count >= 2, path[path.count - 2] == "status", let slug = path.last else {
            throw .kumaWithoutSlug
        }
        guard isKumaSlug(slug) else { throw .invalidKumaSlug }
        var parts = URLComponents(url: whole, resolvingAgainstBaseURL: false)
        let kept = path.dropLast(2)
        parts?.path = kept.isEmpty ? "" : "/" + kept.joined(separator: "/")
        guard let base = parts?.url else { throw .notAURL }
        return (base, slug)
    }

    /// Kuma's own rule for a slug (`checkSlug`): letters and digits, single hyphens between.
    static func isKumaSlug(_ slug: String) -> Bool {
        let words = slug.split(separator: "-", omittingEmptySubsequences: false)
        return words.allSatisfy { word in
            !word.isEmpty && word.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) }
        }
    }
}
