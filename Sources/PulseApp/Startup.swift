import FoundationEssentials
import PulseCore

/// What a run starts from, built one way for the display and the snapshot alike: the
/// stored files and credentials, and the state they give. Under `--demo` nothing is read:
/// there are no files, and the state is the demo content.
public struct Startup {
    /// Whether the run shows the demo content.
    public let demo: Bool
    /// The stored files, read once; nil under `--demo`.
    public let files: StoredFiles?
    /// The credential store; nil under `--demo`.
    public let credentials: StoredCredentials?
    private let endpoints: Endpoints
    private let uptimeHosts: UptimeHosts

    /// Reads the files `environment` points at, unless `demo`.
    public init(demo: Bool, environment: [String: String]) {
        self.demo = demo
        endpoints = Endpoints(environment: environment)
        uptimeHosts = UptimeHosts(environment: environment)
        files = demo ? nil : StoredFiles(environment: environment)
        credentials = demo ? nil : StoredCredentials(environment: environment)
    }

    /// The state showing `page` on `size` at `now` in `zone`.
    public func state(page: Page, size: TerminalSize, at now: Date, zone: some CivilZone) -> AppState {
        guard let files, let credentials else {
            return DemoContent.state(page: page, size: size, at: now, zone: zone)
        }
        return AppState(
            page: page, size: size, stopwatch: files.stopwatch, stopwatchNotice: files.stopwatchNotice,
            preferences: files.preferences, weather: WeatherModel(location: files.location?.coordinate),
            location: files.location, credentials: credentials.presence(),
            uptime: UptimeModel(preferences: files.uptimePreferences), endpoints: endpoints, uptimeHosts: uptimeHosts)
    }

    /// Says, once each, what could not be used or saved (after exit, for the display).
    public func reportProblems() {
        files?.messages.report()
        credentials?.messages.report()
    }
}
