/// What the command line tells the timers for one run, carried as one value from the
/// arguments to the state: `--on-finish`'s command, which wins over the settings file's,
/// and the countdown `--for` or `--until` starts as the run starts.
public struct TimerArguments: Equatable, Sendable {
    /// The command for a timer's end, if the command line gives one.
    public var onFinish: FinishCommand?
    /// The countdown the run starts with, if any.
    public var countdown: CountdownStart?

    /// The arguments given; none by default.
    public init(onFinish: FinishCommand? = nil, countdown: CountdownStart? = nil) {
        self.onFinish = onFinish
        self.countdown = countdown
    }

    /// The timers read at start, with the countdown these arguments start.
    public func starting(_ stored: TimersAtStart) -> TimersAtStart {
        var timers = stored
        timers.startingCountdown = countdown
        return timers
    }
}
