import FoundationEssentials

/// The GitHub page's two requests: public, unauthenticated, never a token.
public enum GitHubAPI {
    /// `GET /users/{u}/contributions` (HTML), 15 s to connect and 30 s in all.
    public static func contributionsRequest(for username: String, base: URL) -> HTTPRequest {
        HTTPRequest(
            url: base.appendingPathComponent("users").appendingPathComponent(username)
                .appendingPathComponent("contributions"),
            headers: ["Accept": "text/html"], connectTimeout: 15, totalTimeout: 30)
    }

    /// `GET /users/{u}/events/public?per_page=100`, with `If-None-Match` when an ETag is
    /// known: a 304 costs no rate limit.
    public static func eventsRequest(for username: String, base: URL, etag: String?) -> HTTPRequest {
        var components = URLComponents(
            url: base.appendingPathComponent("users").appendingPathComponent(username)
                .appendingPathComponent("events").appendingPathComponent("public"),
            resolvingAgainstBaseURL: false)
        components?.queryItems = [URLQueryItem(name: "per_page", value: "100")]
        var headers = ["Accept": "application/vnd.github+json"]
        if let etag { headers["If-None-Match"] = etag }
        return HTTPRequest(
            url: components?.url ?? base, headers: headers, connectTimeout: 15, totalTimeout: 30)
    }
}
