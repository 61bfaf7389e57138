import FoundationEssentials

/// How the timer pages read seconds left: `M:SS` under an hour, `H:MM:SS` from an hour
/// (`1:00`, `25:00`, `13:00:00`), counted up to the whole second, so a countdown shows its
/// whole length at the start and `0:00` only once it has ended.
public enum TimerReadout {
    /// A value this close above a whole second counts as that second: an instant derived
    /// by subtraction from another carries rounding in its last bits, and a wake-up at the
    /// very instant a readout changes must see it changed, or it would ask for the same
    /// instant again.
    static let tolerance: TimeInterval = 0.001

    /// The whole seconds shown for `seconds` left.
    public static func shownSeconds(_ seconds: TimeInterval) -> Int {
        guard seconds.isFinite, seconds > tolerance else { return 0 }
        return Int((seconds - tolerance).rounded(.up))
    }

    /// `seconds` left as the readout shows them.
    public static func text(_ seconds: TimeInterval) -> String {
        text(wholeSeconds: shownSeconds(seconds))
    }

    /// Whole seconds as `M:SS` or `H:MM:SS`.
    public static func text(wholeSeconds total: Int) -> String {
        let (hours, minutes, seconds) = (total / 3600, total / 60 % 60, total % 60)
        func pad(_ value: Int) -> String { value < 10 ? "0\(value)" : String(value) }
        return hours > 0 ? "\(hours):\(pad(minutes)):\(pad(seconds))" : "\(minutes):\(pad(seconds))"
    }

    /// The next instant after `now` at which the readout of a block ending at `end` (with
    /// `left` seconds left at `now`, at most its length) shows another second; nil once
    /// nothing is left.
    static func nextChange(after now: Date, left: TimeInterval, end: Date) -> Date? {
        let shown = shownSeconds(left)
        guard shown > 0 else { return nil }
        // The readout shows `shown - 1` from the instant that many seconds are left.
        let next = end.addingTimeInterval(-Double(shown - 1))
        return next > now ? next : now.addingTimeInterval(tolerance)
    }
}

/// The one progress indicator: a fill rising from the bottom edge over the terminal's
/// whole height, in pixel rows, as far as the block has gone. The view draws it and the
/// page wakes when it crosses a row, through this one rule, so the two never disagree.
public enum TimerFill {
    /// Pixel rows lit of `rows` when `elapsed` of `length` seconds have gone.
    public static func litRows(elapsed: TimeInterval, of length: TimeInterval, rows: Int) -> Int {
        guard length > 0, rows > 0, elapsed.isFinite else { return 0 }
        let share = min(1, max(0, elapsed / length))
        return min(rows, Int((share * Double(rows) + 1e-9).rounded(.down)))
    }

    /// When the fill of a block that started at `start` and lasts `length` seconds next
    /// gains a row of `rows`, after `now`; nil when it is full.
    static func nextRow(after now: Date, start: Date, length: TimeInterval, rows: Int) -> Date? {
        let elapsed = now.timeIntervalSince(start)
        let lit = litRows(elapsed: elapsed, of: length, rows: rows)
        guard lit < rows, length > 0, rows > 0 else { return nil }
        let next = start.addingTimeInterval(length * Double(lit + 1) / Double(rows))
        return next > now ? next : now.addingTimeInterval(TimerReadout.tolerance)
    }
}
