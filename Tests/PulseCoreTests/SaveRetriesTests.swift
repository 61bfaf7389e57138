import Foundation
import PulseTestSupport
import Testing

@testable import PulseCore

/// Saves that found their file locked: tried again on wakes of their own, for a bounded
/// time, then once more and reported; nothing the user chose is lost meanwhile.
@Suite struct SaveRetriesTests {
    let size = TerminalSize(columns: 80, rows: 24)
    let now = Date(timeIntervalSince1970: 1_781_352_100)

    @Test func aDeferredSaveIsTriedAgainOnItsOwnWakeThenGivenALastTry() {
        var state = AppState(page: .settings, size: size)
        let save = state.handle(.pressed(.settingsRow(.seconds)), at: now)
        #expect(
            save == [.saving(.clockPreferences(ClockPreferences(showsSeconds: true)), on: .settings, row: .seconds)])
        #expect(state.handle(.outcome(of: save, .locked), at: now).isEmpty)
        #expect(state.preferences.showsSeconds, "the choice stays in effect")
        #expect(state.nextDeadline(after: now) == now.addingTimeInterval(SaveRetries.interval), "a wake of its own")
        var at = now
        var lastTry: [Effect] = []
        for _ in 0..<100 {
            at = at.addingTimeInterval(SaveRetries.interval)
            let effects = state.handle(.tick, at: at)
            if effects.saves.first?.isLastTry == true {
                lastTry = effects
                break
            }
            #expect(effects == save, "tried again")
            _ = state.handle(.outcome(of: effects, .locked), at: at)
        }
        #expect(lastTry.saves == save.saves.map(\.lastTry))
        #expect(at.timeIntervalSince(now) >= SaveRetries.patience)
        #expect(state.nextDeadline(after: at) == Orbit.nextStep(after: at), "nothing waits any more")
        _ = state.handle(.outcome(of: lastTry, .failed), at: at)
        #expect(state.clock.notSaved)
        _ = state.handle(.outcome(of: lastTry, .written), at: at)
        #expect(!state.clock.notSaved, "the next save that succeeds clears it")
    }

    @Test func aNewerSaveReplacesTheWaitingOne() {
        var state = AppState(page: .settings, size: size)
        let first = state.handle(.pressed(.settingsRow(.seconds)), at: now)
        _ = state.handle(.outcome(of: first, .locked), at: now)
        let second = state.handle(.pressed(.settingsRow(.weatherCondition)), at: now)
        _ = state.handle(.outcome(of: second, .locked), at: now.addingTimeInterval(0.1))
        #expect(state.handle(.tick, at: now.addingTimeInterval(0.35)) == second, "one save, the newest choice")
    }

    @Test func quittingGivesEveryWaitingSaveItsLastTryFirst() {
        var state = AppState(page: .settings, size: size)
        let save = state.handle(.pressed(.settingsRow(.seconds)), at: now)
        _ = state.handle(.outcome(of: save, .locked), at: now)
        #expect(state.handle(.key(.character("q")), at: now) == save.saves.map { .save($0.lastTry) } + [.quit])
    }

    @Test func endingBySignalGivesThemTheirLastTryTooAndStartsNothing() {
        // SIGTERM from systemd or the terminal closing while a save waits for a lock.
        var state = AppState(page: .settings, size: size)
        let save = state.handle(.pressed(.settingsRow(.seconds)), at: now)
        _ = state.handle(.outcome(of: save, .locked), at: now)
        #expect(state.handle(.ending, at: now) == save.saves.map { .save($0.lastTry) } + [.quit])
        // On a page whose work is due, the end starts none of it.
        var github = AppState(
            page: .github, size: size, credentials: CredentialPresence(githubUsername: "octocat"))
        #expect(github.handle(.ending, at: now) == [.quit])
    }
}
