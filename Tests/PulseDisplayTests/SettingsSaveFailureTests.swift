import Foundation
import PulseCore
import PulseTestSupport
import Testing

@testable import PulseDisplay

/// A preference whose save failed: the row that made it says so before its value, the
/// page it concerns says so too, and a later save of the same kind that is written clears
/// every row of that kind.
@Suite struct SettingsSaveFailureTests {
    let now = Date(timeIntervalSince1970: 1_788_081_810)
    let size = TerminalSize(columns: 100, rows: 40)

    /// The rows as text, without the chosen row's marker.
    func lines(_ state: AppState) -> [String] {
        SettingsView.textLines(for: state).map { $0.hasPrefix("> ") ? String($0.dropFirst(2)) : $0 }
    }

    @Test func aFailedRowSaysSoUntilASaveOfItsKindIsWritten() {
        var state = AppState(page: .settings, size: size)
        let seconds = state.handle(.pressed(.settingsRow(.seconds)), at: now)
        _ = state.handle(.outcome(of: seconds, .failed), at: now)
        #expect(lines(state).contains("SECONDS: NOT SAVED: ON"))
        #expect(state.clock.notSaved, "the Clock says it too")
        #expect(!lines(state).contains { $0.hasPrefix("ORBIT: NOT SAVED") }, "only the row that made it")
        let orbit = state.handle(.pressed(.settingsRow(.orbit)), at: now)
        _ = state.handle(.outcome(of: orbit, .written), at: now)
        #expect(lines(state).contains("SECONDS: ON"), "the written save holds every clock preference")
        #expect(!state.clock.notSaved)
    }

    @Test func aFailedOrderIsSaidOnTheRowAndOnTheUptimePage() {
        var state = AppState(page: .settings, size: size)
        let order = state.handle(.pressed(.settingsRow(.uptimeOrder)), at: now)
        _ = state.handle(.outcome(of: order, .fileUnusable), at: now)
        #expect(lines(state).contains("ORDER: NOT SAVED: DOWN FIRST"))
        #expect(
            UptimeView.textLines(for: state.uptime, notSaved: state.uptimePage.notSaved, at: now, in: utc)
                .contains("SETTING NOT SAVED"))
        // A lock still held is waited out, not said.
        let again = state.handle(.pressed(.settingsRow(.uptimeOrder)), at: now)
        _ = state.handle(.outcome(of: again, .locked), at: now)
        #expect(lines(state).contains("ORDER: NOT SAVED: AS LISTED"))
    }
}

extension AppEvent {
    /// The store's answer `outcome` to the first save among `effects`.
    fileprivate static func outcome(of effects: [Effect], _ outcome: SaveOutcome) -> AppEvent {
        .saved(effects.saves.first ?? Save(.stopwatch(.reset), origin: .stopwatch), outcome)
    }
}
