import FoundationEssentials

/// The design reference's sample content, for `--demo`: a first look, screenshots and
/// deterministic tests, with no network and no credential access.
public enum DemoContent {
    /// The seven services of the reference's Uptime frame, in its order.
    public static let services: [UptimeService] = [
        ("API-GATEWAY", ServiceStatus.operational), ("WEB-FRONTEND", .operational), ("POSTGRES-01", .operational),
        ("REDIS-CACHE", .degraded), ("WORKER-QUEUE", .operational), ("K3S-CLUSTER", .down),
        ("BACKUP-JOB", .unknown),
    ].map { UptimeService(name: $0.0, status: $0.1) }

    /// The reference's handle.
    public static let githubUsername = "JUSTTHATRANDOMCODER"

    /// The last of the demo's pretend refreshes at or before `now`: they fall on a grid of
    /// the wall clock, `every` seconds apart, so a running demo and a snapshot taken at the
    /// same moment (or two demos) show the same `LAST CHECK` and countdown.
    public static func lastRefresh(before now: Date, every interval: TimeInterval) -> Date {
        Date(timeIntervalSince1970: (now.timeIntervalSince1970 / interval).rounded(.down) * interval)
    }

    /// The Uptime page as the reference draws it at `now`, last checked on the 20-second
    /// grid; `preferences` (the order) carry over a pretend refresh.
    public static func uptime(at now: Date, preferences: UptimePreferences = UptimePreferences()) -> UptimeModel {
        let checked = lastRefresh(before: now, every: preferences.source.cadence.refresh)
        var model = UptimeModel(services: services, lastCheck: checked, lastAttempt: checked, preferences: preferences)
        model.isSample = true
        return model
    }

    /// The reference's heatmap: 118 cells from its generator (seed 7), in its row-major
    /// order, then today with 12 commits; a push at 13:58 today (or an hour ago, if
    /// earlier).
    public static func github(at now: Date, zone: some CivilZone) -> ContributionsModel {
        var seed: UInt64 = 7
        var days: [ContributionDay] = []
        // The generator runs over every cell, as the reference's does; days still to come
        // stay empty.
        for cell in Heatmap.cells(now: now, zone: zone).joined() where !cell.isToday {
            seed = (seed &* 1_103_515_245 &+ 12345) % 2_147_483_648
            let r = Double(seed) / 2_147_483_648
            let step = r < 0.34 ? 0 : r < 0.55 ? 1 : r < 0.75 ? 2 : r < 0.91 ? 3 : 4
            guard !cell.isFuture else { continue }
            days.append(
                ContributionDay(
                    date: cell.date, count: GitHubCalendarParser.approximateCount(forLevel: step), isCountExact: true))
        }
        days.append(ContributionDay(date: Heatmap.key(for: now, in: zone), count: 12, isCountExact: true))
        var pushTime = zone.civilTime(at: now)
        (pushTime.hour, pushTime.minute, pushTime.second) = (13, 58, 0)
        let pushAt = zone.instant(showing: pushTime) ?? now
        let push = pushAt <= now ? pushAt : now.addingTimeInterval(-3600)
        let sameDay = zone.civilTime(at: push).days == zone.civilTime(at: now).days
        let events = sameDay ? [ForgeEvent(kind: .push, createdAt: push)] : []
        return ContributionsModel(
            days: days, events: events, checkedAt: lastRefresh(before: now, every: ContributionsModel.interval))
    }

    /// The demo's calendar: its one feed's face.
    public static let calendarFeed = CalendarFeedFace(label: nil, place: "calendar.example.com")

    /// A sample working day in `zone`, around `now`: fixed local times today and tomorrow,
    /// so the next event and its distance follow the clock as a real feed's would.
    public static func calendar(at now: Date, zone: some CivilZone) -> FeedDigest {
        let today = zone.civilTime(at: now).days
        func at(_ day: Int, _ hour: Int, _ minute: Int) -> CalendarOccurrence.Time {
            var civil = CivilTime(days: today + day)
            (civil.hour, civil.minute) = (hour, minute)
            return .instant(zone.instant(showing: civil) ?? now)
        }
        let day = { (offset: Int) in CalendarOccurrence.Time.date(CivilTime(days: today + offset)) }
        let events: [CalendarOccurrence] = [
            CalendarOccurrence(start: at(0, 9, 30), end: at(0, 9, 45), title: "Standup"),
            CalendarOccurrence(start: at(0, 11, 0), end: at(0, 12, 0), title: "Design review"),
            CalendarOccurrence(start: at(0, 14, 0), end: at(0, 14, 30), title: "1:1 with Sam"),
            CalendarOccurrence(start: at(0, 16, 30), end: at(0, 17, 30), title: "Release window"),
            CalendarOccurrence(start: day(1), end: day(2), title: "Team offsite"),
            CalendarOccurrence(start: at(1, 9, 30), end: at(1, 9, 45), title: "Standup"),
            CalendarOccurrence(start: at(1, 15, 0), end: at(1, 16, 0), title: "Planning"),
        ]
        return FeedDigest(occurrences: events, window: FeedRequest.window(at: now), readAt: now)
    }

    /// A state showing `page` with the demo content.
    public static func state(
        page: Page, size: TerminalSize, at now: Date, zone: some CivilZone,
        healPeriod: TimeInterval = Orbit.stepInterval
    ) -> AppState {
        AppState(
            page: page, size: size, run: Run(.demo, healPeriod: healPeriod, zone: zone), settings: Settings(),
            credentials: demoCredentials,
            pages: PagesAtStart(
                timers: TimersAtStart(history: focusHistory(at: now, zone: zone)), uptime: uptime(at: now),
                github: github(at: now, zone: zone), calendar: calendar(at: now, zone: zone)))
    }

    /// The demo's timers' history: 17 weeks of 25-minute focus blocks, up to eight a day
    /// with two days in every seven off, and three today: in the last hours, or, so soon
    /// after midnight that those would be yesterday's, shorter ones since midnight.
    static func focusHistory(at now: Date, zone: some CivilZone) -> TimerHistory {
        var seed: UInt64 = 7
        var blocks: [FinishedBlock] = []
        for day in (1..<119).reversed() where day % 7 != 1 && day % 7 != 2 {
            seed = (seed &* 1_103_515_245 &+ 12345) % 2_147_483_648
            let count = Int(seed % 9)
            blocks += (0..<count).reversed().map { block in
                FinishedBlock(
                    kind: .focus, end: now.addingTimeInterval(Double(-day * 86_400 - block * 1800)), length: 1500)
            }
        }
        let clock = zone.civilTime(at: now)
        let sinceMidnight = Double(clock.hour * 3600 + clock.minute * 60 + clock.second)
        let today: [(ago: TimeInterval, length: TimeInterval)] =
            sinceMidnight >= 3 * 3600 + 1500
            ? [3.0, 2.5, 2].map { ($0 * 3600, 1500) }
            : [3.0, 2, 1].map { ($0 * sinceMidnight / 4, min(1500, sinceMidnight / 4)) }
        blocks += today.map { FinishedBlock(kind: .focus, end: now.addingTimeInterval(-$0.ago), length: $0.length) }
        return TimerHistory(blocks)
    }

    /// What the demo has stored, in effect: a key, a handle and one calendar.
    static var demoCredentials: CredentialPresence {
        var presence = CredentialPresence(hasUptimeKey: true, githubUsername: githubUsername)
        presence.calendarFeeds = [calendarFeed]
        return presence
    }
}
