import Foundation
import PulseCore
import Testing

@testable import PulseDisplay

/// The Uptime page of a Kuma status page with history: counts, notices, groups with
/// roll-ups, strips of recent checks, uptime and down-since, by colour and without.
@Suite struct UptimeWallTests {
    let now = utcInstant("2026-08-30T14:32:08Z")

    func render(_ model: UptimeModel, _ columns: Int, _ rows: Int, grid: PixelGrid = .halfCells) throws -> (
        Frame, PanelLayout
    ) {
        let typeface = try builtInTypeface()
        let size = TerminalSize(columns: columns, rows: rows)
        let layout = PanelLayout.lay(
            UptimeView.panel(for: model, at: now, in: utc), in: size, typeface: typeface, grid: grid)
        return (layout.frame(size: size, typeface: typeface), layout)
    }

    /// The frame as a terminal without colour shows it: the glyphs after the mode's
    /// adaptation, and where reverse video lights a cell.
    static func withoutColour(_ frame: Frame, title: String) -> String {
        var lines = ["# \(title), no colour (\(frame.columns)x\(frame.rows))", "## glyphs"]
        let adapted = (0..<frame.rows).map { row in (0..<frame.columns).map { ColorMode.none.adapt(frame[row, $0]) } }
        lines += adapted.map { "|" + String($0.map { Character($0.glyph) }) + "|" }
        lines.append("## reverse video")
        lines += adapted.map { "|" + String($0.map { MonochromeCell.isReversed($0) ? "#" : " " }) + "|" }
        return lines.joined(separator: "\n") + "\n"
    }

    @Test(arguments: [(80, 24), (120, 40), (200, 60)])
    func goldenScreens(columns: Int, rows: Int) throws {
        let (frame, layout) = try render(try KumaWall.model(at: now), columns, rows)
        #expect(layout.fits)
        let title = "uptime kuma wall 2026-08-30T14:32:08Z UTC"
        try expectGolden(FrameText.document(frame, title: title), named: "uptime-wall-\(columns)x\(rows).txt")
        try expectGolden(Self.withoutColour(frame, title: title), named: "uptime-wall-nocolour-\(columns)x\(rows).txt")
    }

    static let stateRoles: Set<ColorRole> = [.up, .degraded, .down, .maintenance, .unknown]

    /// The strip's checks as drawn: one-pixel-wide fills of a state's colour, left to right.
    static func strip(_ layout: PanelLayout) -> [PixelFill] {
        // One pixel wide and the square's height: a quarter of a state's mark is as wide but
        // not as tall.
        layout.fills.filter { $0.width == 1 && $0.height > 1 && stateRoles.contains($0.role) }.sorted { $0.x < $1.x }
    }

    @Test func theStripIsOnePixelColumnACheckOldestLeftNewestByTheFigures() throws {
        let checks: [ServiceStatus] = [.down, .operational, .degraded, .maintenance, .unknown, .operational]
        let service = UptimeService(name: "API", status: .operational, checks: checks)
        let (_, bare) = try render(UptimeModel(services: [service]), 120, 40)
        let drawn = Self.strip(bare)
        #expect(drawn.map(\.role) == [.down, .up, .degraded, .maintenance, .unknown, .up], "all of them, oldest left")
        #expect(zip(drawn, drawn.dropFirst()).allSatisfy { $1.x - $0.x == 2 }, "a dark column between checks")
        let square = try #require(bare.fills.first { $0.width > 1 && $0.role == .up })
        #expect(drawn.last.map { $0.x + 1 } == square.x + square.width, "the newest at the column's right edge")
        #expect(drawn.allSatisfy { $0.height % 2 == 0 && $0.y % 2 == 0 }, "whole cells, for the shapes")
        var figured = service
        figured.uptime = 0.9993
        let (_, withFigure) = try render(UptimeModel(services: [figured]), 120, 40)
        let figure = try #require(withFigure.labels.first { $0.label.text == "99.9%" })
        #expect(Self.strip(withFigure).last.map { $0.x < figure.x - 1 } == true, "the newest just left of the figure")
    }

    @Test func aSourceWithoutChecksDrawsNoStrip() throws {
        let (_, layout) = try render(UptimeModel(services: [UptimeService(name: "API", status: .down)]), 120, 40)
        #expect(Self.strip(layout).isEmpty)
        #expect(!layout.labels.contains { $0.label.text.hasPrefix("SINCE") || $0.label.text.hasSuffix("%") })
    }

    @Test func everyStateInTheStripHasItsColourAndWithoutColourItsShape() throws {
        let checks: [ServiceStatus] = [.operational, .degraded, .down, .maintenance, .unknown]
        let model = UptimeModel(services: [UptimeService(name: "API", status: .operational, checks: checks)])
        let (frame, layout) = try render(model, 120, 40)
        let row = try #require(Self.strip(layout).first).y / 2
        let cells = (0..<frame.columns).map { frame[row, $0] }.filter { Self.stateRoles.contains($0.foreground) }
        #expect(Set(cells.map(\.foreground)) == Self.stateRoles)
        let shapes = Set(cells.map { ColorMode.none.adapt($0) }.map { "\($0.glyph)\(MonochromeCell.isReversed($0))" })
        #expect(shapes.count == 5, "\(shapes)")
    }

