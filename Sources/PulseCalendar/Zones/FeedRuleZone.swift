import FoundationEssentials
import PulseCore

/// A feed's own `VTIMEZONE` as a zone: each observance's onsets — its `DTSTART`, its yearly
/// `RRULE` (a month and a weekday or days of it, as VTIMEZONEs write them) and its `RDATE`s,
/// local times in the offset before each — and at any instant the offset of the latest
/// onset at or before it; before them all, the offset the first changes from. Ordinal 5
/// with no fifth such weekday in the month means the last, as Windows means it.
struct FeedRuleZone: CivilZone {
    private let observances: [FeedZoneRule.Observance]
    private let initialOffset: Int

    /// The zone of `rule`, or nil when it has no observance.
    init?(_ rule: FeedZoneRule) {
        guard let first = rule.observances.min(by: { Self.onset($0.start, $0) < Self.onset($1.start, $1) }) else {
            return nil
        }
        observances = rule.observances
        initialOffset = first.offsetFrom
    }

    func secondsFromGMT(for instant: Date) -> Int {
        let seconds = Int(instant.timeIntervalSince1970.rounded(.down))
        var latest: (onset: Int, offset: Int)?
        for observance in observances {
            guard let onset = latestOnset(observance, atOrBefore: seconds) else { continue }
            if latest.map({ onset > $0.onset }) ?? true { latest = (onset, observance.offsetTo) }
        }
        return latest?.offset ?? initialOffset
    }

    /// The instant of a change at local time `wall` (in the offset before it).
    private static func onset(_ wall: CivilTime, _ observance: FeedZoneRule.Observance) -> Int {
        wall.secondsIfUTC - observance.offsetFrom
    }

    /// The latest onset of `observance` at or before `seconds`, if any.
    private func latestOnset(_ observance: FeedZoneRule.Observance, atOrBefore seconds: Int) -> Int? {
        var candidates =
            [Self.onset(observance.start, observance)] + observance.rdates.map { Self.onset($0, observance) }
        if let rule = observance.rule, rule.frequency == .yearly {
            let year = CivilTime(at: Date(timeIntervalSince1970: Double(seconds)), offset: 0).year
            var last = year + 1
            if let count = rule.count {
                // Saturating: a rule built by hand may say any count.
                let (span, overflow) = max(0, count - 1).multipliedReportingOverflow(by: rule.interval)
                if !overflow, span < last - observance.start.year { last = observance.start.year + span }
            }
            if let until = rule.until { last = min(last, until.wall.year) }
            // The rule's onsets in the last three of its years up to `seconds`' year.
            for candidateYear in stride(from: last, through: max(observance.start.year, last - 2), by: -1)
            where (candidateYear - observance.start.year) % rule.interval == 0 {
                guard let wall = Self.wall(of: rule, in: candidateYear, start: observance.start),
                    wall.secondsIfUTC >= observance.start.secondsIfUTC
                else { continue }
                let onset = Self.onset(wall, observance)
                if let until = rule.until {
                    let limit = until.form == .utc ? onset : wall.secondsIfUTC
                    guard limit <= until.wall.secondsIfUTC else { continue }
                }
                candidates.append(onset)
            }
        }
        return candidates.filter { $0 <= seconds }.max()
    }

    /// The local time of `rule`'s change in `year`: its month (the start's when it names
    /// none), its day, the start's time of day.
    private static func wall(of rule: RecurrenceRule, in year: Int, start: CivilTime) -> CivilTime? {
        let month = rule.byMonth.first ?? start.month
        let first = CivilTime(year: year, month: month, day: 1)
        let next =
            month == 12 ? CivilTime(year: year + 1, month: 1, day: 1) : CivilTime(year: year, month: month + 1, day: 1)
        let length = next.days - first.days
        var days = Array(1...length)
        if !rule.byMonthDay.isEmpty {
            days = rule.byMonthDay.map { $0 > 0 ? $0 : length + 1 + $0 }.filter { (1...length).contains($0) }.sorted()
        }
        var day: Int?
        if let entry = rule.byDay.first {
            let matching = days.filter { first.addingDays($0 - 1).weekday == entry.weekday }
            switch entry.ordinal {
            case .some(let ordinal) where ordinal > 0:
                day = ordinal <= matching.count ? matching[ordinal - 1] : matching.last
            case .some(let ordinal):
                day = -ordinal <= matching.count ? matching[matching.count + ordinal] : matching.first
            case .none: day = matching.first
            }
        } else {
            day = rule.byMonthDay.isEmpty ? min(start.day, length) : days.first
        }
        guard let day else { return nil }
        return CivilTime(
            year: year, month: month, day: day, hour: start.hour, minute: start.minute, second: start.second)
    }
}
