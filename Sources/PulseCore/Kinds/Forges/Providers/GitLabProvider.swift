import FoundationEssentials

extension ContributionsSource {
    /// gitlab.com.
    public static var gitlab: ContributionsSource { ContributionsSource(.gitlab) }
}

/// GitLab, gitlab.com or the user's own: the profile's calendar (`/users/{u}/calendar.json`,
/// keyless, the days the contributor's profile zone gives them) and the public events API
/// (`/api/v4/users/{u}/events`). A private profile (or a blocked one) answers 404 with an
/// empty body; an unknown user is sent to the sign-in page, so the calendar's redirect is
/// read as the answer rather than followed.
struct GitLabProvider: ContributionsProvider {
    let id = ContributionsProviderID.gitlab
    let name = "GITLAB"
    let proseName = "GitLab"
    let summary = "GITLAB.COM, PUBLIC PROFILE"
    let address = ContributionsAddressNeed.hostedOrServer(
        HostedAddress(variable: "PULSE_GITLAB_URL", url: "https://gitlab.com"))
    let handleCredential = "gitlab.username"
    let handleWords = HandleWords.standard(forge: "GITLAB")
    let dayNote: String? = "DAYS IN THE PROFILE'S ZONE"

    /// GitLab's namespace rule, as far as a URL path needs it: 1–255 ASCII letters, digits,
    /// `_`, `-` and `.`, starting with a letter, digit or `_`, not ending in `.`, `.git` or
    /// `.atom`.
    func isValidHandle(_ handle: String) -> Bool {
        guard (1...255).contains(handle.count), let first = handle.unicodeScalars.first,
            first.properties.isAlphabetic || ("0"..."9").contains(first) || first == "_",
            !handle.hasSuffix("."), !handle.lowercased().hasSuffix(".git"), !handle.lowercased().hasSuffix(".atom")
        else { return false }
        return handle.unicodeScalars.allSatisfy {
            $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || "_-.".unicodeScalars.contains($0))
        }
    }

    /// `GET /users/{u}/calendar.json`, JSON, not following a redirect (to sign-in: no such
    /// user), 15 s to connect and 30 s in all.
    func calendarRequest(for handle: String, base: URL) -> HTTPRequest {
        var request = HTTPRequest(
            url: base.appendingPathComponent("users").appendingPathComponent(handle)
                .appendingPathComponent("calendar.json"),
            headers: ["Accept": "application/json"], connectTimeout: 15, totalTimeout: 30)
        request.followsRedirects = false
        return request
    }

    func readCalendar(_ body: Data) -> Result<CalendarAnswer, ContributionsFailure> {
        GitLabDecoder.calendar(body)
    }

    /// A 404 with an empty body is a private profile; a redirect (to sign-in) or a 404 with
    /// a body (a signed-in viewer's answer), no such user.
    func calendarFailure(_ response: HTTPResponse) -> ContributionsFailure {
        switch response.status {
        case 404 where response.body.allSatisfy({ $0 == 0x20 || $0 == 0x0A || $0 == 0x0D || $0 == 0x09 }):
            .privateActivity
        case 404, 301, 302, 303, 307, 308: .noSuchUser
        default: .serverError(response.status)
        }
    }

    /// `GET /api/v4/users/{u}/events?per_page=100`, newest first.
    func eventsRequest(for handle: String, base: URL, etag: String?) -> HTTPRequest? {
        var components = URLComponents(
            url: base.appendingPathComponent("api").appendingPathComponent("v4").appendingPathComponent("users")
                .appendingPathComponent(handle).appendingPathComponent("events"),
            resolvingAgainstBaseURL: false)
        components?.queryItems = [URLQueryItem(name: "per_page", value: "100")]
        return HTTPRequest(
            url: components?.url ?? base, headers: ["Accept": "application/json"], connectTimeout: 15,
            totalTimeout: 30)
    }

    func readEvents(_ body: Data) -> [ForgeEvent]? {
        GitLabDecoder.events(body)
    }
}
