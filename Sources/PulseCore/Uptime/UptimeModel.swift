import FoundationEssentials

/// What went wrong with the last refresh, as the line under the countdown names it.
public enum UptimeFault: Equatable, Sendable {
    /// No connection: refused, unresolvable, timed out, reset.
    case connectionFailed
    /// Any status outside 2xx that is not a rejected key (403 and 404 included).
    case serverError(Int)
    /// A 2xx body that is not the response we expect.
    case unreadable
    /// A Kuma status page that does not exist.
    case noSuchStatusPage
    /// Anything else, the service's own refusal included.
    case refreshFailed
    /// A list longer than a read may page through.
    case tooManyPages
    /// An answer larger than a read takes (`UptimeRead.maximumBytes`).
    case tooLarge
    /// The stored key, which brought a list before, was refused: the list stays and the
    /// key is tried again (`UptimeModel.rejectedKeyRetry`).
    case keyRejected

    /// The line on the page.
    public var text: String {
        switch self {
        case .connectionFailed: "CONNECTION FAILED"
        case .serverError(let code): "SERVER ERROR: \(code)"
        case .unreadable: "UNREADABLE RESPONSE"
        case .noSuchStatusPage: "NO SUCH STATUS PAGE"
        case .refreshFailed: "REFRESH FAILED"
        case .tooManyPages: UptimeReadFailure.tooManyPages.text
        case .tooLarge: "TOO MANY MONITORS: \(UptimeRead.maximumBytes >> 20) MB MAX"
        case .keyRejected: UptimeReadFailure.keyRejected.text
        }
    }

    /// The line a read's failure shows; nil for a rejected key, which asks again instead.
    init?(_ failure: UptimeReadFailure) {
        switch failure {
        case .keyRejected: return nil
        case .noSuchStatusPage: self = .noSuchStatusPage
        case .unreadable: self = .unreadable
        case .serverError(let code): self = .serverError(code)
        case .refused: self = .refreshFailed
        case .tooManyPages: self = .tooManyPages
        }
    }
}

/// The Uptime page as data: the source, the list, the schedule and the fault line. It
/// never holds a key: requests name the credential and the runtime reads it at the
/// moment of sending.
public struct UptimeModel: Equatable, Sendable {
    /// Seconds between refreshes where the source says nothing else, from the last attempt.
    public static let interval: TimeInterval = 20
    /// How far ahead of this machine's clock a check time is still taken as the newest:
    /// five minutes. Two clocks kept by NTP differ by well under a second and one left
    /// alone drifts seconds a day, so a check further ahead has not happened yet (a server
    /// whose clock is wrong, a placeholder such as 9999-12-31): it is passed over for the
    /// newest one that could be true.
    public static let futureSkew: TimeInterval = 5 * 60
    /// Seconds between tries of a stored key that brought a list and was then refused:
    /// five minutes. A refusal of a key that worked is most often passing (a key rotated
    /// and restored, a proxy's hiccup), so an unattended display tries it again by itself;
    /// slowly, because a key that stays refused is asked for at a server that may count
    /// refusals against the account.
    public static let rejectedKeyRetry: TimeInterval = 5 * 60

    /// The source, the order and the remembered addresses.
    public private(set) var preferences: UptimePreferences
    /// The services in the source's order, as read.
    private var listed: [UptimeService] = []
    /// The newest check time the source sent, drawn as sent (never the local fetch time).
    public private(set) var lastCheck: Date?
    /// The source's notices for the whole page (a Kuma page's incidents and maintenance
    /// windows in progress), as last read.
    public private(set) var notices: [UptimeNotice]
    /// The line under the countdown, if the last refresh failed.
    public private(set) var fault: UptimeFault?
    /// When the last refresh ended (success or failure); the schedule derives from it.
    public private(set) var lastAttempt: Date?
    /// The transfer under way, if any: one page of the read under way.
    public private(set) var inFlight: FetchID?
    /// The first row shown when the list is longer than the page.
    public private(set) var scroll = 0
    /// Seconds from the last attempt to the next: the source's cadence for the requests the
    /// last read took, or longer when the server asked for more with `Retry-After`.
    public private(set) var wait: TimeInterval
    /// The refresh under way: its plan of requests and what it has gathered.
    private var read: UptimeRead?
    /// The slow-changing part of the source (a Kuma page's monitors), kept between
    /// refreshes while it is fresh.
    private var catalog: UptimeCatalog?
    /// Whether a read of this source with its stored key brought a list: a refusal of such
    /// a key keeps the list and tries again, while a key never seen working is asked for.
    private var keyWorked = false
    /// Whether a list of this source has been read (an empty one included): what tells
    /// `NO MONITORS` from nothing read yet.
    public private(set) var hasRead = false
    /// Whether the list is sample content (`--demo`): it is "checked" again on the wall
    /// clock's grid, with no request (`UptimePage.keepTime`).
    public internal(set) var isSample = false

