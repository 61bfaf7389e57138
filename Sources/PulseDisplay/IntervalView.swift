import FoundationEssentials
import PulseCore

/// The Interval page: which block of which round (`FOCUS 2/4`, `BREAK 2/4`) over the
/// block's time left, `SKIP` (faint and inert during focus, so the layout stays still as
/// it runs; gone once the run has ended, with nothing left to skip), the time of day, over
/// the fill of the block's time gone.
public struct IntervalView {
    /// The word for `kind` in the status line.
    static func word(_ kind: IntervalPlan.Kind) -> String {
        kind == .focus ? "FOCUS" : "BREAK"
    }

    /// The page's face for `page` at `now` in `zone`, on a terminal of `size`.
    static func face(
        _ page: IntervalPage, at now: Date, in zone: some CivilZone, size: TerminalSize,
        format: TimeFormat = .twentyFourHour
    ) -> TimerFace {
        let interval = page.interval
        let position = interval.position(at: now)
        let block = "\(word(position.block.kind)) \(position.block.round)/\(interval.plan.rounds)"
        var status = block
        var readout = interval.readout(at: now)
        switch position.phase {
        case .ready, .running: break
        case .paused: status = "PAUSED, " + block
        case .finished(let end):
            status = TimerFace.ended(at: end, now: now, in: zone, format: format)
            readout = TimerFace.done
        }
        let rows = TimerFace.fillRows(
            elapsed: position.phase.isFinished ? 0 : position.elapsed, of: position.block.length,
            flashLit: page.chime.flashIsLit(at: now), size: size)
        var face = TimerFace(status: status, readout: readout, notice: page.notice, fillRows: rows, format: format)
        if !position.phase.isFinished { face.own = ("SKIP", interval.canSkip(at: now), .skipBreak) }
        return face
    }
}

extension IntervalView: ScreenView {
    func body(_ state: AppState, at now: Date, in zone: some CivilZone) -> (any PageBody)? {
        Self.face(state.intervalPage, at: now, in: zone, size: state.size, format: state.preferences.timeFormat).body(
            at: now, in: zone)
    }

    func textLines(_ state: AppState, at now: Date, in zone: some CivilZone) -> [String] {
        Self.face(state.intervalPage, at: now, in: zone, size: state.size, format: state.preferences.timeFormat)
            .textLines(at: now, in: zone)
    }
}
