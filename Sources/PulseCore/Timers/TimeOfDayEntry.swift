import FoundationEssentials

/// A time of day typed on a stopped Countdown after `:`, the end a countdown then runs
/// until: up to four digits, the last two the minutes once there are three (`1430` is
/// 14:30, `930` 9:30), and with `a` or `p` the half of a 12-hour clock (`2` `p` is 2 PM,
/// `230` `p` 2:30 PM). What it says is read by `--until`'s own rules (`TypedTimeOfDay`),
/// so the page and the command line never differ on a time.
public struct TimeOfDayEntry: Equatable, Sendable {
    /// The half of the day a 12-hour time is in.
    public enum Half: String, Sendable {
        case am, pm
    }

    /// The digits typed, at most four.
    public private(set) var digits: [Int] = []
    /// The half typed with `a` or `p`, if any: without one, the digits are a 24-hour time.
    public private(set) var half: Half?

    /// The most digits: `HH:MM`.
    public static let capacity = 4

    /// An entry holding nothing yet.
    public init() {}

    /// Whether nothing is typed yet.
    public var isEmpty: Bool { digits.isEmpty && half == nil }

    /// The time the entry says, or nil while it says none yet (`14` waits for its minutes
    /// or a half, `75` for its last digit).
    public var time: TypedTimeOfDay? { TypedTimeOfDay(Self.text(digits, half)) }

    /// Enters `digit` (0–9) at the right. Returns whether it was taken: a fifth digit, or
    /// one after which no time of day could follow (`9` `9`), is refused, so what the entry
    /// holds is always a time or the start of one.
    @discardableResult
    public mutating func type(_ digit: Int) -> Bool {
        guard (0...9).contains(digit), digits.count < Self.capacity, Self.begins(digits + [digit], half) else {
            return false
        }
        digits.append(digit)
        return true
    }

    /// Says which half of the day the time is in. Returns whether it was taken: a 24-hour
    /// time that already says its half (`1430`, `0030`) takes the same one as said and
    /// refuses the other, since a 12-hour clock shows it with that half already; any other
    /// half no time typed so far can be in is refused.
    @discardableResult
    public mutating func choose(_ half: Half) -> Bool {
        if self.half == nil, let time, !(1...12).contains(time.hour) { return (time.hour >= 12) == (half == .pm) }
        guard Self.begins(digits, half) else { return false }
        self.half = half
        return true
    }

    /// Takes the last digit back; with the last one goes the half too, so Backspace empties
    /// the entry as it was filled.
    public mutating func erase() {
        _ = digits.popLast()
        if digits.isEmpty { half = nil }
    }

    /// The entry as the Clock shows a time in `format` (`14:30`, `2:30 PM`) once it says
    /// one; before, the digits as typed, the minutes set apart once there are three
    /// (`14`, `7:5`), with the half after them, and `--:--` while empty.
    public func shown(_ format: TimeFormat) -> String {
        if let time { return time.shown(format).text }
        if isEmpty { return "--:--" }
        return Self.grouped(digits) + (half.map { " " + $0.rawValue.uppercased() } ?? "")
    }

    /// `--until`'s words for `digits` and `half`: `14:30`, `9:30pm`, `2pm`.
    private static func text(_ digits: [Int], _ half: Half?) -> String {
        grouped(digits) + (half?.rawValue ?? "")
    }

    /// The digits with the minutes set apart once there are three: `14`, `9:30`, `14:30`.
    private static func grouped(_ digits: [Int]) -> String {
        var text = digits.map(String.init).joined()
        if digits.count > 2 { text.insert(":", at: text.index(text.endIndex, offsetBy: -2)) }
        return text
    }

    /// Whether some time of day begins with `digits`: they, or they with digits after them
    /// up to four, read as one with `half`, or with no half yet, either.
    private static func begins(_ digits: [Int], _ half: Half?) -> Bool {
        let halves: [Half?] = half.map { [$0] } ?? [nil, .am, .pm]
        let more = Self.capacity - digits.count
        guard more >= 0 else { return false }
        // At most 1,110 endings of at most three digits: every one is simply tried.
        var endings: [[Int]] = [[]]
        for count in 0...more {
            for tail in endings where halves.contains(where: { TypedTimeOfDay(text(digits + tail, $0)) != nil }) {
                return true
            }
            if count < more { endings = endings.flatMap { tail in (0...9).map { tail + [$0] } } }
        }
        return false
    }
}