    /// A model; empty (nothing fetched yet) by default.
    public init(
        services: [UptimeService] = [], notices: [UptimeNotice] = [], lastCheck: Date? = nil,
        lastAttempt: Date? = nil, preferences: UptimePreferences = UptimePreferences()
    ) {
        self.listed = services
        self.notices = notices
        self.lastCheck = lastCheck
        self.lastAttempt = lastAttempt
        self.preferences = preferences
        wait = preferences.source.cadence.refresh
        hasRead = !services.isEmpty
    }

    /// Where the monitors are read from.
    public var source: UptimeSource { preferences.source }

    /// The services as shown: the source's order, or down first when the order says so.
    /// A group's heading belongs to the source's order, so down first drops it.
    public var services: [UptimeService] {
        guard preferences.order == .downFirst else { return listed }
        return DownFirst.ordered(listed).map { service in
            var unheaded = service
            unheaded.heading = nil
            return unheaded
        }
    }

    /// How many are down, degraded and up.
    public var counts: UptimeCounts { UptimeCounts(listed) }

    /// What a finished transfer means for the page around the list.
    public enum Outcome: Equatable, Sendable {
        /// Nothing beyond the model itself.
        case none
        /// The key was refused: ask for it again; the stored key stays.
        case keyRejected
        /// The read needs another page: send this request and `proceed` with its id.
        case send(HTTPRequest)
    }

    /// Whether a refresh is due at `now`: never twice within the wait, so coming back
    /// after a minute refreshes once.
    public func isDue(at now: Date) -> Bool {
        guard inFlight == nil else { return false }
        // A last attempt in the future means the clock was stepped back: refresh once now
        // rather than fall silent for the length of the step.
        guard let lastAttempt, lastAttempt <= now else { return true }
        return now.timeIntervalSince(lastAttempt) >= wait
    }

    /// `NEXT REFRESH` in whole seconds: the source's refresh before any attempt, else the
    /// time left to the real next read, never negative and never above the wait.
    public func secondsToRefresh(at now: Date) -> Int {
        guard let lastAttempt else { return Int(source.cadence.refresh) }
        let elapsed = max(0, now.timeIntervalSince(lastAttempt))
        return Int(max(0, (wait - elapsed).rounded(.up)))
    }

    /// The next instant the countdown shows a different number or a refresh falls due.
    public func nextChange(after now: Date) -> Date? {
        guard inFlight == nil, let lastAttempt else { return nil }
        guard lastAttempt <= now else { return now }  // stepped back: due at once
        let elapsed = now.timeIntervalSince(lastAttempt)
        guard elapsed < wait else { return nil }
        return lastAttempt.addingTimeInterval((elapsed + 1e-6).rounded(.up))
    }

    /// Starts refresh `id` at `now`, on `hosts` for the hosted services: the first request.
    public mutating func begin(_ id: FetchID, hosts: UptimeHosts, at now: Date) -> HTTPRequest {
        let read = UptimeRead(source: source, hosts: hosts, catalog: catalog, at: now)
        self.read = read
        inFlight = id
        return read.request
    }

    /// The next page of the read under way goes as transfer `id`.
    public mutating func proceed(_ id: FetchID) {
        if read != nil { inFlight = id }
    }

    /// The page was left mid-refresh: the read is dropped, but it counts as an attempt from
    /// when it started, with the requests it sent, so coming back refreshes no sooner than
    /// the source's cadence allows (paging back and forth never becomes a request a key).
    public mutating func abandon() -> FetchID? {
        defer {
            inFlight = nil
            read = nil
        }
        if let read, inFlight != nil {
            lastAttempt = read.startedAt
            wait = max(wait, source.cadence.interval(afterRequests: read.requestsAnswered + 1))
        }
        return inFlight
    }

