import PulseCore

/// `DATE` and `DATE-TIME` values (RFC 5545 §3.3.4, §3.3.5) read from their bytes:
/// `20261204`, `20261204T140000`, `20261204T140000Z`. The form follows what is written: a
/// date of eight digits is a date whatever `VALUE` says (and whatever `Z` follows it), a
/// `Z` after a time is UTC whatever `TZID` says,
/// a `TZID` otherwise makes it zoned, and nothing makes it floating.
enum FeedTimeValue {
    /// The time in `bytes`, or nil when they are not one (or name no real day or time). A
    /// leap second (`:60`) is read as `:59`.
    static func read(_ bytes: ArraySlice<UInt8>, tzid: String?) -> FeedTime? {
        let start = bytes.startIndex
        guard bytes.count >= 8, let year = number(bytes, start, 4), let month = number(bytes, start + 4, 2),
            let day = number(bytes, start + 6, 2)
        else { return nil }
        let date = CivilTime(year: year, month: month, day: day)
        guard date.isRealDay else { return nil }
        // A date with a `Z` (`20131210Z`, seen in Google's birthdays) is still a date.
        if bytes.count == 8 || bytes.count == 9 && bytes[start + 8] | 0x20 == UInt8(ascii: "z") {
            return FeedTime(date, .date)
        }
        guard bytes.count == 15 || bytes.count == 16, bytes[start + 8] | 0x20 == UInt8(ascii: "t"),
            let hour = number(bytes, start + 9, 2), let minute = number(bytes, start + 11, 2),
            let second = number(bytes, start + 13, 2), hour < 24, minute < 60, second <= 60
        else { return nil }
        let wall = CivilTime(year: year, month: month, day: day, hour: hour, minute: minute, second: min(second, 59))
        if bytes.count == 16 {
            guard bytes[start + 15] | 0x20 == UInt8(ascii: "z") else { return nil }
            return FeedTime(wall, .utc)
        }
        if let tzid, !tzid.isEmpty { return FeedTime(wall, .zoned(tzid)) }
        return FeedTime(wall, .floating)
    }

    /// Every time in a comma-separated list; nil when any is not one.
    static func list(_ bytes: ArraySlice<UInt8>, tzid: String?) -> [FeedTime]? {
        var times: [FeedTime] = []
        for item in bytes.split(separator: UInt8(ascii: ","), omittingEmptySubsequences: true) {
            guard let time = read(trimmed(item), tzid: tzid) else { return nil }
            times.append(time)
        }
        return times
    }

    /// `width` ASCII digits at `at` as a number; nil when any is not a digit.
    static func number(_ bytes: ArraySlice<UInt8>, _ at: Int, _ width: Int) -> Int? {
        guard at >= bytes.startIndex, at + width <= bytes.endIndex else { return nil }
        var value = 0
        for byte in bytes[at..<at + width] {
            guard (0x30...0x39).contains(byte) else { return nil }
            value = value * 10 + Int(byte - 0x30)
        }
        return value
    }

    /// `bytes` without spaces or tabs at either end.
    static func trimmed(_ bytes: ArraySlice<UInt8>) -> ArraySlice<UInt8> {
        var slice = bytes
        while let first = slice.first, first == 0x20 || first == 0x09 { slice.removeFirst() }
        while let last = slice.last, last == 0x20 || last == 0x09 { slice.removeLast() }
        return slice
    }
}
