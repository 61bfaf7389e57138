import PulseCore

/// The Settings page: the credentials (presence only for the key), the Clock's display
/// preferences and the weather location, as rows in the Uptime list's style.
public enum SettingsView {
    /// The hint under the rows: the terminal's version of `TAP A ROW TO CHANGE IT`.
    public static let hint = "UP/DOWN CHOOSES, ENTER CHANGES"
    /// Open-Meteo's data is CC BY 4.0: the page credits it.
    public static let attribution = "WEATHER DATA: OPEN-METEO.COM"

    /// One row's words and square.
    struct Row {
        let name: String, detail: String, isOn: Bool
    }

    static func rows(for state: AppState) -> [Row] {
        let budget = WidthBudget.settingsDetail
        let username = state.credentials.githubUsername.map { budget.shortened(TerminalText.sanitized($0)) }
        let location = state.location.map { place in
            budget.shortened(
                TerminalText.sanitized(
                    place.name ?? "\(place.coordinate.latitudeText),\(place.coordinate.longitudeText)"))
        }
        return [
            Row(
                name: "UPTIME API KEY", detail: state.credentials.hasUptimeKey ? "SET" : "NOT SET",
                isOn: state.credentials.hasUptimeKey),
            Row(name: "GITHUB USERNAME", detail: username ?? "NOT SET", isOn: username != nil),
            Row(
                name: "SECONDS", detail: state.preferences.showsSeconds ? "ON" : "OFF",
                isOn: state.preferences.showsSeconds),
            Row(
                name: "WEATHER CONDITION", detail: state.preferences.showsCondition ? "ON" : "OFF",
                isOn: state.preferences.showsCondition),
            Row(name: "LOCATION", detail: location ?? "NOT SET", isOn: location != nil),
        ]
    }

    /// The page's panel.
    public static func panel(for state: AppState) -> Panel {
        let rows = rows(for: state)
        func section(_ title: String) -> PanelEntry {
            PanelEntry(.label(Label(title, size: 9, tracking: 4, role: .faint), .leading), gapBefore: 34)
        }
        func entry(_ index: Int) -> PanelEntry {
            let row = rows[index]
            return PanelEntry(
                .row(
                    PanelRow(
                        name: Label(row.name, size: 13, tracking: 2, role: .bright),
                        detail: Label(row.detail, size: 10, tracking: 2, role: .faint),
                        square: row.isOn ? .bright : .unknown, selected: state.settingsSelection == index)),
                gapBefore: index == 0 || index == 2 ? 4 : 0, target: .settingsRow(index))
        }
        // Everything under the title scrolls on a short terminal, keeping the chosen row
        // (and the heading above it, where there is room) in view.
        var list =
            [section("CREDENTIALS"), entry(0), entry(1), section("CLOCK DISPLAY")] + (2..<rows.count).map(entry)
            + [PanelEntry(.label(Label(hint, size: 9, tracking: 2, role: .faint), .leading), gapBefore: 24)]
        for index in list.indices { list[index].scrolls = true }
        let chosen = state.settingsSelection.map { $0 < 2 ? $0 + 1 : $0 + 2 } ?? 0
        let top = [PanelEntry(.label(Label("SETTINGS", size: 16, tracking: 5, role: .primary), .leading))] + list
        let foot = [PanelEntry(.label(Label(attribution, size: 9, tracking: 2, role: .faint), .leading))]
        return Panel(top: top, foot: foot, topInset: 70, bottomInset: 16, scroll: max(0, chosen - 1))
    }

    /// The page as plain lines, in reading order.
    public static func textLines(for state: AppState) -> [String] {
        let rows = rows(for: state)
        let lines = rows.enumerated().map { index, row in
            (state.settingsSelection == index ? "> " : "") + "\(row.name): \(row.detail)"
        }
        return ["SETTINGS", "CREDENTIALS"] + lines[0..<2] + ["CLOCK DISPLAY"] + lines[2...] + [hint, attribution]
    }
}
