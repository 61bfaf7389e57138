import PulseCore

/// The Settings page: the credentials (presence only for the key), the Clock's display
/// preferences and the weather location, as rows in the Uptime list's style.
public struct SettingsView {
    /// The hint under the rows: the terminal's version of `TAP A ROW TO CHANGE IT`.
    public static let hint = "UP/DOWN CHOOSES, ENTER CHANGES"
    /// Open-Meteo's data is CC BY 4.0: the page credits it.
    public static let attribution = "WEATHER DATA: OPEN-METEO.COM"

    /// One row's words and square.
    struct Row {
        let name: String, detail: String, isOn: Bool
        /// The whole value, drawn in place of `detail` as far as the row's room takes it
        /// (an address), and how it gives way; nil for a value drawn as it is.
        var whole: String? = nil, cut = TextCut.end

        /// A preference row: its state in words and in its square.
        static func toggle(_ name: String, _ on: Bool, onText: String = "ON") -> Row {
            Row(name: name, detail: on ? onText : "OFF", isOn: on)
        }

        /// A row that switches between two words, lit off the default.
        static func words(_ name: String, _ value: some TwoWordSetting) -> Row {
            Row(name: name, detail: value.shown, isOn: value.isOn)
        }
    }

    /// What a row whose last save failed says before its value: the page shows the value
    /// in effect, and that the file does not hold it.
    public static let notSavedPrefix = "NOT SAVED: "

    static func row(_ row: SettingsRow, for state: AppState) -> Row {
        let shown = value(row, for: state)
        guard state.settings.unsaved.contains(row) else { return shown }
        let budget = WidthBudget.settingsDetail
        return Row(name: shown.name, detail: budget.shortened(notSavedPrefix + shown.detail), isOn: shown.isOn)
    }

    private static func value(_ row: SettingsRow, for state: AppState) -> Row {
        let budget = WidthBudget.settingsDetail
        switch row {
        case .uptimeKey:
            // The chosen source's key; a source that takes none has nothing to set.
            guard state.uptime.source.credential != nil else {
                return Row(name: "UPTIME API KEY", detail: "NOT NEEDED", isOn: true)
            }
            let set = state.hasUptimeCredential
            return Row(name: "UPTIME API KEY", detail: set ? "SET" : "NOT SET", isOn: set)
        case .contributorHandle:
            let source = state.choices.contributionsSource
            let handle = state.credentials.handle(for: source).map { budget.shortened(TerminalText.sanitized($0)) }
            return Row(
                name: source.descriptor.handleWords.settingsRow, detail: handle ?? "NOT SET", isOn: handle != nil)
        case .calendarFeeds:
            // The hosts only: each address carries its feed's token.
            let names = state.credentials.calendarFeeds.map { TerminalText.sanitized($0.name) }
            return Row(
                name: "FEEDS", detail: names.isEmpty ? "NOT SET" : budget.shortened(names.joined(separator: ", ")),
                isOn: !names.isEmpty)
        case .seconds:
            return .toggle("SECONDS", state.preferences.showsSeconds)
        case .weatherCondition:
            return .toggle("WEATHER CONDITION", state.preferences.showsCondition)
        case .location:
            let location = state.location.map { place in
                budget.shortened(
                    TerminalText.sanitized(
                        place.name ?? "\(place.coordinate.latitudeText),\(place.coordinate.longitudeText)"))
            }
            return Row(name: "LOCATION", detail: location ?? "NOT SET", isOn: location != nil)
        case .uptimeSource:
            // The default source is not named before it is in effect: the Uptime page
            // still asks to pick one.
            guard state.hasUptimeSource else { return Row(name: "UPTIME SOURCE", detail: "NOT SET", isOn: false) }
            let source = state.uptime.source, whole = TerminalText.sanitized(source.displayText)
            let cut = source.displayCut()
            return Row(
                name: "UPTIME SOURCE", detail: budget.shortened(whole, cut: cut), isOn: true, whole: whole, cut: cut)
        case .uptimeOrder:
            return .words("ORDER", state.uptime.preferences.order)
        case .orbit:
            return .toggle("ORBIT", state.preferences.orbits)
        case .nightDimming:
            return .toggle("NIGHT DIMMING", state.preferences.dimsAtNight, onText: "AUTO")
        case .timer(let setting):
            let timers = state.choices.timers
            return Row(name: setting.name, detail: setting.detail(timers), isOn: setting.isOn(timers))
        case .shows(let page):
            // `CLOCK PAGE`, not `CLOCK`: a row's name never reads as a heading or another row.
            return .toggle(page.name.uppercased() + " PAGE", state.choices.pages.contains(page))
        case .timeFormat:
            return .words("TIME FORMAT", state.preferences.timeFormat)
        case .temperature:
            return .words("TEMPERATURE", state.preferences.temperatureUnit)
        case .zones:
            let zones = state.preferences.zones
            let labels = zones.map(\.label).joined(separator: " ")
            return Row(name: "OTHER ZONES", detail: zones.isEmpty ? "NONE" : labels, isOn: !zones.isEmpty)
        case .ink:
            let ink = state.preferences.ink
            return Row(name: "INK", detail: ink.name, isOn: ink != .white)
        case .contributionsSource:
            return Row(
                name: "SOURCE",
                detail: budget.shortened(TerminalText.sanitized(state.choices.contributionsSource.displayText)),
                isOn: true)
        }
    }

