import FoundationEssentials
import PulseCore

/// A POSIX `TZ` rule as a TZif file's footer writes it (`CET-1CEST,M3.5.0,M10.5.0/3`), read
/// so that it can be evaluated: the offset at any instant after the file's last transition.
/// Offsets are west of UTC in the text and east here; a daylight offset not written is an
/// hour ahead of standard time; change dates are `Jn` (1–365, 29 February never counted),
/// `n` (0–365, counted) or `Mm.w.d` (week 5 the last), at a local time of up to ±167
/// hours, 02:00 when not written. A rule naming daylight time but no dates changes as the
/// United States do (`M3.2.0,M11.1.0`), as glibc does. `PosixZoneRule` in PulseCore says
/// whether a text is such a rule; this reads one.
struct PosixRuleEvaluator: Sendable {
    /// A day of a year on which the clocks change, and the local time of the change.
    struct Change: Hashable, Sendable {
        enum Day: Hashable, Sendable {
            case julian(Int)
            case zeroBased(Int)
            case monthWeek(month: Int, week: Int, weekday: Int)
        }
        var day: Day
        var time = 7200
    }

    /// Daylight time: its offset and when it starts and ends (local time before each change).
    struct Daylight: Hashable, Sendable {
        var offset: Int
        var start: Change
        var end: Change
    }

    /// Seconds east of UTC in standard time.
    let standardOffset: Int
    /// Daylight time, if the rule has it.
    let daylight: Daylight?

    /// The rule in `text`, or nil when it is not one.
    init?(_ text: String) {
        var scanner = Scanner(Array(text.utf8))
        guard scanner.name(), let standard = scanner.offset(limit: 24) else { return nil }
        standardOffset = -standard
        if scanner.atEnd {
            daylight = nil
            return
        }
        guard scanner.name() else { return nil }
        var daylightOffset = standardOffset + 3600
        if !scanner.atEnd, scanner.peek != UInt8(ascii: ",") {
            guard let written = scanner.offset(limit: 24) else { return nil }
            daylightOffset = -written
        }
        var changes: [Change] = []
        if scanner.atEnd {
            changes = [
                Change(day: .monthWeek(month: 3, week: 2, weekday: 0)),
                Change(day: .monthWeek(month: 11, week: 1, weekday: 0)),
            ]
        } else {
            for _ in 0..<2 {
                guard scanner.take(UInt8(ascii: ",")), var change = scanner.change() else { return nil }
                if scanner.take(UInt8(ascii: "/")) {
                    guard let time = scanner.offset(limit: 167) else { return nil }
                    change.time = time
                }
                changes.append(change)
            }
            guard scanner.atEnd else { return nil }
        }
        daylight = Daylight(offset: daylightOffset, start: changes[0], end: changes[1])
    }

    /// Seconds east of UTC at `seconds` since 1970.
    func offset(at seconds: Int) -> Int {
        guard let daylight else { return standardOffset }
        let year = CivilTime(at: Date(timeIntervalSince1970: Double(seconds)), offset: standardOffset).year
        let start = Self.day(daylight.start.day, year) * 86_400 + daylight.start.time - standardOffset
        let end = Self.day(daylight.end.day, year) * 86_400 + daylight.end.time - daylight.offset
        if start < end {
            return start <= seconds && seconds < end ? daylight.offset : standardOffset
        }
        // The southern hemisphere: daylight time spans the turn of the year.
        return end <= seconds && seconds < start ? standardOffset : daylight.offset
    }

    /// Days since 1970 of `day` in `year`.
    private static func day(_ day: Change.Day, _ year: Int) -> Int {
        let january = CivilTime(year: year, month: 1, day: 1).days
        switch day {
        case .julian(let number):
            let isLeap = CivilTime(year: year, month: 2, day: 29).isRealDay
            return january + number - 1 + (isLeap && number >= 60 ? 1 : 0)
        case .zeroBased(let number):
            return january + number
        case .monthWeek(let month, let week, let weekday):
            let first = CivilTime(year: year, month: month, day: 1)
            let next =
                month == 12
                ? CivilTime(year: year + 1, month: 1, day: 1) : CivilTime(year: year, month: month + 1, day: 1)
            let length = next.days - first.days
            var dayOfMonth = 1 + (weekday - (first.weekday - 1) + 7) % 7 + (week - 1) * 7
            while dayOfMonth > length { dayOfMonth -= 7 }
            return first.days + dayOfMonth - 1
        }
    }

    /// Reads the rule's parts from its ASCII bytes.
    private struct Scanner {
        let bytes: [UInt8]
        var at = 0

        init(_ bytes: [UInt8]) { self.bytes = bytes }

        var atEnd: Bool { at == bytes.count }
        var peek: UInt8? { atEnd ? nil : bytes[at] }

        mutating func take(_ byte: UInt8) -> Bool {
            guard peek == byte else { return false }
            at += 1
            return true
        }

        static func isLetter(_ byte: UInt8) -> Bool { (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte) }
        static func isDigit(_ byte: UInt8) -> Bool { (0x30...0x39).contains(byte) }

        /// An abbreviation: three letters or more, or `<…>`.
        mutating func name() -> Bool {
            let start = at
            if take(UInt8(ascii: "<")) {
                while let next = peek, next != UInt8(ascii: ">") { at += 1 }
                return at - start - 1 >= 1 && take(UInt8(ascii: ">"))
            }
            while let next = peek, Self.isLetter(next) { at += 1 }
            return at - start >= 3
        }

        mutating func number(digits count: Int) -> Int? {
            var value = 0, read = 0
            while read < count, let next = peek, Self.isDigit(next) {
                value = value * 10 + Int(next - 0x30)
                at += 1
                read += 1
            }
            return read == 0 ? nil : value
        }

        /// `[+-]hh[:mm[:ss]]` as signed seconds, hours at most `limit`.
        mutating func offset(limit: Int) -> Int? {
            let sign = take(UInt8(ascii: "-")) ? -1 : (take(UInt8(ascii: "+")) ? 1 : 1)
            guard let hours = number(digits: 3), hours <= limit else { return nil }
            var seconds = hours * 3600
            for scale in [60, 1] where take(UInt8(ascii: ":")) {
                guard let part = number(digits: 2), part < 60 else { return nil }
                seconds += part * scale
            }
            return sign * seconds
        }

        /// `Jn`, `n` or `Mm.w.d`.
        mutating func change() -> Change? {
            if take(UInt8(ascii: "J")) {
                guard let day = number(digits: 3), (1...365).contains(day) else { return nil }
                return Change(day: .julian(day))
            }
            if take(UInt8(ascii: "M")) {
                guard let month = number(digits: 2), (1...12).contains(month), take(UInt8(ascii: ".")),
                    let week = number(digits: 1), (1...5).contains(week), take(UInt8(ascii: ".")),
                    let weekday = number(digits: 1), weekday <= 6
                else { return nil }
                return Change(day: .monthWeek(month: month, week: week, weekday: weekday))
            }
            guard let day = number(digits: 3), day <= 365 else { return nil }
            return Change(day: .zeroBased(day))
        }
    }
}
