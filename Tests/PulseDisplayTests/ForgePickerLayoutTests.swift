import Foundation
import PulseCore
import Testing

@testable import PulseDisplay

/// The picker of the contributions page's forge on the rendered frame.
@Suite struct ForgePickerLayoutTests {
    let now = utcInstant("2026-08-30T14:32:08Z")

    /// Settings with the forge picker open, the highlight moved `steps` lines down.
    func picker(columns: Int, rows: Int, steps: Int = 0) -> AppState {
        var state = AppState(page: .settings, size: TerminalSize(columns: columns, rows: rows))
        _ = state.handle(.pressed(.settingsRow(.contributionsSource)), at: now)
        for _ in 0..<steps { _ = state.handle(.key(.down), at: now) }
        return state
    }

    func frame(_ state: AppState) throws -> Frame {
        Renderer(typeface: try builtInTypeface()).frame(for: state, at: now, in: utc)
    }

    @Test(arguments: [(80, 24), (120, 40), (200, 60)])
    func goldenScreens(columns: Int, rows: Int) throws {
        try expectGolden(
            FrameText.document(try frame(picker(columns: columns, rows: rows, steps: 1)), title: "forge picker"),
            named: "forge-picker-\(columns)x\(rows).txt")
    }

    @Test func everyChoiceIsAClickTargetOnATallTerminal() throws {
        let state = picker(columns: 120, rows: 60)
        guard case .forgePicker(let open) = state.screen else {
            Issue.record("no picker")
            return
        }
        let layout = PanelLayout.lay(ForgePickerView.panel(for: open), in: state.size, typeface: try builtInTypeface())
        let choices = layout.targets.compactMap { target -> ContributionsSourceChoice? in
            if case .forgeChoice(let choice) = target.target { return choice }
            return nil
        }
        #expect(choices == ContributionsSourceChoice.allCases)
    }

    @Test func textLinesSayWhatEachChoiceAsksFor() {
        guard case .forgePicker(let open) = picker(columns: 80, rows: 24, steps: 1).screen else {
            Issue.record("no picker")
            return
        }
        #expect(
            ForgePickerView.textLines(for: open) == [
                "CONTRIBUTIONS", "GITHUB *: GITHUB.COM, PUBLIC PAGE", "> GITLAB.COM: GITLAB.COM, PUBLIC PROFILE",
                "GITLAB: OWN SERVER: ADDRESS, NAME", "CODEBERG: CODEBERG.ORG, PUBLIC",
                "FORGEJO: OWN SERVER: ADDRESS, NAME", "GITEA: OWN SERVER: ADDRESS, NAME", ForgePickerView.hint,
            ])
    }
}
