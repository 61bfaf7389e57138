import FoundationEssentials

/// A countdown's length as `--for` takes it, as termdown users write one: seconds,
/// minutes and hours with their units (`90s`, `25m`, `1h30m`, `1h5m30s`), or a clock's
/// `H:MM:SS` or `M:SS` (`1:30:00`, `25:00`). More than 30 hours, or none, is refused.
public enum TypedDuration {
    /// The forms, in the words of a usage error.
    public static let forms = "a length such as 90s, 25m, 1h30m or 1:30:00, more than none and at most 30 hours"

    /// The seconds `text` says, or nil when it is none of the forms or out of range.
    public static func seconds(_ text: String) -> TimeInterval? {
        let text = text.trimmingWhitespace().lowercased()
        let said = text.contains(":") ? clock(text) : units(text)
        guard let said, said > 0, said <= Countdown.longest else { return nil }
        return said
    }

    /// `H:MM:SS` or `M:SS`: each field digits, minutes and seconds under 60 after the first.
    private static func clock(_ text: String) -> TimeInterval? {
        let fields = text.split(separator: ":", omittingEmptySubsequences: false)
        guard (2...3).contains(fields.count),
            fields.allSatisfy({ !$0.isEmpty && $0.count <= 5 && $0.allSatisfy(\.isASCIIDigit) })
        else { return nil }
        let values = fields.compactMap { Int($0) }
        guard values.count == fields.count, values.dropFirst().allSatisfy({ $0 < 60 }),
            fields.dropFirst().allSatisfy({ $0.count == 2 })
        else { return nil }
        return TimeInterval(values.reduce(0) { $0 * 60 + $1 })
    }

    /// Numbers each followed by `h`, `m` or `s`, in that order, each unit at most once.
    private static func units(_ text: String) -> TimeInterval? {
        let scale: [Character: Int] = ["h": 3600, "m": 60, "s": 1]
        var total = 0, digits = "", last = Int.max
        for character in text {
            if character.isASCIIDigit {
                guard digits.count < 6 else { return nil }
                digits.append(character)
                continue
            }
            guard let unit = scale[character], unit < last, let value = Int(digits) else { return nil }
            total += value * unit
            last = unit
            digits = ""
        }
        return digits.isEmpty && last != Int.max ? TimeInterval(total) : nil
    }
}

extension Character {
    /// Whether it is one of `0`–`9`.
    fileprivate var isASCIIDigit: Bool { ("0"..."9").contains(self) }
}
