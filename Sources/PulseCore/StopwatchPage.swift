import FoundationEssentials

/// The Stopwatch page's own state: the stopwatch (it lives above the pages, so paging
/// never touches it), what the page says about its file, and the press sequence.
public struct StopwatchPage: Equatable, Sendable {
    /// The stopwatch.
    public private(set) var stopwatch: Stopwatch
    /// What the page says about its stored state, if anything.
    public private(set) var notice: StopwatchNotice?
    private var taps = TapSequence()

    /// The page with the stored stopwatch.
    public init(stopwatch: Stopwatch, notice: StopwatchNotice?) {
        self.stopwatch = stopwatch
        self.notice = notice
    }

    /// When an open press sequence is decided.
    var tapDeadline: Date? { taps.deadline }

    /// One press at `now`; returns whether the stopwatch changed (a third press resets at
    /// once).
    mutating func press(at now: Date) -> Bool {
        guard let decision = taps.register(at: now) else { return false }
        return carryOut(decision)
    }

    /// Decides the sequence if its window has closed by `now` (at once when `now` is nil:
    /// the page is being left, and a double press just before still counts).
    mutating func decideTaps(closedBy now: Date?) -> Bool {
        guard let deadline = taps.deadline, now.map({ $0 >= deadline }) ?? true else { return false }
        return carryOut(taps.close())
    }

    /// The store's answer to the last save.
    mutating func saved(succeeded: Bool) {
        notice = succeeded ? nil : .notSaved
    }

    private mutating func carryOut(_ decision: TapDecision) -> Bool {
        switch decision {
        case .toggle(let instant): stopwatch.toggle(at: instant)
        case .reset: stopwatch.reset()
        case .ignore: return false
        }
        return true
    }
}
