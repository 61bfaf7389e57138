import FoundationEssentials

/// Why a `--contributions` value (or a stored one) was refused; the description is the
/// line the command line prints. It never repeats an address, which may carry a password.
public enum ContributionsSourceError: Error, Equatable, Sendable, CustomStringConvertible, SourceAddressError {
    /// Not one of the forges; the name is kept only when it is a plain word.
    case unknownSource(String?)
    /// A forge read only from a server of the user's own was given no address.
    case missingURL(source: String)
    /// A hosted-only forge was given an address.
    case unexpectedURL(source: String)
    /// The address is not an `http` or `https` URL with a host.
    case notAURL
    /// Plain `http://` to a host that is not loopback.
    case insecureURL
    /// The address has a query or a fragment.
    case queryOrFragment
    /// The address carries a user name or password, which the settings file must not hold.
    case userInfo
    /// Longer than `ContributionsSource.longestText`.
    case tooLong

    /// The usage line.
    public var description: String {
        switch self {
        case .unknownSource(let name?): "unknown contributions source '\(name)': \(Self.choices)"
        case .unknownSource(nil): "unknown contributions source: \(Self.choices)"
        case .missingURL(let source): "\(source) needs the server's address: \(source):https://HOST"
        case .unexpectedURL(let source): "\(source) takes no address"
        case .notAURL: "the contributions source's address is not an http:// or https:// URL with a host"
        case .insecureURL:
            "the contributions source's address must be https:// (plain http:// only to a loopback host)"
        case .queryOrFragment: "the contributions source's address must not have a query (?) or a fragment (#)"
        case .userInfo:
            "the contributions source's address must not carry a user name or password (it would be stored in "
                + "preferences.json, which is not private)"
        case .tooLong: "a contributions source is at most \(ContributionsSource.longestText) bytes long"
        }
    }

    /// The words the prompt says it in.
    public var promptText: String {
        switch self {
        case .insecureURL: "HTTPS ONLY (HTTP TO LOOPBACK)."
        case .queryOrFragment: "NO ? OR # IN THE ADDRESS."
        case .userInfo: "NO USER OR PASSWORD IN IT."
        case .tooLong: "ADDRESS TOO LONG."
        default: "NOT A SERVER ADDRESS."
        }
    }

    /// Every source's form, from the forges.
    static var choices: String {
        SourceText.choices(ContributionsProviderID.allCases.flatMap(\.descriptor.helpForms))
    }
}

extension ContributionsSource {
    /// The longest source taken, in UTF-8 bytes, address included: far beyond any forge's
    /// address, and a bound on what the settings file holds.
    public static let longestText = 2048

    /// Reads a forge's word (in any case), then `:URL` for the user's own server where the
    /// forge reads one, or throws what was wrong. A self-hosted forge's address that is the
    /// hosted one's is the hosted source.
    public init(parsing text: String) throws(ContributionsSourceError) {
        guard text.utf8.count <= Self.longestText else { throw .tooLong }
        let (word, address) = SourceText.split(text)
        guard let provider = ContributionsProviderID(rawValue: word) else {
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
            let url: URL
            do { url = try SourceText.address(String(address)).url } catch { throw ContributionsSourceError(error) }
            if case .hostedOrServer(let hosted) = provider.descriptor.address, url.absoluteString == hosted.url {
                self.init(provider)
            } else {
                self.init(provider, address: url)
            }
        }
    }
}
