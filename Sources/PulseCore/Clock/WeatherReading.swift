import FoundationEssentials

/// A current temperature, the unit it came in and, when its code is in the table, a
/// condition.
public struct WeatherReading: Equatable, Sendable {
    /// The temperature in `unit`, finite.
    public let temperature: Double
    /// The unit Open-Meteo answered in.
    public let unit: TemperatureUnit
    /// The condition figure to show, if any.
    public let condition: WeatherCondition?

    /// A reading; nil for a temperature that is not finite.
    public init?(temperature: Double, unit: TemperatureUnit = .celsius, condition: WeatherCondition?) {
        guard temperature.isFinite else { return nil }
        self.temperature = temperature
        self.unit = unit
        self.condition = condition
    }

    /// `21°C` in the unit it came in.
    public var displayText: String { displayText(in: unit) }

    /// `21°C` or `70°F`: the temperature in `shown` (converted as Open-Meteo converts when
    /// it came in the other unit), rounded half away from zero, clamped to ±999, never
    /// `-0°`.
    public func displayText(in shown: TemperatureUnit) -> String {
        let value = TemperatureUnit.converted(temperature, from: unit, to: shown)
        let rounded = min(999, max(-999, value.rounded(.toNearestOrAwayFromZero)))
        return "\(Int(rounded))\(shown.symbol)"
    }
}

/// Why an Open-Meteo body gave no reading.
public enum WeatherDecodeError: Error, Equatable, Sendable {
    /// Not the forecast body Pulse asks for.
    case malformed
    /// A temperature unit other than °C and °F (the request never asks for another).
    case unexpectedUnit(String)
}

/// Reads `current.temperature_2m` (required number), `current.weather_code` (optional
/// integer) and `current_units.temperature_2m` (optional: `°C` or `°F`, the unit asked for
/// when absent); ignores the rest.
public enum WeatherDecoder {
    /// The temperatures a forecast can give, in °C: no air temperature outside −89.2 °C
    /// (Vostok, 1983) and 56.7 °C (Death Valley, 1913) has been measured on Earth, and ±100
    /// leaves a model's extremes room. Outside it a body is wrong, not weather (`1e308`
    /// once showed as `999°C`; a value in kelvins, 290, would have shown as hot), and
    /// gives no reading.
    public static let possibleTemperatures: ClosedRange<Double> = -100...100

    /// The reading in `body`, a forecast asked for in `asked`.
    public static func decode(_ body: Data, asked: TemperatureUnit = .celsius) -> Result<
        WeatherReading, WeatherDecodeError
    > {
        guard let decoded = try? JSONDecoder().decode(Body.self, from: body) else { return .failure(.malformed) }
        var unit = asked
        if let named = decoded.units?.temperature {
            guard let known = TemperatureUnit.allCases.first(where: { $0.symbol == named }) else {
                return .failure(.unexpectedUnit(named))
            }
            unit = known
        }
        let condition = decoded.current.code.flatMap(WeatherCondition.init(wmoCode:))
        let temperature = decoded.current.temperature
        // The bounds are in °C: a °F body is measured against them converted.
        let celsius = unit == .celsius ? temperature : (temperature - 32) * 5 / 9
        guard possibleTemperatures.contains(celsius),
            let reading = WeatherReading(temperature: temperature, unit: unit, condition: condition)
        else { return .failure(.malformed) }
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
