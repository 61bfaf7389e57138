import FoundationEssentials

/// A Gregorian date and time of day as a wall clock shows it, with no zone attached: what
/// an instant reads as at a given UTC offset, and back. Plain arithmetic on days since
/// 1970 (the proleptic Gregorian calendar, as the C library and `date` count), so the core
/// needs no calendar database.
public struct CivilTime: Equatable, Hashable, Sendable {
    /// Year (1 or later for anything typed), month 1–12, day of the month 1–31.
    public var year: Int, month: Int, day: Int
    /// Hour 0–23, minute 0–59, second 0–59.
    public var hour: Int, minute: Int, second: Int

    /// The fields as given; nothing is checked or carried.
    public init(year: Int, month: Int, day: Int, hour: Int = 0, minute: Int = 0, second: Int = 0) {
        (self.year, self.month, self.day) = (year, month, day)
        (self.hour, self.minute, self.second) = (hour, minute, second)
    }

    /// What `instant` reads as on a clock `offset` seconds east of UTC (to the whole second,
    /// rounded down, as a clock shows it).
    public init(at instant: Date, offset: Int) {
        let local = Int(instant.timeIntervalSince1970.rounded(.down)) + offset
        let days = Self.floorDivide(local, 86_400)
        let seconds = local - days * 86_400
        self.init(days: days)
        (hour, minute, second) = (seconds / 3600, seconds / 60 % 60, seconds % 60)
    }

    /// Midnight of the day `days` after 1 January 1970.
    public init(days: Int) {
        // Howard Hinnant's civil_from_days: eras of 400 years starting on 1 March.
        let shifted = days + 719_468
        let era = Self.floorDivide(shifted, 146_097)
        let dayOfEra = shifted - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let monthIndex = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * monthIndex + 2) / 5 + 1
        let month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
        self.init(year: yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month: month, day: day)
    }

    /// Days from 1 January 1970 to this date (negative before it).
    public var days: Int {
        let year = month <= 2 ? self.year - 1 : self.year
        let era = Self.floorDivide(year, 400)
        let yearOfEra = year - era * 400
        let dayOfYear = (153 * (month > 2 ? month - 3 : month + 9) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    /// Seconds since 1970 if these fields were read at UTC.
    public var secondsIfUTC: Int { days * 86_400 + hour * 3600 + minute * 60 + second }

    /// Gregorian weekday, Sunday = 1 (1 January 1970 was a Thursday).
    public var weekday: Int { (days % 7 + 11) % 7 + 1 }

    /// The same time of day `count` days later (earlier when negative).
    public func addingDays(_ count: Int) -> CivilTime {
        var moved = CivilTime(days: days + count)
        (moved.hour, moved.minute, moved.second) = (hour, minute, second)
        return moved
    }

    /// Whether the fields name a real day (30 February and month 13 do not), year 1 or later.
    public var isRealDay: Bool {
        guard year >= 1, (1...12).contains(month), day >= 1 else { return false }
        return CivilTime(days: days).day == day
    }

    /// `yyyy-MM-dd`, zero-padded.
    public var dateKey: String {
        Self.padded(year, 4) + "-" + Self.padded(month, 2) + "-" + Self.padded(day, 2)
    }

    private static func padded(_ value: Int, _ width: Int) -> String {
        let digits = String(value)
        return String(repeating: "0", count: max(0, width - digits.count)) + digits
    }

    private static func floorDivide(_ value: Int, _ divisor: Int) -> Int {
        value >= 0 ? value / divisor : -((-value + divisor - 1) / divisor)
    }
}
