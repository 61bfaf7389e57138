import Foundation
import PulseCore
import PulseTestSupport
import Testing

@testable import PulseDisplay

@Suite struct StopwatchLayoutTests {
    let now = utcInstant("2026-08-28T14:32:10Z")

    func layout(_ stopwatch: Stopwatch, notice: StopwatchNotice? = nil, size: TerminalSize) throws -> StackLayout? {
        StackLayout.centred(
            StopwatchView.composition(for: stopwatch, notice: notice, at: now, in: utc), in: size,
            typeface: try builtInTypeface())
    }

    @Test(arguments: [(80, 24), (120, 40), (200, 60), (320, 100)])
    func everyReadingFitsUpToAHundredHours(_ columns: Int, _ rows: Int) throws {
        let size = TerminalSize(columns: columns, rows: rows)
        for seconds in [0.0, 86_400, 359_999, 360_000] {
            let placed = try #require(try layout(Stopwatch(accumulated: seconds), notice: .unreadable, size: size))
            for label in placed.labels {
                #expect(label.x >= 0 && label.x + label.width <= size.pixelWidth)
                #expect(label.y >= 0 && label.y + label.height <= size.pixelHeight)
            }
            #expect(placed.labels[1].y >= placed.labels[0].y + placed.labels[0].height + placed.metrics.gap(24))
        }
    }

    @Test func theReadoutIsCentredAndSteadyAsItTicks() throws {
        let size = TerminalSize(columns: 200, rows: 60)
        let first = try #require(try layout(Stopwatch(accumulated: 11), size: size)).labels[0]
        let second = try #require(try layout(Stopwatch(accumulated: 20), size: size)).labels[0]
        #expect(first.x == second.x && first.width == second.width)
        #expect(abs(first.x + first.width / 2 - 100) <= 1)
    }

    @Test func textLinesAreReadoutTimeOfDayAndNotice() {
        let lines = StopwatchView.textLines(
            for: Stopwatch(startedAt: now.addingTimeInterval(-3725)), notice: .notSaved, at: now, in: utc)
        #expect(lines == ["01:02:05", "14:32", "COULD NOT SAVE"])
    }

    @Test(arguments: [(80, 24), (120, 40), (200, 60)])
    func stopwatchScreen(_ columns: Int, _ rows: Int) throws {
        let state = AppState(
            page: .stopwatch, size: TerminalSize(columns: columns, rows: rows),
            stopwatch: Stopwatch(startedAt: now.addingTimeInterval(-3725)))
        let frame = Renderer(typeface: try builtInTypeface()).frame(for: state, at: now, in: utc)
        try expectGolden(
            FrameText.document(frame, title: "stopwatch 01:02:05 at 2026-08-28T14:32:10Z UTC"),
            named: "stopwatch-\(columns)x\(rows).txt")
    }
}
