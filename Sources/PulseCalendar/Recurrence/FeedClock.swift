import FoundationEssentials
import PulseCore

/// How a feed's times are read on the timeline: which zone each form names, the zones its
/// `TZID`s resolve to looked up once, and the RFC 5545 placing of a wall time in its zone.
struct FeedClock {
    /// The zone Pulse shows: all-day events cover its midnights.
    let local: any CivilZone
    /// Where floating times are read: the feed's `X-WR-TIMEZONE` when it resolves, else `local`.
    let floating: any CivilZone
    /// Each `TZID` the feed uses that resolved.
    let named: [String: any CivilZone]

    /// The clock for `feed`, each of its zone names resolved once through `zones`.
    init(feed: Feed, local: any CivilZone, zones: (String) -> (any CivilZone)?) {
        self.local = local
        floating = feed.calendarZone.flatMap(zones) ?? local
        var named: [String: any CivilZone] = [:]
        var unresolved: Set<String> = []
        for event in feed.events {
            for case .zoned(let name) in event.times.map(\.form)
            where named[name] == nil && !unresolved.contains(name) {
                if let zone = zones(name) { named[name] = zone } else { unresolved.insert(name) }
            }
        }
        self.named = named
    }

    /// The zone a time of `form` is read in. A `TZID` that does not resolve is read as
    /// floating, never as UTC: its wall time is still what the organiser meant.
    func zone(for form: FeedTime.Form) -> any CivilZone {
        switch form {
        case .date: local
        case .floating: floating
        case .utc: UTCZone()
        case .zoned(let name): named[name] ?? floating
        }
    }

    /// The instant `time` names (a date: its local midnight).
    func instant(_ time: FeedTime) -> Date {
        zone(for: time.form).placing(time.wall)
    }
}

extension FeedEvent {
    /// Every time the event writes, for resolving their zones.
    var times: [FeedTime] {
        // Added step by step: the one long sum is more than Swift 6.0's type checker
        // (Debian 13's) finishes in its time limit.
        var times = [start] + [end, recurrenceID].compactMap { $0 }
        times += rdates
        times += rdatePeriodEnds.compactMap { $0 }
        times += exdates
        times += rules.compactMap(\.until)
        return times
    }
}
