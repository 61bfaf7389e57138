import FoundationEssentials
import PulseCore

/// A time as a feed writes it: the wall-clock fields and how they are to be read. Nothing
/// here is an instant yet: a date stays a civil date and a zoned time keeps its `TZID`, so
/// recurrences are stepped in wall time and only each occurrence is placed on the timeline.
public struct FeedTime: Hashable, Sendable {
    /// How the fields are read (RFC 5545 §3.3.4, §3.3.5).
    public enum Form: Hashable, Sendable {
        /// `VALUE=DATE`: a civil date; the time fields are zero.
        case date
        /// A date-time with neither `Z` nor `TZID`: the wall time wherever it is read (the
        /// feed's `X-WR-TIMEZONE` when it names one, else the zone Pulse shows).
        case floating
        /// A date-time ending in `Z`.
        case utc
        /// A date-time with a `TZID` parameter, the name as written (`Europe/Berlin`,
        /// `W. Europe Standard Time`, `Customized Time Zone`).
        case zoned(String)
    }

    /// The fields as written (seconds kept).
    public var wall: CivilTime
    /// How they are read.
    public var form: Form

    /// A time as given.
    public init(_ wall: CivilTime, _ form: Form) {
        self.wall = wall
        self.form = form
    }

    /// Whether it is a civil date.
    public var isDate: Bool { form == .date }
}

/// A `DURATION` (RFC 5545 §3.3.6): nominal days (which keep wall time across a daylight
/// change) and exact seconds, either sign.
public struct FeedDuration: Hashable, Sendable {
    /// Whole days and weeks (a week is seven days).
    public var days: Int
    /// Hours, minutes and seconds, as seconds.
    public var seconds: Int

    /// A duration as given.
    public init(days: Int = 0, seconds: Int = 0) {
        self.days = days
        self.seconds = seconds
    }
}

/// One `RRULE` (RFC 5545 §3.3.10), as written. Weekdays are numbered as `CivilTime.weekday`
/// (Sunday = 1 … Saturday = 7).
public struct RecurrenceRule: Hashable, Sendable {
    /// `FREQ`.
    public enum Frequency: String, Hashable, Sendable {
        case secondly = "SECONDLY", minutely = "MINUTELY", hourly = "HOURLY"
        case daily = "DAILY", weekly = "WEEKLY", monthly = "MONTHLY", yearly = "YEARLY"
    }

    /// One `BYDAY` entry: a weekday, with an ordinal (`2TH`, `-1FR`) or without (`MO`).
    public struct WeekdayNumber: Hashable, Sendable {
        /// The ordinal, nil for every such weekday in the period.
        public var ordinal: Int?
        /// Sunday = 1 … Saturday = 7.
        public var weekday: Int

        /// An entry as given.
        public init(ordinal: Int? = nil, weekday: Int) {
            self.ordinal = ordinal
            self.weekday = weekday
        }
    }

    /// `FREQ`: the period the rule steps by.
    public var frequency: Frequency
    /// `INTERVAL`, 1 when absent.
    public var interval: Int = 1
    /// `COUNT`, if given.
    public var count: Int?
    /// `UNTIL`, if given (inclusive; a date or a date-time, `Z` or floating, as written).
    public var until: FeedTime?
    /// `BYSECOND` (0–60).
    public var bySecond: [Int] = []
    /// `BYMINUTE` (0–59).
    public var byMinute: [Int] = []
    /// `BYHOUR` (0–23).
    public var byHour: [Int] = []
    /// `BYDAY`.
    public var byDay: [WeekdayNumber] = []
    /// `BYMONTHDAY` (±1–31, negative from the month's end).
    public var byMonthDay: [Int] = []
    /// `BYYEARDAY` (±1–366).
    public var byYearDay: [Int] = []
    /// `BYWEEKNO` (±1–53).
    public var byWeekNo: [Int] = []
    /// `BYMONTH` (1–12).
    public var byMonth: [Int] = []
    /// `BYSETPOS` (±1–366, negative from the set's end).
    public var bySetPos: [Int] = []
    /// `WKST`, Monday (2) when absent.
    public var weekStart: Int = 2

    /// A rule of `frequency` with every other part at its default.
    public init(frequency: Frequency) {
        self.frequency = frequency
    }
}

