import FoundationEssentials

/// When the display dims: from sunset to sunrise at the stored location, else from 22:00
/// to 07:00 local time. Pure: the instant, the zone and the sun times come in.
public enum NightWindow {
    /// The fixed window's first hour of night, local time.
    public static let fixedStartHour = 22
    /// The fixed window's first hour of day.
    public static let fixedEndHour = 7
    /// Sun times further than this from `now` say nothing about it: a day whose sun never
    /// rises or sets (polar day and night) or a forecast that has run out falls back to
    /// the fixed window.
    static let reach: TimeInterval = 86_400

    /// Whether `now` is night in `zone`, by `daylight` where it covers `now`.
    public static func isNight(at now: Date, in zone: some CivilZone, daylight: Daylight?) -> Bool {
        if let bySun = bySun(at: now, daylight: daylight) { return bySun }
        return byFixedWindow(at: now, in: zone)
    }

    /// The next sunrise or sunset after `now` that the sun times decide, if any. The fixed
    /// window's edges are whole local hours, which every zone puts on an orbit step, a
    /// deadline of its own.
    public static func nextSunEvent(after now: Date, daylight: Daylight?) -> Date? {
        guard let daylight else { return nil }
        return daylight.events.first { $0.at > now && $0.at.timeIntervalSince(now) <= reach }?.at
    }

    /// Night or day by the sun: decided when the last event before `now` and the next
    /// one after are both within a day of it; nil otherwise.
    static func bySun(at now: Date, daylight: Daylight?) -> Bool? {
        guard let events = daylight?.events,
            let last = events.last(where: { $0.at <= now }), let next = events.first(where: { $0.at > now }),
            now.timeIntervalSince(last.at) <= reach, next.at.timeIntervalSince(now) <= reach,
            last.nightBegins != next.nightBegins
        else { return nil }
        return last.nightBegins
    }

    /// 22:00–07:00 by the local wall clock.
    static func byFixedWindow(at now: Date, in zone: some CivilZone) -> Bool {
        let hour = zone.civilTime(at: now).hour
        return hour >= fixedStartHour || hour < fixedEndHour
    }
}
