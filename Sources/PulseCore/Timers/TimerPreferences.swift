/// The timers' remembered choices, shared by the Interval page and Settings: the plan a
/// new interval runs (its lengths, its rounds and which blocks wait for the user), and
/// whether an end rings the terminal's bell.
public struct TimerPreferences: Equatable, Sendable {
    /// The plan a new interval runs (defaults 25, 5 and 4 rounds, a long break of 15 every
    /// 4, waiting before focus).
    public var plan: IntervalPlan
    /// Whether an end rings the terminal's bell (default on).
    public var rings: Bool

    /// Preferences with the defaults unless given.
    public init(plan: IntervalPlan = IntervalPlan(), rings: Bool = true) {
        self.plan = plan
        self.rings = rings
    }
}
