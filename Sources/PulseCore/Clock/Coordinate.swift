import FoundationEssentials

/// Where the weather is looked up: a coordinate and, when it came from a search, its name.
public struct WeatherLocation: Equatable, Sendable {
    /// The place's name, or nil for a typed `LAT,LON`.
    public let name: String?
    /// The coarsened coordinate.
    public let coordinate: Coordinate

    /// A location.
    public init(name: String?, coordinate: Coordinate) {
        self.name = name
        self.coordinate = coordinate
    }
}

/// A place on Earth, coarsened to two decimals (about a kilometre) before it is stored or
/// sent, so Pulse never holds or shares a precise location.
public struct Coordinate: Equatable, Sendable {
    /// Degrees, rounded half away from zero to two decimals.
    public let latitude: Double, longitude: Double

    /// A coarsened coordinate; nil unless finite and within ±90 / ±180.
    public init?(latitude: Double, longitude: Double) {
        guard latitude.isFinite, longitude.isFinite, abs(latitude) <= 90, abs(longitude) <= 180 else { return nil }
        self.latitude = Self.coarsen(latitude)
        self.longitude = Self.coarsen(longitude)
    }

    /// `LAT,LON` as typed (`52.52,13.39`, spaces allowed); nil if it is not one.
    public init?(parsing text: String) {
        guard let (latitude, longitude) = Self.numbers(in: text) else { return nil }
        self.init(latitude: latitude, longitude: longitude)
    }

    /// Whether `text` is written as `LAT,LON` (two numbers, `nan` and `inf` among them) yet
    /// names no place on Earth (`91,181`, `nan,nan`): such text is refused as a coordinate
    /// out of range, never looked up as a place name.
    public static func isOutOfRange(_ text: String) -> Bool {
        guard let (latitude, longitude) = numbers(in: text) else { return false }
        return Coordinate(latitude: latitude, longitude: longitude) == nil
    }

    /// The two numbers of `LAT,LON`, unchecked; nil unless `text` has that shape.
    private static func numbers(in text: String) -> (Double, Double)? {
        let parts = text.split(separator: ",").map { $0.trimmingWhitespace() }
        guard parts.count == 2, let latitude = decimal(parts[0]), let longitude = decimal(parts[1]) else { return nil }
        return (latitude, longitude)
    }

    /// A number written in decimal (`nan` and `inf` among them). `Double` alone also takes
    /// hexadecimal, so a typo like `0x10,5` would have been stored as latitude 16.
    private static func decimal(_ text: String) -> Double? {
        let lower = text.lowercased()
        let word = ["nan", "inf", "infinity"].contains(lower.trimmingPrefix(while: { $0 == "+" || $0 == "-" }))
        guard word || lower.allSatisfy({ "0123456789+-.e".contains($0) }) else { return nil }
        return Double(text)
    }

    /// The latitude as sent: `%.2f`, always with a full stop.
    public var latitudeText: String { Self.format(latitude) }
    /// The longitude as sent.
    public var longitudeText: String { Self.format(longitude) }

    private static func coarsen(_ value: Double) -> Double {
        (value * 100).rounded(.toNearestOrAwayFromZero) / 100
    }

    private static func format(_ value: Double) -> String {
        // Whole hundredths, so no locale or binary fraction can change the digits.
        let hundredths = Int((value * 100).rounded(.toNearestOrAwayFromZero))
        let sign = hundredths < 0 ? "-" : ""
        let magnitude = abs(hundredths)
        let fraction = magnitude % 100
        return "\(sign)\(magnitude / 100).\(fraction < 10 ? "0" : "")\(fraction)"
    }
}
