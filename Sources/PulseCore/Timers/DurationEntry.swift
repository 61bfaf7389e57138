import FoundationEssentials

/// A length typed as on a microwave: each digit enters at the right of `H:MM:SS` and
/// pushes the others left (`1` `0` `0` is one minute, `2` `5` `0` `0` twenty-five,
/// `1` `3` `0` `0` `0` `0` thirteen hours); Backspace takes the last one back. Minutes and
/// seconds typed past 59 count as they read (`9` `0` is ninety seconds); the whole is held
/// to thirty hours.
public struct DurationEntry: Equatable, Sendable {
    /// The digits typed, without leading zeros; at most six.
    public private(set) var digits: [Int]

    /// The most digits: `HH:MM:SS`.
    public static let capacity = 6

    /// An entry holding nothing yet (zero).
    public init() {
        digits = []
    }

    /// The digits of `length` as typed: `10:00` is `1` `0` `0` `0`.
    public init(length: TimeInterval) {
        let total = Int(Countdown.sane(length))
        let fields = [total / 3600, total / 60 % 60, total % 60]
        let all = fields.flatMap { [$0 / 10, $0 % 10] }
        digits = Array(all.drop { $0 == 0 })
    }

    /// Enters `digit` (0–9) at the right; a seventh digit, or a zero before any other, is
    /// not taken. Returns whether a seventh was refused, so the page can say why.
    @discardableResult
    public mutating func type(_ digit: Int) -> Bool {
        guard (0...9).contains(digit), !(digits.isEmpty && digit == 0) else { return false }
        guard digits.count < Self.capacity else { return true }
        digits.append(digit)
        return false
    }

    /// Takes the last digit back.
    public mutating func erase() {
        _ = digits.popLast()
    }

    /// The length the digits say, in seconds, held to thirty hours.
    public var length: TimeInterval { min(Countdown.longest, said) }

    /// Whether the digits say more than thirty hours (`99:99:99`), so `length` holds them.
    public var isHeld: Bool { said > Countdown.longest }

    /// The seconds the digits say, before the hold.
    private var said: TimeInterval {
        let padded = Array(repeating: 0, count: Self.capacity - digits.count) + digits
        func field(_ at: Int) -> Int { padded[at] * 10 + padded[at + 1] }
        return TimeInterval(field(0) * 3600 + field(2) * 60 + field(4))
    }
}
