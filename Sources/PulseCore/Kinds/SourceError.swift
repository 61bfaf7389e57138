/// Why a source's words (`--uptime`, `--contributions`, a stored one, an address typed in
/// a prompt) were refused; the description is the line the command line prints. It never
/// repeats an address, which may carry a password.
public enum SourceError<Kind: SourceKind>: Error, Equatable, Sendable, CustomStringConvertible {
    /// Not one of the providers; the name is kept only when it is a plain word.
    case unknownSource(String?)
    /// A provider that reads only from a server of the user's own was given no address.
    case missingURL(source: String)
    /// A hosted provider was given an address it cannot use.
    case unexpectedURL(source: String)
    /// The address is not an `http` or `https` URL with a host.
    case notAURL
    /// Plain `http://` to a host that is not loopback.
    case insecureURL
    /// The address has a query or a fragment, which no provider's API takes.
    case queryOrFragment
    /// The address carries a user name or password: it would be stored in the settings
    /// file, which is not private as the credentials file is.
    case userInfo
    /// What the provider's own check refused (Kuma: the status page's slug).
    case refused(Kind.Refusal)
    /// Longer than `Source.longestText`: no server's address is that long.
    case tooLong

    /// The kind's case for an address the shared rules refused.
    init(_ error: SourceText.AddressError) {
        self =
            switch error {
            case .notAURL: .notAURL
            case .insecureURL: .insecureURL
            case .queryOrFragment: .queryOrFragment
            case .userInfo: .userInfo
            }
    }

    /// The usage line.
    public var description: String {
        let noun = Kind.noun
        switch self {
        case .unknownSource(let name?): return "unknown \(noun) source '\(name)': \(Self.choices)"
        case .unknownSource(nil): return "unknown \(noun) source: \(Self.choices)"
        case .missingURL(let source):
            return Kind.ProviderID(rawValue: source).map { Kind.provider($0).missingAddressLine }
                ?? "\(source) needs the server's address: \(source):https://HOST"
        case .unexpectedURL(let source): return "\(source) takes no address"
        case .notAURL: return "the \(noun) source's address is not an http:// or https:// URL with a host"
        case .insecureURL:
            return "the \(noun) source's address must be https:// (plain http:// only to a loopback host)"
        case .queryOrFragment: return "the \(noun) source's address must not have a query (?) or a fragment (#)"
        case .userInfo:
            return "the \(noun) source's address must not carry a user name or password (it would be stored in "
                + "preferences.json, which is not private)"
        case .refused(let refusal): return refusal.description
        case .tooLong: return Kind.lengthRule
        }
    }

    /// The address prompt's notice: the command line's reason, in the prompt's few words.
    public var promptText: String {
        if let own = Kind.promptText(self) { return own }
        switch self {
        case .insecureURL: return "HTTPS ONLY (HTTP TO LOOPBACK)."
        case .queryOrFragment: return "NO ? OR # IN THE ADDRESS."
        case .refused(let refusal): return refusal.promptText
        case .userInfo: return "NO USER OR PASSWORD IN THE ADDRESS."
        case .tooLong: return "ADDRESS TOO LONG."
        case .unknownSource, .missingURL, .unexpectedURL, .notAURL: return "NOT A SERVER ADDRESS."
        }
    }

    /// Every source's form, from the providers.
    static var choices: String {
        SourceText.choices(Kind.ProviderID.allCases.flatMap { Kind.provider($0).helpForms })
    }
}
