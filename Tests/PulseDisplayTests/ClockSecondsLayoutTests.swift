import Foundation
import PulseCore
import PulseTestSupport
import Testing

@testable import PulseDisplay

@Suite struct ClockSecondsLayoutTests {
    let reading = ClockReading(at: utcInstant("2026-08-28T23:59:59Z"), in: utc)

    @Test func secondsModeIsHHMMSSAt48AndFitsEverySize() throws {
        let composition = ClockView.composition(for: reading, preferences: ClockPreferences(showsSeconds: true))
        #expect(composition.entries[0].label.text == "23:59:59" && composition.entries[0].label.size == 48)
        // Eight characters need 42 columns at one pixel each: below that the page says so.
        #expect(
            StackLayout.centred(composition, in: TerminalSize(columns: 40, rows: 12), typeface: try builtInTypeface())
                == nil)
        for (columns, rows) in [(42, 12), (80, 24), (120, 40), (200, 60), (320, 100)] {
            let size = TerminalSize(columns: columns, rows: rows)
            let layout = try #require(StackLayout.centred(composition, in: size, typeface: try builtInTypeface()))
            for label in layout.labels {
                #expect(label.x >= 0 && label.x + label.width <= size.pixelWidth, "\(size)")
                #expect(label.y >= 0 && label.y + label.height <= size.pixelHeight, "\(size)")
            }
        }
        #expect(
            ClockView.textLines(for: reading, preferences: ClockPreferences(showsSeconds: true)) == [
                "23:59:59", "FR 28 AUG",
            ])
    }

    @Test func aPressOnTheTimeHitsItAndElsewhereNothing() throws {
        let renderer = Renderer(typeface: try builtInTypeface())
        let state = AppState(size: TerminalSize(columns: 100, rows: 30))
        let now = utcInstant("2026-08-28T14:32:00Z")
        let layout = try #require(
            StackLayout.centred(
                renderer.body(for: state, at: now, in: utc) as? Composition ?? Composition([]), in: state.size,
                typeface: try builtInTypeface()))
        let time = layout.labels[0]
        let centre = (column: time.x + time.width / 2, row: (time.y + time.height / 2) / 2)
        let drawn = renderer.draw(state, at: now, in: utc)
        #expect(drawn.target(column: centre.column, row: centre.row) == .clockTime)
        #expect(drawn.target(column: 0, row: 0) == nil)
        let elsewhere = renderer.draw(AppState(page: .stopwatch, size: state.size), at: now, in: utc)
        #expect(elsewhere.target(column: centre.column, row: centre.row) == nil)
    }
}
