import FoundationEssentials

/// The uptime API's one request.
public enum UptimeAPI {
    /// `GET /api/uptime/listall` with the stored key as a bearer token (added by the
    /// runtime at sending time), JSON accepted, 10 s to connect and 15 s in all.
    public static func request(base: URL) -> HTTPRequest {
        HTTPRequest(
            url: base.appendingPathComponent("api/uptime/listall"), headers: ["Accept": "application/json"],
            connectTimeout: 10, totalTimeout: 15, bearer: .uptimeKey)
    }
}

/// Which credentials are stored, as the pages need to know it: keys only as present or
/// not, the handle itself (it is public and shown on the GitHub page).
public struct CredentialPresence: Equatable, Sendable {
    /// The keys stored, by name (never their values).
    public var keys: Set<Credential>
    /// The stored GitHub handle, if any.
    public var githubUsername: String?

    /// Presence as read from the store: the original API's key, and any other keys.
    public init(hasUptimeKey: Bool = false, githubUsername: String? = nil, keys: Set<Credential> = []) {
        self.keys = hasUptimeKey ? keys.union([.uptimeKey]) : keys
        self.githubUsername = githubUsername
    }

    /// Whether the original uptime API's key is stored.
    public var hasUptimeKey: Bool { keys.contains(.uptimeKey) }

    /// Whether `credential` is stored; a source that needs none (nil) has what it needs.
    public func has(_ credential: Credential?) -> Bool {
        credential.map(keys.contains) ?? true
    }
}
