import FoundationEssentials

/// How long ago a timer ended, as its page says it faintly under `DONE` until a reset:
/// `+4:12` counting each second when the Clock shows seconds, `+4 MIN` read at each of
/// the clock's minutes when it does not (the end's own minutes fall between them), so a
/// finished page wakes no more often than its clock.
public enum TimerOvertime {
    /// The words at `now` for an end at `end`, counted in seconds or in minutes.
    public static func text(since end: Date, at now: Date, seconds: Bool) -> String {
        let gone = max(0, Int((now.timeIntervalSince(end) + TimerReadout.tolerance).rounded(.down)))
        return seconds ? "+" + TimerReadout.text(wholeSeconds: gone) : "+\(gone / 60) MIN"
    }

    /// The next instant after `now` at which the words change: the next whole second or
    /// minute since the end.
    static func nextChange(since end: Date, after now: Date, seconds: Bool) -> Date {
        let step: TimeInterval = seconds ? 1 : 60
        let gone = max(0, now.timeIntervalSince(end) + TimerReadout.tolerance)
        return end.addingTimeInterval(((gone / step).rounded(.down) + 1) * step)
    }
}

extension TimerModel {
    /// When the overtime of a finished timer next changes after `now`: its next second;
    /// nil in minutes (the clock's minute wakes the page) and unless finished.
    func nextOvertimeChange(after now: Date, seconds: Bool) -> Date? {
        guard seconds, case .finished(let end) = phase(at: now) else { return nil }
        return TimerOvertime.nextChange(since: end, after: now, seconds: seconds)
    }
}
