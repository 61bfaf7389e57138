import FoundationEssentials
import PulseCore

/// One screen's view: what it draws and what it says as plain text, read from the state.
/// The renderer asks the view of what is on screen once for each (`Renderer.view(of:)`).
protocol ScreenView {
    /// What it draws; nil for a page with nothing to draw yet.
    func body(_ state: AppState, at now: Date, in zone: some CivilZone) -> (any PageBody)?
    /// Its content as plain lines, in reading order.
    func textLines(_ state: AppState, at now: Date, in zone: some CivilZone) -> [String]
}

extension Renderer {
    /// The view of `screen`: a prompt's, the picker's, or its page's.
    func view(of screen: Screen) -> any ScreenView {
        switch screen {
        case .help: HelpScreen()
        case .prompt(let prompt, _): PromptScreen(prompt: prompt)
        case .picker(let picker, _): PickerScreen(picker: picker)
        case .page(let page): Self.view(of: page)
        }
    }

    /// The pages' views, listed once.
    static func view(of page: Page) -> any ScreenView {
        switch page {
        case .clock: ClockView()
        case .stopwatch: StopwatchView()
        case .countdown: CountdownView()
        case .interval: IntervalView()
        case .calendar: CalendarView()
        case .github: ContributionsView()
        case .uptime: UptimeView()
        case .settings: SettingsView()
        }
    }
}

/// The key help draws itself (`MessageView.help`), over no page body, and says nothing.
private struct HelpScreen: ScreenView {
    func body(_ state: AppState, at now: Date, in zone: some CivilZone) -> (any PageBody)? { nil }
    func textLines(_ state: AppState, at now: Date, in zone: some CivilZone) -> [String] { [] }
}

/// A prompt over its page.
private struct PromptScreen: ScreenView {
    let prompt: Prompt

    func body(_ state: AppState, at now: Date, in zone: some CivilZone) -> (any PageBody)? {
        PromptView.panel(for: prompt, focused: prompt.isFocused, isDemo: state.isDemo)
    }

    func textLines(_ state: AppState, at now: Date, in zone: some CivilZone) -> [String] {
        PromptView.textLines(for: prompt, isDemo: state.isDemo)
    }
}

/// A source picker, in place of its page's content.
private struct PickerScreen: ScreenView {
    let picker: SourcePicker

    func body(_ state: AppState, at now: Date, in zone: some CivilZone) -> (any PageBody)? {
        SourcePickerView.panel(for: picker)
    }

    func textLines(_ state: AppState, at now: Date, in zone: some CivilZone) -> [String] {
        SourcePickerView.textLines(for: picker)
    }
}

extension ClockView: ScreenView {
    func body(_ state: AppState, at now: Date, in zone: some CivilZone) -> (any PageBody)? {
        Self.composition(
            for: ClockReading(at: now, in: zone), preferences: state.preferences, weather: state.weather.reading,
            zones: Self.zoneReadings(state, at: now, in: zone), notSaved: state.clock.notSaved)
    }

    func textLines(_ state: AppState, at now: Date, in zone: some CivilZone) -> [String] {
        Self.textLines(
            for: ClockReading(at: now, in: zone), preferences: state.preferences, weather: state.weather.reading,
            zones: Self.zoneReadings(state, at: now, in: zone), notSaved: state.clock.notSaved)
    }

    /// The other zones at `now`, each read by the local zone's own code.
    static func zoneReadings(_ state: AppState, at now: Date, in zone: some CivilZone) -> [ZoneReading] {
        state.preferences.zones.compactMap { other in
            zone.zone(named: other.zone).map { ZoneReading(label: other.label, reading: ClockReading(at: now, in: $0)) }
        }
    }
}

extension StopwatchView: ScreenView {
    func body(_ state: AppState, at now: Date, in zone: some CivilZone) -> (any PageBody)? {
        Self.composition(
            for: state.stopwatch, notice: state.stopwatchNotice, at: now, in: zone,
            format: state.preferences.timeFormat)
    }

    func textLines(_ state: AppState, at now: Date, in zone: some CivilZone) -> [String] {
        Self.textLines(
            for: state.stopwatch, notice: state.stopwatchNotice, at: now, in: zone,
            format: state.preferences.timeFormat)
    }
}

extension ContributionsView: ScreenView {
    func body(_ state: AppState, at now: Date, in zone: some CivilZone) -> (any PageBody)? {
        state.credentials.handle(for: state.github.source) == nil ? nil : Self.panel(for: state, at: now, in: zone)
    }

    func textLines(_ state: AppState, at now: Date, in zone: some CivilZone) -> [String] {
        state.credentials.handle(for: state.github.source) == nil ? [] : Self.textLines(for: state, at: now, in: zone)
    }
}

extension UptimeView: ScreenView {
    func body(_ state: AppState, at now: Date, in zone: some CivilZone) -> (any PageBody)? {
        Self.panel(
            for: state.uptime, notSaved: state.uptimePage.notSaved, at: now, in: zone,
            format: state.preferences.timeFormat)
    }

    func textLines(_ state: AppState, at now: Date, in zone: some CivilZone) -> [String] {
        Self.textLines(
            for: state.uptime, notSaved: state.uptimePage.notSaved, at: now, in: zone,
            format: state.preferences.timeFormat)
    }
}

extension CalendarView: ScreenView {
    func body(_ state: AppState, at now: Date, in zone: some CivilZone) -> (any PageBody)? {
        Self.composition(
            for: state.calendarPage, faces: state.credentials.calendarFeeds, at: now, in: zone,
            format: state.preferences.timeFormat, fitting: state.size)
    }

    func textLines(_ state: AppState, at now: Date, in zone: some CivilZone) -> [String] {
        Self.textLines(
            for: state.calendarPage, faces: state.credentials.calendarFeeds, at: now, in: zone,
            format: state.preferences.timeFormat)
    }
}

extension SettingsView: ScreenView {
    func body(_ state: AppState, at now: Date, in zone: some CivilZone) -> (any PageBody)? {
        Self.panel(for: state)
    }

    func textLines(_ state: AppState, at now: Date, in zone: some CivilZone) -> [String] {
        Self.textLines(for: state)
    }
}
