import FoundationEssentials

/// A Kuma status page's monitors as last read, kept between refreshes: Kuma caches the
/// page for five minutes on the server, so reading it with every heartbeat list would
/// only send the same names again.
public struct KumaMonitorList: Equatable, Sendable {
    /// The server and page it was read from.
    public let base: URL, slug: String
    /// The monitors, in the page's order.
    public let monitors: [KumaMonitor]
    /// When the read ended.
    public let readAt: Date

    /// A list read from `base`'s page `slug` at `readAt`.
    public init(base: URL, slug: String, monitors: [KumaMonitor], readAt: Date) {
        self.base = base
        self.slug = slug
        self.monitors = monitors
        self.readAt = readAt
    }

    /// Whether it can stand for `source`'s monitors at `now`: the same page, read less
    /// than the monitor-list interval ago (a read dated in the future means the clock was
    /// stepped back, and the list is read again rather than trusted for the step).
    public func isFresh(for source: UptimeSource, at now: Date) -> Bool {
        guard case .kuma(let base, let slug) = source, base == self.base, slug == self.slug,
            let interval = source.cadence.monitorList, readAt <= now
        else { return false }
        return now.timeIntervalSince(readAt) < interval
    }
}
