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
    /// moved along the burn-in orbit, in the night palette at night, carrying the ink its
    /// roles are drawn in.
    public func draw(_ state: AppState, at now: Date, in zone: some CivilZone) -> DrawnFrame {
        var drawn = orbiting(state, at: now, in: zone, size: state.size)
        if let until = state.hintUntil, now < until {
            // The hint takes the last row. A page with something there (the source
            // picker's own line, moved down by the orbit) is laid out above it instead, so
            // the first start never hides the line that says what to do.
            let last = drawn.frame.rows - 1
            if last > 0, (0..<drawn.frame.columns).contains(where: { !drawn.frame[last, $0].looksBlank }) {
                drawn = orbiting(state, at: now, in: zone, size: TerminalSize(columns: state.size.columns, rows: last))
            }
            drawn = drawn.withHint(rows: state.size.rows)
        }
        return (state.isNight(at: now, in: zone) ? drawn.atNight() : drawn).carrying(
            state.repaint(at: now), ink: state.preferences.ink)
    }

    /// The page at its orbit's place for `now`, with its backdrop over the whole terminal.
    /// The help does not move under its reader, nor a prompt being typed into (it stays at
    /// the orbit's centre).
    private func orbiting(_ state: AppState, at now: Date, in zone: some CivilZone, size: TerminalSize)
        -> DrawnFrame
    {
        if case .help(let page) = state.screen {
            return DrawnFrame(MessageView.help(size: size, page: page, help: state.help(on: page)))
        }
        guard let body = self.body(for: state, at: now, in: zone) else {
            return DrawnFrame(Frame(columns: size.columns, rows: size.rows))
        }
        var amplitude =
            state.preferences.orbits
            ? OrbitPlacement.amplitude(largestLabel: body.largestLabelSize, height: body.referenceHeight, on: size)
            : .none
        // Where the orbit's rows would cost the page something the whole height keeps (on
        // whole cells, the heatmap's dark rows between its squares), it orbits sideways
        // only: rows run together read as bars, and the sideways orbit still moves every
        // lit cell off its place.
        if amplitude.rows > 0,
            !body.laysWhole(on: OrbitPlacement.inner(size, amplitude: amplitude), typeface: typeface, grid: grid),
            body.laysWhole(on: size, typeface: typeface, grid: grid)
        {
            amplitude = OrbitAmplitude(columns: amplitude.columns, rows: 0)
        }
        let typing = state.screen.prompt?.isFocused == true
        let offset = typing ? OrbitOffset.zero : Orbit.offset(at: now, amplitude: amplitude)
        let laid: DrawnFrame
        if amplitude != .none,
            let inner = body.lay(on: OrbitPlacement.inner(size, amplitude: amplitude), typeface: typeface, grid: grid)
        {
            laid = OrbitPlacement.place(inner, in: size, amplitude: amplitude, offset: offset)
        } else if let still = body.lay(on: size, typeface: typeface, grid: grid) {
            // Where the page cannot give up the orbit's room, it stays still.
            laid = still
        } else {
            // Where it does not fit at all, it says the size it needs.
            return DrawnFrame(
                MessageView.tooSmall(needs: body.minimumSize(typeface: typeface, grid: grid), size: size))
        }
        return body.backdrop.map { laid.applying($0, grid: grid) } ?? laid
    }

    /// The frame for `state` at `now` in `zone`.
    public func frame(for state: AppState, at now: Date, in zone: some CivilZone) -> Frame {
        draw(state, at: now, in: zone).frame
    }

    /// What the screen draws, before it is laid out; nil under the help, and for a page
    /// with nothing to draw yet.
    /// Every screen's body ends with the notice when the settings file cannot be used.
    public func body(for state: AppState, at now: Date, in zone: some CivilZone) -> (any PageBody)? {
        let body = view(of: state.screen).body(state, at: now, in: zone)
        return state.settingsUnreadable ? body?.noting(AppState.settingsUnreadableText) : body
    }

    /// The screen's content as plain text lines, in reading order (the help has none), the
    /// notice last when the settings file cannot be used.
    public func textLines(for state: AppState, at now: Date, in zone: some CivilZone) -> [String] {
        let lines = view(of: state.screen).textLines(state, at: now, in: zone)
        return state.settingsUnreadable && !lines.isEmpty ? lines + [AppState.settingsUnreadableText] : lines
    }
}
