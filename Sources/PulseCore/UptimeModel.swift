import FoundationEssentials

/// What went wrong with the last refresh, as the line under the countdown names it.
public enum UptimeFault: Equatable, Sendable {
    /// No connection: refused, unresolvable, timed out, reset.
    case connectionFailed
    /// Any status outside 2xx but 401 (403 and 404 included).
    case serverError(Int)
    /// A 2xx body that is not the response we expect.
    case unreadable
    /// Anything else.
    case refreshFailed

    /// The line on the page.
    public var text: String {
        switch self {
        case .connectionFailed: "CONNECTION FAILED"
        case .serverError(let code): "SERVER ERROR: \(code)"
        case .unreadable: "UNREADABLE RESPONSE"
        case .refreshFailed: "REFRESH FAILED"
        }
    }
}

/// The Uptime page as data: the list, the schedule and the fault line. It never holds the
/// key: requests name the credential and the runtime reads it at the moment of sending.
public struct UptimeModel: Equatable, Sendable {
    /// Seconds between refreshes, counted from the last attempt.
    public static let interval: TimeInterval = 20

    /// The services, in the API's order.
    public private(set) var services: [UptimeService] = []
    /// The newest `lastCheckedAt` the API sent, drawn as sent (never the local fetch time).
    public private(set) var lastCheck: Date?
    /// The line under the countdown, if the last refresh failed.
    public private(set) var fault: UptimeFault?
    /// When the last refresh ended (success or failure); the schedule derives from it.
    public private(set) var lastAttempt: Date?
    /// The transfer under way, if any.
    public private(set) var inFlight: FetchID?
    /// The first row shown when the list is longer than the page.
    public private(set) var scroll = 0
    /// Seconds from the last attempt to the next: the interval, or longer when the server
    /// asked for more with `Retry-After`.
    public private(set) var wait: TimeInterval = interval

    /// A model; empty (nothing fetched yet) by default.
    public init(services: [UptimeService] = [], lastCheck: Date? = nil, lastAttempt: Date? = nil) {
        self.services = services
        self.lastCheck = lastCheck
        self.lastAttempt = lastAttempt
    }

    /// What a finished refresh means for the page around the list.
    public enum Outcome: Equatable, Sendable {
        /// Nothing beyond the model itself.
        case none
        /// The key was refused (401): ask for it again; the stored key stays.
        case keyRejected
    }

    /// Whether a refresh is due at `now`: never twice within the interval, so coming back
    /// after a minute refreshes once.
    public func isDue(at now: Date) -> Bool {
        guard inFlight == nil else { return false }
        // A last attempt in the future means the clock was stepped back: refresh once now
        // rather than fall silent for the length of the step.
        guard let lastAttempt, lastAttempt <= now else { return true }
        return now.timeIntervalSince(lastAttempt) >= wait
    }

    /// `NEXT REFRESH` in whole seconds: 20 before any attempt, else the time left, never
    /// negative and never above the wait (20, unless the server asked for longer).
    public func secondsToRefresh(at now: Date) -> Int {
        guard let lastAttempt else { return Int(Self.interval) }
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

    /// Records that refresh `id` is under way.
    public mutating func begin(_ id: FetchID) {
        inFlight = id
    }

    /// The page was left mid-refresh: nothing changes, so coming back refreshes at once.
    public mutating func abandon() -> FetchID? {
        defer { inFlight = nil }
        return inFlight
    }

    /// A new key was saved, or the stored one refused: the next refresh is due at once.
    public mutating func restartSchedule() {
        lastAttempt = nil
        fault = nil
        wait = Self.interval
    }

    /// Scrolls by `rows`, kept within the list by the view that knows how many fit.
    public mutating func scroll(by rows: Int) {
        scroll = max(0, min(max(0, services.count - 1), scroll + rows))
    }

    /// Keeps the first row shown at or before `furthest`.
    public mutating func limitScroll(to furthest: Int) {
        scroll = max(0, min(scroll, furthest))
    }

    /// Takes the answer to refresh `id` (other answers are late, and dropped).
    public mutating func receive(_ id: FetchID, _ result: Result<HTTPResponse, HTTPFailure>, at now: Date) -> Outcome {
        guard id == inFlight else { return .none }
        inFlight = nil
        switch result {
        case .failure(.cancelled):
            return .none
        case .failure(let failure):
            fail(failure.isConnectionFailure ? .connectionFailed : .refreshFailed, at: now)
        case .success(let response) where response.status == 401:
            // The list goes, and the schedule with it, until a key is saved; the stored
            // key is not touched (only a successful save replaces it).
            services = []
            lastCheck = nil
            restartSchedule()
            return .keyRejected
        case .success(let response) where !(200..<300).contains(response.status):
            fail(.serverError(response.status), at: now, holdOff: response.holdOff(at: now))
        case .success(let response):
            switch UptimeDecoder.decode(response.body) {
            case .success(let fresh):
                services = fresh
                lastCheck = fresh.compactMap(\.lastCheckedAt).max()
                fault = nil
                lastAttempt = now
                wait = Self.interval
                scroll = min(scroll, max(0, fresh.count - 1))
            case .failure:
                fail(.unreadable, at: now)
            }
        }
        return .none
    }

    /// A failure keeps the list and LAST CHECK; the next try is one interval away, or as
    /// long as the server asked (`holdOff`) when that is longer.
    private mutating func fail(_ fault: UptimeFault, at now: Date, holdOff: TimeInterval? = nil) {
        self.fault = fault
        lastAttempt = now
        wait = max(Self.interval, holdOff ?? 0)
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
