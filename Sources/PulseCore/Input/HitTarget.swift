/// Something on screen that a press or click can land on.
public enum HitTarget: Equatable, Sendable {
    /// The Clock's time.
    case clockTime
    /// The Clock's weather line.
    case weatherLine
    /// `CHANGE API KEY` (or the source's own words) or `CHANGE USERNAME` at a page's foot.
    case changeCredential
    /// The prompt's submit button.
    case promptSubmit
    /// The prompt's `CANCEL`.
    case promptCancel
    /// The prompt's `SHOW` / `HIDE`.
    case promptReveal
    /// The prompt's field: a click there starts typing into an inert prompt.
    case promptField
    /// A Settings row.
    case settingsRow(SettingsRow)
    /// A line of the source picker on screen, by its place (from 0).
    case sourceChoice(Int)
    /// Anywhere on a timer page: a press towards its double and triple press.
    case timerFace
    /// The Interval's `SKIP`.
    case skipBreak
}
