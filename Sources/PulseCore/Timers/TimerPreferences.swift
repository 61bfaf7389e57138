/// The timers' remembered choices, shared by the Interval page and Settings: the plan a
/// new interval runs, and whether an end rings the terminal's bell.
public struct TimerPreferences: Equatable, Sendable {
    /// The plan a new interval runs (defaults 25, 5 and 4 rounds).
    public var plan: IntervalPlan
    /// Whether an end rings the terminal's bell (default on).
    public var rings: Bool

    /// Preferences with the defaults unless given.
    public init(plan: IntervalPlan = IntervalPlan(), rings: Bool = true) {
        self.plan = plan
        self.rings = rings
    }

    /// The focus lengths the FOCUS row steps through, in minutes: each press takes the
    /// next, after the last the first. A value set in the file that is not one of them
    /// steps to the next one above it.
    public static let focusSteps = [15, 20, 25, 30, 45, 50, 60, 90]
    /// The break lengths the BREAK row steps through, in minutes.
    public static let breakSteps = [3, 5, 10, 15, 20, 30]
    /// The counts the ROUNDS row steps through.
    public static let roundSteps = [1, 2, 3, 4, 5, 6, 8]

    /// The value after `value` in `steps`, round again after the last.
    public static func step(_ value: Int, through steps: [Int]) -> Int {
        steps.first { $0 > value } ?? steps.first ?? value
    }
}
