import Foundation
import PulseTestSupport
import Testing

@testable import PulseCore

/// A stopped Countdown after `:`: the digits are a time of day, and a start runs until the
/// next instant New York's clocks show it, as `--until` does, across daylight saving too.
@Suite struct CountdownTimeEntryTests {
    let size = TerminalSize(columns: 80, rows: 24)
    let newYork: TimeZone
    /// 2026-08-28 10:00 EDT (14:00Z).
    let morning = Date(timeIntervalSince1970: 1_787_925_600)

    init() throws {
        newYork = try #require(TimeZone(identifier: "America/New_York"))
    }

    func state(format: TimeFormat = .twentyFourHour, at now: Date) -> AppState {
        var state = AppState(
            page: .countdown, size: size, run: Run(zone: newYork), preferences: ClockPreferences(timeFormat: format),
            pages: PagesShown.original.adding(.countdown))
        _ = state.handle(.started, at: now)
        return state
    }

    /// Each character of `text` as a key at `now`.
    func type(_ text: String, _ state: inout AppState, at now: Date) -> [Effect] {
        text.flatMap { state.handle(.key(.character($0)), at: now) }
    }

    /// A double press at `now`, decided once the window closes.
    func start(_ state: inout AppState, at now: Date) -> [Effect] {
        state.handle(.key(.enter), at: now) + state.handle(.key(.enter), at: now.addingTimeInterval(0.1))
            + state.handle(.tick, at: now.addingTimeInterval(0.1 + TapSequence.window))
    }

    /// What the page holds typed at `now`, as the Clock shows a time in `format`.
    func typed(_ state: AppState, at now: Date, _ format: TimeFormat = .twentyFourHour) -> String? {
        state.countdownPage.typedTime(at: now)?.shown(format)
    }

    @Test func colonThen1430StartsACountdownEndingAtHalfPastTwoLocal() {
        var state = state(at: morning)
        #expect(type(":1430", &state, at: morning).saves.isEmpty, "a time typed is the page's alone")
        #expect(typed(state, at: morning) == "14:30")
        #expect(state.countdown.length == Countdown.defaultLength, "the length is left as it was")
        let effects = start(&state, at: morning)
        let halfPastTwo = morning.addingTimeInterval(4.5 * 3600)
        #expect(state.countdown.endsAt == halfPastTwo)
        #expect(state.countdown.endsAtTimeOfDay, "it says UNTIL and is stored as --until's is")
        #expect(effects.saves.last == Save(.timer(.countdown(state.countdown)), origin: .countdown))
        #expect(state.countdownPage.typedTime(at: morning) == nil, "the entry goes with the start")
    }

    @Test func aTimeTheClockHasPassedTodayIsTomorrows() {
        var state = state(at: morning)
        _ = type(":930", &state, at: morning)
        _ = start(&state, at: morning)
        #expect(state.countdown.endsAt == morning.addingTimeInterval(23.5 * 3600))
    }

    @Test func aTimeASpringForwardSkipsIsRefusedAndTheEntryKept() {
        // 2027-03-14 01:00 EST, an hour before New York's clocks go from 02:00 to 03:00.
        let night = Date(timeIntervalSince1970: 1_805_004_000)
        var state = state(at: night)
        _ = type(":0230", &state, at: night)
        #expect(start(&state, at: night).saves.isEmpty)
        #expect(state.countdown.phase(at: night.addingTimeInterval(1)) == .ready, "nothing started")
        #expect(state.countdownPage.notice == .noSuchTime(tomorrow: false))
        #expect(typed(state, at: night) == "02:30", "the entry is kept to be put right")
        // Put right: 03:30 EDT comes an hour and a half after 01:00 EST.
        for _ in 1...3 { _ = state.handle(.key(.backspace), at: night) }
        #expect(state.countdownPage.notice == nil, "the word goes as the entry is used")
        _ = type("330", &state, at: night)
        _ = start(&state, at: night)
        #expect(state.countdown.endsAt == night.addingTimeInterval(1.5 * 3600))
        // From the evening before, the 02:30 skipped is tomorrow's.
        var evening = self.state(at: night.addingTimeInterval(-6 * 3600))
        _ = type(":230", &evening, at: night.addingTimeInterval(-6 * 3600))
        _ = start(&evening, at: night.addingTimeInterval(-6 * 3600))
        #expect(evening.countdownPage.notice == .noSuchTime(tomorrow: true))
    }

    @Test func colonAgainEscOrAnEmptyingBackspaceGoBackToTheLength() {
        var state = state(at: morning)
        _ = type(":14:", &state, at: morning)
        #expect(state.countdownPage.typedTime(at: morning) == nil)
        _ = type("5", &state, at: morning)
        #expect(state.countdown.length == 5, "a digit is a length again")
        _ = type(":7", &state, at: morning)
        _ = state.handle(.key(.escape), at: morning)
        #expect(state.countdownPage.typedTime(at: morning) == nil && state.countdown.length == 5)
        _ = type(":7", &state, at: morning)
        _ = state.handle(.key(.backspace), at: morning)
        #expect(state.countdownPage.typedTime(at: morning) == nil, "Backspace to empty")
        _ = start(&state, at: morning)
        #expect(state.countdown.phase(at: morning.addingTimeInterval(1)) == .running)
        #expect(state.countdown.runLength == 5 && !state.countdown.endsAtTimeOfDay, "a countdown of the length")
    }

    @Test func twelveHourEntryTakesAOrPAndShowsTheTimeAsTheClockDoes() {
        var state = state(format: .twelveHour, at: morning)
        _ = type(":230", &state, at: morning)
        #expect(typed(state, at: morning, .twelveHour) == "2:30 AM", "no half typed: the 24-hour reading")
        _ = type("p", &state, at: morning)
        #expect(typed(state, at: morning, .twelveHour) == "2:30 PM")
        _ = start(&state, at: morning)
        #expect(state.countdown.endsAt == morning.addingTimeInterval(4.5 * 3600))
        // `1430` already says PM: `p` is taken as said, `a` refused with a word.
        var other = self.state(format: .twelveHour, at: morning)
        _ = type(":1430P", &other, at: morning)
        #expect(typed(other, at: morning, .twelveHour) == "2:30 PM" && other.countdownPage.notice == nil)
        _ = type("a", &other, at: morning)
        #expect(typed(other, at: morning, .twelveHour) == "2:30 PM" && other.countdownPage.notice == .noTime)
    }

    @Test func aStartBeforeAWholeTimeIsRefusedAndSaysHowOneIsTyped() {
        var state = state(at: morning)
        _ = type(":14", &state, at: morning)
        #expect(start(&state, at: morning).saves.isEmpty)
        #expect(state.countdownPage.notice == .noTime && typed(state, at: morning) == "14")
    }

    @Test func aRunningCountdownKeepsRunningWhenColonIsTyped() {
        var state = state(at: morning)
        _ = start(&state, at: morning)
        let running = state.countdown
        _ = type(":1430", &state, at: morning.addingTimeInterval(5))
        #expect(state.countdown == running && state.countdownPage.notice == .resetFirst)
        #expect(state.countdownPage.typedTime(at: morning.addingTimeInterval(5)) == nil)
    }
}
