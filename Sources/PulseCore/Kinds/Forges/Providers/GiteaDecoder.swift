import FoundationEssentials

/// Reads the answers of Gitea and of Forgejo, its fork (Codeberg runs it): the heatmap
/// (`/api/v1/users/{u}/heatmap`), an array of `{"timestamp": unix seconds,
/// "contributions": n}` ascending, only the buckets with contributions; and the activity
/// feed (`/api/v1/users/{u}/activities/feeds`).
public enum GiteaDecoder {
    /// The heatmap as an answer, or why it is none. Since Gitea 1.15 each bucket is 15
    /// minutes of UTC, for the reader to fold into its own days: kept as instants, folded
    /// into the viewer's days when the page reads them. Before that each bucket was a day
    /// at UTC midnight: an answer whose every timestamp is a multiple of 86,400 is read as
    /// those days. Activity kept private is an empty array, as is a year without any: Gitea
    /// does not tell them apart, so it is no data for this account. Anything but an array
    /// of such objects is not understood, whole.
    public static func heatmap(_ body: Data) -> Result<CalendarAnswer, ContributionsFailure> {
        guard let array = JSONTree.parse(body) as? [Any] else { return .failure(.notUnderstood) }
        guard !array.isEmpty else { return .failure(.noData) }
        var buckets: [ContributionBucket] = []
        for element in array {
            guard let fields = element as? [String: Any], let stamp = fields["timestamp"] as? Int,
                let count = fields["contributions"] as? Int, (0..<1_000_000_000).contains(count),
                (0...253_402_300_799).contains(stamp)
            else { return .failure(.notUnderstood) }
            buckets.append(ContributionBucket(start: Date(timeIntervalSince1970: Double(stamp)), count: count))
        }
        let daily = buckets.count > 1 && buckets.allSatisfy { Int($0.start.timeIntervalSince1970) % 86_400 == 0 }
        guard daily else { return .success(CalendarAnswer(days: [:], buckets: buckets, coverage: .sparse)) }
        var days: [String: ContributionDay] = [:]
        for bucket in buckets {
            let date = CivilTime(at: bucket.start, offset: 0).dateKey
            days[date] = ContributionDay(date: date, count: (days[date]?.count ?? 0) + bucket.count, isCountExact: true)
        }
        return .success(CalendarAnswer(days: days, coverage: .sparse))
    }

    /// The feed's activities, each read on its own; nil when the body is not an array. A
    /// push is `commit_repo` (a tag's push is not a commit).
    public static func feed(_ body: Data) -> [ForgeEvent]? {
        ForgeEvent.feed(body, kindField: "op_type", timeField: "created") { $0 == "commit_repo" }
    }

    /// Whether a 404's body is Gitea's answer for a user it does not know (`GetUserByName`,
    /// `user redirect does not exist`), or the empty 404 of a very old Gitea.
    static func isUnknownUser(_ body: Data) -> Bool {
        if body.allSatisfy({ $0 == 0x20 || $0 == 0x0A || $0 == 0x0D || $0 == 0x09 }) { return true }
        guard let object = JSONTree.parse(body) as? [String: Any] else { return false }
        let message = object["message"] as? String ?? ""
        let errors = (object["errors"] as? [Any])?.compactMap { $0 as? String } ?? []
        return message == "GetUserByName" || errors.contains { $0.contains("user redirect does not exist") }
            || errors.contains { $0.contains("user does not exist") }
    }
}

/// What Gitea, Forgejo and Codeberg share: the handle's rule, the requests and how answers
/// are read.
extension GiteaProvider {
    /// Gitea's rule for a user name (`IsValidUsername`): 1–40 ASCII letters, digits, `-`,
    /// `_` and `.`, starting and ending with a letter or digit, no two of `-_.` in a row.
    func isValidHandle(_ handle: String) -> Bool {
        let scalars = Array(handle.unicodeScalars)
        guard (1...40).contains(scalars.count) else { return false }
        func alphanumeric(_ scalar: Unicode.Scalar) -> Bool {
            scalar.isASCII && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar))
        }
        guard let first = scalars.first, let last = scalars.last, alphanumeric(first), alphanumeric(last) else {
            return false
        }
        for (index, scalar) in scalars.enumerated() where !alphanumeric(scalar) {
            guard "-_.".unicodeScalars.contains(scalar), alphanumeric(scalars[index + 1]) else { return false }
        }
        return true
    }

    /// `GET /api/v1/users/{u}/heatmap`, JSON, 15 s to connect and 30 s in all.
    func calendarRequest(for handle: String, base: URL) -> HTTPRequest {
        HTTPRequest(
            url: base.appendingPathComponent("api").appendingPathComponent("v1").appendingPathComponent("users")
                .appendingPathComponent(handle).appendingPathComponent("heatmap"),
            headers: ["Accept": "application/json"], connectTimeout: 15, totalTimeout: 30)
    }

    func readCalendar(_ body: Data) -> Result<CalendarAnswer, ContributionsFailure> {
        GiteaDecoder.heatmap(body)
    }

    /// A 404 Gitea explains is no such user; one it does not (a server with the heatmap
    /// switched off has no such route) is a page not understood.
    func calendarFailure(_ response: HTTPResponse) -> ContributionsFailure {
        guard response.status == 404 else { return .serverError(response.status) }
        return GiteaDecoder.isUnknownUser(response.body) ? .noSuchUser : .notUnderstood
    }

    /// `GET /api/v1/users/{u}/activities/feeds?only-performed-by=true&limit=50`: what the
    /// user did, newest first.
    func eventsRequest(for handle: String, base: URL, etag: String?) -> HTTPRequest? {
        var components = URLComponents(
            url: base.appendingPathComponent("api").appendingPathComponent("v1").appendingPathComponent("users")
                .appendingPathComponent(handle).appendingPathComponent("activities")
                .appendingPathComponent("feeds"),
            resolvingAgainstBaseURL: false)
        components?.queryItems = [
            URLQueryItem(name: "only-performed-by", value: "true"), URLQueryItem(name: "limit", value: "50"),
        ]
        return HTTPRequest(
            url: components?.url ?? base, headers: ["Accept": "application/json"], connectTimeout: 15,
            totalTimeout: 30)
    }

    func readEvents(_ body: Data) -> [ForgeEvent]? {
        GiteaDecoder.feed(body)
    }
}
