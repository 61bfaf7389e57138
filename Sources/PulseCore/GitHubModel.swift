import FoundationEssentials

/// Why the contributions page gave no fresh calendar, as the status line names it.
public enum ContributionsFailure: Equatable, Sendable {
    /// 404: no such account.
    case noSuchUser
    /// The page parsed to no days (markup we do not know, or no tooltips).
    case noData
    /// No connection, or a status other than 2xx and 404.
    case offline
}

/// The GitHub page as data: the calendar, today's pushes, the status line and the
/// schedule. Neither source's failure clears the other's data.
public struct GitHubModel: Equatable, Sendable {
    /// Seconds between refreshes while the page is shown.
    public static let interval: TimeInterval = 600
    /// How long events wait after a rate limit that does not say when it ends.
    public static let unknownResetWait: TimeInterval = 3600

    /// The calendar's days by `yyyy-MM-dd`; empty until a page parsed.
    public private(set) var days: [String: ContributionDay] = [:]
    /// What went wrong with the last contributions fetch, if it failed.
    public private(set) var contributionsFailure: ContributionsFailure?
    /// When the contributions page last gave a calendar.
    public private(set) var contributionsCheckedAt: Date?
    /// The last good events feed, if any.
    public private(set) var events: [GitHubEvent]?
    /// When the events feed last answered (200 or 304).
    public private(set) var eventsCheckedAt: Date?
    /// No events request before this instant (a rate limit or the poll interval).
    public private(set) var eventsHeldUntil: Date?
    /// No contributions request before this instant (a 429 or 503 with `Retry-After`).
    public private(set) var contributionsHeldUntil: Date?
    /// When the last refresh started; the schedule derives from it.
    public private(set) var lastRefresh: Date?
    private var etag: String?
    private var contributionsInFlight: FetchID?
    private var eventsInFlight: FetchID?

    /// An empty model.
    public init() {}

    /// A model with a calendar and a feed already in place (demo data, tests).
    public init(days: [ContributionDay], events: [GitHubEvent]?, checkedAt: Date?) {
        self.days = Dictionary(days.map { ($0.date, $0) }, uniquingKeysWith: { $1 })
        self.events = events
        contributionsCheckedAt = checkedAt
        eventsCheckedAt = checkedAt
        lastRefresh = checkedAt
    }

    /// Whether a refresh is due at `now`.
    public func isDue(at now: Date) -> Bool {
        guard contributionsInFlight == nil, eventsInFlight == nil else { return false }
        // A last refresh in the future means the clock was stepped back: once, now.
        guard let lastRefresh, lastRefresh <= now else { return true }
        return now.timeIntervalSince(lastRefresh) >= Self.interval
    }

    /// When the next refresh falls due, while nothing is in flight.
    public var nextRefresh: Date? {
        guard contributionsInFlight == nil, eventsInFlight == nil else { return nil }
        return lastRefresh?.addingTimeInterval(Self.interval)
    }

    /// Every arrival on the page refreshes at once.
    public mutating func arrive() {
        if contributionsInFlight == nil, eventsInFlight == nil { lastRefresh = nil }
    }

    /// The page was left: answers still on their way are no longer wanted.
    public mutating func abandon() -> [FetchID] {
        defer {
            contributionsInFlight = nil
            eventsInFlight = nil
        }
        return [contributionsInFlight, eventsInFlight].compactMap { $0 }
    }

    /// Starts a refresh at `now`: each source unless it is held (a rate limit, the poll
    /// interval, `Retry-After`), so arriving on the page never asks a server that said to
    /// wait. `nextID` hands out transfer ids for a purpose.
    public mutating func begin(
        at now: Date, username: String, endpoints: Endpoints, nextID: (FetchPurpose) -> FetchID
    ) -> [(FetchID, HTTPRequest)] {
        lastRefresh = now
        var requests: [(FetchID, HTTPRequest)] = []
        if !Self.isHeld(until: contributionsHeldUntil, at: now) {
            let id = nextID(.contributions)
            contributionsInFlight = id
            requests.append((id, GitHubAPI.contributionsRequest(for: username, base: endpoints.github)))
        }
        if !Self.isHeld(until: eventsHeldUntil, at: now) {
            let id = nextID(.events)
            eventsInFlight = id
            requests.append((id, GitHubAPI.eventsRequest(for: username, base: endpoints.githubAPI, etag: etag)))
        }
        return requests
    }

