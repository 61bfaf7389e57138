/// How a time of day is written: the original's 24-hour clock (`14:32`, the default) or
/// the 12-hour clock (`2:32 PM`). Durations (the stopwatch's readout, a countdown) are never
/// written in it: they count hours, they do not name one.
public enum TimeFormat: String, TwoWordSetting {
    /// `00:00` to `23:59`, zero-padded.
    case twentyFourHour = "24h"
    /// `12:00 AM` (midnight) to `11:59 PM`; noon is `12:00 PM`; the hour has no leading zero.
    case twelveHour = "12h"
}

/// A time of day as it is shown: the digits, and in the 12-hour form the `AM`/`PM` mark
/// beside them (the Clock sets the mark smaller; plain text puts a space between).
public struct ShownTime: Equatable, Sendable {
    /// `14:32`, `2:32`, `2:32:05`.
    public let digits: String
    /// `AM` or `PM` in the 12-hour form; nil in the 24-hour one.
    public let mark: String?

    /// The time as one line of text: `14:32`, `2:32 PM`.
    public var text: String { mark.map { digits + " " + $0 } ?? digits }
}

extension ClockReading {
    /// The one place a time of day is formatted: this reading's hour and minute (and second
    /// when `seconds`) in `format`. Every time of day Pulse shows comes from here.
    public func shown(_ format: TimeFormat, seconds: Bool = false) -> ShownTime {
        let tail = ":" + Self.padded(minute) + (seconds ? ":" + Self.padded(second) : "")
        switch format {
        case .twentyFourHour:
            return ShownTime(digits: Self.padded(hour) + tail, mark: nil)
        case .twelveHour:
            // 0 is 12 AM (midnight), 12 is 12 PM (noon): the hour counts 12, 1, …, 11.
            let twelve = hour % 12 == 0 ? 12 : hour % 12
            return ShownTime(digits: String(twelve) + tail, mark: hour < 12 ? "AM" : "PM")
        }
    }

    private static func padded(_ value: Int) -> String {
        value < 10 ? "0\(value)" : String(value)
    }
}
