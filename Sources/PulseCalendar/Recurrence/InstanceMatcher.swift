import FoundationEssentials
import PulseCore

/// The times a series' instances are matched against (`EXDATE`s, `RECURRENCE-ID`s), each
/// with a value. A timed one matches the instance at the same instant, so a time written in
/// another zone or in UTC still matches; one written in the series' own form is compared by
/// wall time, which names the same instant without placing it (Outlook lists hundreds of
/// `EXDATE`s in the series' `TZID`), as is a floating one. A date matches that day's instance.
struct InstanceMatcher<Value> {
    /// The series' own form.
    private let form: FeedTime.Form
    private var byDay: [Int: Value] = [:]
    private var byWall: [Int: Value] = [:]
    private var byInstant: [Int: Value] = [:]
    /// The wall days of the timed ones: a date instance named by a date-time.
    private var timedDays: [Int: Value] = [:]

    /// An empty matcher for a series whose times are of `form`.
    init(form: FeedTime.Form) {
        self.form = form
    }

    /// Adds `time` with `value`.
    mutating func add(_ time: FeedTime, _ value: Value, clock: FeedClock) {
        if time.isDate {
            byDay[time.wall.days] = value
            return
        }
        timedDays[time.wall.days] = value
        // A floating one on a zoned series is the series' own wall time: the client left
        // the TZID off, not meant another zone.
        if time.form == form || time.form == .floating {
            byWall[time.wall.wallSeconds] = value
        } else {
            byInstant[InstanceKey.seconds(clock.instant(time))] = value
        }
    }

    /// The value of the time naming the instance that starts at `start` (at `instant`): the
    /// same instant, or the same day for a date on either side.
    func match(_ start: FeedTime, at instant: Date, clock: FeedClock) -> Value? {
        if start.isDate { return byDay[start.wall.days] ?? timedDays[start.wall.days] }
        if let value = byInstant[InstanceKey.seconds(instant)] { return value }
        if !byWall.isEmpty {
            // An RDATE in another form is read on the series' own clock.
            let wall = start.form == form ? start.wall : clock.zone(for: form).civilTime(at: instant)
            if let value = byWall[wall.wallSeconds] { return value }
        }
        return byDay[start.wall.days]
    }
}
