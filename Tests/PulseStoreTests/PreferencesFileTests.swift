import Foundation
import PulseCore
import Testing

@testable import PulseStore

/// The original's `ClockPreferencesTests`, on the settings file.
@Suite struct PreferencesFileTests {
    @Test func aMissingFileMeansTheDefaults() throws {
        let scratch = try Scratch()
        #expect(PreferencesFile(url: scratch.url.appendingPathComponent("preferences.json")).load() == .absent)
    }

    @Test func bothValuesSurviveAReload() throws {
        let scratch = try Scratch()
        let file = PreferencesFile(url: scratch.url.appendingPathComponent("config/pulse/preferences.json"))
        let stored = ClockPreferences(showsSeconds: true, showsCondition: false)
        try file.save(stored)
        #expect(PreferencesFile(url: file.url).load() == .loaded(stored))
    }

    @Test func aStoredFalseIsNotReadAsUnset() throws {
        let scratch = try Scratch()
        let url = scratch.url.appendingPathComponent("preferences.json")
        try Data(#"{"clock.showsCondition": false}"#.utf8).write(to: url)
        #expect(
            PreferencesFile(url: url).load() == .loaded(ClockPreferences(showsSeconds: false, showsCondition: false)))
    }

    @Test func everyKeyStartsWithClockAndOtherKeysAreKept() throws {
        let scratch = try Scratch()
        let url = scratch.url.appendingPathComponent("preferences.json")
        try Data(#"{"location": {"name": "Berlin"}}"#.utf8).write(to: url)
        try PreferencesFile(url: url).save(ClockPreferences(showsSeconds: true))
        let object = try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any]
        #expect(object?["location"] != nil)
        #expect(
            Set(object?.keys.filter { $0 != "location" } ?? []) == [
                "clock.showsSeconds", "clock.showsCondition", "clock.timeFormat", "clock.temperatureUnit",
                "clock.zones", "display.orbit", "display.nightDimming", "display.ink",
            ])
    }

    @Test(arguments: ["", "nope", "[]", #"{"clock.showsSeconds": "yes"}"#])
    func anUnusableFileIsUnreadable(_ content: String) throws {
        let scratch = try Scratch()
        let url = scratch.url.appendingPathComponent("preferences.json")
        try Data(content.utf8).write(to: url)
        guard case .unreadable = PreferencesFile(url: url).load() else {
            Issue.record("accepted \(content)")
            return
        }
    }

    @Test(arguments: ["clock", "location", "uptime"])
    func aFileThatCannotBeReadIsNeverOverwritten(_ save: String) throws {
        // Damaged by hand while Pulse runs: a save of one preference refuses to write
        // rather than start from nothing and wipe the location, the source and the rest.
        let scratch = try Scratch()
        let url = scratch.url.appendingPathComponent("preferences.json")
        let damaged = Data(#"{"location": {"latitude": 52.5, "longitude": 13.4}, "uptime.source": "kuma"} x"#.utf8)
        try damaged.write(to: url)
        let file = PreferencesFile(url: url)
        let coordinate = try #require(Coordinate(latitude: 48.1, longitude: 11.6))
        #expect(throws: FileWriteError.self) {
            switch save {
            case "clock": try file.save(ClockPreferences(showsSeconds: true))
            case "location": try file.saveLocation(WeatherLocation(name: nil, coordinate: coordinate))
            default: try file.saveUptime(UptimePreferences())
            }
        }
        #expect(try Data(contentsOf: url) == damaged)
    }
}
