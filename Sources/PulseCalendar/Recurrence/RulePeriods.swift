import PulseCore

/// The periods a rule steps through (RFC 5545 §3.3.10 `FREQ`), numbered so that stepping
/// by `INTERVAL` is adding to a number and the period holding any time is found in one
/// division: years, months since year 0, weeks since DTSTART's week (beginning on WKST),
/// days, hours, minutes and seconds since 1970.
struct RulePeriods {
    let frequency: RecurrenceRule.Frequency
    /// The first day of the week DTSTART is in, counted from WKST.
    private let weekAnchor: Int

    /// The periods of `frequency` for a series starting at `start`, weeks from `weekStart`.
    init(frequency: RecurrenceRule.Frequency, start: CivilTime, weekStart: Int) {
        self.frequency = frequency
        weekAnchor = start.days - (start.weekday - weekStart + 7) % 7
    }

    /// The number of the period holding `time`.
    func number(of time: CivilTime) -> Int {
        switch frequency {
        case .yearly: time.year
        case .monthly: time.year * 12 + time.month - 1
        case .weekly: Self.floorDivide(time.days - weekAnchor, 7)
        case .daily: time.days
        case .hourly: time.days * 24 + time.hour
        case .minutely: (time.days * 24 + time.hour) * 60 + time.minute
        case .secondly: time.wallSeconds
        }
    }

    /// The first moment of period `number`.
    func start(of number: Int) -> CivilTime {
        switch frequency {
        case .yearly: CivilTime(year: number, month: 1, day: 1)
        case .monthly:
            CivilTime(year: Self.floorDivide(number, 12), month: number - Self.floorDivide(number, 12) * 12 + 1, day: 1)
        case .weekly: CivilTime(days: weekAnchor + 7 * number)
        case .daily: CivilTime(days: number)
        case .hourly: CivilTime(wallSeconds: number * 3600)
        case .minutely: CivilTime(wallSeconds: number * 60)
        case .secondly: CivilTime(wallSeconds: number)
        }
    }

    /// Whether a period is a day or longer (its candidates are whole days with times).
    var isDaysLong: Bool { [.daily, .weekly, .monthly, .yearly].contains(frequency) }

    /// Rounded towards minus infinity, as period numbers before 1970 need.
    static func floorDivide(_ value: Int, _ divisor: Int) -> Int {
        value >= 0 ? value / divisor : -((-value + divisor - 1) / divisor)
    }
}