    /// On a narrowing terminal the strip gives way first, then the uptime, then when it
    /// went down; a roll-up's mark stays as long as the page is drawn.
    @Test func onANarrowTerminalTheStripGoesFirstThenThePercentage() throws {
        let service = UptimeService(
            name: "API", status: .down, checks: Array(repeating: .down, count: 100), uptime: 0.971,
            downSince: utcInstant("2026-08-29T12:00:00Z"), isRollUp: true)
        let model = UptimeModel(services: [service], lastCheck: now)
        var seen: [(strip: Int, percent: Bool, since: Bool, group: Bool)] = []
        for columns in stride(from: 200, through: 20, by: -1) {
            let (_, layout) = try render(model, columns, 60)
            guard layout.fits else { break }
            let texts = layout.labels.map(\.label.text)
            seen.append(
                (
                    Self.strip(layout).count, texts.contains("97.1%"), texts.contains("SINCE 29 AUG"),
                    texts.contains("GROUP")
                ))
        }
        #expect(seen.first.map { $0.strip > 0 && $0.percent && $0.since } == true, "all of it where there is room")
        #expect(seen.allSatisfy { $0.percent || $0.strip == 0 }, "the percentage goes only once the strip has")
        #expect(seen.allSatisfy { $0.since || !$0.percent }, "then the percentage, before when it went down")
        #expect(seen.contains { !$0.percent && $0.since }, "a width where the percentage has gone")
        #expect(seen.allSatisfy { $0.group }, "the roll-up's mark stays")
    }

    @Test func theTextLinesCarryEachMonitorsStateUptimeAndSince() throws {
        let lines = UptimeView.textLines(for: try KumaWall.model(at: now), at: now, in: utc)
        // Outside the macro: Swift 6.0's #expect cannot take a `try` inside an array literal.
        let source = UptimeView.sourceLine(try KumaWall.model(at: now).source)
        #expect(
            lines == [
                "LAST CHECK: 14:31:38", "NEXT REFRESH: 12S", "1 DOWN \u{00B7} 1 SLOW \u{00B7} 2 UP",
                "INCIDENT: Mirror sync delayed", "MAINTENANCE: Libgen mirror move", "Overview:",
                "Anna's Archive DOWN GROUP 96.8% SINCE 13:47", "Libgen SLOW GROUP 99.7% SINCE 14:20",
                "Anna's Archive:", "Anna's Archive GL UP 99.9%", "Anna's Archive SE DOWN 96.8% SINCE 13:47", "Libgen:",
                "Libgen RS SLOW 99.7% SINCE 14:20", "Libgen Mirror MAINTENANCE 100%", "Libgen Beta UP",
                source, "CHANGE STATUS PAGE",
            ])
        let downFirst = UptimeView.textLines(for: try KumaWall.model(at: now, order: .downFirst), at: now, in: utc)
        #expect(!downFirst.contains { $0.hasSuffix(":") && !$0.contains(" ") }, "no headings out of the source's order")
    }

    @Test func sinceSaysTheDayWhenItIsNotTodayAndNothingAheadOfTheClock() {
        func since(_ instant: String, status: ServiceStatus = .down) -> String? {
            let service = UptimeService(name: "a", status: status, downSince: utcInstant(instant))
            return UptimeView.sinceText(for: service, now: now, in: utc)
        }
        #expect(since("2026-08-30T00:05:00Z") == "SINCE 00:05")
        #expect(since("2026-08-29T23:59:00Z") == "SINCE 29 AUG")
        #expect(since("2025-12-31T12:00:00Z") == "SINCE 31 DEC 2025")
        #expect(since("2026-08-30T14:36:00Z") == "SINCE 14:36", "within the clocks' drift")
        #expect(since("2026-08-30T15:00:00Z") == nil, "ahead of this clock: not a time that has been")
        #expect(since("2026-08-30T14:00:00Z", status: .operational) == nil, "up: no trouble to date")
        #expect(since("2026-08-30T14:00:00Z", status: .maintenance) == nil)
    }

    @Test func uptimeIsRoundedDownSoAFailedCheckNeverReadsAHundred() {
        #expect(UptimeView.uptimeText(1) == "100%")
        #expect(UptimeView.uptimeText(0.99999) == "99.9%")
        #expect(UptimeView.uptimeText(0.998) == "99.8%")
        #expect(UptimeView.uptimeText(0.9688) == "96.8%")
        #expect(UptimeView.uptimeText(0) == "0.0%")
    }

    @Test func manyNoticesTakeThreeLines() {
        let notices = (1...5).map { UptimeNotice(.incident, title: "N\($0)") }
        #expect(UptimeView.noticeLines(for: notices) == ["INCIDENT: N1", "INCIDENT: N2", "+3 MORE NOTICES"])
        #expect(UptimeView.noticeLines(for: [UptimeNotice(.maintenance, title: "")]) == ["MAINTENANCE"])
        let hostile = UptimeView.noticeLines(for: [UptimeNotice(.incident, title: "\u{1B}]0;X\u{07}Y")])
        #expect(hostile == ["INCIDENT: ?]0;X?Y"], "sanitised as the names are")
    }
}
