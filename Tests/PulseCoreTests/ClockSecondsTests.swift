import Foundation
import PulseTestSupport
import Testing

@testable import PulseCore

/// The original's `ClockSecondsTests` (granularity and preferences), on the state.
@Suite struct ClockSecondsTests {
    let size = TerminalSize(columns: 100, rows: 30)
    let at = Date(timeIntervalSince1970: 600.5)

    @Test func defaultsAreMinutesWithTheFigure() {
        let preferences = ClockPreferences()
        #expect(!preferences.showsSeconds && preferences.showsCondition)
    }

    @Test func theDefaultCadenceIsTheMinuteAndSecondsModeTheSecond() {
        #expect(AppState(size: size).nextDeadline(after: at) == Date(timeIntervalSince1970: 660))
        let seconds = AppState(size: size, preferences: ClockPreferences(showsSeconds: true))
        #expect(seconds.nextDeadline(after: at) == Date(timeIntervalSince1970: 601))
    }

    @Test func spaceTwiceTogglesSecondsWhenTheWindowCloses() {
        var state = AppState(size: size)
        _ = state.handle(.key(.character(" ")), at: at)
        _ = state.handle(.key(.character(" ")), at: at.addingTimeInterval(0.1))
        #expect(!state.preferences.showsSeconds)
        #expect(state.nextDeadline(after: at.addingTimeInterval(0.1)) == at.addingTimeInterval(0.45))
        let effects = state.handle(.tick, at: at.addingTimeInterval(0.45))
        #expect(state.preferences.showsSeconds)
        #expect(effects == [.saving(.clockPreferences(ClockPreferences(showsSeconds: true)), on: .clock)])
        #expect(state.nextDeadline(after: at.addingTimeInterval(0.45)) == Date(timeIntervalSince1970: 601))
        // And back: the next deadline is a minute boundary again, at once.
        _ = state.handle(.key(.character(" ")), at: at.addingTimeInterval(2))
        _ = state.handle(.key(.character(" ")), at: at.addingTimeInterval(2.1))
        _ = state.handle(.tick, at: at.addingTimeInterval(3))
        #expect(!state.preferences.showsSeconds)
        #expect(state.nextDeadline(after: at.addingTimeInterval(3)) == Date(timeIntervalSince1970: 660))
    }

    @Test func oneOrThreePressesDoNothing() {
        var state = AppState(size: size)
        _ = state.handle(.key(.character(" ")), at: at)
        #expect(state.handle(.tick, at: at.addingTimeInterval(1)) == [])
        for i in 0..<3 { _ = state.handle(.key(.character(" ")), at: at.addingTimeInterval(2 + 0.1 * Double(i))) }
        #expect(state.handle(.tick, at: at.addingTimeInterval(5)) == [])
        #expect(!state.preferences.showsSeconds)
    }

    @Test func aDoublePressOnTheTimeTogglesAndElsewhereDoesNot() {
        var state = AppState(size: size)
        _ = state.handle(.pressed(.clockTime), at: at)
        _ = state.handle(.pressed(.clockTime), at: at.addingTimeInterval(0.2))
        _ = state.handle(.tick, at: at.addingTimeInterval(1))
        #expect(state.preferences.showsSeconds)
        var stopwatch = AppState(page: .stopwatch, size: size)
        _ = stopwatch.handle(.pressed(.clockTime), at: at)
        _ = stopwatch.handle(.pressed(.clockTime), at: at.addingTimeInterval(0.2))
        _ = stopwatch.handle(.tick, at: at.addingTimeInterval(1))
        #expect(!stopwatch.preferences.showsSeconds)
    }

    @Test func pagingAwayDecidesAPendingDoublePress() {
        var state = AppState(size: size)
        _ = state.handle(.key(.character(" ")), at: at)
        _ = state.handle(.key(.character(" ")), at: at.addingTimeInterval(0.1))
        #expect(
            state.handle(.key(.right), at: at.addingTimeInterval(0.2)) == [
                .saving(.clockPreferences(ClockPreferences(showsSeconds: true)), on: .clock)
            ])
        #expect(state.page == .stopwatch && state.preferences.showsSeconds)
    }
}
