import FoundationEssentials
import PulseCore

/// The Countdown page: `COUNTDOWN` (or `PAUSED`, or when it ended) over the time left, the
/// time of day under it, over the fill of the time gone.
public struct CountdownView {
    /// The page's face for `page` at `now` in `zone`, on a terminal of `size`.
    static func face(
        _ page: CountdownPage, at now: Date, in zone: some CivilZone, size: TerminalSize,
        format: TimeFormat = .twentyFourHour
    ) -> TimerFace {
        let countdown = page.countdown
        let status: String
        var readout = countdown.readout(at: now)
        switch countdown.phase(at: now) {
        case .ready, .running: status = "COUNTDOWN"
        case .paused: status = "PAUSED"
        case .finished(let end):
            status = TimerFace.ended(at: end, now: now, in: zone, format: format)
            readout = TimerFace.done
        }
        // Once ended the fill goes out (it flashes first): a finished screen left on burns
        // nothing in.
        let running = !countdown.phase(at: now).isFinished
        let rows = TimerFace.fillRows(
            elapsed: running ? countdown.elapsed(at: now) : 0, of: countdown.length,
            flashLit: page.chime.flashIsLit(at: now), size: size)
        return TimerFace(status: status, readout: readout, notice: page.notice, fillRows: rows, format: format)
    }
}

extension CountdownView: ScreenView {
    func body(_ state: AppState, at now: Date, in zone: some CivilZone) -> (any PageBody)? {
        Self.face(state.countdownPage, at: now, in: zone, size: state.size, format: state.preferences.timeFormat).body(
            at: now, in: zone)
    }

    func textLines(_ state: AppState, at now: Date, in zone: some CivilZone) -> [String] {
        Self.face(state.countdownPage, at: now, in: zone, size: state.size, format: state.preferences.timeFormat)
            .textLines(at: now, in: zone)
    }
}
