import FoundationEssentials

extension HTTPResponse {
    /// The longest a server's `Retry-After` is obeyed: a nonsense or hostile value must not
    /// silence a page for days, and a clock stepped back must not stretch the wait.
    public static let longestHoldOff: TimeInterval = 3600

    /// How long this answer asks to be left alone from `now`: the `Retry-After` of a 429 or
    /// a 503, in seconds or as an HTTP date, capped at `longestHoldOff`; nil for any other
    /// answer, or when the header is absent or unreadable.
    public func holdOff(at now: Date) -> TimeInterval? {
        guard status == 429 || status == 503 else { return nil }
        return retryAfter(at: now)
    }

    /// The `Retry-After` of this answer whatever its status (GitHub sends one with a 403
    /// of its secondary rate limit), in seconds or as an HTTP date, capped at
    /// `longestHoldOff`; nil when absent or unreadable.
    public func retryAfter(at now: Date) -> TimeInterval? {
        guard let value = headers["retry-after"]?.trimmingWhitespace(), !value.isEmpty else { return nil }
        let seconds: TimeInterval
        if value.allSatisfy(\.isASCIIDigit) {
            guard let parsed = TimeInterval(value) else { return nil }
            seconds = parsed
        } else {
            guard let date = Self.httpDate(value, near: now) else { return nil }
            seconds = date.timeIntervalSince(now)
        }
        return min(max(0, seconds), Self.longestHoldOff)
    }

    private static let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]

    /// An HTTP date in any of the three forms RFC 9110 says a recipient must accept, read
    /// field by field with English names and a real day: the IMF-fixdate the servers send
    /// (`Sun, 06 Nov 1994 08:49:37 GMT`), and the obsolete RFC 850 (`Sunday, 06-Nov-94
    /// 08:49:37 GMT`, its two-digit year the latest one not more than 50 years after `now`)
    /// and asctime (`Sun Nov  6 08:49:37 1994`) forms.
    private static func httpDate(_ text: String, near now: Date) -> Date? {
        let words = text.split(separator: " ", omittingEmptySubsequences: false)
        let weekdays = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"]
        let longWeekdays = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"]
        if words.count == 6, weekdays.map({ $0 + "," }).contains(String(words[0])), words[5] == "GMT",
            let month = months.firstIndex(of: String(words[2])), let day = digits(words[1], 2),
            let year = digits(words[3], 4)
        {
            return instant(year: year, month: month + 1, day: day, clock: words[4])
        }
        if words.count == 4, longWeekdays.map({ $0 + "," }).contains(String(words[0])), words[3] == "GMT" {
            let date = words[1].split(separator: "-", omittingEmptySubsequences: false)
            guard date.count == 3, let day = digits(date[0], 2), let month = months.firstIndex(of: String(date[1])),
                let short = digits(date[2], 2)
            else { return nil }
            let thisYear = CivilTime(at: now, offset: 0).year
            var year = thisYear - thisYear % 100 + short
            if year > thisYear + 50 { year -= 100 }
            return instant(year: year, month: month + 1, day: day, clock: words[2])
        }
        // asctime pads a one-digit day with a second space.
        let fields = text.split(separator: " ")
        guard fields.count == 5, weekdays.contains(String(fields[0])),
            let month = months.firstIndex(of: String(fields[1])),
            let day = digits(fields[2], 1) ?? digits(fields[2], 2), let year = digits(fields[4], 4)
        else { return nil }
        return instant(year: year, month: month + 1, day: day, clock: fields[3])
    }

    /// The UTC instant of a date and an `HH:MM:SS`, or nil unless both are real.
    private static func instant(year: Int, month: Int, day: Int, clock text: Substring) -> Date? {
        let clock = text.split(separator: ":", omittingEmptySubsequences: false)
        guard clock.count == 3, let hour = digits(clock[0], 2), let minute = digits(clock[1], 2),
            let second = digits(clock[2], 2), hour < 24, minute < 60, second < 61
        else { return nil }
        let civil = CivilTime(year: year, month: month, day: day, hour: hour, minute: minute, second: second)
        guard civil.isRealDay else { return nil }
        return Date(timeIntervalSince1970: Double(civil.secondsIfUTC))
    }

    /// Exactly `count` ASCII digits.
    private static func digits(_ text: Substring, _ count: Int) -> Int? {
        guard text.count == count, text.allSatisfy(\.isASCIIDigit) else { return nil }
        return Int(text)
    }
}

extension Character {
    fileprivate var isASCIIDigit: Bool { ("0"..."9").contains(self) }
}
