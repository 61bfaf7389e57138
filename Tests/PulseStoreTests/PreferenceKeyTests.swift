import Foundation
import PulseCore
import Testing

@testable import PulseStore

/// The keys of the time format, the temperature unit, the other zones and the ink in the
/// settings file.
@Suite struct PreferenceKeyTests {
    func file(_ scratch: Scratch, knowsZone: @escaping @Sendable (String) -> Bool = { _ in true }) -> PreferencesFile {
        PreferencesFile(url: scratch.url.appendingPathComponent("preferences.json"), knowsZone: knowsZone)
    }

    @Test func theNewPreferencesSurviveAReload() throws {
        let scratch = try Scratch()
        let stored = ClockPreferences(
            timeFormat: .twelveHour, temperatureUnit: .fahrenheit,
            zones: [OtherZone(label: "NYC", zone: "America/New_York"), OtherZone(label: "KTM", zone: "<+0545>-5:45")],
            ink: Ink(rgb: 0x12_B4AB))
        try file(scratch).save(stored)
        #expect(file(scratch).load() == .loaded(stored))
        let object = try JSONSerialization.jsonObject(with: Data(contentsOf: file(scratch).url)) as? [String: Any]
        #expect(object?["clock.timeFormat"] as? String == "12h")
        #expect(object?["clock.temperatureUnit"] as? String == "f")
        #expect(object?["clock.zones"] as? String == "NYC=America/New_York,KTM=<+0545>-5:45")
        #expect(object?["display.ink"] as? String == "#12B4AB")
    }

    @Test func aHandWrittenFileIsReadAsTyped() throws {
        let scratch = try Scratch()
        try Data(
            #"{"clock.timeFormat": "12H", "clock.temperatureUnit": "F", "display.ink": "Amber", "clock.zones": ""}"#
                .utf8
        ).write(to: file(scratch).url)
        #expect(
            file(scratch).load()
                == .loaded(ClockPreferences(timeFormat: .twelveHour, temperatureUnit: .fahrenheit, ink: .amber)))
    }

    @Test(arguments: [
        (#"{"clock.timeFormat": "13h"}"#, "clock.timeFormat is not 24h or 12h"),
        (#"{"clock.temperatureUnit": "kelvin"}"#, "clock.temperatureUnit is not c or f"),
        (#"{"display.ink": "purple"}"#, "display.ink is not white, amber, green, cyan or #RRGGBB"),
        (#"{"display.ink": 16776960}"#, "display.ink is not white, amber, green, cyan or #RRGGBB"),
        (
            ##"{"display.ink": "#000000"}"##,
            "display.ink is too dark to read on the black background (contrast below 3:1)"
        ),
        (
            ##"{"display.ink": "#0000ff"}"##,
            "display.ink is too dark to read on the black background (contrast below 3:1)"
        ),
        (#"{"clock.zones": ["NYC"]}"#, "clock.zones is not text such as NYC=America/New_York"),
        (#"{"clock.zones": "X=Nowhere/Special"}"#, "clock.zones: no time zone 'Nowhere/Special'"),
        (#"{"clock.zones": "A=UTC,B=UTC,C=UTC,D=UTC"}"#, "clock.zones: at most 3 zones, not 4"),
        (#"{"display.orbit": "yes"}"#, "display.orbit is not true or false"),
    ])
    func aMistypedValueMakesTheFileUnreadableAndSaysWhy(_ content: String, _ reason: String) throws {
        let scratch = try Scratch()
        let file = file(scratch) { $0 != "Nowhere/Special" }
        try Data(content.utf8).write(to: file.url)
        #expect(file.load() == .unreadable(reason))
    }

    @Test func onlyWhatChangedIsWritten() throws {
        let scratch = try Scratch()
        let known = ClockPreferences()
        try Data(#"{"display.ink": "green"}"#.utf8).write(to: file(scratch).url)
        // Another Pulse set the ink to green; this one changes only the time format.
        var mine = known
        mine.timeFormat = .twelveHour
        try file(scratch).save(mine, changedFrom: known)
        #expect(file(scratch).load() == .loaded(ClockPreferences(timeFormat: .twelveHour, ink: .green)))
    }
}
