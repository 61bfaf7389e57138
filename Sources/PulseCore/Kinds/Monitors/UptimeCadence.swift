import FoundationEssentials

/// How often a source is read: what its server caches or its plan allows, and nothing
/// faster, because a faster read shows nothing new and spends the account's budget.
public struct UptimeCadence: Equatable, Sendable {
    /// Seconds from one read of the states to the next (Kuma: the heartbeat list).
    public let refresh: TimeInterval
    /// Seconds a Kuma monitor list is kept before it is read again; nil for the sources
    /// whose one read brings names and states together.
    public let monitorList: TimeInterval?
    /// The most requests a minute the source allows, counting every page of a paged read;
    /// nil where nothing is documented or the interval is slower anyway.
    public let requestsPerMinute: Int?

    /// A cadence.
    public init(refresh: TimeInterval, monitorList: TimeInterval? = nil, requestsPerMinute: Int? = nil) {
        self.refresh = refresh
        self.monitorList = monitorList
        self.requestsPerMinute = requestsPerMinute
    }

    /// Seconds to wait after a read that took `requests` requests: the refresh, or longer
    /// when that many a refresh would exceed the per-minute allowance. A read's pages go
    /// out together, so the allowance holds for any minute, not on average: a minute holds
    /// as many whole reads as fit in it (4 pages: two reads, 30 s apart, not three 24 s
    /// apart). A read of more pages than a minute allows is an account past the free
    /// plan's 50 monitors, whose plan allows twice its monitors a minute: it waits 6 s a
    /// page.
    public func interval(afterRequests requests: Int) -> TimeInterval {
        guard let requestsPerMinute, requestsPerMinute > 0 else { return refresh }
        let pages = max(1, requests)
        guard pages <= requestsPerMinute else {
            return max(refresh, 60 * TimeInterval(pages) / TimeInterval(requestsPerMinute))
        }
        return max(refresh, 60 / TimeInterval(requestsPerMinute / pages))
    }
}
