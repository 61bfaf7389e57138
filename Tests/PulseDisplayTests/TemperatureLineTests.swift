import Foundation
import PulseCore
import PulseTestSupport
import Testing

@testable import PulseDisplay

/// The weather line in the unit chosen, from real Open-Meteo bodies.
@Suite struct TemperatureLineTests {
    func realBody(_ name: String) throws -> Data {
        let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("PulseCoreTests/Fixtures/open-meteo")
        return try Data(contentsOf: fixtures.appendingPathComponent(name))
    }

    func weatherLine(_ reading: WeatherReading, _ unit: TemperatureUnit) throws -> String? {
        let state = AppState(
            size: TerminalSize(columns: 80, rows: 24), preferences: ClockPreferences(temperatureUnit: unit),
            weather: WeatherModel(location: nil, reading: reading, readingAt: utcInstant("2026-03-05T21:00:00Z")))
        return Renderer(typeface: try builtInTypeface()).textLines(
            for: state, at: utcInstant("2026-03-05T21:00:00Z"), in: utc
        ).last
    }

    /// Toronto asked in °F says 32.6: `33°F`, Open-Meteo's own figure.
    @Test func aRealBodyAskedInFahrenheit() throws {
        let toronto = try WeatherDecoder.decode(
            realBody("linecast-forecast-current-imperial-2026-03-05.json"), asked: .fahrenheit
        ).get()
        #expect(try weatherLine(toronto, .fahrenheit) == "CLOUDY 33°F")
    }

    /// Denver asked in °C says 26.8; in °F Open-Meteo would have written 80.2: `80°F`.
    @Test func aRealBodyAskedInCelsiusThenConverted() throws {
        let denver = try WeatherDecoder.decode(
            realBody("virga-forecast-current-temp-weathercode-denver-2026-08-07.json")
        ).get()
        #expect(denver.temperature == 26.8 && denver.unit == .celsius)
        #expect(try weatherLine(denver, .celsius) == "CLOUDY 27°C")
        #expect(try weatherLine(denver, .fahrenheit) == "CLOUDY 80°F")
    }
}
