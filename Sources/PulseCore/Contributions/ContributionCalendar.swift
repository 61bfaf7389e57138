import FoundationEssentials

/// What a day of the calendar is known to be: a count the forge gave (exact, or a level's
/// estimate that only shades the cell), or unknown, drawn as unknown and never as a zero.
public enum DayReading: Equatable, Sendable {
    /// `count` contributions; `exact` when the forge said the number itself.
    case count(Int, exact: Bool)
    /// The forge did not say, or the calendar does not reach the day.
    case unknown
}

/// Contributions made in one stretch of time the forge buckets them by (Gitea's 15
/// minutes): folded into the viewer's own days when the calendar is read.
public struct ContributionBucket: Equatable, Sendable {
    /// When the bucket starts.
    public let start: Date
    /// Contributions in it.
    public let count: Int
}

/// What one answer of a forge gives, before it is judged: the days it read, the days it
/// names but could not read, and how it covers time.
public struct CalendarAnswer: Equatable, Sendable {
    /// How an answer covers the days it does not list.
    public enum Coverage: Equatable, Sendable {
        /// Every day is a cell of its own (GitHub's page): a day without one is not known.
        /// `through` is the last day the page says it covers, when it says (`data-to`).
        case cells(through: String?)
        /// Only days with contributions are listed (GitLab, Gitea): every other day up to
        /// the day the answer was made had none.
        case sparse
    }

    /// The days read, each once, by `yyyy-MM-dd`.
    public var days: [String: ContributionDay]
    /// Contributions by time rather than by day, to fold into the viewer's days.
    public var buckets: [ContributionBucket]
    /// Days the answer names but could not read: drawn as unknown.
    public var unread: Set<String>
    /// How it covers the days it does not list.
    public var coverage: Coverage

    /// An answer.
    public init(
        days: [String: ContributionDay], buckets: [ContributionBucket] = [], unread: Set<String> = [],
        coverage: Coverage
    ) {
        self.days = days
        self.buckets = buckets
        self.unread = unread
        self.coverage = coverage
    }
}

/// A calendar the page can vouch for: an answer that reached today and covered the weeks
/// shown, as it was when read. A day it does not reach is unknown.
public struct ContributionCalendar: Equatable, Sendable {
    /// The weeks the page shows, and a day more for the zones: the days an answer must cover.
    public static let coveredDays = Heatmap.columns * Heatmap.rows + 1

    /// The days read, by `yyyy-MM-dd`.
    public let days: [String: ContributionDay]
    /// Contributions by time, folded into the viewer's days when read.
    public let buckets: [ContributionBucket]
    /// For a calendar of cells: the last day it speaks for. Nil for a sparse one, which
    /// speaks for every day up to the day it was read.
    public let through: String?
    /// When it was read.
    public let readAt: Date

    /// A calendar of `days` up to `through` (nil: sparse, up to `readAt`'s day), with
    /// `buckets` to fold.
    public init(days: [String: ContributionDay], buckets: [ContributionBucket] = [], through: String?, readAt: Date) {
        self.days = days
        self.buckets = buckets
        self.through = through
        self.readAt = readAt
    }

    /// `answer` judged at `now`: good when its days reach today and cover the weeks shown,
    /// in the account holder's calendar with a day of slack either way (any zone's date is
    /// within a day of UTC's), else why not.
    public static func judge(_ answer: CalendarAnswer, at now: Date) -> Result<
        ContributionCalendar, ContributionsFailure
    > {
        guard case .cells(let said) = answer.coverage else {
            return .success(ContributionCalendar(days: answer.days, buckets: answer.buckets, through: nil, readAt: now))
        }
        let today = CivilTime(at: now, offset: 0).days
        let named = answer.days.keys.compactMap(dayNumber) + answer.unread.compactMap(dayNumber)
        guard let last = named.max() else { return .failure(.notUnderstood) }
        let end = said.flatMap(dayNumber) ?? last
        guard (today - 1...today + 1).contains(end) else { return .failure(.outOfDate) }
        // Today itself may be missing or unread: the holder's day may not have begun.
        let required = (today - coveredDays)...min(end, today - 1)
        for day in required where answer.days[CivilTime(days: day).dateKey] == nil {
            return .failure(.incomplete)
        }
        let reached = min(end, last)
        return .success(
            ContributionCalendar(days: answer.days, through: CivilTime(days: reached).dateKey, readAt: now))
    }

    /// What the calendar knows of the day `key`, in `zone` (where buckets fall).
    public func reading(on key: String, in zone: some CivilZone) -> DayReading {
        readings(in: zone).reading(on: key)
    }

    /// The calendar read in `zone`: its buckets folded into that zone's days once, for all
    /// the days a page draws.
    public func readings(in zone: some CivilZone) -> Readings {
        var counts: [Int: (count: Int, exact: Bool)] = [:]
        for (key, day) in days {
            if let number = Self.dayNumber(key) { counts[number] = (day.count, day.isCountExact) }
        }
        for bucket in buckets {
            let number = zone.civilTime(at: bucket.start).days
            let before = counts[number] ?? (0, true)
            counts[number] = (before.count + bucket.count, before.exact)
        }
        let last: Int
        let first: Int
        if let through {
            last = Self.dayNumber(through) ?? Int.min
            first = counts.keys.min() ?? last
        } else {
            last = zone.civilTime(at: readAt).days
            first = min(counts.keys.min() ?? last, last - Self.sparseYear)
        }
        return Readings(counts: counts, first: first, last: last, isSparse: through == nil)
    }

    /// How far back a sparse answer speaks for: GitLab's year, Gitea's 365 days.
    static let sparseYear = 365

    /// A calendar as read in one zone: each day's reading, and the days it speaks for.
    public struct Readings: Sendable {
        let counts: [Int: (count: Int, exact: Bool)]
        /// The first and last day it speaks for (day numbers).
        public let first: Int, last: Int
        let isSparse: Bool

        /// What is known of the day `key`.
        public func reading(on key: String) -> DayReading {
            guard let number = ContributionCalendar.dayNumber(key) else { return .unknown }
            return reading(onDay: number)
        }

        /// What is known of the day numbered `number` (days since 1970).
        public func reading(onDay number: Int) -> DayReading {
            guard number <= last else { return .unknown }
            if let day = counts[number] { return .count(day.count, exact: day.exact) }
            // A sparse answer lists only the days with contributions; a calendar of cells
            // does not know a day it has no cell for.
            return isSparse && number >= first ? .count(0, exact: true) : .unknown
        }
    }

    /// The day number (days since 1970) of a `yyyy-MM-dd` key that names a real day.
    public static func dayNumber(_ key: String) -> Int? {
        var key = key
        return key.withUTF8 { dayNumber(ArraySlice($0)) }
    }

    /// The day number of `yyyy-MM-dd` as bytes, if it names a real day.
    static func dayNumber(_ bytes: ArraySlice<UInt8>) -> Int? {
        guard bytes.count == 10 else { return nil }
        let start = bytes.startIndex
        guard bytes[start + 4] == UInt8(ascii: "-"), bytes[start + 7] == UInt8(ascii: "-") else { return nil }
        func number(_ from: Int, _ count: Int) -> Int? {
            var value = 0
            for byte in bytes[(start + from)..<(start + from + count)] {
                guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) else { return nil }
                value = value * 10 + Int(byte - UInt8(ascii: "0"))
            }
            return value
        }
        guard let year = number(0, 4), let month = number(5, 2), let day = number(8, 2) else { return nil }
        let civil = CivilTime(year: year, month: month, day: day)
        return civil.isRealDay ? civil.days : nil
    }
}
