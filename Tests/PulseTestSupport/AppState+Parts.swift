import Foundation
import PulseCore

extension AppState {
    /// A state made from parts, each its default unless given: the tests' way to set up
    /// one page's situation without a whole settings document. The choices are the parts'
    /// (the Uptime source is the model's, the forge the one given or the model's).
    public init(
        page: Page = .clock, size: TerminalSize, run: Run = Run(), stopwatch: Stopwatch = Stopwatch(),
        stopwatchNotice: StopwatchNotice? = nil, preferences: ClockPreferences = ClockPreferences(),
        weather: WeatherModel = WeatherModel(), location: WeatherLocation? = nil,
        credentials: CredentialPresence = CredentialPresence(),
        uptime: UptimeModel = UptimeModel(), github: ContributionsModel? = nil,
        contributions: ContributionsPreferences? = nil,
        timersAtStart: TimersAtStart = TimersAtStart(), timers: TimerPreferences = TimerPreferences(),
        pages: PagesShown = .original,
        finishCommand: FinishCommand? = nil, settingsUnreadable: Bool = false
    ) {
        let settings = Settings(
            clock: preferences, uptime: uptime.preferences, location: location, timers: timers, pages: pages,
            contributions: contributions ?? ContributionsPreferences(source: github?.source ?? .github),
            onFinish: finishCommand)
        self.init(
            page: page, size: size, run: run, settings: settings, credentials: credentials,
            pages: PagesAtStart(
                weather: weather, stopwatch: stopwatch, stopwatchNotice: stopwatchNotice, timers: timersAtStart,
                uptime: uptime, github: github),
            settingsUnreadable: settingsUnreadable)
    }
}
