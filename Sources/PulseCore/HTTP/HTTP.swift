import FoundationEssentials

/// How a request is sent: GET, or a POST of a form (UptimeRobot reads monitors that way).
public enum HTTPMethod: String, Equatable, Sendable {
    case get = "GET", post = "POST"
}

/// Where the runtime puts a request's credential at the moment of sending. Never the URL:
/// URLs end up in logs, redirects and error lines, so a key there would leak.
public enum CredentialPlacement: Equatable, Sendable {
    /// `Authorization: Bearer <value>`: the uptime API, Better Stack.
    case bearer
    /// A header of its own, `<name>: <value>`: Healthchecks' `X-Api-Key`.
    case header(String)
    /// One more field of the form body, `&<name>=<value>` form-encoded: UptimeRobot's `api_key`.
    case formField(String)
}

/// One request: what to ask, and how long and how much to allow.
public struct HTTPRequest: Equatable, Sendable {
    /// The full URL.
    public var url: URL
    /// GET unless said otherwise.
    public var method: HTTPMethod
    /// The body of a POST (`application/x-www-form-urlencoded`), without the credential.
    public var body: Data?
    /// Where `bearer` goes when the runtime adds it.
    public var credentialPlacement: CredentialPlacement
    /// Request headers, such as `Accept`, `Authorization` or `If-None-Match`.
    public var headers: [String: String]
    /// Seconds to establish the connection, and for the whole transfer.
    public var connectTimeout: TimeInterval, totalTimeout: TimeInterval
    /// The largest body accepted; anything larger fails as `.tooLarge`.
    public var maximumBytes: Int
    /// A credential the runtime adds at the moment of sending, where `credentialPlacement`
    /// says (`Authorization: Bearer …` unless told otherwise), so the key is never part of
    /// the state or of any effect.
    public var bearer: Credential?
    /// Whether a redirect is followed (checked hop by hop) or is itself the answer: GitLab
    /// sends an unknown user's calendar to its sign-in page, which says more as a redirect.
    public var followsRedirects = true
    /// Whether a redirect may lead only to the same host (a calendar feed's: its address
    /// is a secret, and a hop elsewhere is not the calendar the user gave).
    public var redirectsStayOnHost = false
    /// Whether a compressed answer (gzip, deflate, whatever libcurl decodes) is asked for
    /// and decoded; the size limit then counts the decoded bytes.
    public var acceptsCompression = false

    /// A request with Pulse's defaults: a GET, 10 s to connect, 15 s in all, 4 MiB at most.
    public init(
        url: URL, headers: [String: String] = [:], connectTimeout: TimeInterval = 10, totalTimeout: TimeInterval = 15,
        maximumBytes: Int = 4 << 20, bearer: Credential? = nil, method: HTTPMethod = .get, body: Data? = nil,
        credentialPlacement: CredentialPlacement = .bearer
    ) {
        self.bearer = bearer
        self.method = method
        self.body = body
        self.credentialPlacement = credentialPlacement
        self.url = url
        self.headers = headers
        self.connectTimeout = connectTimeout
        self.totalTimeout = totalTimeout
        self.maximumBytes = maximumBytes
    }
}

extension HTTPRequest {
    /// Whether `text` can go into a header's value or a form field as it is: it holds no
    /// control character (Unicode's Cc: C0, DEL and C1).
    public static func holdsNoControlCharacter(_ text: String) -> Bool {
        !text.unicodeScalars.contains { $0.properties.generalCategory == .control }
    }

    /// Whether every header goes out as the one line it is: each name an RFC 9110 token,
    /// each value free of control characters. The transfer refuses a request where one
    /// is not, whatever put it there.
    public var headersAreSendable: Bool {
        headers.allSatisfy { name, value in
            !name.isEmpty && name.unicodeScalars.allSatisfy(Self.isTokenCharacter)
                && Self.holdsNoControlCharacter(value)
        }
    }

    private static func isTokenCharacter(_ scalar: Unicode.Scalar) -> Bool {
        scalar.isASCII
            && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar)
                || "!#$%&'*+-.^_`|~".unicodeScalars.contains(scalar))
    }
}

/// A response that arrived whole.
public struct HTTPResponse: Equatable, Sendable {
    /// Response headers Pulse keeps; everything else is dropped on arrival.
    public static let keptHeaders: Set<String> = [
        "etag", "last-modified", "x-ratelimit-remaining", "x-ratelimit-reset", "x-poll-interval", "retry-after",
    ]

    /// The status code (200, 304, 401, …).
    public let status: Int
    /// The kept headers, names in lower case.
    public let headers: [String: String]
    /// The body.
    public let body: Data

    /// A response.
    public init(status: Int, headers: [String: String], body: Data) {
        self.status = status
        self.headers = headers
        self.body = body
    }

    /// Whether it is `304 Not Modified`: the caller's last data still holds.
    public var isNotModified: Bool { status == 304 }
}

/// Why a request produced no response. Descriptions never carry a body, a header value
/// or a URL's query, so they are safe to show and to log.
public enum HTTPFailure: Error, Equatable, Sendable, CustomStringConvertible {
    /// The name did not resolve.
    case unresolvable
    /// Nothing listens there (connection refused).
    case refused
    /// The connection broke: reset, or closed before the response was whole.
    case connectionLost
    /// The connect or total timeout passed.
    case timedOut
    /// The TLS handshake or the certificate check failed.
    case tls
    /// The body was larger than the request allows.
    case tooLarge
    /// The caller cancelled it.
    case cancelled
    /// A URL Pulse will not fetch: not https, or http to a host that is not loopback,
    /// whether asked for directly or reached by a redirect.
    case insecureURL
    /// Redirects went on too long or in a loop.
    case tooManyRedirects
    /// Anything else libcurl reported, by its error number.
    case other(code: Int)
    /// The credential the request needs could not be read.
    case credentialUnavailable

    /// One calm line for a status or an error message.
    public var description: String {
        switch self {
        case .unresolvable: "the server's name did not resolve"
        case .refused: "the connection was refused"
        case .connectionLost: "the connection was lost"
        case .timedOut: "the server did not answer in time"
        case .tls: "the secure connection could not be verified"
        case .tooLarge: "the response was too large"
        case .cancelled: "the request was cancelled"
        case .insecureURL: "refused to fetch over an insecure connection"
        case .tooManyRedirects: "too many redirects"
        case .other(let code): "the request failed (libcurl error \(code))"
        case .credentialUnavailable: "the stored credential could not be read"
        }
    }
}

/// Whether Pulse may fetch `url`: https anywhere, plain http only to a loopback host.
public func isPermittedURL(_ url: URL) -> Bool {
    switch url.scheme?.lowercased() {
    case "https": return url.host != nil
    case "http": return url.host.map(isLoopbackHost) ?? false
    default: return false
    }
}

/// `localhost`, `127.0.0.0/8` or `::1`.
public func isLoopbackHost(_ host: String) -> Bool {
    let name = host.lowercased().trimmingScalars { $0 == "[" || $0 == "]" }
    if name == "localhost" || name == "::1" { return true }
    let parts = name.split(separator: ".", omittingEmptySubsequences: false)
    guard parts.count == 4, parts[0] == "127" else { return false }
    return parts.allSatisfy { part in UInt8(part).map { _ in true } ?? false }
}
