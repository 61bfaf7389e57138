import FoundationEssentials

/// Open-Meteo's keyless forecast and geocoding APIs: the requests Pulse sends and the
/// geocoding answer it reads.
public enum OpenMeteo {
    /// `GET /v1/forecast?latitude=…&longitude=…&current=temperature_2m,weather_code&daily=sunrise,sunset`:
    /// exactly these four query items, in this order, and nothing that identifies the user;
    /// in °F a fifth, `temperature_unit=fahrenheit`. The sun times (in UTC, as no zone is
    /// asked for) decide when night dimming begins.
    public static func forecastRequest(for coordinate: Coordinate, base: URL, unit: TemperatureUnit = .celsius)
        -> HTTPRequest
    {
        let query =
            "latitude=\(coordinate.latitudeText)&longitude=\(coordinate.longitudeText)"
            + "&current=temperature_2m,weather_code&daily=sunrise,sunset"
            + (unit.openMeteoParameter.map { "&temperature_unit=\($0)" } ?? "")
        return HTTPRequest(
            url: endpoint(base, path: "/v1/forecast", query: query), headers: ["Accept": "application/json"],
            connectTimeout: 10, totalTimeout: 15, maximumBytes: 256 * 1024)
    }

    /// `GET /v1/search?name=…&count=1`.
    public static func geocodingRequest(for name: String, base: URL) -> HTTPRequest {
        let encoded = PercentEncoding.escape(name)
        return HTTPRequest(
            url: endpoint(base, path: "/v1/search", query: "name=\(encoded)&count=1"),
            headers: ["Accept": "application/json"], connectTimeout: 10, totalTimeout: 15, maximumBytes: 256 * 1024)
    }

    private static func endpoint(_ base: URL, path: String, query: String) -> URL {
        let root = base.absoluteString.hasSuffix("/") ? String(base.absoluteString.dropLast()) : base.absoluteString
        return URL(string: root + path + "?" + query) ?? base
    }
}

/// A place the geocoding search found.
public struct GeocodedPlace: Equatable, Sendable {
    /// The longest name kept, in characters and in UTF-8 bytes: longer than the name of any
    /// place (the longest in use, a hill in New Zealand, has 85 letters), as the typed
    /// `--location` is, and a label drawn on one line. The bytes bound a character made of
    /// thousands of combining marks.
    public static let longestName = (characters: 100, bytes: 400)

    /// Its name, as Open-Meteo spells it, cut to `longestName`.
    public let name: String
    /// Its coarsened coordinate.
    public let coordinate: Coordinate
}

/// Reads the first result of a geocoding search.
public enum GeocodingDecoder {
    /// The first place, nil when the search found nothing (`results` absent or empty), or
    /// `.malformed` for a body that is not a search answer.
    public static func decode(_ body: Data) -> Result<GeocodedPlace?, WeatherDecodeError> {
        guard let answer = try? JSONDecoder().decode(Answer.self, from: body) else { return .failure(.malformed) }
        guard let first = answer.results?.first else { return .success(nil) }
        guard let coordinate = Coordinate(latitude: first.latitude, longitude: first.longitude) else {
            return .failure(.malformed)
        }
        let name = label(first.name)
        // Not even one character fits: no name at all, which is no answer to trust.
        guard !name.isEmpty || first.name.isEmpty else { return .failure(.malformed) }
        return .success(GeocodedPlace(name: name, coordinate: coordinate))
    }

    /// `name` cut after the last whole character that keeps it within
    /// `GeocodedPlace.longestName`. A longer name is cut rather than refused: the
    /// coordinate is the place asked for, the name only its label, and it is stored in the
    /// settings file, whose reader takes a bounded size.
    static func label(_ name: String) -> String {
        let limit = GeocodedPlace.longestName
        guard name.count > limit.characters || name.utf8.count > limit.bytes else { return name }
        var kept = "", bytes = 0
        for character in name.prefix(limit.characters) {
            bytes += character.utf8.count
            guard bytes <= limit.bytes else { break }
            kept.append(character)
        }
        return kept
    }

    private struct Answer: Decodable {
        let results: [Result]?

        struct Result: Decodable {
            let name: String
            let latitude: Double
            let longitude: Double
        }
    }
}
