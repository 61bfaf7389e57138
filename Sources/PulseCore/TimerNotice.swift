/// Something about a timer page's stored state or its command the page says quietly.
public enum TimerNotice: Equatable, Sendable {
    /// The state file could not be read; it is left alone until the timer is next changed.
    case unreadable
    /// The last save failed; the previous file is intact.
    case notSaved
    /// The user's command for an end could not start or failed (said after exit too).
    case commandFailed
}

extension TimerNotice {
    /// What a timer page says once a save of its timer ended with `outcome`, where it said
    /// `notice`: a lock handed back changes nothing yet (the save is tried again), a write
    /// clears a save's or a file's notice but not a failed command's, a failure says so.
    static func after(_ outcome: SaveOutcome, replacing notice: TimerNotice?) -> TimerNotice? {
        switch outcome {
        case .locked, .superseded: notice
        case .written: notice == .commandFailed ? .commandFailed : nil
        case .failed, .fileUnusable: .notSaved
        }
    }
}
