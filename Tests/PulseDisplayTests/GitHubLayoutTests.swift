import Foundation
import PulseCore
import PulseTestSupport
import Testing

@testable import PulseDisplay

/// The GitHub page on the rendered frame.
@Suite struct GitHubLayoutTests {
    let now = utcInstant("2026-08-30T14:32:08Z")

    func demo(_ columns: Int, _ rows: Int) -> AppState {
        DemoContent.state(page: .github, size: TerminalSize(columns: columns, rows: rows), at: now, zone: utc)
    }

    func render(_ state: AppState) throws -> (Frame, PanelLayout) {
        let typeface = try builtInTypeface()
        let renderer = Renderer(typeface: typeface)
        let panel = try #require(renderer.body(for: state, at: now, in: utc) as? Panel)
        return (
            renderer.frame(for: state, at: now, in: utc), PanelLayout.lay(panel, in: state.size, typeface: typeface)
        )
    }

    func squeezed(_ frame: Frame) -> String {
        FrameText.glyphLines(frame).map { $0.replacingOccurrences(of: " ", with: "") }.joined(separator: "\n")
    }

    /// Every row of squares sits the same way on the cells: none straddles a cell
    /// boundary half-lit above and below while another row fills whole cells.
    @Test func heatmapRowsAreOnAnEvenPitch() throws {
        let squares: Set<ColorRole> = Set(ContributionsView.ramp + ContributionsView.todayRamp)
        for columns in stride(from: 80, through: 320, by: 7) {
            for rows in stride(from: 24, through: 100, by: 5) {
                let (_, layout) = try render(demo(columns, rows))
                let tops = Set(layout.fills.filter { squares.contains($0.role) }.map { $0.y % 2 })
                #expect(tops == [0], "\(columns)x\(rows): rows start on \(tops)")
            }
        }
    }

    @Test(arguments: [(80, 24), (120, 40), (200, 60), (320, 100)])
    func everyPartIsOnScreenInOrder(columns: Int, rows: Int) throws {
        let (frame, layout) = try render(demo(columns, rows))
        let text = squeezed(frame)
        let order = ["JUSTTHATRANDOMC...", "COMMITSTODAY", "17WEEKS", "LASTCHECK:14:30:00", "CHANGEUSERNAME"]
        let positions = order.map { text.range(of: $0)?.lowerBound }
        #expect(positions.allSatisfy { $0 != nil }, "\(columns)x\(rows)")
        let found = positions.compactMap { $0 }
        #expect(found == found.sorted())
        // 119 heatmap cells, today's alone on the green ramp.
        let heat: Set<ColorRole> = [.heat0, .heat1, .heat2, .heat3, .heat4]
        let green: Set<ColorRole> = [.today0, .today1, .today2, .today3, .today4]
        #expect(layout.fills.filter { heat.contains($0.role) }.count == 118)
        #expect(
            layout.fills.filter { green.contains($0.role) }.map(\.role) == [.today4], "12 commits: the brightest green")
        let cells = layout.fills.filter { heat.contains($0.role) || green.contains($0.role) }
        #expect(Set(cells.map(\.width)).count == 1 && cells.allSatisfy { $0.width == $0.height }, "square cells")
        #expect(cells.allSatisfy { $0.x >= 0 && $0.x + $0.width <= columns && $0.y + $0.height <= rows * 2 })
    }

    @Test func theCountIsBigAndTodaysPushSitsAboveIt() throws {
        let (frame, layout) = try render(demo(120, 40))
        let count = try #require(layout.labels.first { $0.label.text == "12" })
        #expect(count.label.isBig)
        guard case .pixels = count.tier else {
            Issue.record("the count is pixels at every size")
            return
        }
        let push = try #require(layout.labels.first { $0.label.text == "13:58" })
        // The count's box starts above its caps, by its blank rows: the caps are below the push.
        guard case .pixels(let pixel, _) = count.tier else { return }
        #expect(push.y + push.height <= count.y + count.label.lineBox.capTop * pixel)
        #expect(squeezed(frame).contains("14:32:08"), "the header's clock with seconds")
    }

    @Test func statusLinesShowAtTheFoot() throws {
        var state = AppState(
            page: .github, size: TerminalSize(columns: 80, rows: 24),
            credentials: CredentialPresence(githubUsername: "octocat"))
        let effects = state.handle(.started, at: now)
        for (id, request) in effects.fetches where request.url.path.hasSuffix("contributions") {
            _ = state.handle(.fetched(id: id, result: .failure(.refused)), at: now)
        }
        let (frame, layout) = try render(state)
        let text = squeezed(frame)
        #expect(text.contains("OFFLINE"))
        #expect(layout.labels.contains { $0.label.text == "--" && $0.label.isBig }, "no count without an exact figure")
        #expect(!text.contains("LASTCHECK"), "nothing has succeeded yet")
    }

    @Test func textLinesDrawTheHeatmapAsDigits() {
        let lines = ContributionsView.textLines(for: demo(80, 24), at: now, in: utc)
        #expect(lines.prefix(4) == ["JUSTTHATRANDOMC... 14:32:08", "13:58", "12", "COMMITS TODAY"])
        let grid = Array(lines[4..<11])
        #expect(grid.count == 7)
        #expect(grid[0].hasSuffix("4*"), "2026-08-30 is a Sunday: today is the top of the last column")
        #expect(grid.allSatisfy { $0.filter(\.isNumber).count == 17 })
        #expect(grid.dropFirst().allSatisfy { $0.hasSuffix("0") }, "the days after today are empty")
        #expect(
            lines.suffix(4) == [
                "17 WEEKS TODAY", "3 DAY STREAK \u{00B7} BEST 11", "LAST CHECK: 14:30:00", "CHANGE USERNAME",
            ])
    }

    @Test(arguments: [(80, 24), (120, 40), (200, 60)])
    func goldenScreens(columns: Int, rows: Int) throws {
        let (frame, _) = try render(demo(columns, rows))
        try expectGolden(
            FrameText.document(frame, title: "github demo 2026-08-30T14:32:08Z UTC"),
            named: "github-\(columns)x\(rows).txt")
    }
}
