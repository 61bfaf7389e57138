import FoundationEssentials

/// An instant typed as ISO 8601, read strictly: `YYYY-MM-DDTHH:MM[:SS[.fraction]]` and then
/// `Z`, an offset (`+02:00`, `+0200`, `+02`) or nothing (a wall-clock time in the local
/// zone). Foundation's formatters read `2026-02-30` as 2 March, ignore what follows a
/// valid prefix and take any offset; here each of those is refused, and says which.
public enum ISO8601Instant {
    /// Why text is not an instant.
    public enum Problem: Error, Equatable, Sendable {
        /// Not of the form above.
        case malformed
        /// A day the calendar does not have (`2026-02-30`, month 13, year 0).
        case noSuchDay
        /// A time of day that does not exist (`25:00`, `14:60`, a leap second's `:60`).
        case noSuchTime
        /// A local time the clocks skip over in the local zone (a spring-forward gap).
        case skippedLocalTime
        /// An offset whose minutes go past 59 (`+05:60`, `+0275`): no offset at all, so it
        /// is told apart from one merely too far from UTC.
        case noSuchOffset
        /// An offset beyond `maximumOffsetMinutes`.
        case offsetOutOfRange
    }

    /// ±14:00: no time zone on Earth is further from UTC (Kiribati's Line Islands are
    /// +14:00), so a larger offset is a typing mistake rather than a place. ISO 8601 and
    /// RFC 3339 would allow more (up to ±23:59), which names no real clock.
    public static let maximumOffsetMinutes = 14 * 60

    /// Reads `text`; a time without an offset is read in `localZone`.
    public static func parse(_ text: String, localZone: some CivilZone) -> Result<Date, Problem> {
        var reader = DigitReader(text)
        guard let fields = reader.fields() else { return .failure(.malformed) }
        guard (1...12).contains(fields.month), fields.year >= 1, fields.day >= 1 else { return .failure(.noSuchDay) }
        guard fields.hour < 24, fields.minute < 60, fields.second < 60 else { return .failure(.noSuchTime) }
        if let offset = fields.offset {
            guard offset.minutes < 60 else { return .failure(.noSuchOffset) }
            guard offset.hours * 60 + offset.minutes <= maximumOffsetMinutes else { return .failure(.offsetOutOfRange) }
        }
        let civil = CivilTime(
            year: fields.year, month: fields.month, day: fields.day, hour: fields.hour, minute: fields.minute,
            second: fields.second)
        // Checked on the calendar itself: 30 February must not slide to 2 March.
        guard civil.isRealDay else { return .failure(.noSuchDay) }
        let whole: Date
        if let offset = fields.offset {
            let seconds = civil.secondsIfUTC - offset.sign * (offset.hours * 60 + offset.minutes) * 60
            whole = Date(timeIntervalSince1970: Double(seconds))
        } else {
            // The zone answers, so a skipped 02:30 is refused rather than moved to 03:30.
            guard let local = localZone.instant(showing: civil) else { return .failure(.skippedLocalTime) }
            whole = local
        }
        return .success(whole.addingTimeInterval(fields.fraction))
    }

    /// The numbers as typed, before any range is checked.
    fileprivate struct Fields {
        var year = 0, month = 0, day = 0, hour = 0, minute = 0, second = 0
        var fraction = 0.0
        /// The offset from UTC (`sign` 1 east, -1 west), or nil for local time.
        var offset: (sign: Int, hours: Int, minutes: Int)?
    }

    /// Reads the ASCII form byte by byte: only ASCII digits count (`Int` and
    /// `Character.isNumber` would take other scripts' digits), and nothing may follow.
    fileprivate struct DigitReader {
        private let bytes: [UInt8]
        private var index = 0

        init(_ text: String) { bytes = Array(text.utf8) }

        mutating func fields() -> Fields? {
            var fields = Fields()
            guard let year = number(4), take("-"), let month = number(2), take("-"), let day = number(2), take("T"),
                let hour = number(2), take(":"), let minute = number(2)
            else { return nil }
            (fields.year, fields.month, fields.day, fields.hour, fields.minute) = (year, month, day, hour, minute)
            if take(":") {
                guard let second = number(2) else { return nil }
                fields.second = second
                if take(".") || take(",") {
                    // ISO 8601 sets no limit on the fraction's digits: any count is read,
                    // the first seventeen (past a Double's precision) giving its value.
                    let start = index
                    while index < bytes.count, isDigit(bytes[index]) { index += 1 }
                    guard index > start else { return nil }
                    let digits = bytes[start..<min(index, start + 17)]
                    fields.fraction = Double("0." + String(decoding: digits, as: UTF8.self)) ?? 0
                }
            }
            if take("Z") {
                fields.offset = (1, 0, 0)
            } else if let sign = take("+") ? 1 : take("-") ? -1 : nil {
                guard let hours = number(2) else { return nil }
                var minutes = 0
                let colon = take(":")
                if let typed = number(2) {
                    minutes = typed
                } else if colon {
                    return nil
                }
                fields.offset = (sign, hours, minutes)
            }
            return index == bytes.count ? fields : nil
        }

        private func isDigit(_ byte: UInt8) -> Bool { (0x30...0x39).contains(byte) }

        private mutating func take(_ character: Unicode.Scalar) -> Bool {
            guard index < bytes.count, bytes[index] == UInt8(ascii: character) else { return false }
            index += 1
            return true
        }

        private mutating func number(_ width: Int) -> Int? {
            guard index + width <= bytes.count, bytes[index..<index + width].allSatisfy(isDigit) else { return nil }
            defer { index += width }
            return bytes[index..<index + width].reduce(0) { $0 * 10 + Int($1 - 0x30) }
        }
    }
}
