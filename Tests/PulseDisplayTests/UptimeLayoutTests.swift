import Foundation
import PulseCore
import PulseTestSupport
import Testing

@testable import PulseDisplay

/// The Uptime page on the rendered frame: row metrics, scrolling, squares and goldens.
@Suite struct UptimeLayoutTests {
    let now = utcInstant("2026-08-30T14:32:08Z")

    func render(_ model: UptimeModel, _ columns: Int, _ rows: Int) throws -> (Frame, PanelLayout) {
        let typeface = try builtInTypeface()
        let size = TerminalSize(columns: columns, rows: rows)
        let layout = PanelLayout.lay(UptimeView.panel(for: model, at: now, in: utc), in: size, typeface: typeface)
        return (layout.frame(size: size, typeface: typeface), layout)
    }

    func squeezed(_ frame: Frame) -> String {
        FrameText.glyphLines(frame).map { $0.replacingOccurrences(of: " ", with: "") }.joined(separator: "\n")
    }

    // MARK: UptimeRowMetricsTests

    @Test func rowMetricsAreTheOriginals() {
        let budget = WidthBudget.uptimeName
        #expect(WidthBudget.contentWidth == 308 && WidthBudget.gapWidth == 36 && budget.width == 261)
        #expect(budget.characterWidth == 13 * 0.875 + 2)
        #expect(budget.characters == 19)
        #expect(Double(budget.characters) * budget.characterWidth <= budget.width)
        #expect(Double(budget.characters + 1) * budget.characterWidth > budget.width)
        let nineteen = String(repeating: "M", count: 19)
        #expect(budget.shortened(nineteen) == nineteen)
        let sixty = budget.shortened(String(repeating: "M", count: 60))
        #expect(sixty.count == 19 && sixty.hasSuffix("...") && sixty.hasPrefix(String(repeating: "M", count: 16)))
    }

    /// A check from another day showed as a time of day, as if it were today's: the day is
    /// said when it is not today, and the year when it is not this one.
    @Test func lastCheckSaysTheDayWhenItIsNotToday() throws {
        let cases = [
            ("2026-08-30T00:00:00Z", "LAST CHECK: 00:00:00"), ("2026-08-30T14:32:05Z", "LAST CHECK: 14:32:05"),
            ("2026-08-29T23:59:59Z", "LAST CHECK: 29 AUG 23:59"), ("2026-01-01T08:05:00Z", "LAST CHECK: 01 JAN 08:05"),
            ("2024-08-30T14:32:05Z", "LAST CHECK: 30 AUG 2024"), ("2026-08-31T00:01:00Z", "LAST CHECK: 31 AUG 00:01"),
        ]
        for (check, line) in cases {
            let model = UptimeModel(lastCheck: utcInstant(check))
            #expect(UptimeView.metaLines(for: model, at: now, in: utc).first == line, "\(check)")
        }
        // The longest form is drawn whole at the smallest size the goldens use.
        let old = UptimeModel(
            services: [UptimeService(name: "API", status: .operational)], lastCheck: utcInstant("2026-08-29T23:59:59Z"))
        let (frame, layout) = try render(old, 80, 24)
        #expect(layout.fits && squeezed(frame).contains("LASTCHECK:29AUG23:59"))
    }

    @Test func sixtyMsAreCutToTheRoomOnScreenAndNeverWidenThePage() throws {
        let sixty = UptimeModel(services: [UptimeService(name: String(repeating: "M", count: 60), status: .operational)]
        )
        let budget = UptimeModel(services: [
            UptimeService(name: String(repeating: "M", count: 19), status: .operational)
        ])
        let (frame, layout) = try render(sixty, 80, 24)
        let (_, measured) = try render(budget, 80, 24)
        let name = try #require(squeezed(frame).split(separator: "\n").first { $0.hasPrefix("MMM") })
        #expect(name.contains("M...") && name.count >= 19, "cut, and never shorter than the budget: \(name)")
        #expect(layout.fits && layout.metrics == measured.metrics, "the column is measured with the budget")
    }

    @Test func twoHundredServicesScrollAndSayWhatIsHidden() throws {
        let services = (0..<200).map { UptimeService(name: String(format: "SERVICE-%03d", $0), status: .operational) }
        var model = UptimeModel(services: services)
        let (top, layout) = try render(model, 80, 24)
        #expect(layout.hiddenAbove == 0 && layout.hiddenBelow > 150)
        #expect(squeezed(top).contains("SERVICE-000"))
        #expect(squeezed(top).contains("\u{2193}\(layout.hiddenBelow)MORE"))
        for _ in 0..<10 { model.scroll(by: 1) }
        let (middle, scrolled) = try render(model, 80, 24)
        #expect(scrolled.hiddenAbove == 10)
        #expect(squeezed(middle).contains("\u{2191}10MORE"))
        #expect(squeezed(middle).contains("SERVICE-010") && !squeezed(middle).contains("SERVICE-009"))
        for _ in 0..<500 { model.scroll(by: 1) }
        model.limitScroll(to: scrolled.furthestScroll)
        let (end, last) = try render(model, 80, 24)
        #expect(last.hiddenBelow == 0)
        #expect(squeezed(end).contains("SERVICE-199"))
        #expect(squeezed(end).contains("CHANGEAPIKEY"), "the foot stays")
    }

