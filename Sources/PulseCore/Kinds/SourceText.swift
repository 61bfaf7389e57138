import FoundationEssentials

/// A source as `--uptime` and `--contributions` take it and the settings file keeps it:
/// a word, then, after the first colon, the address of a server of the user's own. Both
/// kinds of source read it by these rules, so a mistake is refused the same way on both.
enum SourceText {
    /// The word (lower-cased: any case is taken) and the address after the first colon.
    static func split(_ text: String) -> (word: String, address: Substring?) {
        guard let colon = text.firstIndex(of: ":") else { return (text.lowercased(), nil) }
        return (text[..<colon].lowercased(), text[text.index(after: colon)...])
    }

    /// `word` as an error may repeat it: only a short word of letters, since anything
    /// else typed where a word belongs may be an address with a password in it.
    static func plainName(_ word: String) -> String? {
        !word.isEmpty && word.count <= 20 && word.allSatisfy { $0.isASCII && $0.isLetter } ? word : nil
    }

    /// The sentence an unknown source's error ends with: every form of its kind.
    static func choices(_ forms: [String]) -> String {
        "use " + forms.dropLast().joined(separator: ", ") + " or " + (forms.last ?? "")
    }

    /// Why an address was refused.
    enum AddressError: Error, Equatable {
        /// Not an `http` or `https` URL with a host.
        case notAURL
        /// Plain `http://` to a host that is not loopback.
        case insecureURL
        /// A query or a fragment, which no source's API takes.
        case queryOrFragment
        /// A user name or password: it would be stored in the settings file, which is not
        /// private as the credentials file is.
        case userInfo
    }

    /// The canonical form of a server's address (https, or http to loopback; lower-case
    /// scheme and host; no user, query, fragment or trailing slash), and its path's
    /// segments, decoded, for a source whose address names a page on the server.
    static func address(_ text: String) throws(AddressError) -> (url: URL, path: [String]) {
        guard !text.isEmpty, var parts = URLComponents(string: text), let scheme = parts.scheme?.lowercased(),
            ["http", "https"].contains(scheme), let host = parts.host, !host.isEmpty
        else { throw .notAURL }
        guard parts.query == nil, parts.fragment == nil else { throw .queryOrFragment }
        guard parts.user == nil, parts.password == nil else { throw .userInfo }
        guard scheme == "https" || isLoopbackHost(host) else { throw .insecureURL }
        let path = parts.path.split(separator: "/").map(String.init)
        parts.scheme = scheme
        parts.host = host.lowercased()
        let encoded = parts.percentEncodedPath.split(separator: "/")
        parts.percentEncodedPath = encoded.isEmpty ? "" : "/" + encoded.joined(separator: "/")
        guard let url = parts.url, isPermittedURL(url) else { throw .notAURL }
        return (url, path)
    }
}
