import FoundationEssentials

/// A countdown as instants, after the studio's study timer: the length it was set to
/// (whole seconds, up to thirty hours) and, while it runs, the instant it ends; while
/// paused, the seconds it had left. Every reading is derived from the clock: it has ended
/// once that instant is past, wherever the wall clock was set meanwhile, and a restart
/// finds it where the clock says.
public struct Countdown: Equatable, Sendable {
    /// The longest a countdown may be set to.
    public static let longest: TimeInterval = 30 * 3600
    /// The length a countdown never set has.
    public static let defaultLength: TimeInterval = 10 * 60

    /// Where a countdown is at one instant.
    public enum Phase: Equatable, Sendable {
        /// Set and not started: it shows its whole length.
        case ready
        /// Counting down.
        case running
        /// Stopped part way, holding what was left.
        case paused
        /// Its end instant has passed.
        case finished(at: Date)

        /// Whether it has finished.
        public var isFinished: Bool {
            if case .finished = self { return true }
            return false
        }
    }

    /// The length it was set to, in whole seconds.
    public private(set) var length: TimeInterval
    /// The instant it ends (or ended), while running; nil otherwise.
    public private(set) var endsAt: Date?
    /// The seconds left when it was paused; nil unless paused.
    public private(set) var pausedLeft: TimeInterval?
    /// The last end already announced (rung, its command run), kept with the countdown so
    /// that one end is announced once, across restarts too.
    public var announcedEnd: Date?

    /// A countdown with these values, made sane: the length whole seconds within thirty
    /// hours, the paused value within it, running winning over paused.
    public init(
        length: TimeInterval = Countdown.defaultLength, endsAt: Date? = nil, pausedLeft: TimeInterval? = nil,
        announcedEnd: Date? = nil
    ) {
        self.length = Self.sane(length)
        self.endsAt = endsAt
        self.pausedLeft = endsAt == nil ? pausedLeft.map { min(self.length, Self.sane($0, whole: false)) } : nil
        self.announcedEnd = announcedEnd
    }

    /// `seconds` within zero and thirty hours (whole seconds unless `whole` is false); not
    /// a number is zero.
    static func sane(_ seconds: TimeInterval, whole: Bool = true) -> TimeInterval {
        guard seconds.isFinite else { return 0 }
        let bounded = min(longest, max(0, seconds))
        return whole ? bounded.rounded(.down) : bounded
    }

    /// Where it is at `now`.
    public func phase(at now: Date) -> Phase {
        if let endsAt { return now >= endsAt ? .finished(at: endsAt) : .running }
        return pausedLeft == nil ? .ready : .paused
    }

    /// Whether it is counting down at `now`.
    public func isRunning(at now: Date) -> Bool { phase(at: now) == .running }

    /// Whether a run is under way at `now`, counting down or paused: only its own gestures
    /// (the presses) change it then.
    public func isUnderWay(at now: Date) -> Bool {
        switch phase(at: now) {
        case .running, .paused: true
        case .ready, .finished: false
        }
    }

    /// Seconds left at `now`: never below zero, and never above its length, even when the
    /// wall clock was set back past its start.
    public func left(at now: Date) -> TimeInterval {
        if let endsAt { return min(length, max(0, endsAt.timeIntervalSince(now))) }
        return pausedLeft ?? length
    }

    /// Seconds of its length gone at `now`.
    public func elapsed(at now: Date) -> TimeInterval { length - left(at: now) }

    /// What the readout shows at `now`.
    public func readout(at now: Date) -> String { TimerReadout.text(left(at: now)) }

    /// The next instant after `now` at which the readout changes: nil unless running.
    public func nextChange(after now: Date) -> Date? {
        guard let endsAt, now < endsAt else { return nil }
        return TimerReadout.nextChange(after: now, left: left(at: now), end: endsAt)
    }

    /// The instant it ends, while it is running at `now`.
    public func end(after now: Date) -> Date? {
        guard let endsAt, now < endsAt else { return nil }
        return endsAt
    }

    /// Starts a ready or finished countdown of its length, pauses a running one, resumes a
    /// paused one. A countdown of no length does not start.
    public mutating func toggle(at now: Date) {
        switch phase(at: now) {
        case .ready, .finished:
            guard length > 0 else { return }
            endsAt = now.addingTimeInterval(length)
            pausedLeft = nil
        case .running:
            pausedLeft = left(at: now)
            endsAt = nil
        case .paused:
            endsAt = now.addingTimeInterval(pausedLeft ?? length)
            pausedLeft = nil
        }
    }

    /// Back to its whole length, not running.
    public mutating func reset() {
        endsAt = nil
        pausedLeft = nil
    }

    /// Set to `seconds` (within thirty hours), not running.
    public mutating func set(length seconds: TimeInterval) {
        length = Self.sane(seconds)
        reset()
    }
}