    @Test func theScrolledPlaceIsKeptWhileTheListIsNotOnScreen() throws {
        var model = UptimeModel(services: (0..<200).map { UptimeService(name: "S\($0)", status: .operational) })
        for _ in 0..<30 { model.scroll(by: 1) }
        let renderer = Renderer(typeface: try builtInTypeface())
        let size = TerminalSize(columns: 80, rows: 24)
        let elsewhere = AppState(page: .settings, size: size, uptime: model)
        #expect(renderer.draw(elsewhere, at: now, in: utc).furthestScroll == nil, "no list drawn, nothing to clamp")
        #expect(elsewhere.uptime.scroll == 30)
        let shown = AppState(
            page: .uptime, size: size, credentials: CredentialPresence(hasUptimeKey: true), uptime: model)
        let furthest = try #require(renderer.draw(shown, at: now, in: utc).furthestScroll)
        #expect(furthest > 150, "on screen: as far as the list allows")
    }

    @Test func anEmptyListIsNotAnError() throws {
        let (frame, _) = try render(UptimeModel(services: []), 80, 24)
        let squeezed = squeezed(frame)
        #expect(squeezed.contains("LASTCHECK:--:--:--"))
        #expect(squeezed.contains("NEXTREFRESH:20S"))
        #expect(!squeezed.contains("UNREADABLE"))
    }

    @Test func theLongestRetryAfterCountdownFitsEvenOnASmallTerminal() throws {
        var model = UptimeModel(services: [UptimeService(name: "API-GATEWAY", status: .operational)])
        _ = model.begin(FetchID(.uptime, 1), hosts: UptimeHosts(environment: [:]), at: now)
        let asked = HTTPResponse(status: 429, headers: ["retry-after": "86400"], body: Data())
        _ = model.receive(FetchID(.uptime, 1), .success(asked), at: now)
        for (columns, rows) in [(80, 24), (40, 12)] {
            let (frame, _) = try render(model, columns, rows)
            #expect(squeezed(frame).contains("NEXTREFRESH:3600S"), "\(columns)x\(rows)")
            #expect(squeezed(frame).contains("SERVERERROR:429"), "\(columns)x\(rows)")
        }
    }

    @Test func eachStatusHasItsColourAndWithoutColourItsShape() throws {
        let model = DemoContent.uptime(at: now)
        let (frame, _) = try render(model, 80, 24)
        for role in [ColorRole.up, .degraded, .down, .unknown] {
            #expect(frame.cells.contains { $0.foreground == role }, "\(role)")
        }
        // Each state's shape, in every colour mode, is StateShapeTests'.
    }

    @Test func maintenanceHasItsOwnColourAndWithoutColourItsOwnShape() throws {
        let (frame, _) = try render(UptimeModel(services: [UptimeService(name: "API", status: .maintenance)]), 80, 24)
        let square = frame.cells.filter { $0.foreground == .maintenance }
        #expect(!square.isEmpty && !frame.cells.contains { $0.foreground == .down }, "never drawn as down")
        // The diagonal down's mark leaves dark: the lower left and the upper right.
        // (Without colour an upper half goes out as a reversed lower one, which leaves no seam.)
        let sent = square.map { ColorMode.none.adapt($0) }
        #expect(sent.map(\.glyph) == ["\u{2584}", "\u{2584}"] && sent.map(MonochromeCell.isReversed) == [false, true])
        #expect(ColorMode.palette16.colorNumber(for: .maintenance) == 12)
        #expect(ColorMode.palette8Plain.colorNumber(for: .maintenance) == 6, "not unknown's blue")
        #expect(GlyphSet.ascii.adapt(Cell("\u{259A}", .maintenance)).glyph == "=")
    }

    @Test func theChangeLinkIsAClickTarget() throws {
        let (_, layout) = try render(DemoContent.uptime(at: now), 80, 24)
        let link = try #require(layout.targets.first { $0.target == .changeCredential })
        #expect(layout.target(column: link.column, row: link.row) == .changeCredential)
    }

    @Test func textLinesNameEachServiceAndItsState() {
        let lines = UptimeView.textLines(for: DemoContent.uptime(at: now), at: now, in: utc)
        #expect(lines.prefix(2) == ["LAST CHECK: 14:32:00", "NEXT REFRESH: 12S"])
        #expect(lines.contains("REDIS-CACHE SLOW") && lines.contains("BACKUP-JOB UNKNOWN"))
    }

    @Test(arguments: [(80, 24), (120, 40), (200, 60)])
    func goldenScreens(columns: Int, rows: Int) throws {
        let (frame, _) = try render(DemoContent.uptime(at: now), columns, rows)
        try expectGolden(
            FrameText.document(frame, title: "uptime demo 2026-08-30T14:32:08Z UTC"),
            named: "uptime-\(columns)x\(rows).txt")
        var failing = DemoContent.uptime(at: now)
        _ = failing.receive(FetchID(.uptime, 0), .failure(.refused), at: now)
        #expect(failing.fault == nil, "an answer nobody waits for is dropped")
    }
}
