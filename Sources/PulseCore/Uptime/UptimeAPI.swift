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
/// not, the handles themselves (they are public and shown on the contributions page).
public struct CredentialPresence: Equatable, Sendable {
    /// The keys stored, by name (never their values).
    public var keys: Set<Credential>
    /// The stored handles, by the credential each forge keeps its handle as.
    public var handles: [Credential: String]
    /// The Calendar page's feeds, as they may be shown (label, host or file name), in the
    /// order stored; their addresses stay in the store.
    public var calendarFeeds: [CalendarFeedFace] = []

    /// Presence as read from the store: the original API's key, any other keys, GitHub's
    /// handle and the other forges' handles.
    public init(
        hasUptimeKey: Bool = false, githubUsername: String? = nil, keys: Set<Credential> = [],
        handles: [Credential: String] = [:]
    ) {
        self.keys = hasUptimeKey ? keys.union([.uptimeKey]) : keys
        self.handles = handles
        if let githubUsername { self.handles[.githubUsername] = githubUsername }
    }

    /// Whether the original uptime API's key is stored.
    public var hasUptimeKey: Bool { keys.contains(.uptimeKey) }

    /// The stored GitHub handle, if any.
    public var githubUsername: String? { handles[.githubUsername] }

    /// The stored handle on `source`'s forge, if any.
    public func handle(for source: ContributionsSource) -> String? {
        handles[source.handleCredential]
    }

    /// `credential` was stored as `value`: a key is now present, a handle is the one shown.
    public mutating func store(_ credential: Credential, value: SecretText) {
        if credential == .calendarFeeds {
            calendarFeeds = Self.faces(of: value.revealed)
            keys.insert(credential)
        } else if credential.isHandle {
            handles[credential] = value.revealed
        } else {
            keys.insert(credential)
        }
    }

    /// The faces of the feeds a stored `calendar.feeds` value names (none when it names
    /// none Pulse can read).
    public static func faces(of stored: String) -> [CalendarFeedFace] {
        ((try? CalendarFeedText.list(parsing: stored)) ?? []).map(\.face)
    }

    /// Whether `credential` is stored, a key or a handle; a source that needs none (nil)
    /// has what it needs.
    public func has(_ credential: Credential?) -> Bool {
        credential.map { keys.contains($0) || handles[$0] != nil } ?? true
    }
}
