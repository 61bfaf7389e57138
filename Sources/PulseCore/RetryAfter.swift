import Foundation

extension HTTPResponse {
    /// The longest a server's `Retry-After` is obeyed: a nonsense or hostile value must not
    /// silence a page for days, and a clock stepped back must not stretch the wait.
    public static let longestHoldOff: TimeInterval = 3600

    /// How long this answer asks to be left alone from `now`: the `Retry-After` of a 429 or
    /// a 503, in seconds or as an HTTP date, capped at `longestHoldOff`; nil for any other
    /// answer, or when the header is absent or unreadable.
    public func holdOff(at now: Date) -> TimeInterval? {
        guard status == 429 || status == 503,
            let value = headers["retry-after"]?.trimmingCharacters(in: .whitespaces), !value.isEmpty
        else { return nil }
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

    /// An IMF-fixdate (`Sun, 06 Nov 1994 08:49:37 GMT`), the form RFC 9110 requires.
    private static func httpDate(_ text: String) -> Date? {
        // Made per call: this runs only when a server asks to be left alone.
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "GMT")
        formatter.dateFormat = "EEE, dd MMM yyyy HH:mm:ss 'GMT'"
        return formatter.date(from: text)
    }
}

extension Character {
    fileprivate var isASCIIDigit: Bool { ("0"..."9").contains(self) }
}
