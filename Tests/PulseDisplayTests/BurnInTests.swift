import Foundation
import PulseCore
import PulseTestSupport
import Testing

@testable import PulseDisplay

/// The burn-in budget over a simulated day: one frame a minute (pure calls, time
/// injected), counting how long each cell is lit. No cell of the Clock, the stopped
/// Stopwatch, Settings or Uptime (the demo's rows, and a Kuma page's with their checks and
/// figures) may be lit more than half the day; GitHub's grid of
/// squares repeats under any shift, so its budget is three quarters.
@Suite struct BurnInTests {
    static let start = utcInstant("2026-10-01T00:00:00Z")
    static let sizes = [
        TerminalSize(columns: 80, rows: 24), TerminalSize(columns: 120, rows: 40), TerminalSize(columns: 200, rows: 50),
    ]

    struct Case: Sendable, CustomStringConvertible {
        let name: String
        let page: Page
        let weather: Bool
        let budget: Double
        let size: TerminalSize
        var description: String { "\(name) \(size)" }

        func state() throws -> AppState {
            if name == "uptime with history" {
                // A Kuma page's rows with strips, figures, headings and notices.
                return AppState(
                    page: .uptime, size: size, run: Run(.demo), credentials: CredentialPresence(hasUptimeKey: true),
                    uptime: try KumaWall.model(at: BurnInTests.start))
            }
            var state = DemoContent.state(page: page, size: size, at: BurnInTests.start, zone: utc)
            if weather {
                let berlin = Coordinate(latitude: 52.52, longitude: 13.41)
                let reading = WeatherReading(temperature: 21.3, condition: .cloudy)
                state = AppState(
                    page: .clock, size: size, run: Run(.demo), weather: WeatherModel(location: berlin, reading: reading)
                )
            }
            // Night dimming is measured elsewhere: a lit cell is lit, dim or not.
            return state
        }
    }

    static let cases: [Case] = sizes.flatMap { size in
        [
            Case(name: "clock", page: .clock, weather: false, budget: 0.5, size: size),
            Case(name: "clock with weather", page: .clock, weather: true, budget: 0.5, size: size),
            Case(name: "stopped stopwatch", page: .stopwatch, weather: false, budget: 0.5, size: size),
            Case(name: "settings", page: .settings, weather: false, budget: 0.5, size: size),
            Case(name: "uptime", page: .uptime, weather: false, budget: 0.5, size: size),
            Case(name: "uptime with history", page: .uptime, weather: false, budget: 0.5, size: size),
            Case(name: "github", page: .github, weather: false, budget: 0.75, size: size),
        ]
    }

    @Test(arguments: cases)
    func noCellIsLitLongerThanItsBudget(_ item: Case) throws {
        let renderer = Renderer(typeface: try builtInTypeface())
        let day = BurnIn.measure(try item.state(), renderer: renderer, from: Self.start, in: utc)
        print(
            "burn-in \(item): worst \(Int((day.worstShare * 100).rounded())) %, over 50 %: \(day.cells(litMoreThan: 0.5)), over 90 %: \(day.cells(litMoreThan: 0.9))"
        )
        if ProcessInfo.processInfo.environment["PULSE_BURNIN_DEBUG"] != nil {
            print("hot \(item): \(day.places(litMoreThan: 0.9).prefix(40).map { "\($0.row),\($0.column)" })")
        }
        #expect(day.worstShare <= item.budget, "\(item): a cell is lit \(day.worstShare) of the day")
    }
}

/// The night palette on screen: goldens of a night moment, and the orbit's click targets.
@Suite struct NightAndOrbitScreenTests {
    @Test(arguments: [Page.clock, .uptime])
    func goldenScreensAtNight(_ page: Page) throws {
        let renderer = Renderer(typeface: try builtInTypeface())
        let night = utcInstant("2026-08-28T23:32:00Z")
        let state = DemoContent.state(page: page, size: TerminalSize(columns: 80, rows: 24), at: night, zone: utc)
        #expect(state.isNight(at: night, in: utc))
        let frame = renderer.frame(for: state, at: night, in: utc)
        #expect(frame.cells.allSatisfy { !BurnIn.isLit($0) || $0.foreground.isNight || $0.background.isNight })
        try expectGolden(
            FrameText.document(frame, title: "\(page.name) demo at night 2026-08-28T23:32Z UTC"),
            named: "\(page.name)-night-80x24.txt")
    }

    @Test func theNightPaletteKeepsOrderAndHue() {
        let order: [ColorRole] = [.separator, .faint, .muted, .bright, .primary]
        let night = order.map { $0.atNight.rgb & 0xFF }
        #expect(night == night.sorted() && Set(night).count == night.count)
        for role in ColorRole.allCases where !role.isNight && role != .background {
            #expect(role.atNight.isNight && role.atNight.dayRole == role)
            #expect(role.atNight.rgb & 0xFF <= role.rgb & 0xFF)
            #expect(ColorMode.palette16.colorNumber(for: role.atNight) != nil)
        }
        #expect(ColorMode.palette16.colorNumber(for: ColorRole.primary.atNight) == 7)
        #expect(ColorMode.palette16.colorNumber(for: ColorRole.up.atNight) == 2)
        #expect(ColorMode.palette16.colorNumber(for: ColorRole.down.atNight) == 1)
        #expect(ColorRole.up.atNight.rgb == 0x11632F)
    }

    @Test func clickTargetsMoveWithThePage() throws {
        let renderer = Renderer(typeface: try builtInTypeface())
        // Tall enough that the whole list fits beside the orbit's room too.
        let size = TerminalSize(columns: 200, rows: 140)
        var still = AppState(page: .settings, size: size, preferences: ClockPreferences(orbits: false))
        _ = still.handle(.started, at: utcInstant("2026-08-28T14:00:00Z"))
        let moving = AppState(page: .settings, size: size)
        for minute in stride(from: 0, to: 600, by: 70) {
            let at = utcInstant("2026-08-28T14:00:00Z").addingTimeInterval(Double(minute) * 60)
            let drawn = renderer.draw(moving, at: at, in: utc)
            for target in drawn.targets {
                // What is drawn at a target's corner is part of that row.
                #expect(target.row >= 0 && target.column >= 0)
                #expect(target.row + target.rows <= size.rows && target.column + target.columns <= size.columns)
            }
            #expect(drawn.targets.count == renderer.draw(still, at: at, in: utc).targets.count)
        }
    }
}
