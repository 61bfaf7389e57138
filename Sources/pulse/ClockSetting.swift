import FoundationEssentials
import PulseApp
import PulseCore
import PulseStore

/// `--time-format`, `--temperature`, `--zones` and `--ink`: each a preference Settings
/// also changes, remembered in the settings file before the page is shown (for the
/// display and `pulse snapshot` alike), as `--uptime` remembers the source.
struct ClockSetting {
    var timeFormat: TimeFormat?
    var temperatureUnit: TemperatureUnit?
    var zones: [OtherZone]?
    var ink: Ink?

    /// The options this reads.
    static let options: Set<String> = ["--time-format", "--temperature", "--zones", "--ink"]

    /// Whether any of them was given.
    var isEmpty: Bool { timeFormat == nil && temperatureUnit == nil && zones == nil && ink == nil }

    /// Reads `value` of `option` (one of `options`); zones are checked as the C library
    /// would read them in `environment`.
    mutating func take(_ option: String, _ value: String, environment: [String: String]) throws(UsageError) {
        switch option {
        case "--time-format":
            guard let format = TimeFormat(rawValue: value.lowercased()) else {
                throw UsageError(message: "--time-format takes 24h or 12h, not '\(value)'")
            }
            timeFormat = format
        case "--temperature":
            guard let unit = TemperatureUnit(rawValue: value.lowercased()) else {
                throw UsageError(message: "--temperature takes c or f, not '\(value)'")
            }
            temperatureUnit = unit
        case "--zones":
            do {
                zones = try OtherZones.parse(value) { NamedZone.isKnown($0, environment: environment) }
            } catch {
                throw UsageError(message: "--zones: \(error)")
            }
        default:
            guard let parsed = Ink(parsing: value) else {
                throw UsageError(message: "--ink takes \(Ink.choicesText), not '\(value)'")
            }
            guard parsed.isReadable else {
                throw UsageError(message: "--ink '\(value)' is \(Ink.tooDarkText)")
            }
            ink = parsed
        }
    }

    /// `preferences` with what was given.
    func applied(to preferences: ClockPreferences) -> ClockPreferences {
        var changed = preferences
        if let timeFormat { changed.timeFormat = timeFormat }
        if let temperatureUnit { changed.temperatureUnit = temperatureUnit }
        if let zones { changed.zones = zones }
        if let ink { changed.ink = ink }
        return changed
    }

    /// Stores what was given, changing nothing else; returns a message for standard error
    /// when it cannot (a settings file that cannot be read is never overwritten).
    func apply(environment: [String: String]) -> String? {
        guard !isEmpty else { return nil }
        let file = PreferencesFile(url: XDGPaths(environment: environment).preferencesFile) {
            NamedZone.isKnown($0, environment: environment)
        }
        let stored: ClockPreferences
        switch file.load() {
        case .unreadable(let reason):
            return "cannot store the clock preferences: \(file.url.path) cannot be read (\(reason))"
        case .absent: stored = ClockPreferences()
        case .loaded(let loaded): stored = loaded
        }
        do {
            try file.save(applied(to: stored), changedFrom: stored)
        } catch {
            return "cannot store the clock preferences: \(error)"
        }
        return nil
    }
}
