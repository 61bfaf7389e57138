/// What the runtime must do after an update. Effects are data, so tests compare them
/// without running them.
public enum Effect: Equatable, Sendable {
    /// Restore the terminal and exit.
    case quit
    /// Clear the terminal and send the next frame whole.
    case redraw
    /// Write the stopwatch to the state file (atomically), then report `.stopwatchSaved`.
    case saveStopwatch(Stopwatch)
    /// Write the Clock's preferences to the settings file (atomically).
    case savePreferences(ClockPreferences)
    /// Write the Uptime page's source, order and addresses to the settings file (atomically).
    case saveUptimePreferences(UptimePreferences)
    /// Start transfer `id`; its result comes back as `.fetched`.
    case fetch(id: FetchID, request: HTTPRequest)
    /// Cancel transfer `id`; its result must never come back.
    case cancelFetch(id: FetchID)
    /// Write `value` as `credential` (atomically), then report `.credentialSaved`.
    case saveCredential(Credential, SecretText, owner: Page)
    /// Store the weather location in the settings file (atomically), then report
    /// `.locationSaved`.
    case saveLocation(WeatherLocation)
    /// Carry out a save (one of the above) that kept finding its file locked, one last
    /// time: if the lock is still held, report it as failed and say so after exit.
    indirect case lastTry(Effect)
}

extension Effect {
    /// Whether carrying the effect out touches nothing outside the process (no transfer, no
    /// file): what `--demo` lets through.
    var staysInside: Bool {
        switch self {
        case .quit, .redraw, .cancelFetch: true
        case .fetch, .saveStopwatch, .savePreferences, .saveUptimePreferences, .saveCredential, .saveLocation, .lastTry:
            false
        }
    }
}
