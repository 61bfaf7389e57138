import FoundationEssentials

/// What the contributions page shows of its model: each day's reading, today's count, the
/// status line, `LAST CHECK` and today's last push.
extension ContributionsModel {
    /// The days of the last good calendar by `yyyy-MM-dd`; empty until one was read.
    public var days: [String: ContributionDay] { calendar?.days ?? [:] }

    /// What is known of the day `key` in `zone`: unknown where no good calendar reaches.
    public func reading(on key: String, in zone: some CivilZone) -> DayReading {
        calendar?.reading(on: key, in: zone) ?? .unknown
    }

    /// The last good calendar read in `zone`, for every day a page draws; nil before one.
    public func readings(in zone: some CivilZone) -> ContributionCalendar.Readings? {
        calendar?.readings(in: zone)
    }

    /// The current and best streaks at `today` in `zone`; nil before a good calendar.
    public func streak(today: Date, zone: some CivilZone) -> Streak? {
        readings(in: zone).map { Streak($0, today: zone.civilTime(at: today).days) }
    }

    /// Today's exact count, or nil (shown as `--`).
    public func exactCount(today: Date, zone: some CivilZone) -> Int? {
        guard case .count(let count, exact: true) = reading(on: Heatmap.key(for: today, in: zone), in: zone) else {
            return nil
        }
        return count
    }

    /// The status line at `today` (now), if any.
    public func statusLine(today: Date, zone: some CivilZone) -> String? {
        if let contributionsFailure { return contributionsFailure.line(at: today, keepsData: calendar != nil) }
        guard contributionsCheckedAt != nil, calendar != nil else { return nil }
        return exactCount(today: today, zone: zone) == nil ? "NO COUNT FOR TODAY" : nil
    }

    /// The older of the calendar's and the feed's last successes; nil when neither has
    /// succeeded.
    public var lastCheck: Date? {
        [calendar == nil ? nil : contributionsCheckedAt, eventsCheckedAt].compactMap { $0 }.min()
    }

    /// Today's last push, if there was one today in `zone`.
    public func lastPushToday(now: Date, zone: some CivilZone) -> Date? {
        events.flatMap { ForgeEvent.lastPushToday(in: $0, now: now, zone: zone) }
    }
}
