/// `UTC-OFFSET` values (RFC 5545 §3.3.14), as `TZOFFSETFROM` and `TZOFFSETTO` write them:
/// `+0100`, `-0430`, `+013045`.
enum FeedOffsetValue {
    /// Seconds east of UTC, or nil when `bytes` are not an offset.
    static func read(_ bytes: ArraySlice<UInt8>) -> Int? {
        let slice = FeedTimeValue.trimmed(bytes)
        guard let sign = slice.first, sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-"),
            slice.count == 5 || slice.count == 7
        else { return nil }
        let at = slice.startIndex + 1
        guard let hours = FeedTimeValue.number(slice, at, 2), let minutes = FeedTimeValue.number(slice, at + 2, 2),
            minutes < 60
        else { return nil }
        var seconds = 0
        if slice.count == 7 {
            guard let written = FeedTimeValue.number(slice, at + 4, 2), written < 60 else { return nil }
            seconds = written
        }
        let total = hours * 3600 + minutes * 60 + seconds
        return sign == UInt8(ascii: "-") ? -total : total
    }
}
