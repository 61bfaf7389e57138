import FoundationEssentials

/// A time of day as `--until` takes it: 24-hour `14:30` or `9:05`, or 12-hour `2:30pm`,
/// `2:30 PM` or `2pm` (noon is `12pm`, midnight `12am`). A countdown to it ends at the
/// next instant the local clock shows it.
public struct TypedTimeOfDay: Equatable, Sendable {
    /// Hour 0–23 and minute 0–59.
    public let hour: Int, minute: Int

    /// The forms, in the words of a usage error.
    public static let forms = "a time of day such as 14:30, 9:05, 2:30pm or 2pm"

    /// The time `text` says, or nil when it is none of the forms or no time of day.
    public init?(_ text: String) {
        var text = Substring(text.trimmingWhitespace().lowercased())
        let half: Int?
        if text.hasSuffix("am") || text.hasSuffix("pm") {
            half = text.hasSuffix("pm") ? 12 : 0
            text = text.dropLast(2)
            while text.last == " " { text = text.dropLast() }
        } else {
            half = nil
        }
        let fields = text.split(separator: ":", omittingEmptySubsequences: false)
        guard (1...2).contains(fields.count), fields.allSatisfy({ $0.allSatisfy { ("0"..."9").contains($0) } }),
            (1...2).contains(fields[0].count), fields.count == 2 ? fields[1].count == 2 : half != nil,
            let hour = Int(fields[0]), let minute = fields.count == 2 ? Int(fields[1]) : 0, minute < 60
        else { return nil }
        if let half {
            // The 12-hour clock counts 12, 1, … 11 in each half.
            guard (1...12).contains(hour) else { return nil }
            self.hour = hour % 12 + half
        } else {
            guard hour < 24 else { return nil }
            self.hour = hour
        }
        self.minute = minute
    }

    /// The time as the Clock shows one in `format`: `14:30`, `2:30 PM`.
    public func shown(_ format: TimeFormat) -> ShownTime {
        ClockReading(at: Date(timeIntervalSince1970: Double(hour * 3600 + minute * 60)), in: FixedOffset.utc)
            .shown(format)
    }

    /// `14:30`, `09:05`: the time on the 24-hour clock.
    public var text: String {
        (hour < 10 ? "0" : "") + String(hour) + (minute < 10 ? ":0" : ":") + String(minute)
    }

    /// The local clock's time skipped on `day`: a countdown to it has no end.
    public struct Skipped: Error, Equatable, Sendable {
        /// The day, its time of day the one skipped.
        public let day: CivilTime
    }

    /// The end of a countdown to this time started at `now`: when `zone`'s clock shows it
    /// today, or tomorrow once the clock reads it or later, as a person looking at the clock
    /// counts. Where the clocks show it twice (a fall-back hour), the first of those still to
    /// come; where they skip it (a spring-forward gap) on the day it falls on, no end, since
    /// no such time comes that day.
    public func end(after now: Date, in zone: some CivilZone) -> Result<Date, Skipped> {
        let today = zone.civilTime(at: now)
        var day = CivilTime(year: today.year, month: today.month, day: today.day, hour: hour, minute: minute)
        if (today.hour, today.minute, today.second) >= (hour, minute, 0) { day = day.addingDays(1) }
        guard let end = zone.instants(showing: day).first(where: { $0 > now }) else {
            return .failure(Skipped(day: day))
        }
        return .success(end)
    }
}
