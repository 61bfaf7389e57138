import Foundation
import Testing

@testable import PulseCore

/// A real payload from `Tests/PulseCoreTests/Fixtures`.
func fixture(_ name: String) throws -> Data {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/\(name)")
    return try Data(contentsOf: url)
}

/// The original's `WeatherConditionTests`.
@Suite struct WeatherConditionTests {
    static let table: [(WeatherCondition, [Int])] = [
        (.clear, [0, 1]), (.cloudy, [2, 3]), (.fog, [45, 48]),
        (.rain, [51, 53, 55, 56, 57, 61, 63, 65, 66, 67, 80, 81, 82]),
        (.snow, [71, 73, 75, 77, 85, 86]), (.thunderstorm, [95, 96, 99]),
    ]

    @Test func everyDocumentedCodeMapsAsClaimedAndOnlyOnce() {
        var seen: Set<Int> = []
        for (condition, codes) in Self.table {
            for code in codes {
                #expect(WeatherCondition(wmoCode: code) == condition, "code \(code)")
                #expect(seen.insert(code).inserted)
            }
        }
        #expect(Set(Self.table.map(\.0)) == Set(WeatherCondition.allCases))
    }

    @Test func headlineCodes() {
        #expect(WeatherCondition(wmoCode: 0) == .clear && WeatherCondition(wmoCode: 1) == .clear)
        #expect(WeatherCondition(wmoCode: 2) == .cloudy && WeatherCondition(wmoCode: 3) == .cloudy)
        #expect(WeatherCondition(wmoCode: 45) == .fog)
        #expect(WeatherCondition(wmoCode: 61) == .rain && WeatherCondition(wmoCode: 66) == .rain)
        #expect(WeatherCondition(wmoCode: 75) == .snow)
        #expect(WeatherCondition(wmoCode: 95) == .thunderstorm)
    }

    @Test func freezingDrizzleAndRainAreRain() {
        for code in [56, 57, 66, 67] { #expect(WeatherCondition(wmoCode: code) == .rain) }
    }

    @Test(arguments: [4, 5, 10, 30, 44, 50, 70, 79, 84, 90, 97, 100, -1, Int.max])
    func unmappedCodesHaveNoCondition(_ code: Int) {
        #expect(WeatherCondition(wmoCode: code) == nil)
    }
}

/// The original's `WeatherResponseDecoderTests`, and the real bodies.
@Suite struct WeatherDecoderTests {
    func decode(_ text: String) -> Result<WeatherReading, WeatherDecodeError> {
        WeatherDecoder.decode(Data(text.utf8))
    }

    @Test func theDocumentedResponse() throws {
        let reading = try decode(
            #"{"current_units":{"temperature_2m":"°C"},"current":{"temperature_2m":21.3,"weather_code":3}}"#
        ).get()
        #expect(reading.temperature == 21.3 && reading.displayText == "21°C" && reading.condition == .cloudy)
    }

