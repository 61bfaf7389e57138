import Foundation
import PulseCore
import Testing

@testable import PulseDisplay

/// The uptime source picker on the rendered frame.
@Suite struct SourcePickerLayoutTests {
    let now = utcInstant("2026-08-30T14:32:08Z")

    /// Settings with the picker open, the highlight moved `steps` lines from the current.
    func picker(columns: Int, rows: Int, steps: Int = 0) -> AppState {
        var state = AppState(page: .settings, size: TerminalSize(columns: columns, rows: rows))
        _ = state.handle(.pressed(.settingsRow(.uptimeSource)), at: now)
        for _ in 0..<steps { _ = state.handle(.key(.down), at: now) }
        return state
    }

    func frame(_ state: AppState) throws -> Frame {
        Renderer(typeface: try builtInTypeface()).frame(for: state, at: now, in: utc)
    }

    @Test(arguments: [(80, 24), (120, 40), (200, 60)])
    func goldenScreens(columns: Int, rows: Int) throws {
        try expectGolden(
            FrameText.document(try frame(picker(columns: columns, rows: rows, steps: 2)), title: "source picker"),
            named: "picker-\(columns)x\(rows).txt")
    }

    @Test func everyChoiceIsAClickTargetOnATallTerminal() throws {
        let state = picker(columns: 120, rows: 60)
        guard case .picker(let open, _) = state.screen else {
            Issue.record("no picker")
            return
        }
        let layout = PanelLayout.lay(SourcePickerView.panel(for: open), in: state.size, typeface: try builtInTypeface())
        let choices = layout.targets.compactMap { target -> UptimeSourceChoice? in
            if case .sourceChoice(let choice) = target.target { return choice }
            return nil
        }
        #expect(choices == UptimeSourceChoice.allCases)
    }

    @Test func theHighlightStaysInViewOnAShortTerminal() throws {
        let text = FrameText.glyphLines(try frame(picker(columns: 80, rows: 16, steps: 6)))
            .map { $0.replacingOccurrences(of: " ", with: "") }.joined(separator: "\n")
        #expect(text.contains("BETTERSTACK"), "the last line, highlighted, is drawn")
        #expect(text.contains("MORE"), "what is above is counted")
    }

    /// On first use the hint is the one place that says Enter picks: a list longer than
    /// the terminal scrolls under it, never over it.
    @Test(arguments: [(80, 16), (80, 24), (80, 25), (120, 40)])
    func theFirstUseHintShowsWhateverTheListHides(columns: Int, rows: Int) throws {
        var state = AppState(page: .uptime, size: TerminalSize(columns: columns, rows: rows))
        _ = state.handle(.started, at: now)
        let text = FrameText.glyphLines(try frame(state)).map { $0.replacingOccurrences(of: " ", with: "") }
        #expect(text.contains { $0.contains("UPTIMEKUMA") }, "the first choice, highlighted")
        #expect(
            text.contains { $0.contains("PICKWHATYOURUN:ENTER") },
            "\(columns)x\(rows):\n\(text.joined(separator: "\n"))")
    }

    @Test func textLinesMarkTheHighlightAndTheCurrentSource() {
        guard case .picker(let open, _) = picker(columns: 80, rows: 24, steps: 1).screen else {
            Issue.record("no picker")
            return
        }
        let lines = SourcePickerView.textLines(for: open)
        #expect(lines.first == "UPTIME SOURCE")
        // The original API is the last line, and the end holds the highlight there.
        #expect(lines.contains("> LEVO *: LEVO STUDIO'S UPTIME API"))
        #expect(lines.contains("UPTIME KUMA: YOUR KUMA STATUS PAGE"), "each line says what the source is")
        #expect(lines.count == UptimeSourceChoice.allCases.count + 2)
    }
}
