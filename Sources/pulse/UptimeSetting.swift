import FoundationEssentials
import PulseCore
import PulseStore

/// `--uptime SOURCE`: remembered in the settings file as the Settings picker remembers it
/// (the source, and its address among the self-hosted ones), before the page is shown.
enum UptimeSetting {
    /// Stores `source`; returns a message for standard error when it cannot.
    static func apply(_ source: UptimeSource, environment: [String: String]) -> String? {
        let file = PreferencesFile(url: XDGPaths(environment: environment).preferencesFile)
        if case .unreadable(let reason) = file.load() {
            return "cannot store the uptime source: \(file.url.path) cannot be read (\(reason))"
        }
        var preferences = file.loadUptime()
        let previous = preferences
        preferences.choose(source)
        do {
            try file.saveUptime(preferences, changedFrom: previous)
        } catch {
            return "cannot store the uptime source: \(error)"
        }
        return nil
    }
}
