import FoundationEssentials

/// The slow-changing part of a source, kept between reads while it is fresh: a Kuma
/// status page's monitors, its groups and its notices, which the server caches for
/// minutes, so reading them with every heartbeat list would only send the same again.
public struct UptimeCatalog: Equatable, Sendable {
    /// One monitor, by the id that joins it to its states.
    public struct Monitor: Equatable, Sendable {
        /// The id that joins it to its states.
        public let id: Int
        /// Its name, as sent.
        public let name: String
        /// The name of the group it opens on the page, when it is its group's first.
        public let heading: String?
        /// Whether it is a roll-up of other monitors (Kuma's `type: "group"`).
        public let isRollUp: Bool

        /// A monitor.
        public init(id: Int, name: String, heading: String? = nil, isRollUp: Bool = false) {
            self.id = id
            self.name = name
            self.heading = heading
            self.isRollUp = isRollUp
        }
    }

    /// The source it was read from.
    public let source: UptimeSource
    /// The monitors, in the source's order.
    public let monitors: [Monitor]
    /// The page's incidents and maintenance windows in progress, in the source's order.
    public let notices: [UptimeNotice]
    /// When the read ended.
    public let readAt: Date

    /// A catalog of `source` read at `readAt`.
    public init(source: UptimeSource, monitors: [Monitor], notices: [UptimeNotice] = [], readAt: Date) {
        self.source = source
        self.monitors = monitors
        self.notices = notices
        self.readAt = readAt
    }

    /// Whether it can stand for `source`'s monitors at `now`: the same source, read less
    /// than the source's catalog interval ago (a read dated in the future means the clock
    /// was stepped back, and it is read again rather than trusted for the step).
    public func isFresh(for source: UptimeSource, at now: Date) -> Bool {
        guard source == self.source, let interval = source.cadence.monitorList, readAt <= now else { return false }
        return now.timeIntervalSince(readAt) < interval
    }
}
