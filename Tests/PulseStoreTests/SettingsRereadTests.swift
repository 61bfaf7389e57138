import Foundation
import PulseApp
import PulseCore
import PulseTestSupport
import Testing

@testable import PulseStore

/// The settings file read again while Pulse runs (`StoredFiles.reread`): a hand edit is
/// what it says, Pulse's own save is no change, a broken edit keeps the file as written.
@Suite struct SettingsRereadTests {
    let root: URL
    let files: StoredFiles
    var settings: URL { root.appendingPathComponent("config/pulse/preferences.json") }

    init() throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("pulse-reread-\(UUID().uuidString)")
        files = StoredFiles(environment: [
            "XDG_STATE_HOME": root.appendingPathComponent("state").path,
            "XDG_CONFIG_HOME": root.appendingPathComponent("config").path,
        ])
    }

    func write(_ text: String) throws {
        try FileManager.default.createDirectory(
            at: settings.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: settings)
    }

    @Test func theTimersAndThePagesAreReadAgainAndTheirOwnSaveIsNot() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        try write(#"{"interval.focusMinutes": 50, "timers.bell": false, "pages": ["clock", "countdown"]}"#)
        let timers = TimerPreferences(plan: IntervalPlan(focusMinutes: 50), rings: false)
        let pages = PagesShown([.clock, .countdown])
        #expect(
            files.reread()
                == .read(Settings(timers: timers, pages: pages), changed: [.timerPreferences, .pages]))
        let more = pages.toggling(.interval)
        #expect(takingTurns { files.perform(Save(.pages(more), origin: .settings)) } == .written)
        #expect(files.reread() == nil, "its own save coming back is no change")
    }

    @Test func aHandEditIsReadAndItsOwnSaveIsNot() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        try write(#"{"clock.showsSeconds": true, "display.ink": "amber", "uptime.order": "down-first"}"#)
        let edited = ClockPreferences(showsSeconds: true, ink: .amber)
        #expect(
            files.reread()
                == .read(
                    Settings(clock: edited, uptime: UptimePreferences(order: .downFirst)),
                    changed: [.clockPreferences, .uptimePreferences])
        )
        #expect(files.reread() == nil, "read twice, the same: nothing new")
        var changed = edited
        changed.timeFormat = .twelveHour
        #expect(takingTurns { files.perform(Save(.clockPreferences(changed), origin: .settings)) } == .written)
        #expect(files.reread() == nil, "its own save coming back is no change")
        try FileManager.default.removeItem(at: settings)
        #expect(
            files.reread()
                == .read(Settings(), changed: [.clockPreferences, .uptimePreferences]),
            "removed: the defaults")
    }

    @Test func aBrokenEditIsSaidAndTheFileIsNeverWrittenUntilItIsGood() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        try write(#"{"clock.showsSeconds": true}"#)
        _ = files.reread()
        let broken = #"{"clock.showsSeconds": true, "display.ink": "amber""#
        try write(broken)
        #expect(files.reread() == .unreadable)
        #expect(
            takingTurns {
                files.perform(Save(.clockPreferences(ClockPreferences(timeFormat: .twelveHour)), origin: .settings))
            }
                == .fileUnusable)
        #expect(try Data(contentsOf: settings) == Data(broken.utf8), "byte for byte as written")
        #expect(files.messages.lines.contains { $0.contains("cannot use the settings in \(settings.path)") })
        // Mended by hand to what it held before: no value changed, but the notice goes.
        try write(#"{"clock.showsSeconds": true}"#)
        #expect(files.reread() == .read(Settings(clock: ClockPreferences(showsSeconds: true))))
        #expect(
            takingTurns {
                files.perform(Save(.clockPreferences(ClockPreferences(timeFormat: .twelveHour)), origin: .settings))
            }
                == .written)
    }

    @Test func anUnknownZoneWrittenByHandIsABrokenEdit() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        try write(#"{"clock.zones": "NYC=America/New_York,X=Nowhere/Special"}"#)
        #expect(files.reread() == .unreadable)
        #expect(files.messages.lines.contains { $0.contains("no time zone 'Nowhere/Special'") })
        try write(#"{"clock.zones": "NYC=America/New_York,KTM=<+0545>-5:45"}"#)
        let zones = [OtherZone(label: "NYC", zone: "America/New_York"), OtherZone(label: "KTM", zone: "<+0545>-5:45")]
        #expect(
            files.reread()
                == .read(Settings(clock: ClockPreferences(zones: zones)), changed: [.clockPreferences]))
    }
}
