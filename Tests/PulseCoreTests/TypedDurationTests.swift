import Foundation
import Testing

@testable import PulseCore

/// `--for`'s lengths, and the countdown the command line starts at the run's first instant.
@Suite struct TypedDurationTests {
    @Test(arguments: [
        ("25m", 1500.0), ("90s", 90), ("1h30m", 5400), ("1h5m30s", 3930), ("1:30:00", 5400), ("25:00", 1500),
        ("2H", 7200), ("30h", 108_000), ("0:01", 1),
    ])
    func theFormsTermdownUsersWrite(_ text: String, _ seconds: TimeInterval) {
        #expect(TypedDuration.seconds(text) == seconds)
    }

    @Test(arguments: [
        "", "25", "25x", "m", "5m1h", "1m1m", "1:3:00", "1:60", "0s", "0:00", "31h", "1::00", "-5m", "1.5h",
    ])
    func anythingElseIsRefused(_ text: String) {
        #expect(TypedDuration.seconds(text) == nil, "\(text)")
    }

    @Test func theCountdownAskedForStartsAtTheRunsFirstInstantAndIsStored() {
        let t0 = Date(timeIntervalSince1970: 1_788_081_780)
        var state = AppState(
            page: .countdown, size: TerminalSize(columns: 80, rows: 24),
            timersAtStart: TimersAtStart(countdown: Countdown(length: 600), startingCountdown: .lasting(90)))
        let effects = state.handleAnswered(.started, at: t0)
        #expect(state.countdown.endsAt == t0.addingTimeInterval(90) && state.countdown.length == 90)
        #expect(effects.saves.contains { $0.item == .timer(.countdown(state.countdown)) })
        _ = state.handleAnswered(.tick, at: t0.addingTimeInterval(10))
        #expect(state.countdown.endsAt == t0.addingTimeInterval(90), "started once")
    }
}
