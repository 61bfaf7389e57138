import Foundation
import PulseTestSupport
import Testing

@testable import PulseCore

/// What the Countdown page takes as a length, and when: a run under way (paused or
/// running) changes only through its presses, and an entry held or refused says why.
@Suite struct CountdownEntryTests {
    let size = TerminalSize(columns: 80, rows: 24)
    let t0 = Date(timeIntervalSince1970: 1_788_081_780)

    func state(countdown: Countdown = Countdown()) -> AppState {
        var state = AppState(
            page: .countdown, size: size, timersAtStart: TimersAtStart(countdown: countdown),
            pages: PagesShown.original.adding(.countdown))
        _ = state.handle(.started, at: t0)
        return state
    }

    /// Presses on the face at `now`, `count` of them 0.1 s apart, decided once the window
    /// closes.
    func press(_ count: Int, _ state: inout AppState, at now: Date) -> [Effect] {
        var effects: [Effect] = []
        for index in 0..<count {
            effects += state.handle(.key(.character(" ")), at: now.addingTimeInterval(Double(index) * 0.1))
        }
        return effects + state.handle(.tick, at: now.addingTimeInterval(Double(count) * 0.1 + TapSequence.window))
    }

    func type(_ text: String, _ state: inout AppState, at now: Date) -> [Effect] {
        text.flatMap { state.handle(.key(.character($0)), at: now) }
    }

    @Test func aDigitOnAPausedCountdownChangesNothingUntilItIsReset() {
        var state = state()
        _ = type("30", &state, at: t0)
        _ = press(2, &state, at: t0)
        _ = press(2, &state, at: t0.addingTimeInterval(4))
        let paused = state.countdown
        let at = t0.addingTimeInterval(10)
        #expect(paused.phase(at: at) == .paused && paused.readout(at: at) == "0:26")
        // Every entry gesture: digits, Backspace, a minute more or less, the wheel.
        var effects = type("9", &state, at: at)
        for key in [Key.backspace, .up, .down] { effects += state.handle(.key(key), at: at) }
        effects += state.handle(.mouse(MouseEvent(.wheel(.up), column: 3, row: 3)), at: at)
        #expect(state.countdown == paused, "the paused run is kept whole")
        #expect(effects.saves.isEmpty, "nothing to store")
        #expect(state.countdownPage.notice == .resetFirst, "it says what comes first")
        // A triple press resets it; then a digit sets a length, and the word goes.
        _ = press(3, &state, at: t0.addingTimeInterval(20))
        #expect(state.countdownPage.notice == nil)
        _ = type("9", &state, at: t0.addingTimeInterval(21))
        #expect(state.countdown.length == 9 && state.countdown.phase(at: t0.addingTimeInterval(21)) == .ready)
    }

    @Test func aDigitOnARunningCountdownKeepsItRunningAndSaysWhy() {
        var state = state(countdown: Countdown(length: 90))
        _ = press(2, &state, at: t0)
        let running = state.countdown
        #expect(type("5", &state, at: t0.addingTimeInterval(5)).isEmpty)
        #expect(state.countdown == running && state.countdownPage.notice == .resetFirst)
        _ = press(2, &state, at: t0.addingTimeInterval(6))
        #expect(state.countdownPage.notice == nil, "its own gesture (a pause) clears the word")
    }

    @Test func theWordAskingForAResetGoesWhenTheRunEnds() {
        var state = state(countdown: Countdown(length: 60))
        _ = press(2, &state, at: t0)
        _ = type("5", &state, at: t0.addingTimeInterval(5))
        #expect(state.countdownPage.notice == .resetFirst)
        _ = state.handle(.tick, at: t0.addingTimeInterval(61))
        #expect(state.countdown.phase(at: t0.addingTimeInterval(61)).isFinished)
        #expect(state.countdownPage.notice == nil, "an ended countdown takes a length again")
    }

    @Test func sevenNinesAreHeldAtThirtyHoursAndSaySo() {
        var state = state()
        let effects = type("9999999", &state, at: t0)
        #expect(state.countdown.length == Countdown.longest)
        #expect(state.countdownPage.notice == .atMost)
        // The hold is stored; the save's success leaves the word in place.
        let save = effects.saves.last
        #expect(save == Save(.timer(.countdown(state.countdown)), origin: .countdown))
        if let save { _ = state.handle(.saved(save, .written), at: t0) }
        #expect(state.countdownPage.notice == .atMost)
        _ = state.handle(.key(.backspace), at: t0)
        #expect(state.countdownPage.notice == nil, "the next entry that is taken whole clears it")
    }

    @Test func upAtThirtyHoursIsRefusedAndSaysSo() {
        var state = state(countdown: Countdown(length: Countdown.longest - 30))
        _ = state.handle(.key(.up), at: t0)
        #expect(state.countdown.length == Countdown.longest)
        #expect(state.countdownPage.notice == .atMost)
        _ = state.handle(.key(.down), at: t0)
        #expect(state.countdown.length == Countdown.longest - 60 && state.countdownPage.notice == nil)
    }

    @Test func aStartAtNoLengthIsRefusedAndSaysSo() {
        var state = state(countdown: Countdown(length: 0))
        let effects = press(2, &state, at: t0)
        #expect(effects.saves.isEmpty)
        #expect(state.countdown.phase(at: t0.addingTimeInterval(1)) == .ready)
        #expect(state.countdownPage.notice == .noLength)
        _ = type("5", &state, at: t0.addingTimeInterval(2))
        #expect(state.countdownPage.notice == nil && state.countdown.length == 5)
    }

    @Test func aWrittenSaveKeepsAnEntrysWordAndClearsAFilesWord() {
        #expect(TimerNotice.after(.written, replacing: .atMost) == .atMost)
        #expect(TimerNotice.after(.written, replacing: .notSaved) == nil)
        #expect(TimerNotice.after(.failed, replacing: .resetFirst) == .notSaved)
    }
}
