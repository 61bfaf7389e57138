import FoundationEssentials
import PulseCore

/// Which instance of a series a start names, for taking an instance made twice once: a
/// timed one by its instant (so the same moment written in two zones is one), a date by
/// its day.
enum InstanceKey: Hashable {
    case day(Int)
    case instant(Int)

    /// The key of `time`, whose instant is `instant`.
    init(_ time: FeedTime, at instant: Date) {
        self = time.isDate ? .day(time.wall.days) : .instant(Self.seconds(instant))
    }

    /// Whole seconds since 1970.
    static func seconds(_ instant: Date) -> Int { Int(instant.timeIntervalSince1970.rounded(.down)) }
}
