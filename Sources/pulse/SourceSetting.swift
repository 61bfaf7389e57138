import FoundationEssentials
import PulseCore
import PulseStore

/// `--uptime SOURCE`, `--contributions SOURCE`: remembered in the settings file as the
/// Settings picker remembers it (the source, and its address among the self-hosted ones),
/// before the page is shown.
enum SourceSetting {
    /// Stores `source`; returns a message for standard error when it cannot.
    static func apply<Kind: SourceKind>(_ source: Source<Kind>, environment: [String: String]) -> String? {
        let file = PreferencesFile(url: XDGPaths(environment: environment).preferencesFile)
        if case .unreadable(let reason) = file.load() {
            return "cannot store the \(Kind.noun) source: \(file.url.path) cannot be read (\(reason))"
        }
        var preferences = file.loadSources(Kind.self)
        let previous = preferences
        preferences.choose(source)
        do {
            try file.saveSources(preferences, changedFrom: previous)
        } catch {
            return "cannot store the \(Kind.noun) source: \(error)"
        }
        return nil
    }
}
