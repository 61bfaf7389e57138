/// How many monitors are down, degraded, up, paused and new, for the page's header. A
/// roll-up (a Kuma group monitor) stands for monitors that have rows of their own, or are
/// left off the page on purpose, so it is never counted; a monitor listed twice (the same
/// key) counts once. Under maintenance and unknown are neither up nor down, and are not
/// counted.
public struct UptimeCounts: Equatable, Sendable {
    /// Monitors in each state.
    public let down: Int, degraded: Int, up: Int, paused: Int, new: Int

    /// The counts over `services`.
    public init(_ services: [UptimeService]) {
        var seen: Set<String> = []
        var down = 0, degraded = 0, up = 0, paused = 0, new = 0
        for service in services where !service.isRollUp {
            if let key = service.key, !seen.insert(key).inserted { continue }
            switch service.status {
            case .down: down += 1
            case .degraded: degraded += 1
            case .operational: up += 1
            case .paused: paused += 1
            case .new: new += 1
            case .maintenance, .unknown: break
            }
        }
        (self.down, self.degraded, self.up, self.paused, self.new) = (down, degraded, up, paused, new)
    }

    /// `1 DOWN · 1 SLOW · 17 UP · 2 PAUSED · 1 NEW`: trouble first, then up, then what is
    /// not being checked; each state by its row's word (`ServiceStatus.word`), a state with
    /// none left out; nil when no monitor is in any of them (nothing listed yet, or all of
    /// it unknown).
    public var text: String? {
        let states: [(Int, ServiceStatus)] = [
            (down, .down), (degraded, .degraded), (up, .operational), (paused, .paused), (new, .new),
        ]
        let parts = states.filter { $0.0 > 0 }.map { "\($0.0) \($0.1.word)" }
        return parts.isEmpty ? nil : parts.joined(separator: " \u{00B7} ")
    }
}
