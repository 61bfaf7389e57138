import FoundationEssentials
import PulseCore

/// The Interval page: which block of which round (`FOCUS 2/4`, `BREAK 2/4`, `LONG BREAK
/// 4/8`, `FOCUS 9/∞`; `READY, FOCUS 3/4` while it waits for the user) over the
/// block's time left, `SKIP` (faint and inert during focus, so the layout stays still as
/// it runs; gone once the run has ended, with nothing left to skip), the time of day and
/// today's focus from the history (`TODAY 5 · 2:05`), over the fill of the block's time
/// gone.
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
        face.tally = page.history.todayLine(at: now, in: zone)
        return face
    }
}

extension IntervalView: TimerScreen {
    static func face(of state: AppState, at now: Date, in zone: some CivilZone) -> TimerFace {
        face(
            state.intervalPage, at: now, in: zone, size: state.size, format: state.preferences.timeFormat,
            seconds: state.preferences.showsSeconds)
    }
}