    /// Takes the answer to transfer `id`, if it is one of this page's.
    public mutating func receive(_ id: FetchID, _ result: Result<HTTPResponse, HTTPFailure>, at now: Date) {
        if id == contributionsInFlight {
            contributionsInFlight = nil
            receiveContributions(result, at: now)
        } else if id == eventsInFlight {
            eventsInFlight = nil
            receiveEvents(result, at: now)
        }
    }

    /// Whether a hold still applies at `now`; one further away than any server may ask
    /// means the clock was stepped back, and is over.
    private static func isHeld(until: Date?, at now: Date) -> Bool {
        guard let until else { return false }
        return now < until && until.timeIntervalSince(now) <= HTTPResponse.longestHoldOff
    }

    private mutating func receiveContributions(_ result: Result<HTTPResponse, HTTPFailure>, at now: Date) {
        contributionsHeldUntil = nil
        if case .success(let response) = result, let holdOff = response.holdOff(at: now) {
            contributionsHeldUntil = now.addingTimeInterval(holdOff)
        }
        switch result {
        case .failure(.cancelled):
            return
        case .failure:
            contributionsFailure = .offline
        case .success(let response) where response.status == 404:
            contributionsFailure = .noSuchUser
        case .success(let response) where !(200..<300).contains(response.status):
            contributionsFailure = .offline
        case .success(let response):
            let parsed = ContributionsParser.parse(response.body)
            guard !parsed.isEmpty else {
                contributionsFailure = .noData
                return
            }
            days = Dictionary(parsed.map { ($0.date, $0) }, uniquingKeysWith: { $1 })
            contributionsFailure = nil
            contributionsCheckedAt = now
        }
    }

    private mutating func receiveEvents(_ result: Result<HTTPResponse, HTTPFailure>, at now: Date) {
        guard case .success(let response) = result else { return }
        switch response.status {
        case 304:
            eventsCheckedAt = now
            hold(response, at: now)
        case 403, 429:
            // A rate limit: keep the last feed and ask nothing until the reset.
            let reset = response.headers["x-ratelimit-reset"].flatMap {
                TimeInterval($0.trimmingWhitespace())
            }.map { Date(timeIntervalSince1970: $0) }
            let retry = response.retryAfter(at: now).map { now.addingTimeInterval($0) }
            eventsHeldUntil = reset ?? retry ?? now.addingTimeInterval(Self.unknownResetWait)
        case 503:
            // Unavailable: a Retry-After is obeyed (arrivals on the page included), as
            // everywhere else; without one the usual cadence stands.
            if let holdOff = response.holdOff(at: now) { eventsHeldUntil = now.addingTimeInterval(holdOff) }
        case 200..<300:
            guard case .success(let decoded) = GitHubEventsDecoder.decode(response.body) else { return }
            events = decoded
            eventsCheckedAt = now
            etag = response.headers["etag"]
            hold(response, at: now)
        default:
            break
        }
    }

    /// GitHub's `X-Poll-Interval`: no sooner than it asks.
    private mutating func hold(_ response: HTTPResponse, at now: Date) {
        eventsHeldUntil = response.headers["x-poll-interval"].flatMap { TimeInterval($0) }.map {
            now.addingTimeInterval($0)
        }
    }

    // MARK: what the page shows

    /// Today's exact count, or nil (shown as `--`).
    public func exactCount(today: Date, zone: some CivilZone) -> Int? {
        guard let day = days[Heatmap.key(for: today, in: zone)], day.isCountExact else { return nil }
        return day.count
    }

    /// The count used to shade a day's cell (exact or approximate; 0 when absent).
    public func count(on key: String) -> Int {
        days[key]?.count ?? 0
    }

    /// The status line, if any.
    public func statusLine(today: Date, zone: some CivilZone) -> String? {
        switch contributionsFailure {
        case .noSuchUser?: return "NO SUCH USER"
        case .noData?: return "NO DATA FOR THIS ACCOUNT"
        case .offline?: return days.isEmpty ? "OFFLINE" : "OFFLINE - SHOWING LAST DATA"
        case nil:
            guard contributionsCheckedAt != nil, !days.isEmpty else { return nil }
            return exactCount(today: today, zone: zone) == nil ? "NO COUNT FOR TODAY" : nil
        }
    }

    /// The older of the two sources' last successes (the calendar only once it has days);
    /// nil when neither has succeeded.
    public var lastCheck: Date? {
        [days.isEmpty ? nil : contributionsCheckedAt, eventsCheckedAt].compactMap { $0 }.min()
    }

    /// Today's last push, if there was one today in `zone`.
    public func lastPushToday(now: Date, zone: some CivilZone) -> Date? {
        events.flatMap { GitHubEventsDecoder.lastPushToday(in: $0, now: now, zone: zone) }
    }
}
