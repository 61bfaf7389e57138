import FoundationEssentials
import PulseCore

extension TimerFace {
    /// The face of `page`'s timer at `now`: `running` as its status while ready or running,
    /// `paused` while paused, `READY, ` before it while it waits for the user between
    /// blocks, and once finished when it ended, over `DONE` in place of the
    /// time left. The fill shows the block's time gone and goes out once ended (it flashes
    /// first): a finished screen left on burns nothing in, and says faintly how long ago it
    /// ended, in seconds when the Clock shows `seconds`.
    init(
        _ page: some TimerPage, running: String, paused: String, at now: Date, in zone: some CivilZone,
        size: TerminalSize, format: TimeFormat, seconds: Bool
    ) {
        let moment = page.run.timer.moment(at: now)
        var status = running
        var readout = TimerReadout.text(moment.left)
        var overtime: String?
        switch moment.phase {
        case .ready, .running: break
        case .paused: status = paused
        case .waiting: status = Self.ready + running
        case .finished(let end):
            status = Self.ended(at: end, now: now, in: zone, format: format)
            readout = Self.done
            overtime = TimerOvertime.text(since: end, at: now, seconds: seconds)
        }
        let rows = Self.fillRows(
            elapsed: moment.phase.isFinished ? 0 : moment.elapsed, of: moment.length,
            flashLit: page.chime.flashIsLit(at: now), size: size)
        self.init(status: status, readout: readout, notice: page.notice, fillRows: rows, format: format)
        nudge = page.run.nudge?.text(at: now)
        under = overtime
    }
}

/// A timer page's view: its face, read from the state once, drawn and said as text.
protocol TimerScreen: ScreenView {
    /// The page's face in `state` at `now` in `zone`.
    static func face(of state: AppState, at now: Date, in zone: some CivilZone) -> TimerFace
}

extension TimerScreen {
    func body(_ state: AppState, at now: Date, in zone: some CivilZone) -> (any PageBody)? {
        Self.face(of: state, at: now, in: zone).body(at: now, in: zone)
    }

    func textLines(_ state: AppState, at now: Date, in zone: some CivilZone) -> [String] {
        Self.face(of: state, at: now, in: zone).textLines(at: now, in: zone)
    }
}
