import Foundation
import PulseCore
import PulseTestSupport
import Testing

@testable import PulseDisplay

/// A settings file read while Pulse runs replaces what every page shows of it: a row or
/// the Clock that said a change was not saved says so no more, since the value it shows
/// is now the file's.
@Suite struct SettingsReadClearsMarksTests {
    let now = Date(timeIntervalSince1970: 1_788_081_810)
    let size = TerminalSize(columns: 100, rows: 40)

    /// The rows as text, without the chosen row's marker.
    func lines(_ state: AppState) -> [String] {
        SettingsView.textLines(for: state).map { $0.hasPrefix("> ") ? String($0.dropFirst(2)) : $0 }
    }

    @Test func aReadOfTheFileClearsTheNotSavedMarks() {
        var state = AppState(page: .settings, size: size)
        let seconds = state.handle(.pressed(.settingsRow(.seconds)), at: now)
        _ = state.handle(.saved(seconds.saves.first ?? Save(.hintShown, origin: .clock), .fileUnusable), at: now)
        let order = state.handle(.pressed(.settingsRow(.uptimeOrder)), at: now)
        _ = state.handle(.saved(order.saves.first ?? Save(.hintShown, origin: .clock), .failed), at: now)
        #expect(lines(state).contains("SECONDS: NOT SAVED: ON") && state.clock.notSaved)
        #expect(lines(state).contains("ORDER: NOT SAVED: DOWN FIRST"))
        // The file, fixed by hand, holds seconds off and the order as it was.
        _ = state.handle(.settingsRead(.read(Settings())), at: now)
        #expect(lines(state).contains("SECONDS: OFF"), "the file's value, unmarked")
        #expect(lines(state).contains("ORDER: AS LISTED"))
        #expect(!lines(state).contains { $0.contains("NOT SAVED") }, "\(lines(state))")
        #expect(!state.clock.notSaved, "the Clock's SETTING NOT SAVED is gone")
    }
}
