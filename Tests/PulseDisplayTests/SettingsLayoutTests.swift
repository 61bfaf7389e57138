import Foundation
import PulseCore
import PulseTestSupport
import Testing

@testable import PulseDisplay

/// The Settings page on the rendered frame.
@Suite struct SettingsLayoutTests {
    let now = utcInstant("2026-08-30T14:32:08Z")

    func frame(_ state: AppState) throws -> Frame {
        Renderer(typeface: try builtInTypeface()).frame(for: state, at: now, in: utc)
    }

    func squeezed(_ frame: Frame) -> String {
        FrameText.glyphLines(frame).map { $0.replacingOccurrences(of: " ", with: "") }.joined(separator: "\n")
    }

    func state(_ credentials: CredentialPresence, columns: Int = 80, rows: Int = 24) -> AppState {
        AppState(page: .settings, size: TerminalSize(columns: columns, rows: rows), credentials: credentials)
    }

    @Test func theKeyIsSetOrNotSetAndNothingMore() throws {
        func detail(_ presence: CredentialPresence) throws -> String? {
            let lines = squeezed(try frame(state(presence))).split(separator: "\n").map(String.init)
            // The first row is chosen: its bar stands left of both its lines.
            guard let row = lines.firstIndex(where: { $0.contains("UPTIMEAPIKEY") }), row + 1 < lines.count else {
                return nil
            }
            return String(lines[row + 1].drop { !$0.isLetter })
        }
        #expect(try detail(CredentialPresence(hasUptimeKey: true)) == "SET")
        #expect(try detail(CredentialPresence()) == "NOTSET")
    }

    /// On a fresh home no source is in effect (the Uptime page asks to pick one), so
    /// Settings names none; a chosen source, or the original API's key from before there
    /// was a choice, is named.
    @Test func settingsNamesNoUptimeSourceThatIsNotChosen() {
        func row(_ state: AppState) -> String? {
            SettingsView.textLines(for: state).first { $0.hasPrefix("UPTIME SOURCE:") }
        }
        #expect(row(state(CredentialPresence())) == "UPTIME SOURCE: NOT SET")
        #expect(row(state(CredentialPresence(hasUptimeKey: true))) == "UPTIME SOURCE: LEVO")
        let chosen = AppState(
            page: .settings, size: TerminalSize(columns: 80, rows: 24),
            uptime: UptimeModel(preferences: UptimePreferences(source: UptimeSource(.uptimerobot))))
        #expect(row(chosen) == "UPTIME SOURCE: UPTIMEROBOT")
    }

    @Test func aHandleIsShownInFullOrShortenedToItsBudget() throws {
        #expect(squeezed(try frame(state(CredentialPresence(githubUsername: "octocat")))).contains("OCTOCAT"))
        let long = String(repeating: "a", count: 39)
        let shown = squeezed(try frame(state(CredentialPresence(githubUsername: long))))
        #expect(shown.contains(String(repeating: "A", count: 21) + "..."))
        #expect(!shown.contains(String(repeating: "A", count: 22)))
        let budget = WidthBudget.settingsDetail
        #expect(budget.characters == 24)
        #expect(Double(budget.characters) * budget.characterWidth + WidthBudget.square + WidthBudget.gapWidth <= 308)
        #expect(budget.shortened("octocat") == "octocat")
    }

    @Test func theChosenRowIsMarkedAndEveryRowIsATarget() throws {
        // Tall enough for every row, the Uptime section's included.
        var chosen = state(CredentialPresence(), rows: 40)
        _ = chosen.handle(.key(.down), at: now)
        let typeface = try builtInTypeface()
        let plain = try frame(state(CredentialPresence(), rows: 40))
        let marked = try frame(chosen)
        #expect(plain != marked)
        let roomy = TerminalSize(columns: 200, rows: 160)
        let layout = PanelLayout.lay(SettingsView.panel(for: chosen), in: roomy, typeface: typeface)
        let rows = layout.targets.compactMap { target -> SettingsRow? in
            if case .settingsRow(let row) = target.target { return row }
            return nil
        }
        #expect(rows == SettingsRow.allCases)
    }

    @Test func theLocationRowNamesThePlaceOrTheCoordinate() throws {
        let coordinate = try #require(Coordinate(latitude: 52.52, longitude: 13.41))
        var state = state(CredentialPresence())
        _ = state.handle(
            .saved(
                Save(.location(WeatherLocation(name: "Berlin", coordinate: coordinate)), origin: .settings), .written),
            at: now)
        #expect(SettingsView.textLines(for: state).contains("LOCATION: Berlin"))
        _ = state.handle(
            .saved(Save(.location(WeatherLocation(name: nil, coordinate: coordinate)), origin: .settings), .written),
            at: now)
        #expect(SettingsView.textLines(for: state).contains("LOCATION: 52.52,13.41"))
    }

