/// Everything that can happen to the program's state.
public enum AppEvent: Equatable, Sendable {
    /// A key press.
    case key(Key)
    /// A mouse report.
    case mouse(MouseEvent)
    /// Text that arrived as a bracketed paste: never commands.
    case paste(String)
    /// The terminal changed size.
    case resize(TerminalSize)
    /// Time passed (the runtime woke at a deadline): pending decisions that are due are made.
    case tick
    /// A press or click landed on `target` (the runtime resolves clicks from the layout).
    case pressed(HitTarget)
    /// The program started: the first page is now shown.
    case started
    /// Transfer `id` ended.
    case fetched(id: FetchID, result: Result<HTTPResponse, HTTPFailure>)
    /// Read `id` of a calendar feed ended.
    case feedRead(id: FetchID, result: Result<FeedDigest, CalendarFailure>)
    /// A save ended as `outcome`.
    case saved(Save, SaveOutcome)
    /// The stored stopwatch is now this: after this Pulse's change, or another's.
    case stopwatchStored(Stopwatch)
    /// Another Pulse stored this timer (a start, pause, reset, or an end it announced).
    case timerStored(TimerState)
    /// The timers' history changed on disk (an end this Pulse or another appended): the
    /// Interval page counts from it.
    case historyStored(TimerHistory)
    /// The page was laid out: its list can scroll no further than `furthestScroll`.
    case laidOut(furthestScroll: Int)
    /// The user's command for `end` could not start, or ended in failure.
    case commandFailed(TimerEnd)
    /// The settings file changed on disk and was read again.
    case settingsRead(SettingsReading)
    /// The program is ending without `q` (a signal, the terminal closed): saves still
    /// waiting for a lock get their last try, as on `q`, and nothing new starts.
    case ending
}
