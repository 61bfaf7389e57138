import FoundationEssentials
import PulseCore

/// The interval's state file.
public typealias IntervalFile = TimerFile<IntervalFileFormat>

/// The interval's keys: `{"version":1,"focusMinutes":25,"breakMinutes":5,"rounds":4,
/// "block":<from 0>,"startedAt":<instant or null>,"elapsed":<seconds or null>,
/// "announced":<instant or null>}`: the plan of the run, and where it is.
public enum IntervalFileFormat: TimerFileFormat {
    /// `interval`, in a reason.
    public static let word = "interval"

    /// The interval the file's keys hold, or nil when one is out of range.
    public static func timer(from object: [String: Any]) -> Interval? {
        func whole(_ key: String, _ range: ClosedRange<Int>) -> Int? {
            JSONTree.number(object[key]).flatMap { Int(exactly: $0) }.flatMap { range.contains($0) ? $0 : nil }
        }
        guard let focus = whole("focusMinutes", IntervalPlan.focusRange),
            let rest = whole("breakMinutes", IntervalPlan.breakRange),
            let rounds = whole("rounds", IntervalPlan.roundsRange),
            let block = whole("block", 0...(2 * rounds - 2)),
            case .success(let startedAt) = TimerFileValue.instant(object, "startedAt"),
            case .success(let elapsed) = TimerFileValue.seconds(object, "elapsed", within: 0...Double(180 * 60)),
            case .success(let announced) = TimerFileValue.instant(object, "announced")
        else { return nil }
        let plan = IntervalPlan(focusMinutes: focus, breakMinutes: rest, rounds: rounds)
        return Interval(plan: plan, index: block, startedAt: startedAt, pausedElapsed: elapsed, announcedEnd: announced)
    }

    /// The file's keys for `interval`.
    public static func object(_ interval: Interval) -> [String: Any] {
        let plan = interval.plan
        return [
            "focusMinutes": plan.focusMinutes, "breakMinutes": plan.breakMinutes, "rounds": plan.rounds,
            "block": interval.index, "startedAt": TimerFileValue.stored(interval.startedAt),
            "elapsed": TimerFileValue.stored(interval.pausedElapsed),
            "announced": TimerFileValue.stored(interval.announcedEnd),
        ]
    }

    /// The same run is the same block started at the same instant; an end is marked once
    /// `announced` is as late.
    public static func refuses(_ interval: Interval, stored: Interval) -> Bool {
        let claimed = interval.announcedEnd ?? .distantPast
        return stored.index != interval.index || !TimerFileValue.same(stored.startedAt, interval.startedAt)
            || (stored.announcedEnd ?? .distantPast) >= claimed.addingTimeInterval(-TimerFileValue.sameWithin)
    }
}
