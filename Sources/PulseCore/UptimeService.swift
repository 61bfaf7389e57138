import FoundationEssentials

/// A monitored service's state, as the uptime API's `currentStatus` maps onto the page.
public enum ServiceStatus: Equatable, Sendable, CaseIterable {
    case operational, degraded, down, unknown

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

    /// How `pulse snapshot --format text` names it.
    public var word: String {
        switch self {
        case .operational: "UP"
        case .degraded: "DEGRADED"
        case .down: "DOWN"
        case .unknown: "UNKNOWN"
        }
    }
}

/// One row of the Uptime page.
public struct UptimeService: Equatable, Sendable {
    /// The project's name, as sent.
    public let name: String
    /// Its state.
    public let status: ServiceStatus
    /// When the monitor last checked it, if the API said so in a form we can read.
    public let lastCheckedAt: Date?

    /// A row.
    public init(name: String, status: ServiceStatus, lastCheckedAt: Date? = nil) {
        self.name = name
        self.status = status
        self.lastCheckedAt = lastCheckedAt
    }
}
