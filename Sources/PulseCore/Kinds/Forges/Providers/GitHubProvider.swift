import FoundationEssentials

extension ContributionsSource {
    /// GitHub, the default.
    public static var github: ContributionsSource { ContributionsSource(.github) }
}

/// GitHub: the public contributions page (`/users/{u}/contributions`, HTML, read by
/// `GitHubCalendarParser`) and the public events feed of its API
/// (`/users/{u}/events/public`, asked with `If-None-Match`: a 304 costs no rate limit).
/// Unauthenticated, never a token; GraphQL is not used.
struct GitHubProvider: ContributionsProvider {
    let id = ContributionsProviderID.github
    let name = "GITHUB"
    let proseName = "GitHub"
    let summary = "GITHUB.COM, PUBLIC PAGE"
    let address = ContributionsAddressNeed.hosted(
        HostedAddress(variable: "PULSE_GITHUB_URL", url: "https://github.com"))
    /// The API, where the events feed is.
    let secondAddress: HostedAddress? = HostedAddress(variable: "PULSE_GITHUB_API_URL", url: "https://api.github.com")
    let handleCredential = "github.username"
    let handleWords = HandleWords(
        title: "USERNAME",
        explanation: [
            "THE ACCOUNT WHOSE", "CONTRIBUTION GRAPH IS SHOWN.", "PUBLIC DATA ONLY - NO TOKEN",
            "IS REQUESTED OR STORED.",
        ], fieldTitle: "HANDLE", placeholder: "YOUR GITHUB NAME", changeLine: "CHANGE USERNAME",
        settingsRow: "GITHUB USERNAME")

    /// GitHub's rule: 1–39 ASCII letters, digits and hyphens, not starting or ending with a
    /// hyphen (consecutive hyphens are not refused, as the original does not).
    func isValidHandle(_ handle: String) -> Bool {
        guard (1...39).contains(handle.count), handle.first != "-", handle.last != "-" else { return false }
        return handle.unicodeScalars.allSatisfy {
            $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "-")
        }
    }

    /// `GET /users/{u}/contributions` (HTML), 15 s to connect and 30 s in all.
    func calendarRequest(for handle: String, base: URL) -> HTTPRequest {
        HTTPRequest(
            url: base.appendingPathComponent("users").appendingPathComponent(handle)
                .appendingPathComponent("contributions"),
            headers: ["Accept": "text/html"], connectTimeout: 15, totalTimeout: 30)
    }

    /// The page's cells, every markup GitHub has had.
    func readCalendar(_ body: Data) -> Result<CalendarAnswer, ContributionsFailure> {
        GitHubCalendarParser.read(body)
    }

    /// 404: no such account; anything else is the server's trouble, named by its status.
    func calendarFailure(_ response: HTTPResponse) -> ContributionsFailure {
        response.status == 404 ? .noSuchUser : .serverError(response.status)
    }

    /// `GET /users/{u}/events/public?per_page=100`, with `If-None-Match` when an ETag is
    /// known.
    func eventsRequest(for handle: String, base: URL, etag: String?) -> HTTPRequest? {
        var components = URLComponents(
            url: base.appendingPathComponent("users").appendingPathComponent(handle)
                .appendingPathComponent("events").appendingPathComponent("public"),
            resolvingAgainstBaseURL: false)
        components?.queryItems = [URLQueryItem(name: "per_page", value: "100")]
        var headers = ["Accept": "application/vnd.github+json"]
        if let etag { headers["If-None-Match"] = etag }
        return HTTPRequest(
            url: components?.url ?? base, headers: headers, connectTimeout: 15, totalTimeout: 30)
    }

    func readEvents(_ body: Data) -> [ForgeEvent]? {
        try? GitHubEventsDecoder.decode(body).get()
    }
}
