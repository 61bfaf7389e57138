import FoundationEssentials

/// The focus blocks the history holds, as the Interval page reads them: today's count and
/// time (`TODAY 5 · 2:05`) and, on a large screen, a day's count for each square of the
/// 17-week grid. Days are local days, read in the zone at the moment they are shown, so a
/// change of zone moves them as it moves the Clock.
public struct TimerHistory: Equatable, Sendable {
    /// The most focus blocks kept: more than 17 weeks of a long working day each.
    public static let kept = 6000

    /// The focus blocks, oldest first.
    public private(set) var focus: [FinishedBlock]

    /// The focus blocks of `blocks`, given in the order they were written: the last `kept`
    /// of them, ordered by their ends. The last written, not the latest ending, so lines
    /// written under a clock set years ahead cannot push out every real one.
    public init(_ blocks: [FinishedBlock] = []) {
        focus = blocks.filter { $0.kind == .focus }.suffix(Self.kept).sorted { $0.end < $1.end }
    }

    /// Focus blocks and focus seconds ended since local midnight at `now` in `zone`.
    public func today(at now: Date, in zone: some CivilZone) -> (count: Int, seconds: TimeInterval) {
        let day = zone.civilTime(at: now).dateKey
        let ended = focus.filter { $0.end <= now && zone.civilTime(at: $0.end).dateKey == day }
        return (ended.count, ended.reduce(0) { $0 + $1.length })
    }

    /// What the page says of today: `TODAY 5 · 2:05` (blocks, then hours and minutes of
    /// focus).
    public func todayLine(at now: Date, in zone: some CivilZone) -> String {
        let (count, seconds) = today(at: now, in: zone)
        let minutes = Int(seconds / 60)
        let clock = "\(minutes / 60):" + (minutes % 60 < 10 ? "0" : "") + "\(minutes % 60)"
        return "TODAY \(count) \u{00B7} \(clock)"
    }

    /// The focus blocks ended on each local day up to `now` in `zone`, by the day's key
    /// (`yyyy-MM-dd`).
    public func countsByDay(until now: Date, in zone: some CivilZone) -> [String: Int] {
        var counts: [String: Int] = [:]
        for block in focus where block.end <= now { counts[zone.civilTime(at: block.end).dateKey, default: 0] += 1 }
        return counts
    }
}
