import FoundationEssentials

/// What a run of presses means once it is decided.
public enum TapDecision: Equatable, Sendable {
    /// Two presses: start or stop, dated to the second press.
    case toggle(at: Date)
    /// Three presses: reset, at once.
    case reset
    /// One press, or nothing: do nothing.
    case ignore
}

/// Counts presses within a 350 ms window, as the original's `StopwatchTapSequence`: the
/// window is re-armed by every press; the third press decides a reset at once; when the
/// window closes, two presses decide a toggle at the second press's instant and anything
/// else is ignored. A single press never does anything.
public struct TapSequence: Equatable, Sendable {
    /// Presses that toggle.
    public static let toggleCount = 2
    /// Presses that reset.
    public static let resetCount = 3
    /// How long after the latest press the sequence stays open.
    public static let window: TimeInterval = 0.35

    /// Presses so far.
    public private(set) var count = 0
    /// The latest press.
    public private(set) var lastTap: Date?

    /// An empty sequence.
    public init() {}

    /// Whether presses are waiting for the window to close.
    public var isOpen: Bool { count > 0 }

    /// When the window closes, or nil when nothing is pending.
    public var deadline: Date? {
        guard isOpen, let lastTap else { return nil }
        return lastTap.addingTimeInterval(Self.window)
    }

    /// Records a press at `now`; returns `.reset` when it is the third, else nil (wait).
    public mutating func register(at now: Date) -> TapDecision? {
        count += 1
        lastTap = now
        if count >= Self.resetCount {
            self = TapSequence()
            return .reset
        }
        return nil
    }

    /// Closes the window: a toggle at the second press for two presses, else ignore. The
    /// sequence is empty afterwards either way.
    public mutating func close() -> TapDecision {
        defer { self = TapSequence() }
        if count == Self.toggleCount, let lastTap {
            return .toggle(at: lastTap)
        }
        return .ignore
    }
}
