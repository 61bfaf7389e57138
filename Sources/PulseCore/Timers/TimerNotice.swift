/// Something about a timer page's stored state, its command or a refused entry the page
/// says quietly.
public enum TimerNotice: Equatable, Sendable {
    /// The state file could not be read; it is left alone until the timer is next changed.
    case unreadable
    /// The last save failed; the previous file is intact.
    case notSaved
    /// The user's command for an end could not start or failed (said after exit too).
    case commandFailed
    /// A length past thirty hours was held to thirty hours, or more was refused there.
    case atMost
    /// A start of a countdown of no length was refused.
    case noLength
    /// A length was typed at a countdown paused or running: the run is kept, and a new
    /// length waits for a reset.
    case resetFirst
    /// A countdown to a time of day was asked to start before a whole time was typed, or a
    /// key was refused that no time of day could follow.
    case noTime
    /// A countdown to a time of day the clocks skip (a spring-forward gap) on the day it
    /// falls on, today or tomorrow, was refused: no such time comes that day.
    case noSuchTime(tomorrow: Bool)

    /// Whether it says why an entry was refused or held: it stays through the save of
    /// what was kept, until the next gesture on the page or leaving it.
    public var isAboutEntry: Bool {
        switch self {
        case .atMost, .noLength, .resetFirst, .noTime, .noSuchTime: true
        case .unreadable, .notSaved, .commandFailed: false
        }
    }
}

extension TimerNotice {
    /// What a timer page says once a save of its timer ended with `outcome`, where it said
    /// `notice`: a lock handed back changes nothing yet (the save is tried again), a write
    /// clears a save's or a file's notice but neither a failed command's nor an entry's,
    /// a failure says so.
    static func after(_ outcome: SaveOutcome, replacing notice: TimerNotice?) -> TimerNotice? {
        switch outcome {
        case .locked, .superseded: notice
        case .written: notice == .commandFailed || notice?.isAboutEntry == true ? notice : nil
        case .failed, .fileUnusable: .notSaved
        }
    }
}
