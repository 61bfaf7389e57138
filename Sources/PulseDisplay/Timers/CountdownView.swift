import FoundationEssentials
import PulseCore

/// The Countdown page: `COUNTDOWN` (or `PAUSED`, or when it ended) over the time left,
/// `UNTIL 14:30` under it while it runs to a time of day, the time of day, over the fill of
/// the time gone; while a time to run until is typed, `COUNTDOWN UNTIL` over that time.
public struct CountdownView {
    /// The page's face for `page` at `now` in `zone`, on a terminal of `size`.
    static func face(
        _ page: CountdownPage, at now: Date, in zone: some CivilZone, size: TerminalSize,
        format: TimeFormat = .twentyFourHour, seconds: Bool = false
    ) -> TimerFace {
        var face = TimerFace(
            page, running: "COUNTDOWN", paused: "PAUSED", at: now, in: zone, size: size, format: format,
            seconds: seconds)
        if let typed = page.typedTime(at: now) {
            // The time typed stands in the readout's place, as the Clock would show it.
            return TimerFace(
                status: "COUNTDOWN UNTIL", readout: typed.shown(format), notice: face.notice, fillRows: face.fillRows,
                format: format)
        }
        let countdown = page.countdown
        // The end in the Clock's format, as the time named; once ended, DONE says when.
        if countdown.endsAtTimeOfDay, let end = countdown.endsAt, countdown.phase(at: now) == .running {
            face.under = "UNTIL " + ClockReading(at: end, in: zone).shown(format).text
        }
        return face
    }
}

extension CountdownView: TimerScreen {
    static func face(of state: AppState, at now: Date, in zone: some CivilZone) -> TimerFace {
        face(
            state.countdownPage, at: now, in: zone, size: state.size, format: state.preferences.timeFormat,
            seconds: state.preferences.showsSeconds)
    }
}
