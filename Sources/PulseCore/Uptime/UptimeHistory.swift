import FoundationEssentials

/// One check of a monitor as its source sent it: the state, and when it was taken.
public struct TimedCheck: Equatable, Sendable {
    /// The state the check found.
    public let status: ServiceStatus
    /// When it was taken, if the time could be read.
    public let time: Date?

    /// A check.
    public init(_ status: ServiceStatus, at time: Date?) {
        self.status = status
        self.time = time
    }
}

/// How a monitor's recent past is read from the checks a source sends, the same rules for
/// every source that sends them: what the checks show is said, and nothing they do not.
public enum UptimeHistory {
    /// The length of the day an uptime figure covers.
    public static let day: TimeInterval = 24 * 60 * 60

    /// When the trouble at the end of `checks` (oldest first) began: the first check of the
    /// run of down and degraded checks that ends them. Nil when the last check is not in
    /// trouble, when the run is all the checks there are (the change is older than what
    /// was sent, and the oldest check sent is not when it happened), or when that check
    /// has no time.
    public static func troubleStart(_ checks: [TimedCheck]) -> Date? {
        guard let start = checks.lastIndex(where: { !$0.status.isTrouble }).map({ $0 + 1 }),
            start < checks.count
        else { return nil }
        return checks[start].time
    }

    /// The share of the day before `now` that the checks found up, counted over the checks
    /// themselves, and only when they cover the whole day: the oldest is a day old or more,
    /// so every check of the day is among them. A day's figure from fewer checks than a day
    /// holds would pass a fresh monitor's hour for its day. Nil when the checks reach back
    /// less than a day, when one has no time (it cannot be placed), or when none in the day
    /// found it up or down.
    public static func dayShare(_ checks: [TimedCheck], at now: Date) -> Double? {
        guard let oldest = checks.first?.time, oldest <= now.addingTimeInterval(-day),
            checks.allSatisfy({ $0.time != nil })
        else { return nil }
        let since = now.addingTimeInterval(-day)
        var up = 0, counted = 0
        for check in checks {
            guard let time = check.time, time > since, time <= now.addingTimeInterval(UptimeModel.futureSkew) else {
                continue
            }
            switch check.status {
            case .operational:
                up += 1
                counted += 1
            case .down, .degraded:
                counted += 1
            case .maintenance, .unknown, .paused, .new:
                break
            }
        }
        return counted > 0 ? Double(up) / Double(counted) : nil
    }

    /// Whether a check a day's ratio is made of (up, down or degraded) falls in the day
    /// before `now` (a check ahead of this machine's clock by more than clocks drift,
    /// `UptimeModel.futureSkew`, is in no day yet). A server's ratio over a day without one
    /// is no measure: Kuma sends 0 for a monitor it has not checked, which would read as a
    /// day of outage.
    public static func hasCountedCheck(_ checks: [TimedCheck], inDayBefore now: Date) -> Bool {
        let since = now.addingTimeInterval(-day), latest = now.addingTimeInterval(UptimeModel.futureSkew)
        return checks.contains { check in
            guard let time = check.time, time > since, time <= latest else { return false }
            return check.status == .operational || check.status.isTrouble
        }
    }

    /// A ratio the source sent as a fraction from 0 to 1; nil for anything else.
    static func ratio(_ value: Any?) -> Double? {
        guard !(value is Bool), let number = JSONTree.number(value), number.isFinite, (0...1).contains(number)
        else { return nil }
        return number
    }
}
