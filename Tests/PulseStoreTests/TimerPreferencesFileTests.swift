import Foundation
import PulseCore
import Testing

@testable import PulseStore

/// The timers' keys and the pages in the settings file: written beside every other key,
/// read back as written, and a value that is not one makes the file unreadable.
@Suite struct TimerPreferencesFileTests {
    @Test func thePlanTheBellAndThePagesComeBackAndOtherKeysAreKept() throws {
        let scratch = try Scratch()
        let url = scratch.url.appendingPathComponent("preferences.json")
        try Data(#"{"clock.showsSeconds": true, "someone.else": 7}"#.utf8).write(to: url)
        let file = PreferencesFile(url: url)
        let timers = TimerPreferences(plan: IntervalPlan(focusMinutes: 50, breakMinutes: 10, rounds: 2), rings: false)
        try file.saveTimers(timers)
        try file.savePages(PagesShown([.uptime, .clock, .interval]))
        #expect(file.stored.timers == timers)
        #expect(file.stored.pages.ordered == [.clock, .interval, .uptime, .settings], "in paging order")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any])
        #expect(object["someone.else"] as? Int == 7 && object["clock.showsSeconds"] as? Bool == true)
        #expect(object["pages"] as? [String] == ["clock", "interval", "uptime", "settings"])
    }

    @Test func onlyWhatChangedIsWrittenSoAnotherPulsesChangeStays() throws {
        let scratch = try Scratch()
        let url = scratch.url.appendingPathComponent("preferences.json")
        let file = PreferencesFile(url: url)
        let known = TimerPreferences()
        // Another Pulse set the rounds meanwhile; this one changes the focus only.
        try Data(#"{"interval.rounds": 6}"#.utf8).write(to: url)
        var changed = known
        changed.plan = IntervalPlan(focusMinutes: 30, breakMinutes: 5, rounds: 4)
        try file.saveTimers(changed, changedFrom: known)
        #expect(file.stored.timers.plan == IntervalPlan(focusMinutes: 30, breakMinutes: 5, rounds: 6))
    }

    @Test func valuesThatAreNotOnesMakeTheFileUnreadable() throws {
        let scratch = try Scratch()
        let url = scratch.url.appendingPathComponent("preferences.json")
        try Data(#"{"interval.focusMinutes": 0, "interval.rounds": "four", "timers.bell": 1, "pages": "all"}"#.utf8)
            .write(to: url)
        let file = PreferencesFile(url: url)
        #expect(file.load() == .unreadable("interval.focusMinutes is not a whole number from 1 to 180"))
        // Read alone (nothing does while the file is unreadable), each is its default.
        #expect(file.stored.timers == TimerPreferences())
        #expect(file.stored.pages == .original)
    }

    @Test func theLongBreakTheEndlessRoundsAndTheWaitsComeBackAndAnOldFileReadsTheDefaults() throws {
        let scratch = try Scratch()
        let url = scratch.url.appendingPathComponent("preferences.json")
        try Data(#"{"interval.focusMinutes": 50, "timers.bell": false}"#.utf8).write(to: url)
        let file = PreferencesFile(url: url)
        #expect(file.load() == .loaded(ClockPreferences()), "a file without the new keys is usable")
        #expect(file.stored.timers == TimerPreferences(plan: IntervalPlan(focusMinutes: 50), rings: false))
        let plan = IntervalPlan(
            rounds: nil, longBreakMinutes: 20, longBreakEvery: 2, waitsBeforeFocus: false, waitsBeforeBreak: true)
        try file.saveTimers(TimerPreferences(plan: plan))
        #expect(file.stored.timers.plan == plan)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any])
        #expect(object["interval.rounds"] as? String == "endless")
        #expect(object["interval.longBreakMinutes"] as? Int == 20 && object["interval.longBreakEvery"] as? Int == 2)
        #expect(object["interval.waitBeforeFocus"] as? Bool == false)
        #expect(object["interval.waitBeforeBreak"] as? Bool == true)
        try Data(#"{"interval.waitBeforeFocus": "yes"}"#.utf8).write(to: url)
        #expect(file.load() == .unreadable("interval.waitBeforeFocus is not true or false"))
        try Data(#"{"interval.rounds": "many"}"#.utf8).write(to: url)
        #expect(file.load() == .unreadable(#"interval.rounds is not a whole number from 1 to 12 or "endless""#))
    }

    @Test func theBellIsTrueThreeTimesOrFalseAndAnOldFilesFlagStillReads() throws {
        let scratch = try Scratch()
        let url = scratch.url.appendingPathComponent("preferences.json")
        let file = PreferencesFile(url: url)
        try file.saveTimers(TimerPreferences(bell: .threeTimes))
        let object = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any])
        #expect(object["timers.bell"] as? String == "3 times")
        #expect(file.stored.timers.bell == .threeTimes)
        try Data(#"{"timers.bell": false}"#.utf8).write(to: url)
        #expect(file.stored.timers.bell == .off)
        try Data(#"{"timers.bell": true}"#.utf8).write(to: url)
        #expect(file.stored.timers.bell == .once)
    }

    @Test func theCommandLineIsSplitOrRefusedWithItsReason() throws {
        let scratch = try Scratch()
        let url = scratch.url.appendingPathComponent("preferences.json")
        let file = PreferencesFile(url: url)
        #expect(file.storedFinishCommand == .success(nil))
        try Data(#"{"timers.onFinish": "paplay '/usr/share/sounds/a bell.oga'"}"#.utf8).write(to: url)
        #expect(try file.storedFinishCommand.get()?.words == ["paplay", "/usr/share/sounds/a bell.oga"])
        try Data(#"{"timers.onFinish": "say 'unclosed"}"#.utf8).write(to: url)
        #expect(file.storedFinishCommand == .failure(.unclosedQuote("'")))
    }
}
