import FoundationEssentials

/// An interval's blocks: a focus block each round and a break between rounds, never one
/// after the last (focus, break, focus, break, focus: then it is done).
public struct IntervalPlan: Equatable, Sendable {
    /// What a block is for.
    public enum Kind: Equatable, Sendable {
        case focus, rest
    }

    /// One block of the plan.
    public struct Block: Equatable, Sendable {
        /// Focus or break.
        public let kind: Kind
        /// Its round, from 1.
        public let round: Int
        /// Its length in seconds.
        public let length: TimeInterval
    }

    /// The focus block's length, whole minutes.
    public let focusMinutes: Int
    /// The break's length, whole minutes.
    public let breakMinutes: Int
    /// How many focus blocks.
    public let rounds: Int

    /// The lengths Settings and the settings file accept.
    public static let focusRange = 1...180, breakRange = 1...60, roundsRange = 1...12

    /// A plan of these lengths, each brought within its range.
    public init(focusMinutes: Int = 25, breakMinutes: Int = 5, rounds: Int = 4) {
        func within(_ value: Int, _ range: ClosedRange<Int>) -> Int {
            min(range.upperBound, max(range.lowerBound, value))
        }
        self.focusMinutes = within(focusMinutes, Self.focusRange)
        self.breakMinutes = within(breakMinutes, Self.breakRange)
        self.rounds = within(rounds, Self.roundsRange)
    }

    /// How many blocks: a break between each two rounds.
    public var blockCount: Int { 2 * rounds - 1 }

    /// Block `index` (from 0): even ones are focus, odd ones breaks.
    public func block(_ index: Int) -> Block {
        let index = min(blockCount - 1, max(0, index))
        return index % 2 == 0
            ? Block(kind: .focus, round: index / 2 + 1, length: TimeInterval(focusMinutes * 60))
            : Block(kind: .rest, round: index / 2 + 1, length: TimeInterval(breakMinutes * 60))
    }
}
