import FoundationEssentials

/// Open-Meteo's keyless forecast and geocoding APIs: the requests Pulse sends and the
/// geocoding answer it reads.
public enum OpenMeteo {
    /// `GET /v1/forecast?latitude=…&longitude=…&current=temperature_2m,weather_code&daily=sunrise,sunset`:
    /// exactly these four query items, in this order, and nothing that identifies the user.
    /// The sun times (in UTC, as no zone is asked for) decide when night dimming begins.
    public static func forecastRequest(for coordinate: Coordinate, base: URL) -> HTTPRequest {
        let query =
            "latitude=\(coordinate.latitudeText)&longitude=\(coordinate.longitudeText)"
            + "&current=temperature_2m,weather_code&daily=sunrise,sunset"
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
    /// Its name, as Open-Meteo spells it.
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
        return .success(GeocodedPlace(name: first.name, coordinate: coordinate))
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
