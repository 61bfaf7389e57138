import FoundationEssentials
import PulseCore

/// The Stopwatch page: `HH:MM:SS` at 48 over the time of day at 14 (in the chosen
/// `TimeFormat`; the readout is a duration and never is), 24 units apart.
public struct StopwatchView {
    /// Reference gap between the readout and the time of day (stack spacing 22 + 2).
    public static let timeOfDayGap = 24.0

    /// What the page says about its stored state.
    public static func text(for notice: StopwatchNotice) -> String {
        switch notice {
        case .unreadable: "STORED TIME UNREADABLE"
        case .notSaved: "COULD NOT SAVE"
        }
    }

    /// The page's stack.
    public static func composition(
        for stopwatch: Stopwatch, notice: StopwatchNotice?, at now: Date, in zone: some CivilZone,
        format: TimeFormat = .twentyFourHour
    ) -> Composition {
        var entries: [Composition.Entry] = [
            .init(
                Label(
                    stopwatch.readout(at: now), size: 48, tracking: 2, role: .primary, lineBox: .tight, isBig: true,
                    tabularDigits: true)),
            .init(
                Label(ClockReading(at: now, in: zone).shown(format).text, size: 14, tracking: 4, role: .faint),
                gapBefore: timeOfDayGap),
        ]
        if let notice {
            entries.append(
                .init(Label(text(for: notice), size: 10, tracking: 2, role: .faint), gapBefore: timeOfDayGap))
        }
        return Composition(entries)
    }

    /// The page's content as plain lines, in reading order.
    public static func textLines(
        for stopwatch: Stopwatch, notice: StopwatchNotice?, at now: Date, in zone: some CivilZone,
        format: TimeFormat = .twentyFourHour
    ) -> [String] {
        [stopwatch.readout(at: now), ClockReading(at: now, in: zone).shown(format).text]
            + (notice.map { [text(for: $0)] } ?? [])
    }
}
