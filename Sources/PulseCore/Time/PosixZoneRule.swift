/// Whether a text is a POSIX `TZ` rule the C library reads rather than falls back to UTC
/// on: `std offset [dst [offset] [,start[/time],end[/time]]]`, names of three letters or
/// more or `<…>` of letters, digits and signs, offsets `[+-]hh[:mm[:ss]]` up to 24 hours,
/// dates `Jn`, `n` or `Mm.w.d` and times up to 167 hours either way (as glibc allows).
/// Names of zone files are the other form `TZ` takes; they are checked where files are.
public enum PosixZoneRule {
    /// Whether `text` is such a rule.
    public static func isValid(_ text: String) -> Bool {
        var scanner = Scanner(Array(text.unicodeScalars))
        guard scanner.name(), scanner.time(limit: 24) else { return false }
        if scanner.atEnd { return true }
        guard scanner.name() else { return false }
        if !scanner.atEnd, scanner.peek != "," {
            guard scanner.time(limit: 24) else { return false }
        }
        if scanner.atEnd { return true }
        for _ in 0..<2 {
            guard scanner.take(","), scanner.date() else { return false }
            if scanner.take("/") {
                guard scanner.time(limit: 167) else { return false }
            }
        }
        return scanner.atEnd
    }

    private struct Scanner {
        let scalars: [Unicode.Scalar]
        var at = 0

        init(_ scalars: [Unicode.Scalar]) { self.scalars = scalars }

        var atEnd: Bool { at == scalars.count }
        var peek: Unicode.Scalar? { atEnd ? nil : scalars[at] }

        mutating func take(_ scalar: Unicode.Scalar) -> Bool {
            guard peek == scalar else { return false }
            at += 1
            return true
        }

        static func isLetter(_ scalar: Unicode.Scalar) -> Bool {
            ("A"..."Z").contains(scalar) || ("a"..."z").contains(scalar)
        }

        static func isDigit(_ scalar: Unicode.Scalar) -> Bool { ("0"..."9").contains(scalar) }

        /// A zone's abbreviation: three letters or more, or `<` three or more of letters,
        /// digits, `+` and `-`, `>`.
        mutating func name() -> Bool {
            let start = at
            if take("<") {
                while let next = peek, Self.isLetter(next) || Self.isDigit(next) || next == "+" || next == "-" {
                    at += 1
                }
                return at - start - 1 >= 3 && take(">")
            }
            while let next = peek, Self.isLetter(next) { at += 1 }
            return at - start >= 3
        }

        /// Digits as a number (at most `count` of them); nil when there are none.
        mutating func number(digits count: Int) -> Int? {
            var value = 0, read = 0
            while read < count, let next = peek, Self.isDigit(next) {
                value = value * 10 + Int(next.value - 48)
                at += 1
                read += 1
            }
            return read == 0 ? nil : value
        }

        /// `[+-]hh[:mm[:ss]]`, hours at most `limit`, minutes and seconds below 60.
        mutating func time(limit: Int) -> Bool {
            _ = take("+") || take("-")
            guard let hours = number(digits: 3), hours <= limit else { return false }
            for _ in 0..<2 where take(":") {
                guard let part = number(digits: 2), part < 60 else { return false }
            }
            return true
        }

        /// `Jn` (1–365), `n` (0–365) or `Mm.w.d` (month 1–12, week 1–5, day 0–6).
        mutating func date() -> Bool {
            if take("J") {
                guard let day = number(digits: 3) else { return false }
                return (1...365).contains(day)
            }
            if take("M") {
                guard let month = number(digits: 2), (1...12).contains(month), take("."),
                    let week = number(digits: 1), (1...5).contains(week), take("."),
                    let day = number(digits: 1), day <= 6
                else { return false }
                return true
            }
            guard let day = number(digits: 3) else { return false }
            return day <= 365
        }
    }
}
