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
    /// The stopwatch was written to disk, or the write failed (the old file is kept).
    case stopwatchSaved(succeeded: Bool)
    /// A press or click landed on `target` (the runtime resolves clicks from the layout).
    case pressed(HitTarget)
    /// The program started: the first page is now shown.
    case started
    /// Transfer `id` ended.
    case fetched(id: FetchID, result: Result<HTTPResponse, HTTPFailure>)
    /// A credential the prompt of page `owner` asked to save was written, or not (then the
    /// old value is kept).
    case credentialSaved(Credential, owner: Page, succeeded: Bool)
    /// A credential was not saved because its file cannot be used (not Pulse's, unreadable,
    /// or readable by others): trying again cannot help until the file is fixed.
    case credentialFileUnusable(Credential, owner: Page)
    /// The weather location was stored, or not (then the settings file is unchanged).
    case locationSaved(WeatherLocation, succeeded: Bool)
    /// The Clock's preferences were stored, or not (the choice stays in effect either way).
    case preferencesSaved(succeeded: Bool)
    /// A save found its file locked by another process and did nothing: try it later.
    case saveDeferred(Effect)
    /// The program is ending without `q` (a signal, the terminal closed): saves still
    /// waiting for a lock get their last try, as on `q`, and nothing new starts.
    case ending
}
