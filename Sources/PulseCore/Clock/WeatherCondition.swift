/// The six weather figures, from WMO weather interpretation codes.
public enum WeatherCondition: String, CaseIterable, Sendable, Equatable {
    case clear, cloudy, fog, rain, snow, thunderstorm

    /// The condition for a WMO code, or nil for a code outside the table (smoke, dust, …):
    /// the temperature is then shown without a figure. Freezing drizzle and freezing rain
    /// are deliberately rain.
    public init?(wmoCode code: Int) {
        switch code {
        case 0, 1: self = .clear
        case 2, 3: self = .cloudy
        case 45, 48: self = .fog
        case 51, 53, 55, 56, 57, 61, 63, 65, 66, 67, 80, 81, 82: self = .rain
        case 71, 73, 75, 77, 85, 86: self = .snow
        case 95, 96, 99: self = .thunderstorm
        default: return nil
        }
    }
}
