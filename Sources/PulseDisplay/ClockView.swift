import FoundationEssentials
import PulseCore

/// The Clock page: `HH:MM` at 70 over the date at 16, 20 units apart, centred.
public enum ClockView {
    /// Reference gap between the time and the date (`ClockLayout.dateGap`).
    public static let dateGap = 20.0
    /// Reference gap between the date and the weather line (`ClockLayout.temperatureGap`).
    public static let temperatureGap = 46.0

    /// Reference size of `HH:MM`, and of `HH:MM:SS` (70 cannot fit eight characters in 308).
    public static let timeSize = 70.0, secondsTimeSize = 48.0
    /// What the page says, quietly, when its preferences could not be stored (they stay in
    /// effect; the next change is saved).
    public static let notSavedText = "SETTING NOT SAVED"

    /// The page's stack for `reading`.
    public static func composition(
        for reading: ClockReading, preferences: ClockPreferences = ClockPreferences(), weather: WeatherReading? = nil,
        notSaved: Bool = false
    ) -> Composition {
        let time = preferences.showsSeconds ? reading.timeWithSeconds : reading.time
        let size = preferences.showsSeconds ? secondsTimeSize : timeSize
        var composition = Composition([
            .init(
                Label(
                    time, size: size, tracking: 2, role: .primary, lineBox: .tight, isBig: true, tabularDigits: true),
                target: .clockTime),
            .init(Label(reading.date, size: 16, tracking: 5, role: .muted), gapBefore: dateGap),
        ])
        // No reading: no line at all, and the page is exactly the two-line clock.
        if let weather {
            let figure = shownCondition(of: weather, preferences).map(WeatherFigure.rows(for:))
            composition.entries.append(
                .init(
                    Label(weather.displayText, size: 16, tracking: 5, role: .muted), gapBefore: temperatureGap,
                    figure: figure, target: .weatherLine))
        }
        if notSaved {
            composition.entries.append(
                .init(Label(notSavedText, size: 10, tracking: 2, role: .faint), gapBefore: dateGap))
        }
        return composition
    }

    /// The page's content as plain lines, in reading order.
    public static func textLines(
        for reading: ClockReading, preferences: ClockPreferences = ClockPreferences(), weather: WeatherReading? = nil,
        notSaved: Bool = false
    ) -> [String] {
        var lines = [preferences.showsSeconds ? reading.timeWithSeconds : reading.time, reading.date]
        if let weather {
            let figure = shownCondition(of: weather, preferences).map { $0.rawValue.uppercased() + " " }
            lines.append((figure ?? "") + weather.displayText)
        }
        return lines + (notSaved ? [notSavedText] : [])
    }

    /// The condition whose figure is shown: none when hidden or unmapped.
    private static func shownCondition(of weather: WeatherReading, _ preferences: ClockPreferences) -> WeatherCondition?
    {
        preferences.showsCondition ? weather.condition : nil
    }
}
