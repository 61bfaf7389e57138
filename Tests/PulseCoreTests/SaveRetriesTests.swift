import Foundation
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
        #expect(save == [.savePreferences(ClockPreferences(showsSeconds: true))])
        #expect(state.handle(.saveDeferred(save[0]), at: now).isEmpty)
        #expect(state.preferences.showsSeconds, "the choice stays in effect")
        #expect(state.nextDeadline(after: now) == now.addingTimeInterval(SaveRetries.interval), "a wake of its own")
        var at = now
        var lastTry: [Effect] = []
        for _ in 0..<100 {
            at = at.addingTimeInterval(SaveRetries.interval)
            let effects = state.handle(.tick, at: at)
            if case .lastTry? = effects.first {
                lastTry = effects
                break
            }
            #expect(effects == save, "tried again")
            _ = state.handle(.saveDeferred(effects[0]), at: at)
        }
        #expect(lastTry == [.lastTry(save[0])])
        #expect(at.timeIntervalSince(now) >= SaveRetries.patience)
        #expect(state.nextDeadline(after: at) == Orbit.nextStep(after: at), "nothing waits any more")
        _ = state.handle(.preferencesSaved(succeeded: false), at: at)
        #expect(state.clock.notSaved)
        _ = state.handle(.preferencesSaved(succeeded: true), at: at)
        #expect(!state.clock.notSaved, "the next save that succeeds clears it")
    }

    @Test func aNewerSaveReplacesTheWaitingOne() {
        var state = AppState(page: .settings, size: size)
        let first = state.handle(.pressed(.settingsRow(.seconds)), at: now)
        _ = state.handle(.saveDeferred(first[0]), at: now)
        let second = state.handle(.pressed(.settingsRow(.weatherCondition)), at: now)
        _ = state.handle(.saveDeferred(second[0]), at: now.addingTimeInterval(0.1))
        #expect(state.handle(.tick, at: now.addingTimeInterval(0.35)) == second, "one save, the newest choice")
    }

    @Test func quittingGivesEveryWaitingSaveItsLastTryFirst() {
        var state = AppState(page: .settings, size: size)
        let save = state.handle(.pressed(.settingsRow(.seconds)), at: now)
        _ = state.handle(.saveDeferred(save[0]), at: now)
        #expect(state.handle(.key(.character("q")), at: now) == [.lastTry(save[0]), .quit])
    }

    @Test func endingBySignalGivesThemTheirLastTryTooAndStartsNothing() {
        // SIGTERM from systemd or the terminal closing while a save waits for a lock.
        var state = AppState(page: .settings, size: size)
        let save = state.handle(.pressed(.settingsRow(.seconds)), at: now)
        _ = state.handle(.saveDeferred(save[0]), at: now)
        #expect(state.handle(.ending, at: now) == [.lastTry(save[0]), .quit])
        // On a page whose work is due, the end starts none of it.
        var github = AppState(
            page: .github, size: size, credentials: CredentialPresence(githubUsername: "octocat"))
        #expect(github.handle(.ending, at: now) == [.quit])
    }
}
