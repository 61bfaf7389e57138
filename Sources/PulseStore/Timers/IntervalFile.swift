import FoundationEssentials
import PulseCore

/// The interval's state file.
public typealias IntervalFile = TimerFile<IntervalFileFormat>

/// The interval's keys: `{"version":1,"focusMinutes":25,"breakMinutes":5,"rounds":4,
/// "longBreakMinutes":15,"longBreakEvery":4,"waitBeforeFocus":true,"waitBeforeBreak":false,
/// "block":<from 0>,"startedAt":<instant or null>,"elapsed":<seconds or null>,
/// "announced":<instant or null>,"added":<seconds>}`: the plan of the run, and where it is
/// (`added`: what `+` and `-` moved that block by). `rounds` is
/// `"endless"` for an interval without end; a file older than the long break and the waits
/// reads with their defaults.
public enum IntervalFileFormat: TimerFileFormat {
    /// `interval`, in a reason.
    public static let word = "interval"

    /// The interval the file's keys hold, or nil when one is out of range.
    public static func timer(from object: [String: Any]) -> Interval? {
        func whole(_ key: String, _ range: ClosedRange<Int>) -> Int? {
            JSONTree.number(object[key]).flatMap { Int(exactly: $0) }.flatMap { range.contains($0) ? $0 : nil }
        }
        /// A key a file before it lacks is its default; one there must be in range.
        func whole(_ key: String, _ range: ClosedRange<Int>, or fallback: Int) -> Int? {
            object[key] == nil ? fallback : whole(key, range)
        }
        func flag(_ key: String, or fallback: Bool) -> Bool? {
            object[key] == nil ? fallback : object[key] as? Bool
        }
        let defaults = IntervalPlan()
        let endless = object["rounds"] as? String == "endless"
        let rounds = endless ? nil : whole("rounds", IntervalPlan.roundsRange)
        guard let focus = whole("focusMinutes", IntervalPlan.focusRange),
            let rest = whole("breakMinutes", IntervalPlan.breakRange),
            endless || rounds != nil,
            let long = whole("longBreakMinutes", IntervalPlan.longBreakRange, or: defaults.longBreakMinutes),
            let every = whole("longBreakEvery", IntervalPlan.everyRange, or: defaults.longBreakEvery),
            let waitsBeforeFocus = flag("waitBeforeFocus", or: defaults.waitsBeforeFocus),
            let waitsBeforeBreak = flag("waitBeforeBreak", or: defaults.waitsBeforeBreak)
        else { return nil }
        let plan = IntervalPlan(
            focusMinutes: focus, breakMinutes: rest, rounds: rounds, longBreakMinutes: long, longBreakEvery: every,
            waitsBeforeFocus: waitsBeforeFocus, waitsBeforeBreak: waitsBeforeBreak)
        guard let block = whole("block", 0...plan.highestIndex),
            case .success(let startedAt) = TimerFileValue.instant(object, "startedAt"),
            case .success(let elapsed) = TimerFileValue.seconds(object, "elapsed", within: 0...Countdown.longest),
            case .success(let announced) = TimerFileValue.instant(object, "announced"),
            case .success(let added) = TimerFileValue.seconds(
                object, "added", within: -Countdown.longest...Countdown.longest)
        else { return nil }
        return Interval(
            plan: plan, index: block, startedAt: startedAt, pausedElapsed: elapsed, announcedEnd: announced,
            added: added ?? 0)
    }

    /// The file's keys for `interval`.
    public static func object(_ interval: Interval) -> [String: Any] {
        let plan = interval.plan
        return [
            "focusMinutes": plan.focusMinutes, "breakMinutes": plan.breakMinutes,
            "rounds": plan.rounds.map { $0 as Any } ?? "endless", "longBreakMinutes": plan.longBreakMinutes,
            "longBreakEvery": plan.longBreakEvery, "waitBeforeFocus": plan.waitsBeforeFocus,
            "waitBeforeBreak": plan.waitsBeforeBreak, "block": interval.index,
            "startedAt": TimerFileValue.stored(interval.startedAt),
            "elapsed": TimerFileValue.stored(interval.pausedElapsed),
            "announced": TimerFileValue.stored(interval.announcedEnd), "added": interval.added,
        ]
    }

    /// The same run is the same block started at the same instant, moved by as much; an end
    /// is marked once `announced` is as late.
    public static func refuses(_ interval: Interval, stored: Interval) -> Bool {
        let claimed = interval.announcedEnd ?? .distantPast
        let moved = abs(stored.added - interval.added) >= TimerFileValue.sameWithin
        return stored.index != interval.index || !TimerFileValue.same(stored.startedAt, interval.startedAt) || moved
            || (stored.announcedEnd ?? .distantPast) >= claimed.addingTimeInterval(-TimerFileValue.sameWithin)
    }
}
