import FoundationEssentials

/// Where a timer of the timer pages (the Countdown, the Interval) is at one instant: one
/// phase for both, so the pages, their views and their files read a timer alike.
public enum TimerPhase: Equatable, Sendable {
    /// Set and not started: it shows its whole length (the Interval its first block).
    case ready
    /// Counting down.
    case running
    /// Stopped part way, holding what was left.
    case paused
    /// Its end (the Interval's last block's) has passed, at this instant.
    case finished(at: Date)

    /// Whether it has finished.
    public var isFinished: Bool {
        if case .finished = self { return true }
        return false
    }

    /// Whether a run is under way, counting down or paused: only its own presses change
    /// it then.
    public var isUnderWay: Bool {
        switch self {
        case .running, .paused: true
        case .ready, .finished: false
        }
    }
}
