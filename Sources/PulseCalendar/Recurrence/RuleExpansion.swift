import PulseCore

/// One `RRULE` stepped in wall time from DTSTART (RFC 5545 §3.3.10): each period's
/// candidates are made from the `BY…` parts, `BYSETPOS` picks among them, and `COUNT` and
/// `UNTIL` end the series. DTSTART is always the first instance and counts towards `COUNT`
/// even when the rule would not make it (RFC 5545 §3.8.5.3).
struct RuleExpansion {
    /// The most days and times one rule may examine for one event. A rule that never
    /// matches (`FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=30`) with a `COUNT`, or a `SECONDLY` one,
    /// ends here rather than hanging the page: about a thousand years of a yearly rule, a
    /// year of a minutely one; what lies beyond is not shown.
    static let workLimit = 400_000

    /// The most starts one rule gives for one window: more than a minutely rule has in the
    /// page's fifteen days, so only a `SECONDLY` rule meets it.
    static let startLimit = 25_000

    private let rule: RecurrenceRule
    private let start: CivilTime
    private let periods: RulePeriods
    private let filter: RuleDayFilter
    private let until: RuleUntil
    private let hours: [Int], minutes: [Int], seconds: [Int]

    /// The expansion of `rule` for a series starting at `start`.
    init(_ rule: RecurrenceRule, start: FeedTime, clock: FeedClock) {
        var rule = rule
        // A date series has no time of day: a rule finer than a day steps days.
        if start.isDate && ![.daily, .weekly, .monthly, .yearly].contains(rule.frequency) {
            rule.frequency = .daily
            rule.interval = 1
        }
        // An INTERVAL past a billion periods (31 years of seconds) reaches no window, and
        // stepping by it could overflow: it is held there.
        rule.interval = min(max(1, rule.interval), 1_000_000_000)
        self.rule = rule
        self.start = start.isDate ? start.wall.midnight : start.wall
        periods = RulePeriods(frequency: rule.frequency, start: self.start, weekStart: rule.weekStart)
        filter = RuleDayFilter(rule: rule, start: self.start)
        until = RuleUntil(rule.until, start: start, clock: clock)
        // Times of day: a date series has none; otherwise BYHOUR/BYMINUTE/BYSECOND expand a
        // longer period and limit a shorter one, and DTSTART's fields fill what is not given.
        hours = start.isDate ? [0] : Self.values(rule.byHour, in: 0...23, or: self.start.hour)
        minutes = start.isDate ? [0] : Self.values(rule.byMinute, in: 0...59, or: self.start.minute)
        seconds = start.isDate ? [0] : Self.values(rule.bySecond, in: 0...59, or: self.start.second)
    }

    /// The starts after DTSTART that fall from `lower` through `upper` (wall times in the
    /// series' zone). Without `COUNT` the stepping begins at the period just before `lower`,
    /// so a daily rule from 2010 costs as much as one from last week; with `COUNT` it must
    /// count from DTSTART.
    func starts(from lower: CivilTime, through upper: CivilTime) -> [CivilTime] {
        let first = periods.number(of: start)
        var step = 0
        if rule.count == nil {
            step = max(0, RulePeriods.floorDivide(periods.number(of: lower) - first, rule.interval) - 1)
        }
        var counted = 1
        var work = 0
        var found: [CivilTime] = []
        stepping: while work < Self.workLimit {
            let number = first + step * rule.interval
            let periodStart = periods.start(of: number)
            if periodStart.wallSeconds > upper.wallSeconds || until.isPassed(by: periodStart) { break }
            for candidate in picked(candidates(of: number, work: &work)) where candidate.wallSeconds > start.wallSeconds
            {
                if until.isPassed(by: candidate) { break stepping }
                if let count = rule.count {
                    counted += 1
                    if counted > count { break stepping }
                }
                if candidate.wallSeconds >= lower.wallSeconds && candidate.wallSeconds <= upper.wallSeconds {
                    found.append(candidate)
                    if found.count == Self.startLimit { break stepping }
                }
            }
            step += 1
            work += 1
        }
        return found
    }

    /// Every time period `number` makes, in order.
    private func candidates(of number: Int, work: inout Int) -> [CivilTime] {
        let periodStart = periods.start(of: number)
        guard periods.isDaysLong else {
            // An hour, minute or second: BYHOUR and finer limit it, or fill in below it.
            guard filter.keeps(periodStart.midnight), rule.byHour.isEmpty || rule.byHour.contains(periodStart.hour)
            else { return [] }
            switch rule.frequency {
            case .hourly: return Self.times(on: periodStart, hours: [periodStart.hour], minutes, seconds)
            case .minutely:
                guard rule.byMinute.isEmpty || rule.byMinute.contains(periodStart.minute) else { return [] }
                return Self.times(on: periodStart, hours: [periodStart.hour], [periodStart.minute], seconds)
            default:
                guard rule.byMinute.isEmpty || rule.byMinute.contains(periodStart.minute),
                    rule.bySecond.isEmpty || rule.bySecond.contains(periodStart.second)
                else { return [] }
                return [periodStart]
            }
        }
        let end = periods.start(of: number + 1).days
        var made: [CivilTime] = []
        for day in periodStart.days..<end {
            work += 1
            let date = CivilTime(days: day)
            if filter.keeps(date) { made += Self.times(on: date, hours: hours, minutes, seconds) }
        }
        work += made.count
        return made
    }

    /// `BYSETPOS`: the n-th of a period's times (from the end when negative), in order.
    private func picked(_ made: [CivilTime]) -> [CivilTime] {
        guard !rule.bySetPos.isEmpty else { return made }
        let indices = Set(
            rule.bySetPos.compactMap { position -> Int? in
                let index = position > 0 ? position - 1 : made.count + position
                return made.indices.contains(index) ? index : nil
            })
        return indices.sorted().map { made[$0] }
    }

    private static func times(on day: CivilTime, hours: [Int], _ minutes: [Int], _ seconds: [Int]) -> [CivilTime] {
        hours.flatMap { hour in
            minutes.flatMap { minute in
                seconds.map {
                    CivilTime(year: day.year, month: day.month, day: day.day, hour: hour, minute: minute, second: $0)
                }
            }
        }
    }

    private static func values(_ given: [Int], in range: ClosedRange<Int>, or fallback: Int) -> [Int] {
        let kept = Set(given.filter { range.contains($0) }).sorted()
        return given.isEmpty ? [fallback] : kept
    }
}
