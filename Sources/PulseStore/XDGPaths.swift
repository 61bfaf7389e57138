import FoundationEssentials

/// Where Pulse keeps its files, after the XDG base directory rules: settings under
/// `$XDG_CONFIG_HOME/pulse`, state under `$XDG_STATE_HOME/pulse`, with the usual defaults
/// under the home directory. A relative XDG value is ignored, as the rules require.
public struct XDGPaths: Sendable, Equatable {
    /// `$XDG_CONFIG_HOME/pulse`.
    public let configDirectory: URL
    /// `$XDG_STATE_HOME/pulse`.
    public let stateDirectory: URL

    /// The paths for `environment`.
    public init(environment: [String: String]) {
        let home =
            environment["HOME"].flatMap { $0.isEmpty ? nil : $0 }
            ?? FileManager.default.homeDirectoryForCurrentUser.path
        func base(_ variable: String, _ fallback: String) -> URL {
            if let value = environment[variable], value.hasPrefix("/") {
                return URL(fileURLWithPath: value, isDirectory: true)
            }
            return URL(fileURLWithPath: home, isDirectory: true).appendingPathComponent(fallback, isDirectory: true)
        }
        configDirectory = base("XDG_CONFIG_HOME", ".config").appendingPathComponent("pulse", isDirectory: true)
        stateDirectory = base("XDG_STATE_HOME", ".local/state").appendingPathComponent("pulse", isDirectory: true)
    }

    /// The settings file (the Clock's preferences).
    public var preferencesFile: URL { configDirectory.appendingPathComponent("preferences.json") }

    /// The credentials file (the GitHub username and the uptime key).
    public var credentialsFile: URL { configDirectory.appendingPathComponent("credentials.json") }

    /// The stopwatch's state file.
    public var stopwatchFile: URL { stateDirectory.appendingPathComponent("stopwatch.json") }
}
