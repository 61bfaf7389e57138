import Foundation
import PulseCore
import PulseTestSupport
import Testing

@testable import PulseDisplay

/// Up to three other zones on one line under the date.
@Suite struct ZoneLineLayoutTests {
    static let zones = [
        OtherZone(label: "NYC", zone: "America/New_York"), OtherZone(label: "TYO", zone: "Asia/Tokyo"),
        OtherZone(label: "KIR", zone: "Pacific/Kiritimati"),
    ]

    @Test func eachZoneSaysItsTimeAndHowManyDaysAwayItsDateIs() throws {
        let now = utcInstant("2026-08-28T14:32:00Z")
        let state = AppState(
            size: TerminalSize(columns: 80, rows: 24), preferences: ClockPreferences(zones: Self.zones))
        let lines = Renderer(typeface: try builtInTypeface()).textLines(for: state, at: now, in: utc)
        #expect(lines == ["14:32", "FR 28 AUG", "NYC 10:32   TYO 23:32   KIR 04:32 +1"])
        var twelve = state.preferences
        twelve.timeFormat = .twelveHour
        let late = AppState(size: TerminalSize(columns: 80, rows: 24), preferences: twelve)
        let at = utcInstant("2026-08-28T02:00:00Z")
        #expect(
            Renderer(typeface: try builtInTypeface()).textLines(for: late, at: at, in: utc)[2]
                == "NYC 10:00 PM -1   TYO 11:00 AM   KIR 4:00 PM")
    }

    @Test(arguments: [1, 2, 3], [(80, 24), (200, 60)])
    func goldenScreens(_ count: Int, _ size: (Int, Int)) throws {
        let terminal = TerminalSize(columns: size.0, rows: size.1)
        let state = AppState(
            page: .clock, size: terminal, preferences: ClockPreferences(zones: Array(Self.zones.prefix(count))))
        let frame = Renderer(typeface: try builtInTypeface()).frame(
            for: state, at: utcInstant("2026-08-28T14:32:00Z"), in: utc)
        try expectGolden(
            FrameText.document(frame, title: "clock, \(count) other zones, 2026-08-28T14:32Z UTC"),
            named: "clock-zones\(count)-\(size.0)x\(size.1).txt")
    }

    @Test func threeZonesInTwelveHoursStillFitEightyColumns() throws {
        let preferences = ClockPreferences(timeFormat: .twelveHour, zones: Self.zones)
        let size = TerminalSize(columns: 80, rows: 24)
        let reading = ClockReading(at: utcInstant("2026-08-28T02:00:00Z"), in: utc)
        let composition = ClockView.composition(
            for: reading, preferences: preferences,
            zones: Self.zones.map { .init(label: $0.label, reading: ClockReading(at: reading.asDate, in: utc)) })
        #expect(StackLayout.centred(composition, in: size, typeface: try builtInTypeface()) != nil)
    }
}
