import FoundationEssentials
import PulseCore

/// The Clock page: `HH:MM` at 70 over the date at 16, 20 units apart, centred; the other
/// zones under the date, and the weather line under them.
public struct ClockView {
    /// Reference gap between the time and the date (`ClockLayout.dateGap`).
    public static let dateGap = 20.0
    /// Reference gap between the date and the weather line (`ClockLayout.temperatureGap`).
    public static let temperatureGap = 46.0
    /// Reference gap between the date and the other zones' line.
    public static let zonesGap = 12.0

    /// Reference size of `HH:MM`, and of `HH:MM:SS` (70 cannot fit eight characters in 308).
    public static let timeSize = 70.0, secondsTimeSize = 48.0
    /// The 12-hour clock's `AM`/`PM` beside the time, as a share of the time's size.
    public static let markShare = 0.5
    /// What the page says, quietly, when its preferences could not be stored (they stay in
    /// effect; the next change is saved).
    public static let notSavedText = "SETTING NOT SAVED"

    /// One of the other zones, as read at the instant drawn.
    public struct ZoneReading: Equatable, Sendable {
        /// The zone's label (`NYC`).
        public let label: String
        /// Its clock at the instant.
        public let reading: ClockReading
    }

    /// The page's stack for `reading`.
    public static func composition(
        for reading: ClockReading, preferences: ClockPreferences = ClockPreferences(), weather: WeatherReading? = nil,
        zones: [ZoneReading] = [], notSaved: Bool = false
    ) -> Composition {
        let time = reading.shown(preferences.timeFormat, seconds: preferences.showsSeconds)
        let size = preferences.showsSeconds ? secondsTimeSize : timeSize
        let mark = time.mark.map {
            Label($0, size: size * markShare, tracking: 2, role: .primary, lineBox: .tight)
        }
        var composition = Composition([
            .init(
                Label(
                    time.digits, size: size, tracking: 2, role: .primary, lineBox: .tight, isBig: true,
                    tabularDigits: true),
                target: .clockTime, mark: mark),
            .init(Label(reading.date, size: 16, tracking: 5, role: .muted), gapBefore: dateGap),
        ])
        if let line = zoneLine(zones, local: reading, preferences.timeFormat) {
            composition.entries.append(
                .init(Label(line, size: 12, tracking: 3, role: .muted, tabularDigits: true), gapBefore: zonesGap))
        }
        // No reading: no line at all, and the page is exactly the two-line clock.
        if let weather {
            let figure = shownCondition(of: weather, preferences).map(WeatherFigure.rows(for:))
            composition.entries.append(
                .init(
                    Label(weather.displayText(in: preferences.temperatureUnit), size: 16, tracking: 5, role: .muted),
                    gapBefore: temperatureGap, figure: figure, target: .weatherLine))
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
        zones: [ZoneReading] = [], notSaved: Bool = false
    ) -> [String] {
        var lines = [reading.shown(preferences.timeFormat, seconds: preferences.showsSeconds).text, reading.date]
        if let line = zoneLine(zones, local: reading, preferences.timeFormat) { lines.append(line) }
        if let weather {
            let figure = shownCondition(of: weather, preferences).map { $0.rawValue.uppercased() + " " }
            lines.append((figure ?? "") + weather.displayText(in: preferences.temperatureUnit))
        }
        return lines + (notSaved ? [notSavedText] : [])
    }

    /// The other zones on one line: `NYC 09:32   TYO 22:32 +1`, each a label and its time
    /// of day, and where its calendar day is not the local one, how many days it is ahead
    /// (`+1`) or behind (`-1`); nil without zones.
    public static func zoneLine(_ zones: [ZoneReading], local: ClockReading, _ format: TimeFormat) -> String? {
        guard !zones.isEmpty else { return nil }
        let today = CivilTime(year: local.year, month: local.month, day: local.day).days
        return zones.map { zone in
            let reading = zone.reading
            let days = CivilTime(year: reading.year, month: reading.month, day: reading.day).days - today
            let day = days == 0 ? "" : days > 0 ? " +\(days)" : " \(days)"
            return "\(zone.label) \(reading.shown(format).text)\(day)"
        }.joined(separator: "   ")
    }

    /// The condition whose figure is shown: none when hidden or unmapped.
    private static func shownCondition(of weather: WeatherReading, _ preferences: ClockPreferences) -> WeatherCondition?
    {
        preferences.showsCondition ? weather.condition : nil
    }
}
