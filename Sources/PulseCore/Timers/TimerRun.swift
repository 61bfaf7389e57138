import FoundationEssentials

/// What both timer pages hold alike: the timer, what the page says about it, the chime of
/// its ends and the presses not decided yet. A timer page keeps one, and `TimerRoom`
/// handles it the same way for both.
public struct TimerRun<Timer: TimerModel>: Equatable, Sendable {
    /// The timer.
    public internal(set) var timer: Timer
    /// What the page says about its file, its command or an entry, if anything.
    public internal(set) var notice: TimerNotice?
    /// The bell and the flash of its ends.
    public internal(set) var chime = TimerChime()
    /// The presses within the window, not decided yet.
    var taps = TapSequence()
    /// What `+` and `-` last did, said for a few seconds (`+1 MIN`).
    public internal(set) var nudge: TimerNudge?

    /// A run of `timer`, saying `notice`.
    init(_ timer: Timer, notice: TimerNotice?) {
        self.timer = timer
        self.notice = notice
    }
}

/// The minutes `+` and `-` added to or took from a running block, said under the readout
/// for as long as the paging hint shows (`AppState.hintDuration`) after the last press;
/// presses within that time add up (`+2 MIN`).
public struct TimerNudge: Equatable, Sendable {
    /// Whole minutes added (below zero, taken).
    public let minutes: Int
    /// Until when it is said.
    public let until: Date

    /// `seconds` moved at `now`, added to what `earlier` still said then.
    init(moved seconds: TimeInterval, at now: Date, after earlier: TimerNudge?) {
        let before = earlier.flatMap { now < $0.until ? $0.minutes : nil } ?? 0
        minutes = before + Int((seconds / 60).rounded())
        until = now.addingTimeInterval(AppState.hintDuration)
    }

    /// What the page says at `now`: `+1 MIN`, `-2 MIN`; nil once its time is over.
    public func text(at now: Date) -> String? {
        guard now < until else { return nil }
        return (minutes >= 0 ? "+" : "-") + "\(abs(minutes)) MIN"
    }
}
