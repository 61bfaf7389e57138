import Foundation
import PulseTestSupport
import Testing

@testable import PulseCore

/// A save waiting for another process's lock is weighed against the settings file when
/// it is read meanwhile: one whose subject the file changed since is older than the
/// file, and is never tried again; one of a subject the file did not change still is.
@Suite struct StaleRetryTests {
    let now = Date(timeIntervalSince1970: 1_788_081_810)
    let size = TerminalSize(columns: 100, rows: 40)

    @Test func aRetryOfASubjectEditedInTheFileSinceIsDropped() {
        var state = AppState(page: .settings, size: size)
        let toggle = state.handle(.pressed(.settingsRow(.seconds)), at: now)
        let save = toggle.saves.first ?? Save(.hintShown, origin: .clock)
        _ = state.handle(.saved(save, .locked), at: now)
        #expect(state.preferences.showsSeconds, "the toggle shows while its save waits")
        // A hand edit in between: seconds off, the ink amber.
        let edited = ClockPreferences(ink: .amber)
        _ = state.handle(
            .settingsRead(.read(Settings(clock: edited), changed: [.clockPreferences])), at: now)
        let later = now.addingTimeInterval(SaveRetries.patience + 1)
        #expect(state.handle(.tick, at: later).saves.isEmpty, "the old value is not tried again")
        #expect(state.preferences == edited, "the screen shows what is stored")
    }

    @Test func aRetryOfASubjectTheFileDidNotChangeGoesOn() {
        var state = AppState(page: .settings, size: size)
        let toggle = state.handle(.pressed(.settingsRow(.seconds)), at: now)
        let save = toggle.saves.first ?? Save(.hintShown, origin: .clock)
        _ = state.handle(.saved(save, .locked), at: now)
        // Another Pulse changed the pages shown only.
        _ = state.handle(
            .settingsRead(
                .read(Settings(), changed: [.pages])),
            at: now)
        let retried = state.handle(.tick, at: now.addingTimeInterval(SaveRetries.interval))
        #expect(retried.saves.map(\.subject) == [.clockPreferences])
    }
}