    @Test func noUnitsBlockIsFine() throws {
        let reading = try decode(#"{"current":{"temperature_2m":-4.0,"weather_code":71}}"#).get()
        #expect(reading.displayText == "-4°C" && reading.condition == .snow)
    }

    @Test func aMissingOrUnmappedCodeCostsOnlyTheFigure() throws {
        let missing = try decode(#"{"current":{"temperature_2m":12.0}}"#).get()
        #expect(missing.displayText == "12°C" && missing.condition == nil)
        let smoke = try decode(#"{"current":{"temperature_2m":12.0,"weather_code":4}}"#).get()
        #expect(smoke.condition == nil)
    }

    /// A forecast of 1e308 showed as `999°C`. Outside −100…100 °C a body is wrong, not
    /// weather, and gives no reading; the extremes ever measured read as they are.
    @Test(arguments: ["1e308", "-1e308", "100.5", "-100.01", "290.15", "1000"])
    func anImpossibleTemperatureIsNoReading(_ value: String) {
        #expect(decode(#"{"current":{"temperature_2m":\#(value),"weather_code":3}}"#) == .failure(.malformed))
    }

    @Test func theMeasuredExtremesAndTheBoundsAreReadings() throws {
        for (value, text) in [("-89.2", "-89°C"), ("56.7", "57°C"), ("100", "100°C"), ("-100", "-100°C")] {
            #expect(try decode(#"{"current":{"temperature_2m":\#(value)}}"#).get().displayText == text)
        }
    }

    @Test func aUnitOtherThanCelsiusOrFahrenheitIsRejected() {
        #expect(
            decode(#"{"current_units":{"temperature_2m":"K"},"current":{"temperature_2m":290}}"#)
                == .failure(.unexpectedUnit("K")))
    }

    @Test(arguments: [
        #"{"current":{}}"#, #"{"current":{"temperature_2m":"warm"}}"#, #"{"hourly":{"temperature_2m":[1,2]}}"#,
        #"{"error":true,"reason":"Latitude must be in range of -90 to 90°."}"#, "not json", "", "[]",
        #"{"current":{"temperature_2m":true}}"#, #"{"current":{"temperature_2m":null}}"#,
    ])
    func malformedBodiesAreRefused(_ body: String) {
        #expect(decode(body) == .failure(.malformed))
    }

    @Test(arguments: [
        (21.0, "21°C"), (21.3, "21°C"), (21.6, "22°C"), (-0.4, "0°C"), (-0.6, "-1°C"), (-17.5, "-18°C"),
        (0.0, "0°C"), (-4.0, "-4°C"), (21.5, "22°C"), (5000, "999°C"), (-5000, "-999°C"),
    ])
    func displayTextRoundsHalfAwayFromZeroAndNeverSaysMinusZero(_ value: Double, _ text: String) {
        #expect(WeatherReading(temperature: value, condition: nil)?.displayText == text)
    }

    @Test func theDegreeSignIsU00B0AndUpperCasingKeepsIt() {
        let text = WeatherReading(temperature: 21, condition: nil)?.displayText ?? ""
        #expect(text.unicodeScalars.contains("\u{00B0}"))
        #expect(text.uppercased() == text)
    }

    @Test func nonFiniteTemperaturesAreRefused() {
        #expect(WeatherReading(temperature: .nan, condition: nil) == nil)
        #expect(WeatherReading(temperature: .infinity, condition: nil) == nil)
    }

    @Test func realMetricBodies() throws {
        let denver = try WeatherDecoder.decode(
            fixture("open-meteo/virga-forecast-current-temp-weathercode-denver-2026-08-07.json")
        ).get()
        #expect(denver.temperature == 26.8 && denver.displayText == "27°C" && denver.condition == .cloudy)
        let nulls = try WeatherDecoder.decode(
            fixture("open-meteo/virga-forecast-current-daily-trailing-nulls-2026-08-09.json")
        ).get()
        #expect(nulls.displayText == "32°C" && nulls.condition == .cloudy)
        let copenhagen = try WeatherDecoder.decode(
            fixture("open-meteo/cocodedk-forecast-current-new-style-copenhagen-2026-07-26.json")
        ).get()
        #expect(copenhagen.displayText == "17°C" && copenhagen.condition == .rain)
    }

    /// Toronto asked in °F: 32.6 °F is `33°F`, and shown in °C it is 0.3 °C, `0°C`.
    @Test func theRealImperialBodyIsReadInFahrenheit() throws {
        let toronto = try WeatherDecoder.decode(
            fixture("open-meteo/linecast-forecast-current-imperial-2026-03-05.json"), asked: .fahrenheit
        ).get()
        #expect(toronto.temperature == 32.6 && toronto.unit == .fahrenheit && toronto.condition == .cloudy)
        #expect(toronto.displayText(in: .fahrenheit) == "33°F")
        #expect(toronto.displayText(in: .celsius) == "0°C")
    }
}

/// The original's `CoordinateTests`, and the requests built from them.
@Suite struct CoordinateTests {
    @Test func impossibleCoordinatesAreRefused() {
        #expect(Coordinate(latitude: .nan, longitude: .nan) == nil)
        #expect(Coordinate(latitude: 91, longitude: 0) == nil)
        #expect(Coordinate(latitude: 0, longitude: 181) == nil)
    }

    @Test func coarsenedToTwoDecimalsHalfAwayFromZero() {
        let berlin = Coordinate(latitude: 52.516667, longitude: 13.388888)
        #expect(berlin?.latitudeText == "52.52" && berlin?.longitudeText == "13.39")
        let west = Coordinate(latitude: 52.516667, longitude: -13.388888)
        #expect(west?.longitudeText == "-13.39")
        #expect(Coordinate(latitude: 0.125, longitude: -0.125)?.latitudeText == "0.13")
        #expect(Coordinate(latitude: 0.005, longitude: -0.001)?.longitudeText == "0.00")
    }

    @Test func typedLatLonIsParsed() {
        #expect(Coordinate(parsing: "52.52,13.39") == Coordinate(latitude: 52.52, longitude: 13.39))
        #expect(Coordinate(parsing: " -33.8688 , 151.2093 ")?.latitudeText == "-33.87")
        for bad in ["Berlin", "52.52", "52.52,13.39,1", "95,10", ",", "1e400,0"] {
            #expect(Coordinate(parsing: bad) == nil, "\(bad)")
        }
    }

    @Test func theForecastRequestHasExactlyFourQueryItemsAndNoSecrets() throws {
        let coordinate = try #require(Coordinate(latitude: 52.516667, longitude: -13.388888))
        let request = OpenMeteo.forecastRequest(
            for: coordinate, base: try #require(URL(string: "https://api.open-meteo.com")))
        let components = try #require(URLComponents(url: request.url, resolvingAgainstBaseURL: false))
        #expect(components.host == "api.open-meteo.com" && components.path == "/v1/forecast")
        #expect(
            components.queryItems?.map { "\($0.name)=\($0.value ?? "")" } == [
                "latitude=52.52", "longitude=-13.39", "current=temperature_2m,weather_code",
                "daily=sunrise,sunset",
            ])
        let query = components.query ?? ""
        for word in ["key", "token", "apikey", "appid"] { #expect(!query.contains(word)) }
        #expect(request.headers == ["Accept": "application/json"])
        #expect(request.connectTimeout == 10 && request.totalTimeout == 15)
    }
}

@Suite struct GeocodingTests {
    /// A place's name is a label: a longer one than `longestName` is cut at a whole
    /// character, and the place is still the one found.
    @Test func aNameOverTheLimitIsCutToIt() throws {
        let long = String(repeating: "Berlin", count: 12_000)
        let body = #"{"results":[{"name":"\#(long)","latitude":52.52,"longitude":13.41}]}"#
        let place = try #require(try GeocodingDecoder.decode(Data(body.utf8)).get())
        #expect(place.name == String(long.prefix(100)))
        #expect(place.coordinate == Coordinate(latitude: 52.52, longitude: 13.41))
        // Four-byte characters: the bytes bind first, at a character's edge.
        let wide = String(repeating: "\u{1F30D}", count: 150)
        let wideBody = #"{"results":[{"name":"\#(wide)","latitude":1,"longitude":2}]}"#
        #expect(
            try GeocodingDecoder.decode(Data(wideBody.utf8)).get()?.name == String(repeating: "\u{1F30D}", count: 100))
        let bytes = String(repeating: "\u{00E9}\u{0301}", count: 100)
        let bytesBody = #"{"results":[{"name":"\#(bytes)","latitude":1,"longitude":2}]}"#
        #expect(try GeocodingDecoder.decode(Data(bytesBody.utf8)).get()?.name.utf8.count == 400)
        // At the limit, kept as sent.
        let exact = String(repeating: "x", count: 100)
        let exactBody = #"{"results":[{"name":"\#(exact)","latitude":1,"longitude":2}]}"#
        #expect(try GeocodingDecoder.decode(Data(exactBody.utf8)).get()?.name == exact)
    }

    @Test func theFirstResultIsTakenAndCoarsened() throws {
        let place = try GeocodingDecoder.decode(try fixture("open-meteo/virga-geocoding-search-frederick.json")).get()
        #expect(place?.name == "Frederick")
        #expect(place?.coordinate.latitudeText == "39.41" && place?.coordinate.longitudeText == "-77.41")
    }

    @Test func noResultsIsNoPlaceNotAnError() throws {
        #expect(
            try GeocodingDecoder.decode(try fixture("open-meteo/virga-geocoding-search-no-results.json")).get() == nil)
        #expect(try GeocodingDecoder.decode(Data(#"{"results":[]}"#.utf8)).get() == nil)
    }

    @Test func aBodyThatIsNotASearchAnswerIsMalformed() {
        #expect(GeocodingDecoder.decode(Data("oops".utf8)) == .failure(.malformed))
        // A name of one character of 10,000 combining marks: no name fits, no answer.
        let heavy =
            #"{"results":[{"name":"a\#(String(repeating: "\u{0301}", count: 10_000))","latitude":1,"longitude":2}]}"#
        #expect(GeocodingDecoder.decode(Data(heavy.utf8)) == .failure(.malformed))
        #expect(GeocodingDecoder.decode(Data(#"{"results":[{"name":"X"}]}"#.utf8)) == .failure(.malformed))
    }

    @Test func theSearchNameIsEncoded() throws {
        let request = OpenMeteo.geocodingRequest(
            for: "São Paulo & co", base: try #require(URL(string: "https://geocoding-api.open-meteo.com")))
        #expect(
            request.url.absoluteString
                == "https://geocoding-api.open-meteo.com/v1/search?name=S%C3%A3o%20Paulo%20%26%20co&count=1")
    }
}
