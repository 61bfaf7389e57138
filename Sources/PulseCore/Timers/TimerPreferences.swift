/// The timers' remembered choices, shared by the Interval page and Settings: the plan a
/// new interval runs (its lengths, its rounds and which blocks wait for the user), and
/// how an end rings the terminal's bell.
public struct TimerPreferences: Equatable, Sendable {
    /// The plan a new interval runs (defaults 25, 5 and 4 rounds, a long break of 15 every
    /// 4, waiting before focus).
    public var plan: IntervalPlan
    /// How an end rings the terminal's bell (default once).
    public var bell: TimerBell

    /// Preferences with the defaults unless given.
    public init(plan: IntervalPlan = IntervalPlan(), bell: TimerBell = .once) {
        self.plan = plan
        self.bell = bell
    }

    /// Preferences whose end rings once, or not at all.
    public init(plan: IntervalPlan = IntervalPlan(), rings: Bool) {
        self.init(plan: plan, bell: rings ? .once : .off)
    }

    /// Whether an end rings at all.
    public var rings: Bool { bell != .off }
}

/// How many times a timer's end rings the terminal's bell: once, three times a second
/// apart (heard from the next room), or not at all.
public enum TimerBell: Equatable, Sendable, CaseIterable {
    case once, threeTimes, off

    /// How many times an end rings.
    public var rings: Int {
        switch self {
        case .once: 1
        case .threeTimes: 3
        case .off: 0
        }
    }

    /// The Settings row's word.
    public var word: String {
        switch self {
        case .once: "ONCE"
        case .threeTimes: "3 TIMES"
        case .off: "OFF"
        }
    }

    /// The next one the BELL row steps to: once, three times, off, once again.
    public var next: TimerBell {
        switch self {
        case .once: .threeTimes
        case .threeTimes: .off
        case .off: .once
        }
    }
}
