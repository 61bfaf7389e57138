import Foundation
import PulseTestSupport
import Testing

@testable import PulseCore

/// The rows Settings adds for them, each saved as the Clock's preferences are.
@Suite struct ClockChoiceRowsTests {
    let now = Date(timeIntervalSince1970: 1_781_352_100)

    func settings(_ preferences: ClockPreferences = ClockPreferences()) -> AppState {
        AppState(page: .settings, size: TerminalSize(columns: 80, rows: 24), preferences: preferences)
    }

    @Test func timeFormatTemperatureAndInkToggleAndAreSaved() {
        var state = settings()
        var effects = state.handle(.pressed(.settingsRow(.timeFormat)), at: now)
        #expect(state.preferences.timeFormat == .twelveHour)
        #expect(effects == [.saving(.clockPreferences(state.preferences), on: .settings, row: .timeFormat)])
        _ = state.handle(.pressed(.settingsRow(.timeFormat)), at: now)
        #expect(state.preferences.timeFormat == .twentyFourHour)
        _ = state.handle(.pressed(.settingsRow(.temperature)), at: now)
        #expect(state.preferences.temperatureUnit == .fahrenheit)
        var inks: [Ink] = []
        for _ in 0..<4 {
            effects = state.handle(.pressed(.settingsRow(.ink)), at: now)
            inks.append(state.preferences.ink)
        }
        #expect(inks == [.amber, .green, .cyan, .white])
        #expect(effects == [.saving(.clockPreferences(state.preferences), on: .settings, row: .ink)])
    }

    @Test func aColourOfTheUsersOwnStepsBackToWhite() {
        var state = settings(ClockPreferences(ink: Ink(rgb: 0x12_3456)))
        _ = state.handle(.pressed(.settingsRow(.ink)), at: now)
        #expect(state.preferences.ink == .white)
    }

    @Test func theZonesRowShowsThemAndChangesNothing() {
        let zones = [OtherZone(label: "NYC", zone: "America/New_York")]
        var state = settings(ClockPreferences(zones: zones))
        #expect(state.handle(.pressed(.settingsRow(.zones)), at: now).isEmpty)
        #expect(state.preferences.zones == zones && state.prompts[.settings] == nil)
    }

    @Test func theNewRowsStandInTheirSections() {
        #expect(SettingsRow.rows(in: .clockDisplay).suffix(3) == [.timeFormat, .temperature, .zones])
        #expect(SettingsRow.rows(in: .screen).last == .ink)
        #expect([SettingsRow.timeFormat, .temperature, .zones, .ink].allSatisfy { $0.subject == .clockPreferences })
    }
}
