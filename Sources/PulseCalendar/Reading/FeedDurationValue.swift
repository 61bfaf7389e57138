/// `DURATION` values (RFC 5545 §3.3.6): `P1D`, `PT1H30M`, `P2W`, `-PT15M`, `P1DT12H`.
/// Weeks and days are nominal days; hours, minutes and seconds are exact seconds.
enum FeedDurationValue {
    /// The duration in `bytes`, or nil when they are not one.
    static func read(_ bytes: ArraySlice<UInt8>) -> FeedDuration? {
        var slice = FeedTimeValue.trimmed(bytes)
        var sign = 1
        if let first = slice.first, first == UInt8(ascii: "+") || first == UInt8(ascii: "-") {
            sign = first == UInt8(ascii: "-") ? -1 : 1
            slice.removeFirst()
        }
        guard slice.popFirst().map({ $0 | 0x20 }) == UInt8(ascii: "p"), !slice.isEmpty else { return nil }
        var days = 0, seconds = 0, inTime = false, number: Int?, parts = 0
        for byte in slice {
            if (0x30...0x39).contains(byte) {
                // Eight digits at most: more is no calendar's duration, and cannot overflow.
                let grown = (number ?? 0) * 10 + Int(byte - 0x30)
                guard grown < 100_000_000 else { return nil }
                number = grown
                continue
            }
            switch byte | 0x20 {
            case UInt8(ascii: "t"):
                guard !inTime, number == nil else { return nil }
                inTime = true
            default:
                guard let value = number else { return nil }
                number = nil
                parts += 1
                switch (byte | 0x20, inTime) {
                case (UInt8(ascii: "w"), false): days += value * 7
                case (UInt8(ascii: "d"), false): days += value
                case (UInt8(ascii: "h"), true): seconds += value * 3600
                case (UInt8(ascii: "m"), true): seconds += value * 60
                case (UInt8(ascii: "s"), true): seconds += value
                default: return nil
                }
            }
        }
        guard number == nil, parts > 0 else { return nil }
        return FeedDuration(days: sign * days, seconds: sign * seconds)
    }
}