    @Test func aHostilePlaceNameIsDrawnAsTextOnly() throws {
        let coordinate = try #require(Coordinate(latitude: 52.52, longitude: 13.41))
        var state = state(CredentialPresence())
        let name = "\u{1B}]0;PWNED\u{07}B\u{202E}erlin\u{200B}" + String(repeating: "x", count: 10_000)
        _ = state.handle(
            .saved(Save(.location(WeatherLocation(name: name, coordinate: coordinate)), origin: .settings), .written),
            at: now)
        let frame = try frame(state)
        #expect(!frame.cells.contains { $0.glyph.value < 0x20 || [0x202E, 0x200B, 0x7F].contains($0.glyph.value) })
        #expect(SettingsView.textLines(for: state).contains { $0.hasPrefix("LOCATION: ?]0;PWNED?B?erlin?") })
        #expect(SettingsView.textLines(for: state).allSatisfy { $0.count < 100 }, "shortened to its budget")
    }

    @Test func onAShortTerminalTheRowsScrollToTheChosenOne() throws {
        var state = AppState(
            page: .settings, size: TerminalSize(columns: 80, rows: 14), preferences: ClockPreferences(orbits: false))
        let top = squeezed(try frame(state))
        #expect(top.contains("UPTIMEAPIKEY") && top.contains("MORE"), "what does not fit is counted")
        #expect(!top.contains("LOCATION"))
        for _ in 0..<5 { _ = state.handle(.key(.down), at: now) }
        let bottom = squeezed(try frame(state))
        #expect(bottom.contains("LOCATION"), "the chosen row is in view")
        #expect(bottom.contains("WEATHERDATA:OPEN-METEO.COM"), "the foot stays")
        let lines = bottom.split(separator: "\n")
        let location = try #require(lines.firstIndex { $0.contains("LOCATION") })
        let foot = try #require(lines.firstIndex { $0.contains("WEATHERDATA") })
        #expect(location < foot, "nothing overlaps the foot")
    }

    /// `↓ N MORE` and `↑ N MORE` count the settings out of view, not the section headings
    /// or the hint that scrolled away with them: what is shown plus what is counted is
    /// every setting, at every height and scroll.
    @Test func theMoreIndicatorsCountSettingsOnly() throws {
        let names = SettingsRow.allCases.map { SettingsView.row($0, for: state(CredentialPresence())).name }
            .map { $0.replacingOccurrences(of: " ", with: "") }
        for rows in [14, 18, 24] {
            var state = AppState(
                page: .settings, size: TerminalSize(columns: 80, rows: rows),
                preferences: ClockPreferences(orbits: false))
            for step in 0..<SettingsRow.allCases.count {
                if step > 0 { _ = state.handle(.key(.down), at: now) }
                // The chosen row is marked by a bar at its left.
                let lines = squeezed(try frame(state)).split(separator: "\n").map {
                    String($0.drop { $0 == "\u{2588}" })
                }
                let shown = names.filter { name in lines.contains { $0.hasPrefix(name) } }.count
                func count(_ arrow: String) -> Int {
                    lines.compactMap { line -> Int? in
                        guard line.hasPrefix(arrow), line.hasSuffix("MORE") else { return nil }
                        return Int(line.dropFirst(arrow.count).dropLast(4))
                    }.first ?? 0
                }
                #expect(
                    shown + count("\u{2191}") + count("\u{2193}") == names.count,
                    "at 80x\(rows), row \(step): \(lines)")
            }
        }
    }

    @Test func textLinesReadTopToBottom() {
        let lines = SettingsView.textLines(
            for: state(CredentialPresence(hasUptimeKey: true, githubUsername: "octocat")))
        #expect(
            lines == [
                "SETTINGS", "CREDENTIALS", "> UPTIME API KEY: SET", "GITHUB USERNAME: octocat", "CLOCK DISPLAY",
                "SECONDS: OFF", "WEATHER CONDITION: ON", "LOCATION: NOT SET", "TIME FORMAT: 24H", "TEMPERATURE: °C",
                "OTHER ZONES: NONE", "UPTIME", "UPTIME SOURCE: LEVO", "ORDER: AS LISTED", "SCREEN", "ORBIT: ON",
                "NIGHT DIMMING: AUTO", "INK: WHITE", "CONTRIBUTIONS", "SOURCE: GITHUB", "TIMERS", "FOCUS: 25 MIN",
                "BREAK: 5 MIN", "LONG BREAK: 15 MIN", "EVERY: 4 ROUNDS", "ROUNDS: 4", "WAIT BEFORE FOCUS: ON",
                "WAIT BEFORE BREAK: OFF", "BELL: ONCE", "PAGES", "CLOCK PAGE: ON", "STOPWATCH PAGE: ON",
                "COUNTDOWN PAGE: OFF", "INTERVAL PAGE: OFF", "CALENDAR PAGE: OFF", "GITHUB PAGE: ON", "UPTIME PAGE: ON",
                "CALENDAR", "FEEDS: NOT SET", SettingsView.hint,
                "WEATHER DATA: OPEN-METEO.COM",
            ])
    }

    @Test(arguments: [(80, 24), (120, 40), (200, 60)])
    func goldenScreens(columns: Int, rows: Int) throws {
        let demo = DemoContent.state(
            page: .settings, size: TerminalSize(columns: columns, rows: rows), at: now, zone: utc)
        try expectGolden(
            FrameText.document(try frame(demo), title: "settings demo"), named: "settings-\(columns)x\(rows).txt")
    }
}
