import FoundationEssentials
import PulseCore

/// The Countdown page: `COUNTDOWN` (or `PAUSED`, or when it ended) over the time left, the
/// time of day under it, over the fill of the time gone.
public struct CountdownView {
    /// The page's face for `page` at `now` in `zone`, on a terminal of `size`.
    static func face(
        _ page: CountdownPage, at now: Date, in zone: some CivilZone, size: TerminalSize,
        format: TimeFormat = .twentyFourHour, seconds: Bool = false
    ) -> TimerFace {
        TimerFace(
            page, running: "COUNTDOWN", paused: "PAUSED", at: now, in: zone, size: size, format: format,
            seconds: seconds)
    }
}

extension CountdownView: TimerScreen {
    static func face(of state: AppState, at now: Date, in zone: some CivilZone) -> TimerFace {
        face(
            state.countdownPage, at: now, in: zone, size: state.size, format: state.preferences.timeFormat,
            seconds: state.preferences.showsSeconds)
    }
}
