import FoundationEssentials
import PulseCore

/// Which instance of a series a time names, for matching `EXDATE` and `RECURRENCE-ID`
/// against the instances and for taking an instance made twice once: a timed one by its
/// instant (so a time written in another zone or in UTC still matches), a date by its day.
enum InstanceKey: Hashable {
    case day(Int)
    case instant(Int)

    /// The key of `time`, whose instant is `instant`.
    init(_ time: FeedTime, at instant: Date) {
        self = time.isDate ? .day(time.wall.days) : .instant(Int(instant.timeIntervalSince1970.rounded(.down)))
    }
}

/// A set of times an instance is matched against (`EXDATE`s, `RECURRENCE-ID`s), each with a
/// value (the override it names).
struct InstanceMatcher<Value> {
    private var byKey: [InstanceKey: Value] = [:]
    /// The wall days of the timed ones: a date instance named by a date-time.
    private var timedDays: [Int: Value] = [:]

    /// An empty matcher.
    init() {}

    /// Adds `time` with `value`.
    mutating func add(_ time: FeedTime, _ value: Value, clock: FeedClock) {
        byKey[InstanceKey(time, at: clock.instant(time))] = value
        if !time.isDate { timedDays[time.wall.days] = value }
    }

    /// The value of the time naming the instance `start` (key `key`): the same instant or
    /// day; a date names a timed instance on that day, a date-time a date instance on its day.
    func match(_ start: FeedTime, key: InstanceKey) -> Value? {
        if let value = byKey[key] { return value }
        return start.isDate ? timedDays[start.wall.days] : byKey[.day(start.wall.days)]
    }
}
