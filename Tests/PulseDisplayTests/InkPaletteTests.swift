import Foundation
import PulseCore
import PulseTestSupport
import Testing

@testable import PulseDisplay

/// The ink: every white role drawn in it by one rule, the states and today kept apart,
/// the nearest colours on the smaller palettes, nothing without colour.
@Suite struct InkPaletteTests {
    static let dayRoles = ColorRole.allCases.filter { !$0.isNight }

    @Test func whiteIsTheOriginalHexForHex() {
        for role in ColorRole.allCases {
            #expect(role.rgb(in: .white) == role.rgb, "\(role)")
            for mode in ColorMode.allCases {
                #expect(mode.colorNumber(for: role, ink: .white) == mode.colorNumber(for: role), "\(role) \(mode)")
                #expect(mode.backgroundNumber(for: role, ink: .white) == mode.backgroundNumber(for: role))
            }
        }
    }

    /// A grey of level L (of 255) is the ink times L/255 in every channel: muted, `#525252`,
    /// in amber `#FFB000` is `#523900`; by night every channel is halved after.
    @Test func everyGreyIsTheInkAtItsLevel() {
        #expect(ColorRole.primary.rgb(in: .amber) == 0xFF_B000)
        #expect(ColorRole.muted.rgb(in: .amber) == 0x52_3900)
        #expect(ColorRole.faint.rgb(in: .green) == 0x0C_3D0C)
        #expect(ColorRole.heat2.rgb(in: .cyan) == 0x00_636E)
        #expect(ColorRole.muted.atNight.rgb(in: .amber) == 0x29_1D00)
        #expect(ColorRole.primary.atNight.rgb(in: .amber) == 0x80_5800)
    }

