import FoundationEssentials

/// One read of a feed the page asks the runtime for: the feed's slot, the window its
/// occurrences are expanded in, and whether the last good copy is read from the cache
/// (at start, so the page shows it at once) rather than from the feed itself. The
/// runtime reads the feed's address from the credentials at that moment: it is never in
/// the state nor in an effect.
public struct FeedRequest: Equatable, Sendable {
    /// The feed's slot, 1 to 3.
    public let slot: Int
    /// The occurrences wanted: those that overlap it.
    public let window: Range<Date>
    /// Read the cached copy, not the feed.
    public let fromCache: Bool

    /// A request as given.
    public init(slot: Int, window: Range<Date>, fromCache: Bool = false) {
        self.slot = slot
        self.window = window
        self.fromCache = fromCache
    }

    /// The window a read at `now` expands: from a day before (an event still running)
    /// to 14 days after.
    public static func window(at now: Date) -> Range<Date> {
        now.addingTimeInterval(-86_400)..<now.addingTimeInterval(14 * 86_400)
    }
}

/// A feed read whole: its occurrences in the window, its face, and when its content was
/// last read from the feed (a cached copy's time, or now).
public struct FeedDigest: Equatable, Sendable {
    /// The occurrences that overlap the window, sorted.
    public let occurrences: [CalendarOccurrence]
    /// The window they were expanded in.
    public let window: Range<Date>
    /// When the feed itself last answered with this content.
    public let readAt: Date
    /// Whether the read found the feed unchanged (`304`) and kept the cached copy.
    public let unchanged: Bool

    /// A digest as given.
    public init(occurrences: [CalendarOccurrence], window: Range<Date>, readAt: Date, unchanged: Bool = false) {
        self.occurrences = occurrences
        self.window = window
        self.readAt = readAt
        self.unchanged = unchanged
    }
}

/// Why a feed's read failed; the page names it and keeps the last good list.
public enum CalendarFailure: Error, Equatable, Sendable {
    /// An HTML or empty answer, or anything not beginning `BEGIN:VCALENDAR`.
    case notACalendar
    /// Past the reader's cap: refused, not read half.
    case tooLarge
    /// The connection failed (refused, reset, timed out, no such name, TLS).
    case connectionFailed
    /// The server answered with this status.
    case serverError(Int)
    /// A line the reader could not take.
    case notUnderstood(line: Int)
    /// The file could not be read.
    case fileUnreadable
    /// No copy is cached (a start with nothing read yet): not said on the page.
    case nothingCached
    /// The feed's address could not be read from the credentials.
    case addressUnavailable

    /// The page's words.
    public var text: String {
        switch self {
        case .notACalendar: "NOT A CALENDAR"
        case .tooLarge: "FEED TOO LARGE"
        case .connectionFailed: "CONNECTION FAILED"
        case .serverError(let status): "SERVER ERROR: \(status)"
        case .notUnderstood(let line): "FEED NOT UNDERSTOOD AT LINE \(line)"
        case .fileUnreadable: "FILE UNREADABLE"
        case .nothingCached: ""
        case .addressUnavailable: "ADDRESS UNREADABLE"
        }
    }
}
