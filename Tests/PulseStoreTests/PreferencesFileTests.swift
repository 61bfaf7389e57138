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
                "clock.showsSeconds", "clock.showsCondition", "display.orbit", "display.nightDimming",
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
}
