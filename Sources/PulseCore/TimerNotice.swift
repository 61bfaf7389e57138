/// Something about a timer page's stored state or its command the page says quietly.
public enum TimerNotice: Equatable, Sendable {
    /// The state file could not be read; it is left alone until the timer is next changed.
    case unreadable
    /// The last save failed; the previous file is intact.
    case notSaved
    /// The user's command for an end could not start or failed (said after exit too).
    case commandFailed
}
