/// The Uptime page's "worst first" order: down, then degraded, then under maintenance,
/// then unknown, new and paused (nothing known of them now), then up, each state keeping the source's own order, so a refresh that
/// changes nothing moves no row.
public enum DownFirst {
    /// `services` reordered; stable within a state.
    public static func ordered(_ services: [UptimeService]) -> [UptimeService] {
        services.enumerated()
            .sorted { ($0.element.status.downFirstRank, $0.offset) < ($1.element.status.downFirstRank, $1.offset) }
            .map(\.element)
    }
}

extension ServiceStatus {
    /// Where this state sorts in `DownFirst`: 0 for down, 6 for up.
    public var downFirstRank: Int {
        switch self {
        case .down: 0
        case .degraded: 1
        case .maintenance: 2
        case .unknown: 3
        case .new: 4
        case .paused: 5
        case .operational: 6
        }
    }
}
