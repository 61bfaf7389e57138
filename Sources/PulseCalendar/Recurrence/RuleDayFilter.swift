import PulseCore

/// Which days of a period a rule keeps (RFC 5545 §3.3.10): `BYMONTH`, `BYWEEKNO`,
/// `BYYEARDAY`, `BYMONTHDAY` and `BYDAY`, with the parts a rule leaves out taken from
/// `DTSTART` as RFC 5545 (and `dateutil`) take them. Days are enumerated from the real
/// calendar, so an impossible date such as 31 February is never made, only missed.
struct RuleDayFilter {
    let frequency: RecurrenceRule.Frequency
    let byMonth: Set<Int>
    let byWeekNo: [Int]
    let byYearDay: [Int]
    let byMonthDay: [Int]
    let byDay: [RecurrenceRule.WeekdayNumber]
    let weekStart: Int

    /// The filter of `rule` for a series starting at `start`.
    init(rule: RecurrenceRule, start: CivilTime) {
        frequency = rule.frequency
        weekStart = (1...7).contains(rule.weekStart) ? rule.weekStart : 2
        var byMonth = rule.byMonth
        var byMonthDay = rule.byMonthDay
        var byDay = rule.byDay
        // A rule that names no day takes DTSTART's: its day of the month (and month, yearly)
        // or its weekday (weekly).
        if rule.byWeekNo.isEmpty && rule.byYearDay.isEmpty && rule.byMonthDay.isEmpty && rule.byDay.isEmpty {
            switch rule.frequency {
            case .yearly:
                if byMonth.isEmpty { byMonth = [start.month] }
                byMonthDay = [start.day]
            case .monthly: byMonthDay = [start.day]
            case .weekly: byDay = [.init(weekday: start.weekday)]
            default: break
            }
        }
        self.byMonth = Set(byMonth)
        self.byMonthDay = byMonthDay
        self.byDay = byDay
        // BYWEEKNO is defined for YEARLY rules only; BYYEARDAY not for MONTHLY and WEEKLY.
        byWeekNo = rule.frequency == .yearly ? rule.byWeekNo : []
        byYearDay = [.monthly, .weekly].contains(rule.frequency) ? [] : rule.byYearDay
    }

    /// Whether the rule keeps `day`.
    func keeps(_ day: CivilTime) -> Bool {
        if !byMonth.isEmpty && !byMonth.contains(day.month) { return false }
        if !byWeekNo.isEmpty && !keepsWeek(of: day) { return false }
        if !byYearDay.isEmpty {
            let forward = day.dayOfYear
            let backward = forward - day.daysInYear - 1
            if !byYearDay.contains(where: { $0 == forward || $0 == backward }) { return false }
        }
        if !byMonthDay.isEmpty {
            let backward = day.day - day.daysInMonth - 1
            if !byMonthDay.contains(where: { $0 == day.day || $0 == backward }) { return false }
        }
        if !byDay.isEmpty && !byDay.contains(where: { matches($0, day) }) { return false }
        return true
    }

    /// A `BYDAY` entry against a day. An ordinal counts that weekday within the month for a
    /// MONTHLY rule, and for a YEARLY one within the month when BYMONTH is given, else
    /// within the year; in other rules an ordinal has no meaning and only the weekday counts.
    private func matches(_ entry: RecurrenceRule.WeekdayNumber, _ day: CivilTime) -> Bool {
        guard entry.weekday == day.weekday else { return false }
        guard let ordinal = entry.ordinal, ordinal != 0 else { return true }
        let (index, length): (Int, Int)
        switch frequency {
        case .monthly: (index, length) = (day.day, day.daysInMonth)
        case .yearly where !byMonth.isEmpty: (index, length) = (day.day, day.daysInMonth)
        case .yearly: (index, length) = (day.dayOfYear, day.daysInYear)
        default: return true
        }
        return ordinal > 0 ? (index - 1) / 7 + 1 == ordinal : (length - index) / 7 + 1 == -ordinal
    }

    /// BYWEEKNO: weeks begin on WKST and week 1 is the first with four or more days of the
    /// year (ISO 8601 when WKST is Monday); a day early in January may be in the previous
    /// year's last week, one late in December in the next year's week 1.
    private func keepsWeek(of day: CivilTime) -> Bool {
        var year = day.year
        if day.days < firstWeekStart(year) {
            year -= 1
        } else if day.days >= firstWeekStart(year + 1) {
            year += 1
        }
        let number = (day.days - firstWeekStart(year)) / 7 + 1
        let weeks = (firstWeekStart(year + 1) - firstWeekStart(year)) / 7
        return byWeekNo.contains { $0 == number || $0 == number - weeks - 1 }
    }

    /// The first day of week 1 of `year`.
    private func firstWeekStart(_ year: Int) -> Int {
        let january1 = CivilTime(year: year, month: 1, day: 1)
        let intoWeek = (january1.weekday - weekStart + 7) % 7
        return intoWeek <= 3 ? january1.days - intoWeek : january1.days + 7 - intoWeek
    }
}
