import FoundationEssentials

/// A timer as its state file keeps it: what a timer page saves (`Save.Item.timer`) and
/// what another Pulse's save brings back (`AppEvent.timerStored`). The house passes it to
/// the page it belongs to without knowing which timers there are.
public enum TimerState: Equatable, Sendable {
    /// The Countdown's.
    case countdown(Countdown)
    /// The Interval's.
    case interval(Interval)

    /// The page whose timer it is.
    public var page: Page {
        switch self {
        case .countdown: .countdown
        case .interval: .interval
        }
    }

    /// The timer, in the words of a message after exit.
    public var words: String { "the " + page.name }
}

/// The timers as read at start, with what their pages say of their files.
public struct TimersAtStart: Equatable, Sendable {
    /// The stored countdown, or one never set.
    public var countdown: Countdown
    /// The stored interval, or one never started.
    public var interval: Interval
    /// What the timer pages say about their files (one that could not be used).
    public var notices: [Page: TimerNotice]
    /// The countdown the command line starts as the run starts (`--for`, `--until`).
    public var startingCountdown: CountdownStart?
    /// The blocks run to their end, as the history holds them.
    public var history: TimerHistory

    /// The timers given; never set or started by default.
    public init(
        countdown: Countdown = Countdown(), interval: Interval = Interval(), notices: [Page: TimerNotice] = [:],
        startingCountdown: CountdownStart? = nil, history: TimerHistory = TimerHistory()
    ) {
        self.countdown = countdown
        self.interval = interval
        self.notices = notices
        self.startingCountdown = startingCountdown
        self.history = history
    }
}

extension TimerRoom {
    /// Another Pulse stored `state`: followed when it is this page's timer.
    mutating func follow(_ state: TimerState) {
        let stored: any TimerModel =
            switch state {
            case .countdown(let countdown): countdown
            case .interval(let interval): interval
            }
        if let stored = stored as? Timer { follow(stored) }
    }
}
