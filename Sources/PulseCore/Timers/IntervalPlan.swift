import FoundationEssentials

/// An interval's blocks: a focus block each round and a break between rounds, never one
/// after the last (focus, break, focus, break, focus: then it is done); every `EVERY`th
/// break is the long one. Endless rounds never end. A block may wait for the user before
/// it starts: a focus block by default, so a break ends at `READY` and the next focus
/// starts when the user is back; a break only when asked.
public struct IntervalPlan: Equatable, Sendable {
    /// What a block is for.
    public enum Kind: Equatable, Sendable {
        case focus, rest, longRest

        /// Whether it is a break, short or long.
        public var isBreak: Bool { self != .focus }
    }

    /// One block of the plan.
    public struct Block: Equatable, Sendable {
        /// Focus, break or long break.
        public let kind: Kind
        /// Its round, from 1.
        public let round: Int
        /// Its length in seconds.
        public let length: TimeInterval
    }

    /// The focus block's length, whole minutes. Each value is held within its range by
    /// `init`; Settings steps them through values within it.
    public var focusMinutes: Int
    /// The break's length, whole minutes.
    public var breakMinutes: Int
    /// The long break's length, whole minutes.
    public var longBreakMinutes: Int
    /// The break after every this many rounds is the long one.
    public var longBreakEvery: Int
    /// How many focus blocks; nil for endless.
    public var rounds: Int?
    /// Whether a focus block after a break waits for the user (`READY`) before it starts.
    public var waitsBeforeFocus: Bool
    /// Whether a break waits for the user before it starts.
    public var waitsBeforeBreak: Bool

    /// The lengths and counts Settings and the settings file accept.
    public static let focusRange = 1...180, breakRange = 1...60, roundsRange = 1...12
    /// The long break's lengths and its spacing in rounds.
    public static let longBreakRange = 1...60, everyRange = 1...12

    /// A plan of these lengths, each brought within its range (`rounds` nil is endless).
    public init(
        focusMinutes: Int = 25, breakMinutes: Int = 5, rounds: Int? = 4, longBreakMinutes: Int = 15,
        longBreakEvery: Int = 4, waitsBeforeFocus: Bool = true, waitsBeforeBreak: Bool = false
    ) {
        func within(_ value: Int, _ range: ClosedRange<Int>) -> Int {
            min(range.upperBound, max(range.lowerBound, value))
        }
        self.focusMinutes = within(focusMinutes, Self.focusRange)
        self.breakMinutes = within(breakMinutes, Self.breakRange)
        self.rounds = rounds.map { within($0, Self.roundsRange) }
        self.longBreakMinutes = within(longBreakMinutes, Self.longBreakRange)
        self.longBreakEvery = within(longBreakEvery, Self.everyRange)
        self.waitsBeforeFocus = waitsBeforeFocus
        self.waitsBeforeBreak = waitsBeforeBreak
    }

    /// The most blocks an endless run may have gone through as stored: more than a year of
    /// one-minute blocks, and a bound a file's block index is checked against.
    public static let endlessBlocks = 1_000_000

    /// How many rounds, as the page and Settings say it: `∞` when endless.
    public var roundsText: String { rounds.map(String.init) ?? "∞" }

    /// The index of the last block (a break between each two rounds); nil when endless.
    public var lastIndex: Int? { rounds.map { 2 * $0 - 2 } }

    /// The highest block index a run of this plan can be in.
    public var highestIndex: Int { lastIndex ?? Self.endlessBlocks }

    /// Whether block `index` is the last one.
    public func isLast(_ index: Int) -> Bool { index >= highestIndex }

    /// Block `index` (from 0): even ones are focus, odd ones breaks, the break closing
    /// every `longBreakEvery`th round long.
    public func block(_ index: Int) -> Block {
        let index = min(highestIndex, max(0, index))
        let round = index / 2 + 1
        if index % 2 == 0 { return Block(kind: .focus, round: round, length: TimeInterval(focusMinutes * 60)) }
        return round % longBreakEvery == 0
            ? Block(kind: .longRest, round: round, length: TimeInterval(longBreakMinutes * 60))
            : Block(kind: .rest, round: round, length: TimeInterval(breakMinutes * 60))
    }

    /// Whether block `index` waits for the user once the block before it ends (the first
    /// block is started by the user anyway).
    public func waits(before index: Int) -> Bool {
        guard index > 0 else { return false }
        return block(index).kind.isBreak ? waitsBeforeBreak : waitsBeforeFocus
    }
}
