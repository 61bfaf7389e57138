import FoundationEssentials

/// The contributions page as data: the forge it reads, the calendar, today's pushes, the
/// status line and the schedule. Neither the calendar's failure nor the feed's clears the
/// other's data.
public struct ContributionsModel: Equatable, Sendable {
    /// Seconds between refreshes while the page is shown.
    public static let interval: TimeInterval = 600
    /// How long events wait after a rate limit that does not say when it ends.
    public static let unknownResetWait: TimeInterval = 3600

    /// The forge read, whose descriptor makes the requests and reads the answers.
    public let source: ContributionsSource
    /// The last calendar the page could vouch for; nil until one was read.
    public private(set) var calendar: ContributionCalendar?
    /// What went wrong with the last contributions fetch, if it failed.
    public private(set) var contributionsFailure: ContributionsFailure?
    /// When the forge last gave a calendar the page could vouch for.
    public private(set) var contributionsCheckedAt: Date?
    /// The last good events feed, if any.
    public private(set) var events: [ForgeEvent]?
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

    /// An empty model of `source`.
    public init(source: ContributionsSource = .github) {
        self.source = source
    }

    /// A model with a calendar and a feed already in place (demo data, tests).
    public init(
        days: [ContributionDay], events: [ForgeEvent]?, checkedAt: Date?, source: ContributionsSource = .github
    ) {
        self.source = source
        let byDate = Dictionary(days.map { ($0.date, $0) }, uniquingKeysWith: { $1 })
        calendar = ContributionCalendar(
            days: byDate, through: byDate.keys.max(), readAt: checkedAt ?? Date(timeIntervalSince1970: 0))
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

    /// How long a refresh abandoned on leaving the page holds the next one off: paging back
    /// and forth across the page (a held key) never becomes a request an arrival.
    public static let abandonedWait: TimeInterval = 60

    /// Every arrival on the page refreshes at once; a source whose transfer was abandoned
    /// on leaving is asked again no sooner than `abandonedWait` after it was.
    public mutating func arrive(at now: Date) {
        if contributionsInFlight == nil, eventsInFlight == nil { lastRefresh = nil }
    }

    /// The page was left: answers still on their way are no longer wanted.
    public mutating func abandon() -> [FetchID] {
        // The abandoned transfers count: each source is held off for a while.
        let hold = lastRefresh.map { $0.addingTimeInterval(Self.abandonedWait) }
        if contributionsInFlight != nil {
            contributionsHeldUntil = [contributionsHeldUntil, hold].compactMap { $0 }.max()
        }
        if eventsInFlight != nil { eventsHeldUntil = [eventsHeldUntil, hold].compactMap { $0 }.max() }
        defer {
            contributionsInFlight = nil
            eventsInFlight = nil
        }
        return [contributionsInFlight, eventsInFlight].compactMap { $0 }
    }

    /// Starts a refresh at `now`: each source unless it is held (a rate limit, the poll
    /// interval, `Retry-After`), so arriving on the page never asks a server that said to
    /// wait. The forge's addresses are in `hosts`; `nextID` hands out transfer ids for a
    /// purpose.
    public mutating func begin(
        at now: Date, handle: String, hosts: ContributionsHosts, nextID: (FetchPurpose) -> FetchID
    ) -> [(FetchID, HTTPRequest)] {
        lastRefresh = now
        let forge = source.descriptor
        var requests: [(FetchID, HTTPRequest)] = []
        if !Self.isHeld(until: contributionsHeldUntil, at: now) {
            let id = nextID(.contributions)
            contributionsInFlight = id
            requests.append((id, forge.calendarRequest(for: handle, base: source.base(in: hosts))))
        }
        if !Self.isHeld(until: eventsHeldUntil, at: now),
            let request = forge.eventsRequest(for: handle, base: source.eventsBase(in: hosts), etag: etag)
        {
            let id = nextID(.events)
            eventsInFlight = id
            requests.append((id, request))
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
        let forge = source.descriptor
        switch result {
        case .failure(.cancelled):
            return
        case .failure(.tooLarge):
            contributionsFailure = .tooLarge
        case .failure:
            contributionsFailure = .offline
        case .success(let response) where Self.isRateLimit(response):
            if contributionsHeldUntil == nil, let reset = Self.reset(response, at: now) {
                contributionsHeldUntil = reset
            }
            contributionsFailure = .rateLimited(until: contributionsHeldUntil)
        case .success(let response) where !(200..<300).contains(response.status):
            contributionsFailure = forge.calendarFailure(response)
        case .success(let response):
            switch forge.readCalendar(response.body).flatMap({ ContributionCalendar.judge($0, at: now) }) {
            case .success(let read):
                calendar = read
                contributionsFailure = nil
                contributionsCheckedAt = now
            case .failure(let failure):
                // A calendar that cannot be vouched for replaces nothing: the last good one
                // stays, with its age.
                contributionsFailure = failure
            }
        }
    }

    /// A 429, or a 403 that says no requests are left (GitHub's rate limit).
    private static func isRateLimit(_ response: HTTPResponse) -> Bool {
        response.status == 429
            || (response.status == 403 && response.headers["x-ratelimit-remaining"]?.trimmingWhitespace() == "0")
    }

    /// When a rate limit ends, as `X-RateLimit-Reset` (Unix seconds) says, if it says and
    /// it is no further away than any server may ask.
    private static func reset(_ response: HTTPResponse, at now: Date) -> Date? {
        guard let seconds = response.headers["x-ratelimit-reset"].flatMap({ TimeInterval($0.trimmingWhitespace()) })
        else { return nil }
        let reset = Date(timeIntervalSince1970: seconds)
        return reset > now && reset.timeIntervalSince(now) <= HTTPResponse.longestHoldOff ? reset : nil
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
            guard let decoded = source.descriptor.readEvents(response.body) else { return }
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
}
