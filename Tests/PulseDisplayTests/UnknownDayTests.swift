import Foundation
import PulseCore
import PulseTestSupport
import Testing

@testable import PulseDisplay

/// A day the calendar does not know is drawn as unknown, never as a quiet day: left out of
/// the grid in the frame on every colour rung, `?` in the text, and a long status line
/// broken rather than widening the page.
@Suite struct UnknownDayTests {
    /// A Sunday: today is the top of the last column.
    let now = utcInstant("2026-08-30T14:32:08Z")
    /// Thursday and Friday of last week: one not known, one known to be quiet.
    let unknownDay = "2026-08-27", quietDay = "2026-08-28"

    /// The page with every day of the grid known (0, and today 3) except `unknownDay`.
    func state(_ columns: Int, _ rows: Int) -> AppState {
        let days = Heatmap.cells(now: now, zone: utc).joined().filter { !$0.isFuture && $0.date != unknownDay }.map {
            ContributionDay(date: $0.date, count: $0.isToday ? 3 : 0, isCountExact: true)
        }
        // The calendar has a hole: an answer judged good never has one in the weeks shown,
        // but a kept calendar has them past its end, and this puts one where it shows.
        // Still, so the laid-out squares are where the frame draws them.
        return AppState(
            page: .github, size: TerminalSize(columns: columns, rows: rows),
            preferences: ClockPreferences(orbits: false), credentials: CredentialPresence(githubUsername: "octocat"),
            github: ContributionsModel(days: days, events: [], checkedAt: now))
    }

    /// The frame, and the grid's squares in row-major order.
    func render(_ state: AppState) throws -> (Frame, [PixelFill]) {
        let typeface = try builtInTypeface()
        let renderer = Renderer(typeface: typeface)
        let panel = try #require(renderer.body(for: state, at: now, in: utc) as? Panel)
        let layout = PanelLayout.lay(panel, in: state.size, typeface: typeface)
        let squares: Set<ColorRole> = Set(ContributionsView.ramp + ContributionsView.todayRamp + [.background])
        let first = try #require(layout.fills.firstIndex { ContributionsView.ramp.contains($0.role) })
        let grid = Array(layout.fills[first...].prefix(Heatmap.rows * Heatmap.columns))
        #expect(grid.allSatisfy { squares.contains($0.role) })
        return (renderer.frame(for: state, at: now, in: utc), grid)
    }

    func square(_ date: String, in grid: [PixelFill]) throws -> PixelFill {
        let cells = Heatmap.cells(now: now, zone: utc)
        let row = try #require(cells.firstIndex { $0.contains { $0.date == date } })
        let column = try #require(cells[row].firstIndex { $0.date == date })
        return grid[row * Heatmap.columns + column]
    }

    @Test func theUnknownDayIsLeftOutOfTheGrid() throws {
        let (_, grid) = try render(state(120, 40))
        #expect(try square(unknownDay, in: grid).role == ContributionsView.unknownDay)
        #expect(try square(quietDay, in: grid).role == .heat0)
        #expect(grid.filter { $0.role == .background }.count == 1)
    }

    @Test(arguments: ColorMode.allCases)
    func anUnknownDayIsNotAQuietDayOnAnyColourRung(_ mode: ColorMode) throws {
        let (frame, grid) = try render(state(120, 40))
        func shown(_ date: String) throws -> String {
            let fill = try square(date, in: grid)
            let cell = mode.adapt(frame[fill.y / 2 + (fill.height / 2) / 2, fill.x + fill.width / 2])
            let background = mode.backgroundNumber(for: cell.background).map(String.init) ?? "-"
            let foreground = mode.colorNumber(for: cell.foreground).map(String.init) ?? "-"
            return "\(cell.glyph) \(foreground) \(background) \(MonochromeCell.isReversed(cell))"
        }
        let unknown = try shown(unknownDay), quiet = try shown(quietDay)
        #expect(unknown != quiet, "\(mode): \(unknown) is \(quiet)")
    }

    @Test func theTextSaysQuestionMarkForTheUnknownDay() throws {
        let lines = ContributionsView.textLines(for: state(80, 24), at: now, in: utc)
        let grid = Array(lines[3..<10])
        #expect(grid[4].dropLast().last == "?", "Thursday of last week, one column before the last")
        #expect(grid[5].suffix(2) == "00", "Friday of last week is a quiet day, and this week's is to come")
        #expect(grid[0].hasSuffix("2*"), "three today: the second step")
        #expect(grid.joined().filter { $0 == "?" }.count == 1)
    }

    @Test func nothingReadYetIsAGridOfUnknownDays() throws {
        var state = AppState(
            page: .github, size: TerminalSize(columns: 120, rows: 40),
            credentials: CredentialPresence(githubUsername: "octocat"))
        _ = state.handle(.started, at: now)
        let lines = ContributionsView.textLines(for: state, at: now, in: utc)
        let grid = lines[3..<10].joined()
        #expect(grid.filter { $0 == "?" }.count == 113, "every day up to today; the six to come are empty")
    }

    @Test func aLongStatusIsBrokenBeforeItsLastPart() {
        #expect(ContributionsView.statusLines("OFFLINE - SHOWING LAST DATA") == ["OFFLINE - SHOWING LAST DATA"])
        #expect(
            ContributionsView.statusLines("PAGE NOT UNDERSTOOD - SHOWING LAST DATA") == [
                "PAGE NOT UNDERSTOOD", "SHOWING LAST DATA",
            ])
        #expect(
            ContributionsView.statusLines("RATE LIMITED - WAIT 2 MIN - SHOWING LAST DATA") == [
                "RATE LIMITED - WAIT 2 MIN", "SHOWING LAST DATA",
            ])
    }

    @Test(arguments: [(80, 24), (120, 40)])
    func goldenScreensWithAnUnknownDay(columns: Int, rows: Int) throws {
        let (frame, _) = try render(state(columns, rows))
        try expectGolden(
            FrameText.document(frame, title: "github unknown day 2026-08-30T14:32:08Z UTC"),
            named: "github-unknown-\(columns)x\(rows).txt")
    }
}
