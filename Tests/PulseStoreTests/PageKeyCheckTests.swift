import Foundation
import PulseApp
import PulseCore
import Testing

@testable import PulseStore

/// The pages' keys in the settings file (the location, Uptime's, the timers', the pages,
/// the contributions source) hold to the Clock keys' rule: a mistyped hand edit makes the
/// file unreadable and says which key, and everything Pulse itself writes reads back.
@Suite struct PageKeyCheckTests {
    func file(_ scratch: Scratch) -> PreferencesFile {
        PreferencesFile(url: scratch.url.appendingPathComponent("preferences.json"))
    }

    @Test(arguments: [
        (#"{"uptime.source": "gatsu:https://status.example.org"}"#, "uptime.source is not a source --uptime takes"),
        (#"{"uptime.source": 7}"#, "uptime.source is not a source --uptime takes"),
        (#"{"uptime.address.kuma": "kuma:"}"#, "uptime.address.kuma is not a source --uptime takes"),
        (#"{"uptime.order": "down first"}"#, "uptime.order is not as-listed or down-first"),
        (#"{"contributions.source": "bitbucket"}"#, "contributions.source is not a forge --contributions takes"),
        (#"{"interval.breakMinutes": 61}"#, "interval.breakMinutes is not a whole number from 1 to 60"),
        (#"{"interval.rounds": 2.5}"#, #"interval.rounds is not a whole number from 1 to 12 or "endless""#),
        (#"{"timers.bell": "off"}"#, #"timers.bell is not true, "3 times" or false"#),
        (#"{"pages": "clock,settings"}"#, #"pages is not a list of page names such as ["clock", "settings"]"#),
        (#"{"pages": ["clock", 2]}"#, #"pages is not a list of page names such as ["clock", "settings"]"#),
        (#"{"location": {"latitude": 91, "longitude": 13.4}}"#, "location is not a latitude, a longitude and a name"),
        (#"{"location": "Berlin"}"#, "location is not a latitude, a longitude and a name"),
    ])
    func aMistypedPageKeyMakesTheFileUnreadableAndSaysWhich(_ content: String, _ reason: String) throws {
        let scratch = try Scratch()
        try Data(content.utf8).write(to: file(scratch).url)
        #expect(file(scratch).load() == .unreadable(reason))
        #expect(!reason.contains("gatsu") && !reason.contains("bitbucket"), "never the value")
    }

    @Test func everythingPulseWritesReadsBack() throws {
        let scratch = try Scratch()
        let file = file(scratch)
        let kuma = try UptimeSource(parsing: "kuma:https://status.example.org/status/main")
        try file.saveUptime(
            UptimePreferences(source: kuma, order: .downFirst, addresses: [.kuma: kuma]))
        var contributions = ContributionsPreferences(
            source: try ContributionsSource(parsing: "forgejo:https://git.example.org"))
        contributions.choose(.gitlab)
        try file.saveContributions(contributions)
        try file.saveTimers(
            TimerPreferences(plan: IntervalPlan(focusMinutes: 180, breakMinutes: 1, rounds: 12), rings: false))
        try file.savePages(PagesShown([.clock, .countdown]))
        try file.saveLocation(
            WeatherLocation(name: "Berlin", coordinate: try #require(Coordinate(latitude: 52.52, longitude: 13.41))))
        #expect(file.load() == .loaded(ClockPreferences()))
    }

    @Test func aPageNameThisPulseDoesNotKnowIsPassedOver() throws {
        let scratch = try Scratch()
        try Data(#"{"pages": ["clock", "weather", "settings"]}"#.utf8).write(to: file(scratch).url)
        #expect(file(scratch).load() == .loaded(ClockPreferences()))
        #expect(file(scratch).stored.pages == PagesShown([.clock]))
    }

    @Test func theRunningPulseSaysItAndKeepsTheDefaultsAndTheFile() throws {
        let scratch = try Scratch()
        let config = scratch.url.appendingPathComponent("config/pulse")
        try FileManager.default.createDirectory(at: config, withIntermediateDirectories: true)
        let written = Data(#"{"clock.showsSeconds": true, "uptime.order": "downfirst"}"#.utf8)
        let url = config.appendingPathComponent("preferences.json")
        try written.write(to: url)
        let files = StoredFiles(environment: [
            "XDG_CONFIG_HOME": scratch.url.appendingPathComponent("config").path,
            "XDG_STATE_HOME": scratch.url.appendingPathComponent("state").path,
        ])
        #expect(files.preferences == ClockPreferences(), "not half the file")
        #expect(files.uptimePreferences == UptimePreferences())
        #expect(files.messages.lines.contains { $0.contains("uptime.order is not as-listed or down-first") })
        _ = files.perform(Save(.uptimePreferences(UptimePreferences(order: .downFirst)), origin: .settings))
        #expect(try Data(contentsOf: url) == written, "left byte for byte")
    }
}