/// One `VEVENT` as the reader keeps it: what the Calendar page and the expansion need,
/// text already unescaped and cleaned (`FeedText`).
public struct FeedEvent: Hashable, Sendable {
    /// `UID` ("" when missing: such an event cannot be overridden).
    public var uid: String
    /// `SUMMARY`, unescaped, each control character a space, trimmed.
    public var summary: String
    /// `DTSTART`.
    public var start: FeedTime
    /// `DTEND`, if given.
    public var end: FeedTime?
    /// `DURATION`, if given (and no `DTEND`).
    public var duration: FeedDuration?
    /// Every `RRULE`, in order.
    public var rules: [RecurrenceRule] = []
    /// Every `RDATE` value (lists split); a `PERIOD`'s end, when given, in `rdatePeriodEnds`
    /// at the same index.
    public var rdates: [FeedTime] = []
    /// For each `RDATE` of `VALUE=PERIOD`, its end (nil for a plain date or date-time).
    public var rdatePeriodEnds: [FeedTime?] = []
    /// Every `EXDATE` value (lines and lists flattened).
    public var exdates: [FeedTime] = []
    /// `RECURRENCE-ID`, on an instance that overrides one of its master's.
    public var recurrenceID: FeedTime?
    /// `RANGE=THISANDFUTURE` on the `RECURRENCE-ID`.
    public var thisAndFuture = false
    /// `STATUS:CANCELLED`.
    public var isCancelled = false
    /// `SEQUENCE`, 0 when absent or unreadable: of two revisions of one `UID` that a feed
    /// carries side by side, the higher is the current one (RFC 5545 §3.8.7.4).
    public var sequence = 0
    /// `DTSTAMP`, if readable: between revisions of one `SEQUENCE`, the later is current.
    public var stamp: FeedTime?
    /// The line its `BEGIN:VEVENT` is on (1-based), for messages.
    public var line: Int

    /// An event with the given start; every other field at its default.
    public init(uid: String = "", summary: String = "", start: FeedTime, line: Int = 0) {
        self.uid = uid
        self.summary = summary
        self.start = start
        self.line = line
    }
}

/// A `VTIMEZONE`'s observances, kept for a `TZID` that names neither an IANA zone nor a
/// Windows one: each `STANDARD`/`DAYLIGHT` part's start, offsets and rule.
public struct FeedZoneRule: Hashable, Sendable {
    /// One `STANDARD` or `DAYLIGHT` part.
    public struct Observance: Hashable, Sendable {
        /// `DTSTART` (local, in the offset before it).
        public var start: CivilTime
        /// `TZOFFSETFROM`, seconds east of UTC.
        public var offsetFrom: Int
        /// `TZOFFSETTO`, seconds east of UTC.
        public var offsetTo: Int
        /// Its `RRULE`, if any.
        public var rule: RecurrenceRule?
        /// Its `RDATE`s.
        public var rdates: [CivilTime] = []

        /// An observance as given.
        public init(start: CivilTime, offsetFrom: Int, offsetTo: Int, rule: RecurrenceRule? = nil) {
            self.start = start
            self.offsetFrom = offsetFrom
            self.offsetTo = offsetTo
            self.rule = rule
        }
    }

    /// The `TZID`.
    public var id: String
    /// Its parts, in feed order.
    public var observances: [Observance] = []

    /// A zone of that name with no parts yet.
    public init(id: String) {
        self.id = id
    }
}

/// A whole feed as read: its events (those that can reach the window the reader was given,
/// and every recurring one with its overrides), its own zones, and its calendar-wide zone.
public struct Feed: Hashable, Sendable {
    /// Its `VEVENT`s.
    public var events: [FeedEvent] = []
    /// Its `VTIMEZONE`s, by `TZID`.
    public var zones: [String: FeedZoneRule] = [:]
    /// `X-WR-TIMEZONE`, where the feed names one.
    public var calendarZone: String?
    /// `X-WR-CALNAME`, where the feed names one (cleaned as a summary is).
    public var name: String?

    /// An empty feed.
    public init() {}
}

/// Why a feed was not read. The page names each (`NOT A CALENDAR`, `FEED TOO LARGE`,
/// `FEED NOT UNDERSTOOD AT LINE 1234`); the last good list stays.
public enum FeedError: Error, Equatable, Sendable {
    /// The answer does not begin with `BEGIN:VCALENDAR` (after a BOM and blank lines): an
    /// HTML login page, an empty body, anything else.
    case notACalendar
    /// Longer than the reader's limit: refused, not read half.
    case tooLarge
    /// A line the reader cannot take (1-based, counted in unfolded physical lines as an
    /// editor shows them).
    case notUnderstood(line: Int)
}