    /// A section's heading.
    static func heading(_ section: SettingsRow.Section) -> String {
        switch section {
        case .credentials: "CREDENTIALS"
        case .clockDisplay: "CLOCK DISPLAY"
        case .uptime: "UPTIME"
        case .screen: "SCREEN"
        case .timers: "TIMERS"
        case .pages: "PAGES"
        case .contributions: "CONTRIBUTIONS"
        case .calendar: "CALENDAR"
        }
    }

    /// The page's panel.
    public static func panel(for state: AppState) -> Panel {
        func section(_ title: String) -> PanelEntry {
            PanelEntry(.label(Label(title, size: 9, tracking: 4, role: .faint), .leading), gapBefore: 34)
        }
        func entry(_ settingsRow: SettingsRow, first: Bool) -> PanelEntry {
            let row = row(settingsRow, for: state)
            var detail = Label(row.detail, size: 10, tracking: 2, role: .faint)
            (detail.whole, detail.cut) = (row.whole, row.cut)
            return PanelEntry(
                .row(
                    PanelRow(
                        name: Label(row.name, size: 13, tracking: 2, role: .bright), detail: detail,
                        square: row.isOn ? .bright : .unknown, selected: state.settings.selection == settingsRow)),
                gapBefore: first ? 4 : 0, target: .settingsRow(settingsRow))
        }
        // Everything under the title scrolls on a short terminal, keeping the chosen row
        // (and the heading above it, where there is room) in view.
        var list: [PanelEntry] = []
        var chosen = 0
        for part in SettingsRow.Section.allCases {
            list.append(section(heading(part)))
            for (index, row) in SettingsRow.rows(in: part).enumerated() {
                if state.settings.selection == row { chosen = list.count }
                list.append(entry(row, first: index == 0))
            }
        }
        list.append(PanelEntry(.label(Label(hint, size: 9, tracking: 2, role: .faint), .leading), gapBefore: 24))
        for index in list.indices { list[index].scrolls = true }
        let top = [PanelEntry(.label(Label("SETTINGS", size: 16, tracking: 5, role: .primary), .leading))] + list
        let foot = [PanelEntry(.label(Label(attribution, size: 9, tracking: 2, role: .faint), .leading))]
        var panel = Panel(
            top: top, foot: foot, topInset: 70, bottomInset: 16, scroll: max(0, chosen - 1), scaledRows: list.count)
        panel.growsFigures = true
        return panel
    }

    /// The page as plain lines, in reading order.
    public static func textLines(for state: AppState) -> [String] {
        var lines = ["SETTINGS"]
        for part in SettingsRow.Section.allCases {
            lines.append(heading(part))
            for settingsRow in SettingsRow.rows(in: part) {
                let row = row(settingsRow, for: state)
                let detail = row.whole ?? row.detail
                lines.append((state.settings.selection == settingsRow ? "> " : "") + "\(row.name): \(detail)")
            }
        }
        return lines + [hint, attribution]
    }
}
