/// The current and the longest run of days with contributions over the calendar a forge
/// gave (`12 DAY STREAK · BEST 40`). Today counts only once it has a contribution, so a
/// streak is not broken by a day still under way; a day not known ends a run, as a day
/// without contributions does, since it cannot be vouched for.
public struct Streak: Equatable, Sendable {
    /// Days in a row up to yesterday, and today when it has a contribution.
    public let current: Int
    /// The longest run in the calendar (the current one included).
    public let best: Int

    /// A streak.
    public init(current: Int, best: Int) {
        self.current = current
        self.best = best
    }

    /// The streak in `readings` for `today` (a day number in the viewer's zone).
    public init(_ readings: ContributionCalendar.Readings, today: Int) {
        func active(_ day: Int) -> Bool {
            guard case .count(let count, _) = readings.reading(onDay: day) else { return false }
            return count > 0
        }
        var best = 0, run = 0
        if readings.first <= today {
            for day in readings.first...today {
                run = active(day) ? run + 1 : 0
                best = max(best, run)
            }
        }
        var current = 0
        var day = active(today) ? today : today - 1
        while day >= readings.first, active(day) {
            current += 1
            day -= 1
        }
        self.init(current: current, best: max(best, current))
    }

    /// The line as drawn.
    public var text: String { "\(current) DAY STREAK \u{00B7} BEST \(best)" }
}
