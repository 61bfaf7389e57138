import Foundation
import PulseTestSupport
import Testing

@testable import PulseCore

/// A timer's end is rung and its command run only once the claim on the stored file comes
/// back: written (or failed for good), not refused because another Pulse announced it.
@Suite struct TimerEndClaimTests {
    let t0 = Date(timeIntervalSince1970: 1_788_080_000)
    let size = TerminalSize(columns: 80, rows: 24)
    let command = try? FinishCommand(parsing: "notify-send done")

    func ended(_ state: inout AppState) -> Save? {
        let effects = state.handle(.tick, at: t0.addingTimeInterval(1))
        #expect(state.bells == 0 && !effects.contains { if case .runCommand = $0 { true } else { false } })
        return effects.saves.first
    }

    @Test func aClaimRefusedRingsNothingAndAWrittenOneRingsOnce() throws {
        let countdown = Countdown(length: 60, endsAt: t0)
        var refused = AppState(
            page: .countdown, size: size, timersAtStart: TimersAtStart(countdown: countdown), finishCommand: command)
        let claim = try #require(ended(&refused))
        let after = refused.handle(.saved(claim, .superseded), at: t0.addingTimeInterval(1))
        #expect(refused.bells == 0 && after.isEmpty, "another Pulse announced it")

        var written = AppState(
            page: .countdown, size: size, timersAtStart: TimersAtStart(countdown: countdown), finishCommand: command)
        let mine = try #require(ended(&written))
        let runs = written.handle(.saved(mine, .written), at: t0.addingTimeInterval(1))
        #expect(written.bells == 1 && runs.count == 1)
    }

    @Test func theDemoRingsWithoutAFile() {
        var state = AppState(
            page: .countdown, size: size, run: Run(.demo),
            timersAtStart: TimersAtStart(countdown: Countdown(length: 60, endsAt: t0)))
        _ = state.handle(.tick, at: t0.addingTimeInterval(1))
        #expect(state.bells == 1)
    }
}
