import Foundation
import PulseCore
import PulseTestSupport
import Testing

@testable import PulseDisplay

@Suite struct ClockLayoutTests {
    let reading = ClockReading(at: utcInstant("2026-08-28T14:32:00Z"), in: utc)

    struct Row: Sendable, CustomStringConvertible {
        let columns: Int, rows: Int
        let scale: Double
        let timePixel: Int
        /// The date's glyph pixel, or nil for the text tier.
        let datePixel: Int?
        var description: String { "\(columns)x\(rows)" }
    }

    static let table: [Row] = [
        Row(columns: 40, rows: 12, scale: 40.0 / 360, timePixel: 1, datePixel: nil),
        Row(columns: 80, rows: 24, scale: 80.0 / 360, timePixel: 1, datePixel: nil),
        Row(columns: 120, rows: 40, scale: 120.0 / 360, timePixel: 2, datePixel: nil),
        Row(columns: 200, rows: 60, scale: 200.0 / 360, timePixel: 4, datePixel: 1),
        Row(columns: 320, rows: 100, scale: 320.0 / 360, timePixel: 7, datePixel: 1),
        // Short and wide: the height decides (110.48 units of composition).
        Row(columns: 300, rows: 20, scale: 40.0 / 110.48, timePixel: 3, datePixel: nil),
    ]

    @Test(arguments: table)
    func theScaleTierAndPlacementFollowTheTable(_ row: Row) throws {
        let size = TerminalSize(columns: row.columns, rows: row.rows)
        let composition = ClockView.composition(for: reading)
        let layout = try #require(StackLayout.centred(composition, in: size, typeface: try builtInTypeface()))
        #expect(abs(layout.metrics.scale - row.scale) < 1e-9)
        #expect(layout.labels[0].tier == .pixels(pixel: row.timePixel, tracking: layout.metrics.pixels(2)))
        if let datePixel = row.datePixel {
            #expect(layout.labels[1].tier == .pixels(pixel: datePixel, tracking: layout.metrics.pixels(5)))
        } else {
            #expect(layout.labels[1].tier == .text(spacing: 1))
            #expect(layout.labels[1].y % 2 == 0, "text rows start on a cell")
        }
        try expectFitsWithoutOverlap(layout, size: size)
    }

    @Test func everySizeFrom80x24To320x100Fits() throws {
        let face = try builtInTypeface()
        let composition = ClockView.composition(for: reading)
        for columns in stride(from: 80, through: 320, by: 9) {
            for rows in stride(from: 24, through: 100, by: 4) {
                let size = TerminalSize(columns: columns, rows: rows)
                let layout = try #require(StackLayout.centred(composition, in: size, typeface: face), "\(size)")
                try expectFitsWithoutOverlap(layout, size: size)
            }
        }
    }

    @Test func theTimeAndDateAreCentredAndTheGapIsTwentyUnits() throws {
        let size = TerminalSize(columns: 320, rows: 100)
        let layout = try #require(
            StackLayout.centred(ClockView.composition(for: reading), in: size, typeface: try builtInTypeface()))
        let (time, date) = (layout.labels[0], layout.labels[1])
        #expect(date.y - (time.y + time.height) == layout.metrics.gap(20))
        #expect(abs((time.x + time.width / 2) - size.pixelWidth / 2) <= 1)
        #expect(abs((date.x + date.width / 2) - size.pixelWidth / 2) <= 1)
        let top = time.y, bottom = size.pixelHeight - (date.y + date.height)
        #expect(abs(top - bottom) <= 1)
    }

    @Test func belowTheMinimumThePageSaysSoWithTheSizeItNeeds() throws {
        let face = try builtInTypeface()
        let composition = ClockView.composition(for: reading)
        let needs = StackLayout.minimumSize(of: composition, typeface: face)
        #expect(StackLayout.centred(composition, in: needs, typeface: face) != nil)
        #expect(
            StackLayout.centred(
                composition, in: TerminalSize(columns: needs.columns - 1, rows: needs.rows), typeface: face) == nil)
        #expect(
            StackLayout.centred(
                composition, in: TerminalSize(columns: needs.columns, rows: needs.rows - 1), typeface: face) == nil)

        let small = TerminalSize(columns: 20, rows: 5)
        let frame = Renderer(typeface: face).frame(for: .clock, at: reading.asDate, in: utc, size: small)
        let text = FrameText.glyphLines(frame).joined(separator: "\n")
        #expect(text.contains("TERMINAL"))
        #expect(text.contains("TOO SMALL"))
        #expect(text.contains("NEED \(needs.columns)×\(needs.rows)"))
        #expect(!text.contains("▀") && !text.contains("█") && !text.contains("▄"))
    }

    @Test func theTooSmallNoticeNeverSpillsOnATinyTerminal() throws {
        let face = try builtInTypeface()
        for (columns, rows) in [(1, 1), (5, 2), (9, 3), (17, 4), (0, 0)] {
            let size = TerminalSize(columns: columns, rows: rows)
            let frame = Renderer(typeface: face).frame(for: .clock, at: reading.asDate, in: utc, size: size)
            #expect(frame.columns == columns && frame.rows == rows)
        }
    }

    /// Every label inside the frame and the content width, none overlapping, and nothing lit
    /// outside the labels' boxes.
    func expectFitsWithoutOverlap(_ layout: StackLayout, size: TerminalSize) throws {
        let contentWidth = size.pixelWidth - 2 * layout.metrics.sidePaddingPixels
        var previousBottom = Int.min
        for label in layout.labels {
            #expect(label.x >= 0 && label.y >= 0, "\(size)")
            #expect(label.x + label.width <= size.pixelWidth && label.y + label.height <= size.pixelHeight, "\(size)")
            #expect(label.width <= contentWidth, "\(size)")
            #expect(label.y >= previousBottom, "\(size) overlap")
            previousBottom = label.y + label.height
        }
        let frame = LabelPainter(typeface: try builtInTypeface()).frame(for: layout, size: size)
        for row in 0..<frame.rows {
            for column in 0..<frame.columns where frame[row, column] != .blank {
                let inside = layout.labels.contains {
                    column >= $0.x && column < $0.x + $0.width && row * 2 + 1 >= $0.y && row * 2 < $0.y + $0.height
                }
                #expect(inside, "\(size): lit cell outside every label at \(row),\(column)")
            }
        }
    }
}

