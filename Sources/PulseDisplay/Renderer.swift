import Foundation
import PulseCore

/// Renders the program's state to a frame: (state, now, size) in, cells out. Pure; the
/// caller supplies the instant and the time zone.
public struct Renderer: Sendable {
    /// The typeface for pixel labels.
    public let typeface: Typeface

    /// A renderer drawing with `typeface`.
    public init(typeface: Typeface) {
        self.typeface = typeface
    }

    /// The frame for `state` at `now` in `zone`.
    public func frame(for state: AppState, at now: Date, in zone: TimeZone) -> Frame {
        if state.showsHelp {
            return MessageView.help(size: state.size, page: state.page)
        }
        return pageFrame(for: state, at: now, in: zone)
    }

    /// The frame of the state's page, without the help.
    public func pageFrame(for state: AppState, at now: Date, in zone: TimeZone) -> Frame {
        let size = state.size
        if let panel = panel(for: state, at: now, in: zone) {
            return PanelLayout.lay(panel, in: size, typeface: typeface).frame(size: size, typeface: typeface)
        }
        guard let composition = composition(for: state, at: now, in: zone) else {
            return Frame(columns: size.columns, rows: size.rows)
        }
        guard let layout = StackLayout.centred(composition, in: size, typeface: typeface) else {
            let needs = StackLayout.minimumSize(of: composition, typeface: typeface)
            return MessageView.tooSmall(needs: needs, size: size)
        }
        return LabelPainter(typeface: typeface).frame(for: layout, size: size)
    }

    /// The page as a panel, for the pages built of left-aligned blocks and for any page
    /// showing its prompt; nil for the centred pages.
    public func panel(for state: AppState, at now: Date, in zone: TimeZone) -> Panel? {
        if let prompt = state.prompts[state.page] {
            return PromptView.panel(for: prompt)
        }
        switch state.page {
        case .uptime:
            return UptimeView.panel(for: state.uptime, at: now, in: zone)
        case .settings:
            return SettingsView.panel(for: state)
        case .github where state.credentials.githubUsername != nil:
            return GitHubView.panel(for: state, at: now, in: zone)
        case .clock, .stopwatch, .github:
            return nil
        }
    }

    /// The furthest first row the Uptime list can scroll to on this terminal; its current
    /// first row while the list is not on screen, so paging away keeps the place.
    public func scrollLimit(for state: AppState, at now: Date, in zone: TimeZone) -> Int {
        // Only a list on screen that has been scrolled needs the layout worked out twice.
        guard state.page == .uptime, state.prompts[.uptime] == nil, state.uptime.scroll > 0,
            let panel = panel(for: state, at: now, in: zone)
        else { return state.uptime.scroll }
        return PanelLayout.lay(panel, in: state.size, typeface: typeface).furthestScroll
    }

    /// The page's stack of labels, or nil for a page that draws nothing yet.
    public func composition(for state: AppState, at now: Date, in zone: TimeZone) -> Composition? {
        switch state.page {
        case .clock:
            ClockView.composition(
                for: ClockReading(at: now, in: zone), preferences: state.preferences, weather: state.weather.reading)
        case .stopwatch:
            StopwatchView.composition(for: state.stopwatch, notice: state.stopwatchNotice, at: now, in: zone)
        case .github, .uptime, .settings:
            nil
        }
    }

    /// The page's content as plain text lines, in reading order.
    public func textLines(for state: AppState, at now: Date, in zone: TimeZone) -> [String] {
        if let prompt = state.prompts[state.page] {
            return PromptView.textLines(for: prompt)
        }
        switch state.page {
        case .clock:
            return ClockView.textLines(
                for: ClockReading(at: now, in: zone), preferences: state.preferences, weather: state.weather.reading)
        case .stopwatch:
            return StopwatchView.textLines(for: state.stopwatch, notice: state.stopwatchNotice, at: now, in: zone)
        case .uptime:
            return UptimeView.textLines(for: state.uptime, at: now, in: zone)
        case .settings:
            return SettingsView.textLines(for: state)
        case .github:
            return state.credentials.githubUsername == nil ? [] : GitHubView.textLines(for: state, at: now, in: zone)
        }
    }

    /// What a press at cell (`column`, `row`) lands on, from the same layout that is drawn.
    public func hitTarget(column: Int, row: Int, state: AppState, at now: Date, in zone: TimeZone) -> HitTarget? {
        guard !state.showsHelp else { return nil }
        if let panel = panel(for: state, at: now, in: zone) {
            return PanelLayout.lay(panel, in: state.size, typeface: typeface).target(column: column, row: row)
        }
        guard state.page == .clock, let composition = composition(for: state, at: now, in: zone),
            let layout = StackLayout.centred(composition, in: state.size, typeface: typeface),
            let time = layout.labels.first
        else { return nil }
        func contains(_ x: Int, _ y: Int, _ width: Int, _ height: Int) -> Bool {
            column >= x && column < x + width && row * 2 + 1 >= y && row * 2 < y + height
        }
        if contains(time.x, time.y, time.width, time.height) { return .clockTime }
        if layout.labels.count > 2 {
            // The weather line: its figure and its text, as one target.
            let line = layout.labels[2]
            let left = layout.figures.first?.x ?? line.x
            let top = min(line.y, layout.figures.first?.y ?? line.y)
            let bottom = max(line.y + line.height, layout.figures.first.map { $0.y + $0.cell * 7 } ?? 0)
            if contains(left, top, line.x + line.width - left, bottom - top) { return .weatherLine }
        }
        return nil
    }
}
