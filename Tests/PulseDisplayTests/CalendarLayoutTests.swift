import Foundation
import PulseCore
import PulseTestSupport
import Testing

@testable import PulseDisplay

/// The Calendar page laid out: the demo's sample day at fixed instants, every label on
/// the screen at every size, and the golden screens.
@Suite struct CalendarLayoutTests {
    /// Monday 7 December 2026, 09:12 UTC: the standup is the next event.
    let now = utcInstant("2026-12-07T09:12:00Z")

    func state(_ size: TerminalSize, at instant: Date) -> AppState {
        DemoContent.state(page: .calendar, size: size, at: instant, zone: utc)
    }

    @Test(arguments: [(80, 24), (100, 30), (120, 40), (200, 60), (320, 100)])
    func everyLabelIsOnTheScreen(_ columns: Int, _ rows: Int) throws {
        let size = TerminalSize(columns: columns, rows: rows)
        for minutes in [0.0, 30, 200, 600] {
            let at = now.addingTimeInterval(minutes * 60)
            let view = CalendarView.composition(
                for: state(size, at: at).calendarPage, faces: [DemoContent.calendarFeed], at: at, in: utc,
                format: .twentyFourHour, fitting: size)
            let placed = try #require(StackLayout.centred(view, in: size, typeface: try builtInTypeface()))
            for label in placed.labels {
                #expect(label.x >= 0 && label.x + label.width <= size.pixelWidth, "\(columns)x\(rows) +\(minutes)")
                #expect(label.y >= 0 && label.y + label.height <= size.pixelHeight, "\(columns)x\(rows) +\(minutes)")
            }
            #expect(placed.labels[0].height > placed.labels[1].height, "the start is the largest")
        }
    }

    @Test func textLinesReadTopToBottom() {
        let demo = state(TerminalSize(columns: 100, rows: 30), at: now)
        let lines = CalendarView.textLines(
            for: demo.calendarPage, faces: [DemoContent.calendarFeed], at: now, in: utc, format: .twentyFourHour)
        #expect(Array(lines.prefix(4)) == ["09:30", "STANDUP", "IN 18 MIN", "11:00–12:00  DESIGN REVIEW"])
    }

    @Test(arguments: [(80, 24), (120, 40), (200, 60)])
    func calendarScreen(_ columns: Int, _ rows: Int) throws {
        let demo = state(TerminalSize(columns: columns, rows: rows), at: now)
        let frame = Renderer(typeface: try builtInTypeface()).frame(for: demo, at: now, in: utc)
        try expectGolden(
            FrameText.document(frame, title: "calendar, the demo's day at 2026-12-07T09:12:00Z UTC"),
            named: "calendar-\(columns)x\(rows).txt")
    }

    @Test func aDaysHeadingIsNeverLeftWithoutItsRowsAtTheCut() {
        let evening = utcInstant("2026-12-07T20:50:00Z")
        let size = TerminalSize(columns: 80, rows: 24)
        let view = CalendarView.composition(
            for: state(size, at: evening).calendarPage, faces: [DemoContent.calendarFeed], at: evening, in: utc,
            format: .twentyFourHour, fitting: size)
        let texts = view.entries.map(\.label.text)
        #expect(
            texts == ["09:30", "STANDUP", "TOMORROW", "NOTHING ELSE TODAY", "+2 MORE", "LAST READ 20:50"], "\(texts)")
    }
}
