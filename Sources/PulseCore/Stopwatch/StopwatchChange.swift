import FoundationEssentials

/// A person's change to the stopwatch, as meant: a start of a running stopwatch or a stop
/// of a stopped one changes nothing, so two Pulses pressed at once never undo each other.
public enum StopwatchChange: Equatable, Sendable {
    /// Starts it at this instant, unless it runs.
    case start(at: Date)
    /// Stops it at this instant, keeping its time, unless it is stopped.
    case stop(at: Date)
    /// A stopped zero.
    case reset

    /// `stopwatch` with the change made.
    public func applied(to stopwatch: Stopwatch) -> Stopwatch {
        var changed = stopwatch
        switch self {
        case .start(let now) where !stopwatch.isRunning, .stop(let now) where stopwatch.isRunning:
            changed.toggle(at: now)
        case .reset:
            changed.reset()
        case .start, .stop:
            break
        }
        return changed
    }
}
