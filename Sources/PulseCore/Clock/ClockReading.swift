import FoundationEssentials

/// What the clock shows for one instant in one time zone: the time of day (in either
/// `TimeFormat`, through `shown(_:seconds:)`) and the date as `FR 30 AUG`. Built from the
/// civil fields with fixed English names, which is exactly what the original's
/// `en_US_POSIX` patterns (`HH:mm`, `EEE` cut to two letters, `dd MMM`) produce, without
/// depending on the machine's locale.
public struct ClockReading: Equatable, Sendable {
    /// Hour 0–23, minute, second.
    public let hour: Int, minute: Int, second: Int
    /// The year.
    public let year: Int
    /// Gregorian weekday, Sunday = 1.
    public let weekday: Int
    /// Day of the month and month 1–12.
    public let day: Int, month: Int

    private static let weekdays = ["SU", "MO", "TU", "WE", "TH", "FR", "SA"]
    private static let months = ["JAN", "FEB", "MAR", "APR", "MAY", "JUN", "JUL", "AUG", "SEP", "OCT", "NOV", "DEC"]

    /// The reading of `date` in `zone`.
    public init(at date: Date, in zone: some CivilZone) {
        let civil = zone.civilTime(at: date)
        (hour, minute, second) = (civil.hour, civil.minute, civil.second)
        (weekday, day, month) = (civil.weekday, civil.day, civil.month)
        year = civil.year
    }

    /// Whether `other` is on the same calendar day (the same zone's day for both).
    public func isSameDay(as other: ClockReading) -> Bool {
        (year, month, day) == (other.year, other.month, other.day)
    }

    /// `HH:MM`, the 24-hour form of `shown(_:seconds:)`.
    public var time: String { shown(.twentyFourHour).digits }

    /// `HH:MM:SS`, the same instant as `time`, so the two can never disagree on the minute.
    public var timeWithSeconds: String { shown(.twentyFourHour, seconds: true).digits }

    /// `FR 30 AUG`: two-letter weekday, zero-padded day (constant width), three-letter month.
    public var date: String {
        let weekdayName = Self.weekdays[min(max(weekday - 1, 0), 6)]
        return "\(weekdayName) \(dayAndMonth)"
    }

    /// `30 AUG`: zero-padded day, three-letter month.
    public var dayAndMonth: String {
        "\(Self.twoDigits(day)) \(Self.months[min(max(month - 1, 0), 11)])"
    }

    private static func twoDigits(_ value: Int) -> String {
        value < 10 ? "0\(value)" : String(value)
    }
}
