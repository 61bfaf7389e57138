/// Something about the stopwatch's stored state the page says quietly.
public enum StopwatchNotice: Equatable, Sendable {
    /// The state file could not be read; it is left alone until the next start, stop or reset.
    case unreadable
    /// The last save failed; the previous file is intact.
    case notSaved
}