    @Test(arguments: Ink.named.map(\.ink) + [Ink(rgb: 0x80_40C0)])
    func theTonesKeepTheirOrderInEveryInk(_ ink: Ink) {
        func light(_ role: ColorRole) -> Int {
            let rgb = role.rgb(in: ink)
            return Int((rgb >> 16) & 0xFF) + Int((rgb >> 8) & 0xFF) + Int(rgb & 0xFF)
        }
        let order: [ColorRole] = [.primary, .bright, .muted, .faint, .separator, .inputSurface]
        for (brighter, dimmer) in zip(order, order.dropFirst()) {
            #expect(light(brighter) > light(dimmer), "\(brighter) over \(dimmer) in \(ink.name)")
        }
        let ramp: [ColorRole] = [.heat4, .heat3, .heat2, .heat1, .heat0]
        for (brighter, dimmer) in zip(ramp, ramp.dropFirst()) { #expect(light(brighter) > light(dimmer)) }
    }

    @Test(arguments: Ink.named.map(\.ink))
    func theStatesNeverTakeTheInk(_ ink: Ink) {
        for role in [ColorRole.up, .degraded, .down, .unknown, .background] {
            #expect(role.rgb(in: ink) == role.rgb, "\(role) in \(ink.name)")
            #expect(role.atNight.rgb(in: ink) == role.atNight.rgb)
            for mode in ColorMode.allCases {
                #expect(mode.colorNumber(for: role, ink: ink) == mode.colorNumber(for: role), "\(role) \(mode)")
            }
        }
    }

    /// Today stays green beside amber and cyan days; beside green ones it is drawn in the
    /// original's white ramp, on every palette.
    @Test func todayStandsApartFromTheDaysAroundIt() {
        let today: [ColorRole] = [.today0, .today1, .today2, .today3, .today4]
        let days: [ColorRole] = [.heat0, .heat1, .heat2, .heat3, .heat4]
        #expect(InkPalette.isGreen(.green) && !InkPalette.isGreen(.amber) && !InkPalette.isGreen(.cyan))
        #expect(!InkPalette.isGreen(.white) && InkPalette.isGreen(Ink(rgb: 0x22_C55E)))
        for ink in [Ink.white, .amber, .cyan] {
            #expect(today.map { $0.rgb(in: ink) } == today.map(\.rgb), "\(ink.name)")
        }
        #expect(today.map { $0.rgb(in: .green) } == days.map(\.rgb), "white's ramp beside green days")
        #expect(today.map { ColorMode.palette16.colorNumber(for: $0, ink: .green) } == [7, 7, 7, 15, 15])
        #expect(today.map { ColorMode.palette8Plain.colorNumber(for: $0, ink: .green) } == [7, 7, 7, 7, 7])
        // Never in the ink: no hue in truecolor, a grey in 256, never green on 16 or 8.
        for role in today + today.map(\.atNight) {
            #expect(InkPalette.hue(role.rgb(in: .green)) == nil, "\(role)")
            let greys = Set(232...255).union([16, 59, 102, 145, 188, 231])
            #expect(greys.contains(ColorMode.palette256.colorNumber(for: role, ink: .green) ?? 0), "\(role)")
            for mode in [ColorMode.palette16, .palette8, .palette8Plain] {
                #expect(![2, 10].contains(mode.colorNumber(for: role, ink: .green)), "\(role) in \(mode)")
            }
        }
        // On 16 colours by day, not even the green days' dark grey.
        let greenDays = Set(days.map { ColorMode.palette16.colorNumber(for: $0, ink: .green) })
        #expect(today.allSatisfy { !greenDays.contains(ColorMode.palette16.colorNumber(for: $0, ink: .green)) })
    }

    @Test func theSmallerPalettesTakeTheNearestColours() {
        #expect(InkPalette.sixteenPair(.white) == (15, 7))
        #expect(InkPalette.sixteenPair(.amber) == (11, 3))
        #expect(InkPalette.sixteenPair(.green) == (10, 2))
        #expect(InkPalette.sixteenPair(.cyan) == (14, 6))
        #expect(InkPalette.sixteenPair(Ink(rgb: 0xE0_2020)) == (9, 1))
        #expect(ColorMode.palette16.colorNumber(for: .primary, ink: .amber) == 11)
        #expect(ColorMode.palette16.colorNumber(for: .bright, ink: .amber) == 3)
        #expect(ColorMode.palette16.colorNumber(for: .muted, ink: .amber) == 8, "the dark grey stays grey")
        #expect(ColorMode.palette16.colorNumber(for: ColorRole.primary.atNight, ink: .amber) == 3)
        #expect(ColorMode.palette8.backgroundNumber(for: .primary, ink: .cyan) == 6)
        #expect(ColorMode.palette8Plain.colorNumber(for: .muted, ink: .green) == 2)
        #expect(ColorMode.palette256.colorNumber(for: .primary, ink: .amber) == ColorMode.nearest256(0xFF_B000))
        #expect(ColorMode.truecolor.colorNumber(for: .primary, ink: .amber) == 0xFF_B000)
    }

    @Test func withoutColourTheInkIsIgnored() throws {
        let now = utcInstant("2026-08-30T14:32:08Z")
        let state = DemoContent.state(page: .github, size: TerminalSize(columns: 80, rows: 24), at: now, zone: utc)
        let frame = Renderer(typeface: try builtInTypeface()).frame(for: state, at: now, in: utc)
        for ink in Ink.named.map(\.ink) {
            #expect(ANSIFrameWriter.render(frame, mode: .none, ink: ink) == ANSIFrameWriter.render(frame, mode: .none))
            for role in ColorRole.allCases { #expect(ColorMode.none.colorNumber(for: role, ink: ink) == nil) }
        }
    }

    @Test func theFrameCarriesTheInkTheStateChose() throws {
        let now = utcInstant("2026-08-30T14:32:08Z")
        let state = AppState(size: TerminalSize(columns: 80, rows: 24), preferences: ClockPreferences(ink: .cyan))
        #expect(Renderer(typeface: try builtInTypeface()).draw(state, at: now, in: utc).ink == .cyan)
        #expect(
            Renderer(typeface: try builtInTypeface()).draw(AppState(size: state.size), at: now, in: utc).ink == .white)
    }

    /// Each ink, every role, in truecolor, 256, 16 and the two eight-colour rungs, by day
    /// and by night; then the GitHub page by day in 16 colours and the Uptime page by night
    /// in eight, as they are sent.
    @Test(arguments: Ink.named.map(\.name))
    func goldenPalettes(_ name: String) throws {
        let ink = try #require(Ink(parsing: name))
        func hex(_ rgb: UInt32) -> String {
            let digits = String(rgb, radix: 16, uppercase: true)
            return "#" + String(repeating: "0", count: 6 - digits.count) + digits
        }
        func column(_ text: String, _ width: Int) -> String {
            text + String(repeating: " ", count: max(0, width - text.count))
        }
        var lines = [
            "# ink \(name) \(ink.hex): every role by day / by night",
            "role         truecolor        256      16     8 (fg/bg)    8 without bold",
        ]
        for role in Self.dayRoles {
            let night = role.atNight
            func both(_ mode: ColorMode) -> String {
                "\(mode.colorNumber(for: role, ink: ink).map(String.init) ?? "-")/"
                    + "\(mode.colorNumber(for: night, ink: ink).map(String.init) ?? "-")"
            }
            let eight =
                "\(ColorMode.palette8.colorNumber(for: role, ink: ink) ?? 0),\(ColorMode.palette8.backgroundNumber(for: role, ink: ink) ?? 0)/"
                + "\(ColorMode.palette8.colorNumber(for: night, ink: ink) ?? 0),\(ColorMode.palette8.backgroundNumber(for: night, ink: ink) ?? 0)"
            lines.append(
                column("\(role)", 13) + column("\(hex(role.rgb(in: ink)))/\(hex(night.rgb(in: ink)))", 17)
                    + column(both(.palette256), 9) + column(both(.palette16), 7) + column(eight, 13)
                    + both(.palette8Plain))
        }
        let now = utcInstant("2026-08-30T14:32:08Z")
        let renderer = Renderer(typeface: try builtInTypeface())
        let size = TerminalSize(columns: 80, rows: 24)
        var github = DemoContent.state(page: .github, size: size, at: now, zone: utc)
        _ = github.handle(
            .settingsRead(.read(Settings(clock: ClockPreferences(orbits: false, ink: ink)))), at: now)
        var uptime = DemoContent.state(page: .uptime, size: size, at: now, zone: utc)
        _ = uptime.handle(
            .settingsRead(.read(Settings(clock: ClockPreferences(orbits: false, ink: ink)))), at: now)
        let day = FrameText.paletteDocument(
            renderer.frame(for: github, at: now, in: utc), mode: .palette16, title: "github demo by day, ink \(name)",
            ink: ink)
        let night = FrameText.paletteDocument(
            renderer.frame(for: uptime, at: now, in: utc).atNight(), mode: .palette8,
            title: "uptime demo by night, ink \(name)", ink: ink)
        try expectGolden(
            lines.joined(separator: "\n") + "\n" + day + night, named: "ink-\(name.lowercased()).txt")
    }
}
