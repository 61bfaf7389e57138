import Foundation
import PulseCore
import PulseTestSupport
import Testing

@testable import PulseDisplay

/// The source pickers (the uptime source's, the forge's) on the rendered frame: one view
/// draws both.
@Suite struct SourcePickerLayoutTests {
    let now = utcInstant("2026-08-30T14:32:08Z")

    /// A picker as Settings opens it: the row that opens it, its goldens' name and title,
    /// and how far the highlight is moved for them.
    struct Opened: Sendable, CustomTestStringConvertible {
        let row: SettingsRow
        let golden: String
        let title: String
        let steps: Int
        var testDescription: String { golden }
    }

    static let kinds = [
        Opened(row: .uptimeSource, golden: "picker", title: "source picker", steps: 2),
        Opened(row: .contributionsSource, golden: "forge-picker", title: "forge picker", steps: 1),
    ]

    /// Settings with the picker of `row` open, the highlight moved `steps` lines from the
    /// current.
    func picker(_ row: SettingsRow = .uptimeSource, columns: Int, rows: Int, steps: Int = 0) -> AppState {
        var state = AppState(page: .settings, size: TerminalSize(columns: columns, rows: rows))
        _ = state.handle(.pressed(.settingsRow(row)), at: now)
        for _ in 0..<steps { _ = state.handle(.key(.down), at: now) }
        return state
    }

    func frame(_ state: AppState) throws -> Frame {
        Renderer(typeface: try builtInTypeface()).frame(for: state, at: now, in: utc)
    }

    @Test(arguments: kinds, [(80, 24), (120, 40), (200, 60)])
    func goldenScreens(kind: Opened, size: (columns: Int, rows: Int)) throws {
        let state = picker(kind.row, columns: size.columns, rows: size.rows, steps: kind.steps)
        try expectGolden(
            FrameText.document(try frame(state), title: kind.title),
            named: "\(kind.golden)-\(size.columns)x\(size.rows).txt")
    }

    @Test(arguments: [
        (SettingsRow.uptimeSource, UptimeSourceChoice.allCases.map(\.name)),
        (SettingsRow.contributionsSource, ContributionsSourceChoice.allCases.map(\.name)),
    ])
    func everyChoiceIsAClickTargetOnATallTerminal(row: SettingsRow, names: [String]) throws {
        let state = picker(row, columns: 120, rows: 60)
        guard case .picker(let open, _) = state.screen else {
            Issue.record("no picker")
            return
        }
        let layout = PanelLayout.lay(SourcePickerView.panel(for: open), in: state.size, typeface: try builtInTypeface())
        let lines = layout.targets.compactMap { target -> Int? in
            if case .sourceChoice(let line) = target.target { return line }
            return nil
        }
        #expect(lines.map { open.lines[$0].name } == names)
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

    @Test func textLinesSayWhatEachChoiceAsksFor() {
        guard case .picker(let open, _) = picker(.contributionsSource, columns: 80, rows: 24, steps: 1).screen else {
            Issue.record("no picker")
            return
        }
        #expect(
            SourcePickerView.textLines(for: open) == [
                "CONTRIBUTIONS", "GITHUB *: GITHUB.COM, PUBLIC PAGE", "> GITLAB.COM: GITLAB.COM, PUBLIC PROFILE",
                "GITLAB: OWN SERVER: ADDRESS, NAME", "CODEBERG: CODEBERG.ORG, PUBLIC",
                "FORGEJO: OWN SERVER: ADDRESS, NAME", "GITEA: OWN SERVER: ADDRESS, NAME", SourcePickerView.hint,
            ])
    }
}
