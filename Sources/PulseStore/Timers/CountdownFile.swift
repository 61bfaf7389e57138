import FoundationEssentials
import PulseCore

/// The countdown's state file.
public typealias CountdownFile = TimerFile<CountdownFileFormat>

/// The countdown's keys: `{"version":1,"length":<seconds>,"endsAt":<instant or null>,
/// "left":<seconds or null>,"announced":<instant or null>,"added":<seconds>,"until":<bool>}`:
/// `added` is what `+` and `-` moved the run by (none in a file before them), `until`
/// whether it runs to a time of day (`--until`; not in a file before it: a length).
public enum CountdownFileFormat: TimerFileFormat {
    /// `countdown`, in a reason.
    public static let word = "countdown"

    /// The countdown the file's keys hold, or nil when one is out of range.
    public static func timer(from object: [String: Any]) -> Countdown? {
        guard
            case .success(let length?) = TimerFileValue.seconds(object, "length", within: 0...Countdown.longest),
            case .success(let endsAt) = TimerFileValue.instant(object, "endsAt"),
            case .success(let left) = TimerFileValue.seconds(object, "left", within: 0...Countdown.longest),
            case .success(let announced) = TimerFileValue.instant(object, "announced"),
            case .success(let added) = TimerFileValue.seconds(
                object, "added", within: -Countdown.longest...Countdown.longest),
            let until = object["until"] == nil ? false : object["until"] as? Bool
        else { return nil }
        return Countdown(
            length: length, endsAt: endsAt, pausedLeft: left, announcedEnd: announced, added: added ?? 0,
            endsAtTimeOfDay: until)
    }

    /// The file's keys for `countdown`.
    public static func object(_ countdown: Countdown) -> [String: Any] {
        [
            "length": countdown.length, "endsAt": TimerFileValue.stored(countdown.endsAt),
            "left": TimerFileValue.stored(countdown.pausedLeft),
            "announced": TimerFileValue.stored(countdown.announcedEnd), "added": countdown.added,
            "until": countdown.endsAtTimeOfDay,
        ]
    }

    /// The same run is the same end; its end is marked once `announced` is that end.
    public static func refuses(_ countdown: Countdown, stored: Countdown) -> Bool {
        !TimerFileValue.same(stored.endsAt, countdown.endsAt)
            || TimerFileValue.same(stored.announcedEnd, countdown.announcedEnd)
    }
}
