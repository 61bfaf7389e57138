/// `RECUR` values (RFC 5545 §3.3.10), as `RRULE` writes them:
/// `FREQ=MONTHLY;BYDAY=2TH,-1FR;UNTIL=20271231;WKST=SU`. Parts and names are read in any
/// case; an `X-` part or one of a later RFC (`RSCALE`, `SKIP`) is passed over; a known part
/// out of its range, a part without `=`, or no `FREQ` makes the whole rule unreadable.
enum RecurrenceRuleValue {
    /// The largest `INTERVAL` and `COUNT` read: a billion, past any calendar's use, and
    /// small enough that no product of one with a date's fields overflows.
    static let maximumCount = 1_000_000_000

    /// The rule in `bytes`, or nil when it is unreadable.
    static func read(_ bytes: ArraySlice<UInt8>) -> RecurrenceRule? {
        var frequency: RecurrenceRule.Frequency?
        var rule = RecurrenceRule(frequency: .daily)
        for part in bytes.split(separator: UInt8(ascii: ";"), omittingEmptySubsequences: true) {
            let piece = FeedTimeValue.trimmed(part)
            guard let equals = piece.firstIndex(of: UInt8(ascii: "=")) else {
                if piece.isEmpty { continue }
                return nil
            }
            let key = String(decoding: piece[piece.startIndex..<equals], as: UTF8.self).uppercased()
            let value = piece[(equals + 1)...]
            guard read(key, value, into: &rule, frequency: &frequency) else { return nil }
        }
        guard let frequency else { return nil }
        rule.frequency = frequency
        return rule
    }

    /// Sets one part; false when its value is not readable.
    private static func read(
        _ key: String, _ value: ArraySlice<UInt8>, into rule: inout RecurrenceRule,
        frequency: inout RecurrenceRule.Frequency?
    ) -> Bool {
        let text = String(decoding: value, as: UTF8.self).uppercased()
        switch key {
        case "FREQ":
            guard let read = RecurrenceRule.Frequency(rawValue: text) else { return false }
            frequency = read
        case "INTERVAL":
            guard let number = Int(text), (1...maximumCount).contains(number) else { return false }
            rule.interval = number
        case "COUNT":
            guard let number = Int(text), (0...maximumCount).contains(number) else { return false }
            rule.count = number
        case "UNTIL":
            guard let until = FeedTimeValue.read(FeedTimeValue.trimmed(value), tzid: nil) else { return false }
            rule.until = until
        case "BYSECOND": return numbers(text, 0...60, into: &rule.bySecond)
        case "BYMINUTE": return numbers(text, 0...59, into: &rule.byMinute)
        case "BYHOUR": return numbers(text, 0...23, into: &rule.byHour)
        case "BYMONTHDAY": return numbers(text, -31...31, into: &rule.byMonthDay)
        case "BYYEARDAY": return numbers(text, -366...366, into: &rule.byYearDay)
        case "BYWEEKNO": return numbers(text, -53...53, into: &rule.byWeekNo)
        case "BYMONTH": return numbers(text, 1...12, into: &rule.byMonth)
        case "BYSETPOS": return numbers(text, -366...366, into: &rule.bySetPos)
        case "BYDAY":
            for item in text.split(separator: ",") {
                guard let entry = weekdayNumber(item.trimmingSpaces) else { return false }
                rule.byDay.append(entry)
            }
        case "WKST":
            guard let day = weekday(text.trimmingSpaces) else { return false }
            rule.weekStart = day
        default:
            break
        }
        return true
    }

    /// A comma list of integers within `range` (zero excluded where the range is signed).
    private static func numbers(_ text: String, _ range: ClosedRange<Int>, into list: inout [Int]) -> Bool {
        for item in text.split(separator: ",") {
            guard let number = Int(item.trimmingSpaces), range.contains(number), range.lowerBound >= 0 || number != 0
            else { return false }
            list.append(number)
        }
        return true
    }

    /// `MO`, `2TH`, `-1FR`, `+3WE`.
    private static func weekdayNumber(_ text: Substring) -> RecurrenceRule.WeekdayNumber? {
        guard text.count >= 2, let day = weekday(text.suffix(2)) else { return nil }
        let ordinalText = text.dropLast(2)
        if ordinalText.isEmpty { return RecurrenceRule.WeekdayNumber(weekday: day) }
        guard let ordinal = Int(ordinalText), ordinal != 0, (-53...53).contains(ordinal) else { return nil }
        return RecurrenceRule.WeekdayNumber(ordinal: ordinal, weekday: day)
    }

    /// `SU` … `SA` as Sunday = 1 … Saturday = 7.
    private static func weekday(_ text: Substring) -> Int? {
        ["SU", "MO", "TU", "WE", "TH", "FR", "SA"].firstIndex(of: String(text)).map { $0 + 1 }
    }
}

extension StringProtocol {
    /// Without spaces at either end.
    fileprivate var trimmingSpaces: Substring {
        var sub = Substring(self)
        while sub.first == " " { sub.removeFirst() }
        while sub.last == " " { sub.removeLast() }
        return sub
    }
}
