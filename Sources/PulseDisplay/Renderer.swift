import FoundationEssentials
import PulseCore

/// Renders the program's state to a frame: (state, now, size) in, cells out. Pure; the
/// caller supplies the instant and the time zone. What is drawn follows `state.screen`
/// alone, and each call lays the page out once.
public struct Renderer: Sendable {
    /// The typeface for pixel labels.
    public let typeface: Typeface
    /// The grid the pixels sit on: half cells, or whole cells for a terminal without half
    /// blocks.
    public let grid: PixelGrid

    /// A renderer drawing with `typeface` on `grid`.
    public init(typeface: Typeface, grid: PixelGrid = .halfCells) {
        self.typeface = typeface
        self.grid = grid
    }

    /// The same renderer on `grid`.
    public func on(_ grid: PixelGrid) -> Renderer {
        Renderer(typeface: typeface, grid: grid)
    }

    /// The screen for `state` at `now` in `zone`, with its click targets and scroll extent:
    /// moved along the burn-in orbit, and in the night palette at night.
    public func draw(_ state: AppState, at now: Date, in zone: some CivilZone) -> DrawnFrame {
        let drawn = orbiting(state, at: now, in: zone)
        return state.isNight(at: now, in: zone) ? drawn.atNight() : drawn
    }

    /// The page at its orbit's place for `now`. The help does not move under its reader,
    /// nor a prompt being typed into (it stays at the orbit's centre).
    private func orbiting(_ state: AppState, at now: Date, in zone: some CivilZone) -> DrawnFrame {
        let size = state.size
        if case .help(let page) = state.screen {
            return DrawnFrame(MessageView.help(size: size, page: page))
        }
        let panel = panel(for: state, at: now, in: zone)
        let composition = panel == nil ? composition(for: state, at: now, in: zone) : nil
        var amplitude = OrbitAmplitude.none
        if state.preferences.orbits {
            if let panel {
                amplitude = OrbitPlacement.amplitude(
                    largestLabel: panel.largestLabelSize, height: panel.referenceHeight, on: size)
            } else if let composition {
                amplitude = OrbitPlacement.amplitude(
                    largestLabel: composition.largestLabelSize, height: composition.referenceHeight, on: size)
            }
        }
        let typing = state.screen.prompt?.isFocused == true
        let offset = typing ? OrbitOffset.zero : Orbit.offset(at: now, amplitude: amplitude)
        if amplitude != .none,
            let inner = lay(panel, composition, state: state, on: OrbitPlacement.inner(size, amplitude: amplitude))
        {
            return OrbitPlacement.place(inner, in: size, amplitude: amplitude, offset: offset)
        }
        // Where the page cannot give up the orbit's room, it stays still.
        return lay(panel, composition, state: state, on: size) ?? tooSmall(panel, composition, size: size)
    }

    /// The page laid out on `size`, or nil when its composition does not fit there.
    private func lay(_ panel: Panel?, _ composition: Composition?, state: AppState, on size: TerminalSize)
        -> DrawnFrame?
    {
        if let panel {
            // A panel lays out wherever it fits (it scrolls or shrinks); where it cannot, the
            // page says the terminal is too small, as the centred pages do.
            let layout = PanelLayout.lay(panel, in: size, typeface: typeface, grid: grid)
            guard layout.fits else { return nil }
            let scrolls = state.screen == .page(.uptime)
            return DrawnFrame(
                layout.frame(size: size, typeface: typeface), targets: layout.targets,
                furthestScroll: scrolls ? layout.furthestScroll : nil)
        }
        guard let composition else { return DrawnFrame(Frame(columns: size.columns, rows: size.rows)) }
        guard let layout = StackLayout.centred(composition, in: size, typeface: typeface, grid: grid) else {
            return nil
        }
        return DrawnFrame(LabelPainter(typeface: typeface).frame(for: layout, size: size), targets: layout.targets)
    }

    /// The notice for a page that does not fit, with the size it needs.
    private func tooSmall(_ panel: Panel?, _ composition: Composition?, size: TerminalSize) -> DrawnFrame {
        let needs: TerminalSize
        if let panel {
            needs = PanelLayout.minimumSize(of: panel, typeface: typeface, grid: grid)
        } else if let composition {
            needs = StackLayout.minimumSize(of: composition, typeface: typeface, grid: grid)
        } else {
            return DrawnFrame(Frame(columns: size.columns, rows: size.rows))
        }
        return DrawnFrame(MessageView.tooSmall(needs: needs, size: size))
    }

    /// The frame for `state` at `now` in `zone`.
    public func frame(for state: AppState, at now: Date, in zone: some CivilZone) -> Frame {
        draw(state, at: now, in: zone).frame
    }

    /// The screen as a panel: a prompt, or a page built of left-aligned blocks; nil for the
    /// centred pages and under the help.
    public func panel(for state: AppState, at now: Date, in zone: some CivilZone) -> Panel? {
        switch state.screen {
        case .help:
            return nil
        case .prompt(let prompt, _):
            return PromptView.panel(for: prompt, focused: prompt.isFocused)
        case .picker(let picker):
            return SourcePickerView.panel(for: picker)
        case .page(.uptime):
            return UptimeView.panel(for: state.uptime, at: now, in: zone)
        case .page(.settings):
            return SettingsView.panel(for: state)
        case .page(.github) where state.credentials.githubUsername != nil:
            return GitHubView.panel(for: state, at: now, in: zone)
        case .page:
            return nil
        }
    }

    /// The page's stack of labels, for the centred pages; nil for the others.
    public func composition(for state: AppState, at now: Date, in zone: some CivilZone) -> Composition? {
        switch state.screen {
        case .page(.clock):
            ClockView.composition(
                for: ClockReading(at: now, in: zone), preferences: state.preferences, weather: state.weather.reading,
                notSaved: state.clock.notSaved)
        case .page(.stopwatch):
            StopwatchView.composition(for: state.stopwatch, notice: state.stopwatchNotice, at: now, in: zone)
        case .page, .prompt, .help, .picker:
            nil
        }
    }

    /// The screen's content as plain text lines, in reading order (the help has none).
    public func textLines(for state: AppState, at now: Date, in zone: some CivilZone) -> [String] {
        switch state.screen {
        case .help:
            return []
        case .prompt(let prompt, _):
            return PromptView.textLines(for: prompt)
        case .picker(let picker):
            return SourcePickerView.textLines(for: picker)
        case .page(.clock):
            return ClockView.textLines(
                for: ClockReading(at: now, in: zone), preferences: state.preferences, weather: state.weather.reading,
                notSaved: state.clock.notSaved)
        case .page(.stopwatch):
            return StopwatchView.textLines(for: state.stopwatch, notice: state.stopwatchNotice, at: now, in: zone)
        case .page(.uptime):
            return UptimeView.textLines(for: state.uptime, at: now, in: zone)
        case .page(.settings):
            return SettingsView.textLines(for: state)
        case .page(.github):
            return state.credentials.githubUsername == nil ? [] : GitHubView.textLines(for: state, at: now, in: zone)
        }
    }
}
