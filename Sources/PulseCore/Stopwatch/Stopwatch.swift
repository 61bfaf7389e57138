import FoundationEssentials

/// A stopwatch as two values: when the current run started (nil while stopped) and the
/// seconds of finished runs. Elapsed time is always derived from timestamps; nothing ever
/// adds a tick to it.
public struct Stopwatch: Equatable, Sendable {
    /// Start of the current run, or nil when stopped.
    public private(set) var startedAt: Date?
    /// Seconds of the runs that have finished.
    public private(set) var accumulated: TimeInterval

    /// A stopwatch with the given values; a negative or non-finite total counts as zero.
    public init(startedAt: Date? = nil, accumulated: TimeInterval = 0) {
        self.startedAt = startedAt
        self.accumulated = accumulated.isFinite ? max(0, accumulated) : 0
    }

    /// Whether it is running.
    public var isRunning: Bool { startedAt != nil }

    /// Seconds shown at `now`; never negative, even if the clock was set back.
    public func elapsed(at now: Date) -> TimeInterval {
        guard let startedAt else { return accumulated }
        return max(0, accumulated + now.timeIntervalSince(startedAt))
    }

    /// Starts a stopped stopwatch at `now`, or stops a running one, keeping its time.
    public mutating func toggle(at now: Date) {
        if let startedAt {
            accumulated = max(0, accumulated + now.timeIntervalSince(startedAt))
            self.startedAt = nil
        } else {
            startedAt = now
        }
    }

    /// A stopped zero, whether it was running or not.
    public mutating func reset() {
        startedAt = nil
        accumulated = 0
    }

    /// The most seconds a readout shows (a trillion hours): beyond it the readout stands
    /// still, and a stored stopwatch past it is out of range. Below it a `Double` still
    /// tells seconds apart, so the readout's next change is always ahead.
    public static let longestReadout: TimeInterval = 3.6e15

    /// `HH:MM:SS` of whole seconds; hours never wrap (`24:00:00`, `100:00:00`).
    public func readout(at now: Date) -> String {
        let total = Int(min(elapsed(at: now), Self.longestReadout).rounded(.down))
        let (hours, minutes, seconds) = (total / 3600, total / 60 % 60, total % 60)
        func pad(_ value: Int) -> String { value < 10 ? "0\(value)" : String(value) }
        return "\(pad(hours)):\(pad(minutes)):\(pad(seconds))"
    }

    /// The next instant the readout changes, or nil while stopped or past the longest
    /// readout (past 2^53 seconds the next second is no later than now, and the loop would
    /// spin).
    public func nextChange(after now: Date) -> Date? {
        let elapsed = elapsed(at: now)
        guard isRunning, elapsed < Self.longestReadout else { return nil }
        let wait = elapsed.rounded(.down) + 1 - elapsed
        return now.addingTimeInterval(wait)
    }
}