extension ClockReading {
    /// The fixed instant these tests render.
    var asDate: Date { utcInstant("2026-08-28T14:32:00Z") }
}

@Suite struct ClockGoldenTests {
    @Test(arguments: [(80, 24), (120, 40), (200, 60)])
    func clockScreen(_ columns: Int, _ rows: Int) throws {
        let size = TerminalSize(columns: columns, rows: rows)
        let frame = Renderer(typeface: try builtInTypeface())
            .frame(for: .clock, at: utcInstant("2026-08-28T14:32:00Z"), in: utc, size: size)
        try expectGolden(
            FrameText.document(frame, title: "clock 2026-08-28T14:32Z UTC"), named: "clock-\(columns)x\(rows).txt")
    }

    @Test func textLinesAreTheLabelsInReadingOrder() throws {
        let lines = Renderer(typeface: try builtInTypeface()).textLines(
            for: .clock, at: utcInstant("2026-08-28T14:32:00Z"), in: utc)
        #expect(lines == ["14:32", "FR 28 AUG"])
    }
}

@Suite struct ClockStabilityTests {
    func layout(_ time: String, size: TerminalSize) throws -> StackLayout {
        let reading = ClockReading(at: utcInstant("2026-08-28T\(time):00Z"), in: utc)
        return try #require(
            StackLayout.centred(ClockView.composition(for: reading), in: size, typeface: try builtInTypeface()))
    }

    @Test func theTimeNeverChangesWidthOrPlace() throws {
        let size = TerminalSize(columns: 200, rows: 50)
        let reference = try layout("00:00", size: size).labels[0]
        for time in ["11:11", "10:01", "19:59", "23:41"] {
            let label = try layout(time, size: size).labels[0]
            #expect(label.x == reference.x && label.width == reference.width, "\(time)")
        }
    }

    @Test func aMinuteChangeTouchesOnlyTheLastDigitsCells() throws {
        let size = TerminalSize(columns: 200, rows: 50)
        let renderer = Renderer(typeface: try builtInTypeface())
        // Within one orbit step the page stands still: laid out without it, to compare
        // with the layout's own places.
        let still = AppState(page: .clock, size: size, preferences: ClockPreferences(orbits: false))
        let before = renderer.frame(for: still, at: utcInstant("2026-08-28T14:00:00Z"), in: utc)
        let after = renderer.frame(for: still, at: utcInstant("2026-08-28T14:01:00Z"), in: utc)
        let time = try layout("14:00", size: size).labels[0]
        guard case .pixels(let pixel, let tracking) = time.tier else {
            Issue.record("the time is pixels at 200x50")
            return
        }
        let changes = after.changes(since: before)
        #expect(!changes.isEmpty)
        let digitX = time.x + (6 + 6 + 3 + 6) * pixel + 4 * tracking
        #expect(changes.allSatisfy { $0.column >= digitX && $0.column < digitX + 6 * pixel })
    }

    @Test func bigLabelsWithAnEvenPixelStartOnACell() throws {
        let label = try layout("14:00", size: TerminalSize(columns: 200, rows: 51)).labels[0]
        #expect(label.y % 2 == 0)
    }
}
