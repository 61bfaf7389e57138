import Foundation
import PulseTestSupport
import Testing

@testable import PulseCore

/// A save's outcome goes where a fetch answer goes: to the page that asked, and to the
/// page whose value it writes; no other room hears it.
@Suite struct SaveRoutingTests {
    @Test func eachSubjectHasThePageWhoseValueItIs() {
        let table: [(Save.Subject, Page?)] = [
            (.stopwatch, .stopwatch), (.clockPreferences, .clock), (.uptimePreferences, .uptime),
            (.contributionsPreferences, .github), (.timer(.countdown), .countdown), (.timer(.interval), .interval),
            (.credential(.uptimeKey), .uptime), (.credential(.githubUsername), .github),
            (.credential(ContributionsSource.codeberg.handleCredential), .github),
            (.location, .settings), (.timerPreferences, .settings), (.pages, .settings), (.hintShown, nil),
        ]
        for (subject, owner) in table {
            #expect(subject.owner == owner, "\(subject)")
        }
    }

    @Test func theOutcomeGoesToWhereItWasMadeAndWhoseValueItIs() {
        let fromSettings = Save(.clockPreferences(ClockPreferences()), origin: .settings, row: .seconds)
        #expect(fromSettings.hearers == [.clock, .settings])
        let key = Save(.credential(.uptimeKey, SecretText("k")), origin: .uptime)
        #expect(key.hearers == [.uptime])
        #expect(Save(.hintShown, origin: .stopwatch).hearers == [.stopwatch])
    }

    @Test func aKeySavedOnSettingsClosesTheUptimePagesFirstPromptAndRefreshesAtOnce() {
        let size = TerminalSize(columns: 80, rows: 24)
        let now = Date(timeIntervalSince1970: 1_788_081_780)
        var state = AppState(
            page: .uptime, size: size, uptime: UptimeModel(preferences: UptimePreferences(source: .levo)))
        _ = state.handle(.started, at: now)
        #expect(state.uptimePage.prompt != nil, "the key is asked for first")
        _ = state.handle(.key(.right), at: now)
        let save = Save(.credential(.uptimeKey, SecretText("k")), origin: .settings, row: .uptimeKey)
        _ = state.handle(.saved(save, .written), at: now)
        #expect(state.uptimePage.prompt == nil, "the page whose key it is heard it")
    }
}
