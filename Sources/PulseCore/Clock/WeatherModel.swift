import FoundationEssentials

/// The Clock's weather line as data: where, the last good reading, and when to ask again.
/// Failure is silent absence; nothing here ever produces error text.
public struct WeatherModel: Equatable, Sendable {
    /// Seconds between lookups, counted from the last attempt.
    public static let refreshInterval: TimeInterval = 1800
    /// A reading older than this is dropped when a later attempt fails.
    public static let staleAfter: TimeInterval = 10_800

    /// Where to look up, or nil: then there is no line and no request at all.
    public let location: Coordinate?
    /// The reading on screen, if any.
    public private(set) var reading: WeatherReading?
    /// The sunrises and sunsets of the last good answer: they stay true for the days they
    /// name, so a later failure keeps them (beyond them night falls back to fixed hours).
    public private(set) var daylight: Daylight?
    private var readingAt: Date?
    private var lastAttempt: Date?
    /// Seconds from the last attempt to the next: the refresh interval, or longer when the
    /// server asked for more with `Retry-After`.
    private var wait = refreshInterval
    /// The transfer under way, if any.
    public private(set) var inFlight: FetchID?
    /// The unit the transfer under way asked for: its answer says it in that unit unless
    /// it names another.
    private var askedUnit = TemperatureUnit.celsius

    /// A model for `location`.
    public init(location: Coordinate? = nil, reading: WeatherReading? = nil, readingAt: Date? = nil) {
        self.location = location
        self.reading = reading
        self.readingAt = readingAt
    }

    /// Whether a lookup is due at `now`.
    public func isDue(at now: Date) -> Bool {
        guard location != nil, inFlight == nil else { return false }
        // A last attempt in the future means the clock was stepped back: once, now.
        guard let lastAttempt, lastAttempt <= now else { return true }
        return now.timeIntervalSince(lastAttempt) >= wait
    }

    /// When the next lookup is due, while the Clock is shown.
    public var nextAttempt: Date? {
        guard location != nil, inFlight == nil else { return nil }
        return lastAttempt?.addingTimeInterval(wait)
    }

    /// Records that lookup `id`, asking in `unit`, starts at `now`.
    public mutating func begin(_ id: FetchID, at now: Date, unit: TemperatureUnit = .celsius) {
        inFlight = id
        lastAttempt = now
        askedUnit = unit
    }

    /// How long an abandoned lookup holds the next one off.
    public static let abandonedWait: TimeInterval = 60

    /// The page was left mid-lookup: no answer is awaited. The cancelled lookup counts as an
    /// attempt for a minute, so paging back and forth across the Clock never becomes a
    /// request an arrival, and coming back later still asks at once instead of showing no
    /// weather for the next half hour.
    public mutating func abandon() -> FetchID? {
        defer { inFlight = nil }
        if inFlight != nil { wait = Self.abandonedWait }
        return inFlight
    }

    /// Takes the answer to lookup `id` (others are late answers, and dropped).
    public mutating func receive(_ id: FetchID, _ result: Result<HTTPResponse, HTTPFailure>, at now: Date) {
        guard id == inFlight else { return }
        inFlight = nil
        wait = Self.refreshInterval
        if case .success(let response) = result, (200..<300).contains(response.status),
            case .success(let fresh) = WeatherDecoder.decode(response.body, asked: askedUnit)
        {
            reading = fresh
            readingAt = now
            if let sun = DaylightDecoder.decode(response.body) { daylight = sun }
            return
        }
        if case .success(let response) = result, let holdOff = response.holdOff(at: now) {
            let sinceAttempt = lastAttempt.map { max(0, now.timeIntervalSince($0)) } ?? 0
            wait = max(Self.refreshInterval, sinceAttempt + holdOff)
        }
        // Any failure keeps the last reading unless it has gone stale.
        if let readingAt, now.timeIntervalSince(readingAt) > Self.staleAfter {
            reading = nil
            self.readingAt = nil
        }
    }
}
