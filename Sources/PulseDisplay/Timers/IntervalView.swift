import FoundationEssentials
import PulseCore

/// The Interval page: which block of which round (`FOCUS 2/4`, `BREAK 2/4`, `LONG BREAK
/// 4/8`, `FOCUS 9/∞`; `READY, FOCUS 3/4` while it waits for the user) over the
/// block's time left, `SKIP` (faint and inert during focus, so the layout stays still as
/// it runs; gone once the run has ended, with nothing left to skip), the time of day and
/// today's focus from the history (`TODAY 5 · 2:05`) and, on a large screen, its last
/// 17 weeks, over the fill of the block's time gone.
public struct IntervalView {
    /// The word for `kind` in the status line.
    static func word(_ kind: IntervalPlan.Kind) -> String {
        switch kind {
        case .focus: "FOCUS"
        case .rest: "BREAK"
        case .longRest: "LONG BREAK"
        }
    }

    /// The page's face for `page` at `now` in `zone`, on a terminal of `size`.
    static func face(
        _ page: IntervalPage, at now: Date, in zone: some CivilZone, size: TerminalSize,
        format: TimeFormat = .twentyFourHour, seconds: Bool = false
    ) -> TimerFace {
        let interval = page.interval
        let position = interval.position(at: now)
        let block = "\(word(position.block.kind)) \(position.block.round)/\(interval.plan.roundsText)"
        var face = TimerFace(
            page, running: block, paused: "PAUSED, " + block, at: now, in: zone, size: size, format: format,
            seconds: seconds)
        if !position.phase.isFinished { face.own = ("SKIP", interval.canSkip(at: now), .skipBreak) }
        face.foot = [.line(page.history.todayLine(at: now, in: zone))]
        if size.columns >= weeksFrom.columns, size.rows >= weeksFrom.rows {
            let focus = weeks(page.history, at: now, in: zone)
            face.foot.append(.figure(focus.figure, text: focus.text))
        }
        return face
    }

    /// The smallest terminal that shows the weeks of focus: below it the readout keeps the
    /// room.
    static let weeksFrom = TerminalSize(columns: 120, rows: 50)

    /// The last 17 weeks of focus in the GitHub page's shape (a column a week, Sunday at the
    /// top, today on its green ramp, the steps of `Heatmap.step` counted in focus blocks),
    /// and the same as 7 lines of 17 digits (`*` after today's). In the figure a day is a
    /// square of two marks (a cell at the smallest scale), as far from the next day across
    /// and down as it is wide, so on the orbit's places a day's cells are lit for at most
    /// half of them each way.
    static func weeks(_ history: TimerHistory, at now: Date, in zone: some CivilZone) -> (
        figure: [String], text: [String]
    ) {
        let counts = history.countsByDay(until: now, in: zone)
        let steps = Heatmap.cells(now: now, zone: zone).map { row in
            row.map { cell in
                (step: cell.isFuture ? 0 : Heatmap.step(for: counts[cell.date] ?? 0), today: cell.isToday)
            }
        }
        let lines = steps.map { row in
            row.map { String(repeating: FigureMark.mark(step: $0.step, today: $0.today), count: 2) }
                .joined(separator: "  ")
        }
        let figure = lines.flatMap { [$0, $0, "", ""] }.dropLast(2)
        let text = steps.map { row in row.map { "\($0.step)" + ($0.today ? "*" : "") }.joined() }
        return (Array(figure), text)
    }
}

extension IntervalView: TimerScreen {
    static func face(of state: AppState, at now: Date, in zone: some CivilZone) -> TimerFace {
        face(
            state.intervalPage, at: now, in: zone, size: state.size, format: state.preferences.timeFormat,
            seconds: state.preferences.showsSeconds)
    }
}
