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
            guard let date = Self.httpDate(value) else { return nil }
            seconds = date.timeIntervalSince(now)
        }
        return min(max(0, seconds), Self.longestHoldOff)
    }

    /// An IMF-fixdate (`Sun, 06 Nov 1994 08:49:37 GMT`), the form RFC 9110 requires, read
    /// field by field: English names, two-digit day, four-digit year, a real day.
    private static func httpDate(_ text: String) -> Date? {
        let words = text.split(separator: " ", omittingEmptySubsequences: false)
        let weekdays = ["Sun,", "Mon,", "Tue,", "Wed,", "Thu,", "Fri,", "Sat,"]
        let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
        guard words.count == 6, weekdays.contains(String(words[0])), words[5] == "GMT",
            let month = months.firstIndex(of: String(words[2])), let day = digits(words[1], 2),
            let year = digits(words[3], 4)
        else { return nil }
        let clock = words[4].split(separator: ":", omittingEmptySubsequences: false)
        guard clock.count == 3, let hour = digits(clock[0], 2), let minute = digits(clock[1], 2),
            let second = digits(clock[2], 2), hour < 24, minute < 60, second < 61
        else { return nil }
        let civil = CivilTime(year: year, month: month + 1, day: day, hour: hour, minute: minute, second: second)
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
