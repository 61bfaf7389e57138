import Foundation
import PulseCore
import PulseTestSupport
import Testing

@testable import PulseDisplay

/// The first start's paging hint on the rendered frame: it takes the last row, and never
/// the line a page says there.
@Suite struct PagingHintTests {
    /// Every line of `frame` as glyphs, without spaces.
    func squeezed(_ frame: Frame) -> String {
        FrameText.glyphLines(frame).map { $0.replacingOccurrences(of: " ", with: "") }.joined(separator: "\n")
    }

    /// The Uptime page before any source is chosen is the picker, whose last line says how
    /// to pick. The orbit moves the page by a few rows over the day; wherever it is, the
    /// hint hides nothing that the page shows without it.
    @Test(arguments: [(80, 24), (80, 30), (100, 30), (120, 40)])
    func theHintHidesNothingThePageShowsWhereverTheOrbitIs(columns: Int, rows: Int) throws {
        let renderer = Renderer(typeface: try builtInTypeface())
        let size = TerminalSize(columns: columns, rows: rows)
        let midnight = utcInstant("2026-08-30T00:00:00Z")
        var seen = 0
        for minute in stride(from: 0, to: 24 * 60, by: 7) {
            let now = midnight.addingTimeInterval(Double(minute * 60))
            var first = AppState(page: .uptime, size: size, run: Run(isFirstStart: true))
            _ = first.handle(.started, at: now)
            var later = AppState(page: .uptime, size: size)
            _ = later.handle(.started, at: now)
            let hinted = squeezed(renderer.frame(for: first, at: now, in: utc))
            let plain = squeezed(renderer.frame(for: later, at: now, in: utc))
            #expect(hinted.contains("LEFTRIGHT:OTHERPAGES?:KEYS"), "the hint at minute \(minute)")
            #expect(!plain.contains("OTHERPAGES"), "no hint after the first start")
            guard plain.contains("PICKWHATYOURUN:ENTER") else { continue }
            seen += 1
            #expect(hinted.contains("PICKWHATYOURUN:ENTER"), "the picker's line at minute \(minute):\n\(hinted)")
        }
        if rows >= 30 { #expect(seen > 0, "the picker's line is shown at \(columns)x\(rows)") }
    }
}
