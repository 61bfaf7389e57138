import FoundationEssentials

/// A current temperature and, when its code is in the table, a condition.
public struct WeatherReading: Equatable, Sendable {
    /// Degrees Celsius, finite.
    public let temperature: Double
    /// The condition figure to show, if any.
    public let condition: WeatherCondition?

    /// A reading; nil for a temperature that is not finite.
    public init?(temperature: Double, condition: WeatherCondition?) {
        guard temperature.isFinite else { return nil }
        self.temperature = temperature
        self.condition = condition
    }

    /// `21°C`: rounded half away from zero, clamped to ±999, never `-0°C`.
    public var displayText: String {
        let rounded = min(999, max(-999, temperature.rounded(.toNearestOrAwayFromZero)))
        return "\(Int(rounded))\u{00B0}C"
    }
}

/// Why an Open-Meteo body gave no reading.
public enum WeatherDecodeError: Error, Equatable, Sendable {
    /// Not the forecast body Pulse asks for.
    case malformed
    /// A temperature unit other than °C (the request never asks for another).
    case unexpectedUnit(String)
}

/// Reads `current.temperature_2m` (required number), `current.weather_code` (optional
/// integer) and `current_units.temperature_2m` (optional, must be `°C`); ignores the rest.
public enum WeatherDecoder {
    /// The reading in `body`.
    public static func decode(_ body: Data) -> Result<WeatherReading, WeatherDecodeError> {
        guard let decoded = try? JSONDecoder().decode(Body.self, from: body) else { return .failure(.malformed) }
        if let unit = decoded.units?.temperature, unit != "\u{00B0}C" { return .failure(.unexpectedUnit(unit)) }
        let condition = decoded.current.code.flatMap(WeatherCondition.init(wmoCode:))
        guard let reading = WeatherReading(temperature: decoded.current.temperature, condition: condition) else {
            return .failure(.malformed)
        }
        return .success(reading)
    }

    private struct Body: Decodable {
        let current: Current
        let units: Units?

        enum CodingKeys: String, CodingKey {
            case current
            case units = "current_units"
        }

        init(from decoder: Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            current = try container.decode(Current.self, forKey: .current)
            // A units block of an unexpected shape says nothing about the unit: ignore it.
            units = try? container.decodeIfPresent(Units.self, forKey: .units)
        }
    }

    private struct Current: Decodable {
        let temperature: Double
        let code: Int?

        enum CodingKeys: String, CodingKey {
            case temperature = "temperature_2m"
            case code = "weather_code"
        }

        init(from decoder: Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            temperature = try container.decode(Double.self, forKey: .temperature)
            // A missing or odd code costs only the figure.
            code = (try? container.decodeIfPresent(Int.self, forKey: .code)) ?? nil
        }
    }

    private struct Units: Decodable {
        let temperature: String?

        enum CodingKeys: String, CodingKey {
            case temperature = "temperature_2m"
        }
    }
}
