import FoundationEssentials

/// Where a timer is at one instant, in the terms both timer pages read: its phase, and
/// the block under way (a countdown is one block), its length, the seconds gone and
/// left, and while it runs the instants it started and ends. Each timer fills it with its
/// own arithmetic from what it stores, so no reading changes by the last bit of an
/// instant through it.
public struct TimerMoment: Sendable {
    /// Ready, running, paused or finished.
    public let phase: TimerPhase
    /// The block's length in seconds.
    public let length: TimeInterval
    /// Seconds of the block gone (its length once finished).
    public let elapsed: TimeInterval
    /// Seconds of the block left (none once finished).
    public let left: TimeInterval
    /// The block's start and end, while it runs; nil otherwise.
    public let running: (start: Date, end: Date)?

    /// A moment of these values.
    public init(
        phase: TimerPhase, length: TimeInterval, elapsed: TimeInterval, left: TimeInterval,
        running: (start: Date, end: Date)?
    ) {
        self.phase = phase
        self.length = length
        self.elapsed = elapsed
        self.left = left
        self.running = running
    }
}
