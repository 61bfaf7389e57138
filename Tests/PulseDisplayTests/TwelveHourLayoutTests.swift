import Foundation
import PulseCore
import PulseTestSupport
import Testing

@testable import PulseDisplay

/// The 12-hour Clock: the `AM`/`PM` mark set smaller beside the time, on its baseline, by
/// the same metrics.
@Suite struct TwelveHourLayoutTests {
    let twelve = ClockPreferences(timeFormat: .twelveHour)

    func layout(_ time: String, _ size: TerminalSize, seconds: Bool = false) throws -> StackLayout {
        let reading = ClockReading(at: utcInstant("2026-08-28T\(time):07Z"), in: utc)
        var preferences = twelve
        preferences.showsSeconds = seconds
        return try #require(
            StackLayout.centred(
                ClockView.composition(for: reading, preferences: preferences), in: size,
                typeface: try builtInTypeface()))
    }

    @Test(arguments: [(80, 24), (120, 40), (200, 60), (320, 100), (300, 20)])
    func theMarkIsSmallerBesideTheTimeOnItsBaseline(_ columns: Int, _ rows: Int) throws {
        let size = TerminalSize(columns: columns, rows: rows)
        for seconds in [false, true] {
            let layout = try layout("13:05", size, seconds: seconds)
            let time = layout.labels[0]
            let mark = try #require(layout.marks.first)
            #expect(time.label.text == (seconds ? "1:05:07" : "1:05") && mark.label.text == "PM")
            #expect(mark.x > time.x + time.width, "right of the time, with a gap")
            #expect(mark.y >= time.y && mark.y + mark.height <= time.y + time.height, "inside the time's box")
            guard case .pixels(let pixel, _) = time.tier else {
                Issue.record("the time is pixels at \(size)")
                continue
            }
            let timeBaseline = time.y + (time.label.lineBox.capTop + 5) * pixel
            switch mark.tier {
            case .pixels(let markPixel, _):
                #expect(markPixel < pixel, "smaller, at \(size)")
                #expect(mark.y + (mark.label.lineBox.capTop + 5) * markPixel == timeBaseline, "on the baseline")
            case .text:
                #expect(
                    pixel < 2 || ClockView.markShare * Double(pixel) < 1.5,
                    "text only where a pixel mark cannot be smaller")
                #expect(mark.y / 2 == (timeBaseline - 1) / 2, "on the row of the time's lowest pixels")
            case .tallPixels:
                Issue.record("no tall pixels on half cells")
            }
            let contentWidth = size.pixelWidth - 2 * layout.metrics.sidePaddingPixels
            #expect(mark.x + mark.width - time.x <= contentWidth)
            // The time, its mark and the date: every lit cell belongs to one of them.
            let frame = LabelPainter(typeface: try builtInTypeface()).frame(for: layout, size: size)
            for row in 0..<frame.rows {
                for column in 0..<frame.columns where frame[row, column] != .blank {
                    let inside = (layout.labels + layout.marks).contains {
                        column >= $0.x && column < $0.x + $0.width && row * 2 + 1 >= $0.y
                            && row * 2 < $0.y + $0.height
                    }
                    #expect(inside, "\(size): lit cell outside every label at \(row),\(column)")
                }
            }
        }
    }

    @Test func aClickOnTheMarkIsAClickOnTheTime() throws {
        let layout = try layout("13:05", TerminalSize(columns: 200, rows: 60))
        let mark = try #require(layout.marks.first)
        let target = try #require(layout.targets.first { $0.target == .clockTime })
        #expect(target.contains(column: mark.x + mark.width - 1, row: (mark.y + mark.height - 1) / 2))
    }

    @Test func theTwentyFourHourClockHasNoMarkAndIsUnchanged() throws {
        let reading = ClockReading(at: utcInstant("2026-08-28T14:32:00Z"), in: utc)
        let size = TerminalSize(columns: 200, rows: 60)
        let plain = try #require(
            StackLayout.centred(ClockView.composition(for: reading), in: size, typeface: try builtInTypeface()))
        #expect(plain.marks.isEmpty)
        #expect(ClockView.composition(for: reading).entries[0].mark == nil)
    }

    @Test(arguments: [(80, 24), (200, 60)])
    func goldenScreens(_ columns: Int, _ rows: Int) throws {
        let size = TerminalSize(columns: columns, rows: rows)
        let state = AppState(page: .clock, size: size, preferences: twelve)
        let frame = Renderer(typeface: try builtInTypeface()).frame(
            for: state, at: utcInstant("2026-08-28T13:05:00Z"), in: utc)
        try expectGolden(
            FrameText.document(frame, title: "clock 12h 2026-08-28T13:05Z UTC"),
            named: "clock-12h-\(columns)x\(rows).txt")
    }

    /// Every page that shows a time of day says it in the chosen form; durations do not.
    @Test func everyTimeOfDayFollowsTheFormat() throws {
        let now = utcInstant("2026-08-30T13:05:08Z")
        let renderer = Renderer(typeface: try builtInTypeface())
        // TIME FORMAT toggled on Settings, then the page visited.
        func lines(_ page: Page) -> [String] {
            var state = DemoContent.state(
                page: .settings, size: TerminalSize(columns: 120, rows: 40), at: now, zone: utc)
            _ = state.handle(.pressed(.settingsRow(.timeFormat)), at: now)
            while state.page != page { _ = state.handle(.key(.left), at: now) }
            #expect(state.preferences.timeFormat == .twelveHour)
            return renderer.textLines(for: state, at: now, in: utc)
        }
        #expect(lines(.clock).first == "1:05 PM")
        #expect(lines(.stopwatch) == ["00:00:00", "1:05 PM"], "the readout is a duration")
        let github = lines(.github)
        #expect(github.first?.hasSuffix(" 1:05:08 PM") == true, "\(github)")
        #expect(github.contains { $0.hasPrefix("LAST CHECK: ") && $0.hasSuffix(" PM") }, "\(github)")
        #expect(github[1].hasSuffix(" AM") || github[1].hasSuffix(" PM"), "today's last push: \(github)")
        let uptime = lines(.uptime)
        #expect(uptime.first?.hasPrefix("LAST CHECK: ") == true && uptime.first?.hasSuffix(" PM") == true, "\(uptime)")
    }
}
