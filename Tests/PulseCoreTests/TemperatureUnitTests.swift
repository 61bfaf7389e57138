import Foundation
import PulseTestSupport
import Testing

@testable import PulseCore

/// °F: asked of Open-Meteo in that unit, or converted as Open-Meteo converts.
@Suite struct TemperatureUnitTests {
    /// Open-Meteo's arithmetic: single precision `× 9 / 5 + 32`, one decimal written
    /// (half away from zero), then the line's whole degrees: -0.3 °C is 31.46 °F, written
    /// 31.5, shown 32 (rounding 31.46 at once would say 31).
    @Test(arguments: [
        (26.8, 80.2, "80°F"), (21.3, 70.3, "70°F"), (-0.3, 31.5, "32°F"), (37.5, 99.5, "100°F"),
        (-17.8, 0.0, "0°F"), (-40.0, -40.0, "-40°F"), (1.5, 34.7, "35°F"),
    ])
    func celsiusBecomesFahrenheitAsOpenMeteoWritesIt(_ celsius: Double, _ written: Double, _ shown: String) {
        #expect(TemperatureUnit.converted(celsius, from: .celsius, to: .fahrenheit) == written)
        let reading = WeatherReading(temperature: celsius, unit: .celsius, condition: nil)
        #expect(reading?.displayText(in: .fahrenheit) == shown)
        #expect(reading?.displayText(in: .celsius) == "\(Int(celsius.rounded(.toNearestOrAwayFromZero)))°C")
    }

    @Test func fahrenheitShownInCelsiusGoesBackTheSameWay() {
        let reading = WeatherReading(temperature: 70.3, unit: .fahrenheit, condition: nil)
        #expect(reading?.displayText(in: .celsius) == "21°C")
        #expect(reading?.displayText(in: .fahrenheit) == "70°F")
        #expect(
            WeatherReading(temperature: 32.6, unit: .fahrenheit, condition: nil)?.displayText(in: .celsius) == "0°C")
    }

    @Test func theRequestCarriesTheUnitOnlyWhenItIsFahrenheit() throws {
        let berlin = try #require(Coordinate(latitude: 52.52, longitude: 13.41))
        let base = try #require(URL(string: "https://api.open-meteo.com"))
        let celsius = OpenMeteo.forecastRequest(for: berlin, base: base)
        #expect(!(celsius.url.query ?? "").contains("temperature_unit"))
        #expect(OpenMeteo.forecastRequest(for: berlin, base: base, unit: .celsius) == celsius)
        let fahrenheit = OpenMeteo.forecastRequest(for: berlin, base: base, unit: .fahrenheit)
        #expect(
            fahrenheit.url.query
                == "latitude=52.52&longitude=13.41&current=temperature_2m,weather_code&daily=sunrise,sunset"
                + "&temperature_unit=fahrenheit")
    }

    @Test func aBodyWithoutUnitsIsInTheUnitAskedFor() throws {
        let body = Data(#"{"current":{"temperature_2m":70.3}}"#.utf8)
        #expect(try WeatherDecoder.decode(body, asked: .fahrenheit).get().unit == .fahrenheit)
        #expect(try WeatherDecoder.decode(body).get().unit == .celsius)
        // The impossible temperatures are measured in °C whatever the unit.
        let hot = Data(#"{"current_units":{"temperature_2m":"°F"},"current":{"temperature_2m":213}}"#.utf8)
        #expect(WeatherDecoder.decode(hot) == .failure(.malformed))
        let cold = Data(#"{"current_units":{"temperature_2m":"°F"},"current":{"temperature_2m":-140}}"#.utf8)
        #expect(try WeatherDecoder.decode(cold).get().displayText(in: .fahrenheit) == "-140°F")
    }

    /// A reading fetched in °C stays right after a switch to °F (converted), and the next
    /// lookup asks in °F.
    @Test func aReadingFetchedBeforeASwitchIsShownInTheNewUnit() throws {
        let start = Date(timeIntervalSince1970: 1_788_081_810)
        var state = AppState(
            size: TerminalSize(columns: 100, rows: 30),
            weather: WeatherModel(location: Coordinate(latitude: 52.52, longitude: 13.41)))
        _ = state.handle(.started, at: start)
        let body = Data(#"{"current_units":{"temperature_2m":"°C"},"current":{"temperature_2m":21.3}}"#.utf8)
        _ = state.handle(
            .fetched(id: FetchID(.weather, 1), result: .success(HTTPResponse(status: 200, headers: [:], body: body))),
            at: start)
        for _ in 0..<4 { _ = state.handle(.key(.right), at: start) }
        let saves = state.handle(.pressed(.settingsRow(.temperature)), at: start)
        #expect(state.preferences.temperatureUnit == .fahrenheit)
        #expect(saves == [.saving(.clockPreferences(state.preferences), on: .settings, row: .temperature)])
        #expect(state.weather.reading?.displayText(in: state.preferences.temperatureUnit) == "70°F")
        for _ in 0..<4 { _ = state.handle(.key(.left), at: start) }
        let later = start.addingTimeInterval(WeatherModel.refreshInterval)
        let effects = state.handle(.tick, at: later)
        guard case (let id, let request)? = effects.first?.fetch else {
            Issue.record("no lookup after half an hour")
            return
        }
        #expect(request.url.query?.hasSuffix("&temperature_unit=fahrenheit") == true)
        let answer = Data(#"{"current":{"temperature_2m":70.3}}"#.utf8)
        _ = state.handle(
            .fetched(id: id, result: .success(HTTPResponse(status: 200, headers: [:], body: answer))), at: later)
        #expect(state.weather.reading?.unit == .fahrenheit, "a body without units is in the unit asked for")
        #expect(state.weather.reading?.displayText(in: .fahrenheit) == "70°F")
    }
}