    /// A new key was saved, or the stored one refused: the next refresh is due at once,
    /// and the key is one not yet seen working.
    public mutating func restartSchedule() {
        lastAttempt = nil
        fault = nil
        wait = source.cadence.refresh
        keyWorked = false
    }

    /// Reads from `source` from now on; returns the transfer to cancel, if one was under
    /// way. Another source's list is another list: it goes, and the next read is at once.
    public mutating func choose(_ source: UptimeSource) -> FetchID? {
        guard source != self.source else { return nil }
        let cancelled = abandon()
        preferences.choose(source)
        listed = []
        hasRead = false
        notices = []
        lastCheck = nil
        catalog = nil
        scroll = 0
        restartSchedule()
        return cancelled
    }

    /// Orders the list as `order` says.
    public mutating func setOrder(_ order: UptimeOrder) {
        preferences.order = order
    }

    /// Scrolls by `rows`, kept within the list by the view that knows how many fit.
    public mutating func scroll(by rows: Int) {
        scroll = max(0, min(max(0, listed.count - 1), scroll + rows))
    }

    /// Keeps the first row shown at or before `furthest`.
    public mutating func limitScroll(to furthest: Int) {
        scroll = max(0, min(scroll, furthest))
    }

    /// Takes the answer to transfer `id` (other answers are late, and dropped).
    public mutating func receive(_ id: FetchID, _ result: Result<HTTPResponse, HTTPFailure>, at now: Date) -> Outcome {
        guard id == inFlight, var read else { return .none }
        inFlight = nil
        self.read = nil
        switch result {
        case .failure(.cancelled):
            return .none
        case .failure(let failure):
            // The request that failed counts towards the allowance as much as one answered.
            fail(
                failure.isConnectionFailure ? .connectionFailed : failure == .tooLarge ? .tooLarge : .refreshFailed,
                at: now, requests: read.requestsAnswered + 1)
        case .success(let response):
            switch read.receive(response) {
            case .send(let next):
                self.read = read
                return .send(next)
            case .finished(let reading):
                listed = reading.services
                hasRead = true
                keyWorked = true
                notices = reading.notices
                let latest = now.addingTimeInterval(Self.futureSkew)
                lastCheck = reading.services.compactMap(\.lastCheckedAt).filter { $0 <= latest }.max()
                catalog = reading.catalog
                fault = nil
                lastAttempt = now
                wait = source.cadence.interval(afterRequests: reading.requests)
                scroll = min(scroll, max(0, listed.count - 1))
            case .failed(let failure):
                guard let fault = UptimeFault(failure) else {
                    if keyWorked {
                        // A key that worked is refused: the list stays under the line,
                        // and the key is tried again, slowly, until it works or `c`
                        // changes it.
                        fail(.keyRejected, at: now, holdOff: response.holdOff(at: now), requests: read.requestsAnswered)
                        wait = max(wait, Self.rejectedKeyRetry)
                        return .none
                    }
                    // A key never seen working: the list goes, and the schedule with it,
                    // until a key is saved; the stored key is not touched (only a
                    // successful save replaces it).
                    listed = []
                    hasRead = false
                    notices = []
                    lastCheck = nil
                    restartSchedule()
                    return .keyRejected
                }
                if fault == .noSuchStatusPage { catalog = nil }
                fail(fault, at: now, holdOff: response.holdOff(at: now), requests: read.requestsAnswered)
            }
        }
        return .none
    }

    /// A failure keeps the list and LAST CHECK; the next try is the source's wait away, or
    /// as long as the server asked (`holdOff`) when that is longer.
    private mutating func fail(_ fault: UptimeFault, at now: Date, holdOff: TimeInterval? = nil, requests: Int) {
        self.fault = fault
        lastAttempt = now
        wait = max(source.cadence.interval(afterRequests: requests), holdOff ?? 0)
    }
}

extension HTTPFailure {
    /// Whether the request never reached a server that answered.
    public var isConnectionFailure: Bool {
        switch self {
        case .unresolvable, .refused, .connectionLost, .timedOut, .tls: true
        default: false
        }
    }
}
