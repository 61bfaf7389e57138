import FoundationEssentials

/// Sunrises and sunsets at the stored location, from the forecast's
/// `daily=sunrise,sunset`: the instants at which night ends and begins.
public struct Daylight: Equatable, Sendable {
    /// One day's sunrise and sunset; nil where the sun does not rise or set that day
    /// (polar day and night).
    public struct Day: Equatable, Sendable {
        /// When the sun rises, if it does.
        public let sunrise: Date?
        /// When it sets, if it does.
        public let sunset: Date?

        /// A day with these instants.
        public init(sunrise: Date?, sunset: Date?) {
            self.sunrise = sunrise
            self.sunset = sunset
        }
    }

    /// The days, in order.
    public let days: [Day]

    /// Daylight over `days`.
    public init(days: [Day]) {
        self.days = days
    }

    /// Every sunrise and sunset, in order: (instant, whether night begins there).
    var events: [(at: Date, nightBegins: Bool)] {
        days.flatMap { day in
            [day.sunrise.map { ($0, false) }, day.sunset.map { ($0, true) }].compactMap { $0 }
        }
        .sorted { $0.0 < $1.0 }
    }
}

/// Reads `daily.sunrise`, `daily.sunset` and `utc_offset_seconds` from a forecast body.
/// The times are local to the body's offset without a zone (`2026-07-26T05:04`); Pulse
/// asks for none, so they are UTC. A null entry is a day without that event.
public enum DaylightDecoder {
    /// The days in `body`, or nil when it has no sunrise and sunset arrays.
    public static func decode(_ body: Data) -> Daylight? {
        guard let decoded = try? JSONDecoder().decode(Body.self, from: body),
            let sunrises = decoded.daily?.sunrise, let sunsets = decoded.daily?.sunset
        else { return nil }
        let zone = TimeZone(secondsFromGMT: decoded.offset ?? 0) ?? TimeZone(secondsFromGMT: 0)
        func instant(_ text: String?) -> Date? {
            guard let text, let zone, case .success(let date) = ISO8601Instant.parse(text, localZone: zone) else {
                return nil
            }
            return date
        }
        let days = zip(sunrises, sunsets).map { Daylight.Day(sunrise: instant($0), sunset: instant($1)) }
        return Daylight(days: days)
    }

    private struct Body: Decodable {
        let daily: Daily?
        let offset: Int?

        enum CodingKeys: String, CodingKey {
            case daily
            case offset = "utc_offset_seconds"
        }

        init(from decoder: Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            // A daily block of another shape costs only the sun times.
            daily = try? container.decodeIfPresent(Daily.self, forKey: .daily)
            offset = try? container.decodeIfPresent(Int.self, forKey: .offset)
        }
    }

    private struct Daily: Decodable {
        let sunrise: [String?]?
        let sunset: [String?]?
    }
}
