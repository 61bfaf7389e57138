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

/// Which credentials are stored, as the pages need to know it: the key only as present or
/// not, the handle itself (it is public and shown on the GitHub page).
public struct CredentialPresence: Equatable, Sendable {
    /// Whether an uptime key is stored.
    public var hasUptimeKey: Bool
    /// The stored GitHub handle, if any.
    public var githubUsername: String?

    /// Presence as read from the store.
    public init(hasUptimeKey: Bool = false, githubUsername: String? = nil) {
        self.hasUptimeKey = hasUptimeKey
        self.githubUsername = githubUsername
    }
}
