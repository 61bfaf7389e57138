import FoundationEssentials
import PulseCore
import PulseStore

/// `--pages LIST`: remembered in the settings file as Settings' PAGES rows remember it,
/// before the first page is shown.
enum PagesSetting {
    /// Stores `pages`; returns a message for standard error when it cannot.
    static func apply(_ pages: PagesShown, environment: [String: String]) -> String? {
        let file = PreferencesFile(url: XDGPaths(environment: environment).preferencesFile)
        if case .unreadable(let reason) = file.load() {
            return "cannot store the pages shown: \(file.url.path) cannot be read (\(reason))"
        }
        do {
            try file.savePages(pages)
        } catch {
            return "cannot store the pages shown: \(error)"
        }
        return nil
    }
}
