import FoundationEssentials

/// A countdown as instants, after the studio's study timer: the length it was set to
/// (whole seconds, up to thirty hours) and, while it runs, the instant it ends; while
/// paused, the seconds it had left. Every reading is derived from the clock: it has ended
/// once that instant is past, wherever the wall clock was set meanwhile, and a restart
/// finds it where the clock says.
public struct Countdown: TimerModel {
    /// The longest a countdown may be set to.
    public static let longest: TimeInterval = 30 * 3600
    /// The length a countdown never set has.
    public static let defaultLength: TimeInterval = 10 * 60

    /// Where a countdown is at one instant: the phase both timers share.
    public typealias Phase = TimerPhase

    /// The length it was set to, in whole seconds.
    public private(set) var length: TimeInterval
    /// The seconds added to (or, below zero, taken from) this run with `+` and `-`: the run
    /// lasts `length + added`; a start or a reset takes it back to none.
    public private(set) var added: TimeInterval
    /// The instant it ends (or ended), while running; nil otherwise.
    public private(set) var endsAt: Date?
    /// The seconds left when it was paused; nil unless paused.
    public private(set) var pausedLeft: TimeInterval?
    /// Whether it runs to a time of day the command line (`--until`) or the page (`:`)
    /// named, so the page says `UNTIL 14:30`: only while it runs to that end (a minute more or less moves it);
    /// a start, pause or reset of its own makes it a length again.
    public private(set) var endsAtTimeOfDay: Bool
    /// The last end already announced (rung, its command run), kept with the countdown so
    /// that one end is announced once, across restarts too.
    public var announcedEnd: Date?

    /// A countdown with these values, made sane: the length whole seconds within thirty
    /// hours, the paused value within it, running winning over paused.
    public init(
        length: TimeInterval = Countdown.defaultLength, endsAt: Date? = nil, pausedLeft: TimeInterval? = nil,
        announcedEnd: Date? = nil, added: TimeInterval = 0, endsAtTimeOfDay: Bool = false
    ) {
        self.length = Self.sane(length)
        let under = endsAt != nil || pausedLeft != nil
        self.added = under && added.isFinite ? min(Self.longest, max(0, self.length + added)) - self.length : 0
        self.endsAt = endsAt
        let run = self.length + self.added
        self.pausedLeft = endsAt == nil ? pausedLeft.map { min(run, Self.sane($0, whole: false)) } : nil
        self.announcedEnd = announcedEnd
        self.endsAtTimeOfDay = endsAtTimeOfDay && endsAt != nil
    }

    /// `seconds` within zero and thirty hours (whole seconds unless `whole` is false); not
    /// a number is zero.
    static func sane(_ seconds: TimeInterval, whole: Bool = true) -> TimeInterval {
        guard seconds.isFinite else { return 0 }
        let bounded = min(longest, max(0, seconds))
        return whole ? bounded.rounded(.down) : bounded
    }

    /// The length of this run: the length set, with what was added or taken.
    public var runLength: TimeInterval { length + added }

    /// Where it is at `now`: running from the instant it ends back by its run's length.
    public func moment(at now: Date) -> TimerMoment {
        let left = left(at: now)
        let phase = phase(at: now)
        return TimerMoment(
            phase: phase, length: runLength, elapsed: runLength - left, left: left,
            running: phase == .running ? endsAt.map { ($0.addingTimeInterval(-runLength), $0) } : nil)
    }

    /// Where it is at `now`, from the instant it ends or what it held.
    public func phase(at now: Date) -> Phase {
        if let endsAt { return now >= endsAt ? .finished(at: endsAt) : .running }
        return pausedLeft == nil ? .ready : .paused
    }

    /// Seconds left at `now`: never below zero, and never above its length, even when the
    /// wall clock was set back past its start.
    public func left(at now: Date) -> TimeInterval {
        if let endsAt { return min(runLength, max(0, endsAt.timeIntervalSince(now))) }
        return pausedLeft ?? length
    }

    /// The end not yet announced at `now`: its own, once it has passed.
    public func unannouncedEnd(at now: Date, on page: Page) -> TimerEnd? {
        guard case .finished(let end) = phase(at: now), announcedEnd != end else { return nil }
        return TimerEnd(page: page, what: .countdown, isDone: true, at: end)
    }

    /// Starts it at `now` for its whole length; a countdown of no length does not start.
    public mutating func start(at now: Date) {
        guard length > 0 else { return }
        endsAt = now.addingTimeInterval(length)
        pausedLeft = nil
        added = 0
        endsAtTimeOfDay = false
    }

    /// Pauses it at `now`, holding what was left.
    public mutating func pause(at now: Date) {
        pausedLeft = left(at: now)
        endsAt = nil
        endsAtTimeOfDay = false
    }

    /// Resumes it at `now` with what it held.
    public mutating func resume(at now: Date) {
        endsAt = now.addingTimeInterval(pausedLeft ?? length)
        pausedLeft = nil
    }

    /// Back to its whole length, not running.
    public mutating func reset() {
        endsAt = nil
        pausedLeft = nil
        added = 0
        endsAtTimeOfDay = false
    }

    /// Moves the end of a run under way at `now` by `seconds` (a minute with `+`, less with
    /// `-`): at most to now, so taking more than is left ends it there, and never past
    /// thirty hours. Returns the seconds it moved; nothing unless running.
    @discardableResult
    public mutating func adjust(by seconds: TimeInterval, at now: Date) -> TimeInterval {
        guard let end = endsAt, phase(at: now) == .running else { return 0 }
        let left = left(at: now)
        let moved = min(Self.longest - runLength, max(-left, seconds))
        endsAt = end.addingTimeInterval(moved)
        added += moved
        return moved
    }

    /// Set to `seconds` (within thirty hours), not running.
    public mutating func set(length seconds: TimeInterval) {
        length = Self.sane(seconds)
        reset()
    }
}
