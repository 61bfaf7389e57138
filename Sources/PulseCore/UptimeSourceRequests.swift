import FoundationEssentials

/// Each source's requests, built as the existing ones are: JSON accepted, 10 s to connect,
/// 15 s in all, the key named (never held) and placed by the runtime at sending time.
public enum UptimeSourceRequests {
    /// Monitors per UptimeRobot page: the API's default and its maximum.
    public static let uptimeRobotPageSize = 50

    /// Kuma's status page: `GET {base}/api/status-page/{slug}`, the monitors in group order.
    public static func kumaStatusPage(base: URL, slug: String) -> HTTPRequest {
        get(base, "api/status-page/\(slug)", key: nil)
    }

    /// Kuma's heartbeats: `GET {base}/api/status-page/heartbeat/{slug}`.
    public static func kumaHeartbeats(base: URL, slug: String) -> HTTPRequest {
        get(base, "api/status-page/heartbeat/\(slug)", key: nil)
    }

    /// Healthchecks: `GET {base}/api/v3/checks/` with the key in `X-Api-Key`. The slash
    /// ends the path because Django redirects without it, and a redirect costs a round trip.
    public static func healthchecks(base: URL) -> HTTPRequest {
        get(base, "api/v3/checks/", key: .healthchecks(base: base))
    }

    /// UptimeRobot: `POST {host}/v2/getMonitors` with `format=json&offset=N&limit=50`; the
    /// runtime appends `api_key` to the form body, so the key never joins the URL.
    public static func uptimeRobot(host: URL, offset: Int) -> HTTPRequest {
        var request = get(host, "v2/getMonitors", key: .uptimerobot)
        request.method = .post
        request.headers["Content-Type"] = FormBody.contentType
        request.body = FormBody.encode([
            ("format", "json"), ("offset", String(offset)), ("limit", String(uptimeRobotPageSize)),
        ])
        return request
    }

    /// Gatus: `GET {base}/api/v1/endpoints/statuses`, every endpoint in one answer.
    public static func gatus(base: URL) -> HTTPRequest {
        get(base, "api/v1/endpoints/statuses", key: nil)
    }

    /// Better Stack's first page: `GET {host}/api/v2/monitors` with the bearer token.
    public static func betterStack(host: URL) -> HTTPRequest {
        get(host, "api/v2/monitors", key: .betterstack)
    }

    /// A later Better Stack page, at the `pagination.next` the previous page gave.
    public static func betterStack(next: URL) -> HTTPRequest {
        HTTPRequest(
            url: next, headers: accept, bearer: UptimeSource.betterstack.credential,
            credentialPlacement: UptimeSource.betterstack.credentialPlacement)
    }

    private static let accept = ["Accept": "application/json"]

    /// `base` joined to `path` with exactly one slash; `key` names the source whose key
    /// the runtime adds, or nil for none.
    private static func get(_ base: URL, _ path: String, key source: UptimeSource?) -> HTTPRequest {
        var text = base.absoluteString
        while text.hasSuffix("/") { text.removeLast() }
        let url = URL(string: text + "/" + path) ?? base
        return HTTPRequest(
            url: url, headers: accept, connectTimeout: 10, totalTimeout: 15, bearer: source?.credential,
            credentialPlacement: source?.credentialPlacement ?? .bearer)
    }
}
