import Foundation
import PulseCore
import PulseTestSupport
import Testing

@testable import PulseDisplay

/// The original's `ClockLayoutTests` and `ClockLayoutConstantsTests`, on terminal frames.
@Suite struct WeatherLineLayoutTests {
    let now = utcInstant("2026-08-28T14:32:00Z")
    let sizes = [(40, 12), (80, 24), (120, 40), (200, 60), (320, 100)]

    func frame(weather: WeatherReading?, size: TerminalSize, preferences: ClockPreferences = ClockPreferences()) throws
        -> Frame
    {
        let state = AppState(size: size, preferences: preferences, weather: WeatherModel(location: nil))
        var withWeather = state
        if let weather {
            withWeather = AppState(
                size: size, preferences: preferences,
                weather: WeatherModel(location: nil, reading: weather, readingAt: now))
        }
        return Renderer(typeface: try builtInTypeface()).frame(for: withWeather, at: now, in: utc)
    }

    /// Runs of rows that have something lit, as (first row, last row).
    func bands(_ frame: Frame) -> [(Int, Int)] {
        var result: [(Int, Int)] = []
        var start: Int?
        for row in 0..<frame.rows {
            let lit = (0..<frame.columns).contains { frame[row, $0] != .blank }
            if lit, start == nil { start = row }
            if !lit, let first = start {
                result.append((first, row - 1))
                start = nil
            }
        }
        if let first = start { result.append((first, frame.rows - 1)) }
        return result
    }

    @Test func constants() {
        #expect(
            ClockView.dateGap == 20 && ClockView.temperatureGap == 46 && ClockView.temperatureGap > ClockView.dateGap)
        // The figure is 7 cells of 2 units: no taller than the text's box, taller than its caps.
        #expect(14 <= 16 * 1.28 && 14 > 16 * 0.625)
    }

    @Test func withoutAReadingThePageIsExactlyTheTwoLineClock() throws {
        for (columns, rows) in sizes {
            let size = TerminalSize(columns: columns, rows: rows)
            let plain = Renderer(typeface: try builtInTypeface()).frame(for: .clock, at: now, in: utc, size: size)
            #expect(try frame(weather: nil, size: size) == plain, "\(size)")
        }
    }

    @Test func aReadingAddsExactlyOneBandFurtherDownThanTheDate() throws {
        let reading = WeatherReading(temperature: 21.3, condition: .rain)
        for (columns, rows) in [(80, 24), (120, 40), (200, 60), (320, 100)] {
            let size = TerminalSize(columns: columns, rows: rows)
            let two = bands(try frame(weather: nil, size: size))
            let three = bands(try frame(weather: reading, size: size))
            #expect(three.count == two.count + 1, "\(size): \(two) then \(three)")
            guard three.count >= 3 else { continue }
            let dateGap = three[1].0 - three[0].1, weatherGap = three[2].0 - three[1].1
            #expect(weatherGap > dateGap, "\(size): the weather sits further from the date than the date from the time")
        }
    }

    @Test func theWeatherLineSitsExactlyTheFortySixUnitGapUnderTheDate() throws {
        let reading = WeatherReading(temperature: 21.3, condition: .rain)
        let composition = ClockView.composition(
            for: ClockReading(at: now, in: utc), preferences: ClockPreferences(), weather: reading)
        for (columns, rows) in [(200, 60), (320, 100)] {
            let size = TerminalSize(columns: columns, rows: rows)
            let layout = try #require(StackLayout.centred(composition, in: size, typeface: try builtInTypeface()))
            let date = layout.labels[1], line = layout.labels[2]
            let top = min(line.y, layout.figures.first?.y ?? line.y)
            #expect(top - (date.y + date.height) == layout.metrics.gap(46), "\(size)")
            #expect(date.y - (layout.labels[0].y + layout.labels[0].height) == layout.metrics.gap(20), "\(size)")
        }
    }

    @Test func theWidestWeatherLineFitsEverySize() throws {
        // The widest temperature text with a figure: five wide characters, as the original pins.
        let widest = WeatherReading(temperature: -888, condition: .thunderstorm)
        let composition = ClockView.composition(
            for: ClockReading(at: now, in: utc), preferences: ClockPreferences(), weather: widest)
        for (columns, rows) in sizes {
            let size = TerminalSize(columns: columns, rows: rows)
            let layout = try #require(
                StackLayout.centred(composition, in: size, typeface: try builtInTypeface()), "\(size)")
            let line = layout.labels[2]
            let figure = try #require(layout.figures.first)
            #expect(figure.x >= 0 && line.x + line.width <= size.pixelWidth, "\(size)")
            #expect(figure.x + 8 * figure.cell <= line.x, "\(size): the figure never touches the text")
        }
    }

    @Test func hidingTheFigureKeepsTheTemperature() throws {
        let reading = WeatherReading(temperature: 21.3, condition: .rain)
        let lines = ClockView.textLines(
            for: ClockReading(at: now, in: utc), preferences: ClockPreferences(showsCondition: false), weather: reading)
        #expect(lines == ["14:32", "FR 28 AUG", "21°C"])
        #expect(
            ClockView.textLines(for: ClockReading(at: now, in: utc), weather: reading) == [
                "14:32", "FR 28 AUG", "RAIN 21°C",
            ])
    }

    @Test(arguments: [(80, 24), (200, 60)])
    func clockWithWeatherScreen(_ columns: Int, _ rows: Int) throws {
        let reading = WeatherReading(temperature: 21.3, condition: .rain)
        let frame = try frame(weather: reading, size: TerminalSize(columns: columns, rows: rows))
        try expectGolden(
            FrameText.document(frame, title: "clock with rain 21°C, 2026-08-28T14:32Z UTC"),
            named: "clock-weather-\(columns)x\(rows).txt")
    }
}
