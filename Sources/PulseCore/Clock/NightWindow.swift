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

    /// The next instant after `now` at which the fixed window opens or closes in `zone`:
    /// a local 22:00 or 07:00. Those are whole local hours, but not whole UTC hours, nor
    /// even on an orbit step, in a zone such as +05:45 or a POSIX `TZ` of any offset, so
    /// they are a deadline of their own. Each local hour boundary is tried in turn (the
    /// offset is read again at each, so a change of offset on the way is followed).
    public static func nextFixedEdge(after now: Date, in zone: some CivilZone) -> Date? {
        let night = byFixedWindow(at: now, in: zone)
        var instant = now
        // Night and day each last at most 17 hours, and a day may have 25 of them.
        for _ in 0..<26 {
            let offset = zone.secondsFromGMT(for: instant)
            let local = Int(instant.timeIntervalSince1970.rounded(.down)) + offset
            let nextHour = (Int((Double(local) / 3600).rounded(.down)) + 1) * 3600
            instant = Date(timeIntervalSince1970: Double(nextHour - offset))
            if byFixedWindow(at: instant, in: zone) != night { return instant }
        }
        return nil
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
