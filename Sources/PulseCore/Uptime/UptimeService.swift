import FoundationEssentials

/// A monitored service's state, as the uptime API's `currentStatus` maps onto the page.
/// Paused and new are states of their own where a source says so (Healthchecks' `paused`
/// and `new`, UptimeRobot's 0 and 1, Better Stack's `paused` and `pending`): a check
/// someone paused is not one that was never pinged, and neither is a state nobody knows.
public enum ServiceStatus: Equatable, Sendable, CaseIterable {
    case operational, degraded, down, maintenance, unknown
    /// Monitoring was paused on purpose: no checks until it is resumed.
    case paused
    /// Made, and not checked (or pinged) yet.
    case new

    /// Maps the API's value, case-insensitively: `up`; `slow` or `degraded`; `down`;
    /// anything else, missing or of another type is unknown.
    public init(apiValue: Any?) {
        switch (apiValue as? String)?.lowercased() {
        case "up": self = .operational
        case "slow", "degraded": self = .degraded
        case "down": self = .down
        default: self = .unknown
        }
    }

    /// Its one word, the same in `pulse snapshot --format text`'s rows and in the counts
    /// line: degraded is `SLOW` in both, the word the counts have always shown.
    public var word: String {
        switch self {
        case .operational: "UP"
        case .degraded: "SLOW"
        case .down: "DOWN"
        case .maintenance: "MAINTENANCE"
        case .unknown: "UNKNOWN"
        case .paused: "PAUSED"
        case .new: "NEW"
        }
    }

    /// Whether it is in trouble: down, or degraded on its way there. A monitor under
    /// maintenance is not: it was taken out of service on purpose.
    public var isTrouble: Bool { self == .down || self == .degraded }
}

extension ServiceStatus {
    /// The state `key` stands for in a source's `table` of its words (or numbers) for its
    /// states: unknown for one the table does not name, and for a value of another kind
    /// (nil), so a decoder says only its table.
    init<Key: Hashable>(_ key: Key?, in table: [Key: ServiceStatus]) {
        self = key.flatMap { table[$0] } ?? .unknown
    }
}

/// One row of the Uptime page: what the source says of one monitor now, and what its
/// answer already holds about the monitor's recent past. Every field past the state is
/// only what the source itself sent or what its checks show; a source that sends none of
/// it leaves it empty, so nothing is ever made up.
public struct UptimeService: Equatable, Sendable {
    /// The project's name, as sent.
    public let name: String
    /// Its state.
    public let status: ServiceStatus
    /// When the monitor last checked it, if the API said so in a form we can read.
    public let lastCheckedAt: Date?
    /// Its recent checks, oldest first, where the source sends them (a status page's
    /// heartbeats, a health checker's results); empty where it sends none.
    public var checks: [ServiceStatus]
    /// The share of the last 24 hours it was up, 0 to 1, where the source gives it over
    /// checks of a whole day (`UptimeHistory`).
    public var uptime: Double?
    /// When the trouble it is in began, where its checks or the source's log show the
    /// change; nil when it is not in trouble.
    public var downSince: Date?
    /// The heading of the status page's group this row opens (Kuma's groups), as sent.
    public var heading: String?
    /// Whether it stands for other monitors (a Kuma group monitor, the worst of its
    /// children): marked as such, and never counted in the totals.
    public var isRollUp: Bool
    /// What tells the monitor apart at its source (Kuma's id), so one listed twice is
    /// counted once; nil where every row is a monitor of its own.
    public var key: String?

    /// A row.
    public init(
        name: String, status: ServiceStatus, lastCheckedAt: Date? = nil, checks: [ServiceStatus] = [],
        uptime: Double? = nil, downSince: Date? = nil, heading: String? = nil, isRollUp: Bool = false,
        key: String? = nil
    ) {
        self.name = name
        self.status = status
        self.lastCheckedAt = lastCheckedAt
        self.checks = checks
        self.uptime = uptime
        self.downSince = downSince
        self.heading = heading
        self.isRollUp = isRollUp
        self.key = key
    }
}
