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

    /// A run of `timer`, saying `notice`.
    init(_ timer: Timer, notice: TimerNotice?) {
        self.timer = timer
        self.notice = notice
    }
}
