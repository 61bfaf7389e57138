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
    /// Between two blocks, since the earlier one ended at this instant: the next block
    /// (shown whole, as `READY`) waits for the double press that starts a timer.
    case waiting(since: Date)
    /// Its end (the Interval's last block's) has passed, at this instant.
    case finished(at: Date)

    /// Whether it has finished.
    public var isFinished: Bool {
        if case .finished = self { return true }
        return false
    }

    /// Whether a run is under way, counting down, paused or waiting between blocks: only
    /// its own presses change it then.
    public var isUnderWay: Bool {
        switch self {
        case .running, .paused, .waiting: true
        case .ready, .finished: false
        }
    }
}
