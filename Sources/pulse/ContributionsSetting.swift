import FoundationEssentials
import PulseCore
import PulseStore

/// `--contributions SOURCE`: remembered in the settings file as the Settings picker
/// remembers it (the forge, and its address among the self-hosted ones), before the page
/// is shown.
enum ContributionsSetting {
    /// Stores `source`; returns a message for standard error when it cannot.
    static func apply(_ source: ContributionsSource, environment: [String: String]) -> String? {
        let file = PreferencesFile(url: XDGPaths(environment: environment).preferencesFile)
        if case .unreadable(let reason) = file.load() {
            return "cannot store the contributions source: \(file.url.path) cannot be read (\(reason))"
        }
        var preferences = file.loadContributions()
        let previous = preferences
        preferences.choose(source)
        do {
            try file.saveContributions(preferences, changedFrom: previous)
        } catch {
            return "cannot store the contributions source: \(error)"
        }
        return nil
    }
}
