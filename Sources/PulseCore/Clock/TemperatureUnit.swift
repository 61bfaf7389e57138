/// The unit the weather line's temperature is shown in: the original's °C (the default) or
/// °F. Open-Meteo is asked in the unit shown; a reading fetched in the other one (before a
/// switch) is converted as Open-Meteo itself converts (`converted(_:from:to:)`).
public enum TemperatureUnit: String, TwoWordSetting {
    case celsius = "c"
    case fahrenheit = "f"

    /// `°C` or `°F`, as Open-Meteo writes the unit and as the weather line shows it.
    public var symbol: String {
        switch self {
        case .celsius: "\u{00B0}C"
        case .fahrenheit: "\u{00B0}F"
        }
    }

    /// The Settings row shows the symbol.
    public var shown: String { symbol }

    /// Open-Meteo's `temperature_unit` for it; nil for °C, its default, which is never
    /// asked for so the request stays the original's.
    public var openMeteoParameter: String? {
        switch self {
        case .celsius: nil
        case .fahrenheit: "fahrenheit"
        }
    }

    /// `value` in `unit` written in `target`. Open-Meteo converts in single precision
    /// (`°C × 9 / 5 + 32`) and writes one decimal, rounding the magnitude half away from
    /// zero; the same steps here give the figure a request in `target` would have shown.
    /// °F to °C is the same arithmetic backwards.
    public static func converted(_ value: Double, from unit: TemperatureUnit, to target: TemperatureUnit) -> Double {
        guard unit != target else { return value }
        let single = Float(value)
        let result: Float = target == .fahrenheit ? single * 9 / 5 + 32 : (single - 32) * 5 / 9
        return oneDecimal(result)
    }

    /// `value` as Open-Meteo writes it with one decimal: the magnitude times ten, rounded
    /// half away from zero, with the sign put back.
    static func oneDecimal(_ value: Float) -> Double {
        let tenths = (abs(value) * 10).rounded(.toNearestOrAwayFromZero)
        return Double(value < 0 ? -tenths : tenths) / 10
    }
}
