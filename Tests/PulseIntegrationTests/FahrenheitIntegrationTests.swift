import Foundation
import PulseCore
import PulseTestSupport
import Testing

@testable import PulseNet

/// °F against the loopback server answering with the real Open-Meteo bodies in the unit
/// asked for: the request carries the unit only when it is °F, the line shows Open-Meteo's
/// own figure, and a reading fetched in °C stays right after a switch.
@Suite(.serialized) struct FahrenheitIntegrationTests {
    let server: LoopbackServer
    let toronto = Coordinate(latitude: 43.70, longitude: -79.40)
    let start = Date(timeIntervalSince1970: 1_772_748_000)

    init() throws {
        server = try LoopbackServer()
        server.setForecast("real")
    }

    func clock(_ unit: TemperatureUnit) -> AppState {
        AppState(
            size: TerminalSize(columns: 100, rows: 30),
            run: Run(endpoints: Endpoints(environment: ["PULSE_OPEN_METEO_URL": server.base])),
            preferences: ClockPreferences(temperatureUnit: unit),
            weather: WeatherModel(location: toronto))
    }

    /// Handles `event`, carries out its fetches for real, and feeds the answers back.
    func run(_ event: AppEvent, at now: Date, on state: inout AppState) {
        runFetching(event, at: now, on: &state, timeout: 10)
    }

    var shown: (AppState) -> String? = { state in
        state.weather.reading?.displayText(in: state.preferences.temperatureUnit)
    }

    @Test func askedInFahrenheitTheLineIsOpenMeteosFigure() {
        var state = clock(.fahrenheit)
        run(.started, at: start, on: &state)
        #expect(server.lastQuery(of: "/v1/forecast").hasSuffix("&temperature_unit=fahrenheit"))
        #expect(state.weather.reading?.temperature == 32.6 && state.weather.reading?.unit == .fahrenheit)
        #expect(shown(state) == "33°F")
    }

    @Test func askedInCelsiusThenSwitchedTheReadingIsConvertedUntilTheNextLookup() {
        var state = clock(.celsius)
        run(.started, at: start, on: &state)
        #expect(!server.lastQuery(of: "/v1/forecast").contains("temperature_unit"), "the original's request")
        #expect(state.weather.reading?.temperature == 26.8 && shown(state) == "27°C")
        for _ in 0..<4 { run(.key(.right), at: start, on: &state) }
        run(.pressed(.settingsRow(.temperature)), at: start, on: &state)
        // 26.8 °C: Open-Meteo would have written 80.2 °F.
        #expect(shown(state) == "80°F")
        for _ in 0..<4 { run(.key(.left), at: start, on: &state) }
        #expect(server.count(of: "/v1/forecast") == 1, "the switch alone asks nothing")
        run(.tick, at: start.addingTimeInterval(WeatherModel.refreshInterval), on: &state)
        #expect(server.lastQuery(of: "/v1/forecast").hasSuffix("&temperature_unit=fahrenheit"))
        #expect(shown(state) == "33°F")
    }
}
