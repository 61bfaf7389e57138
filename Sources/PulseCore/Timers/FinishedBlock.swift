import FoundationEssentials

/// A block a timer ran to its end (a countdown, or an interval's focus, break or long
/// break), as the history keeps it: a block paused, reset or skipped before its end is
/// none. Its start is its end back by its length, paused time left out.
public struct FinishedBlock: Equatable, Sendable {
    /// What ran: the words a finish command is given (`focus`, `break`, `long-break`,
    /// `countdown`).
    public let kind: TimerEnd.What
    /// When it ended.
    public let end: Date
    /// How long it ran, in seconds, with what `+` and `-` added or took.
    public let length: TimeInterval

    /// A block of `kind` that ran `length` seconds to `end`.
    public init(kind: TimerEnd.What, end: Date, length: TimeInterval) {
        self.kind = kind
        self.end = end
        self.length = length
    }

    /// When it started, as if it ran without a pause.
    public var start: Date { end.addingTimeInterval(-length) }

    /// Whether `other` is this block as written down elsewhere: the same kind ending within
    /// the second, since the history keeps whole seconds.
    public func isSame(as other: FinishedBlock) -> Bool {
        kind == other.kind && abs(end.timeIntervalSince(other.end)) < 1
    }
}

extension Countdown {
    /// Its end, when it falls after `after` and at or before `through`.
    public func finishedBlocks(after: Date?, through: Date) -> [FinishedBlock] {
        guard case .finished(let end) = phase(at: through), end > (after ?? .distantPast) else { return [] }
        return [FinishedBlock(kind: .countdown, end: end, length: runLength)]
    }
}

extension Interval {
    /// The blocks of this run that ended after `after` and at or before `through`, in
    /// order: walked from the block last started as `position(at:)` walks, up to a block
    /// that waits or the run's end.
    public func finishedBlocks(after: Date?, through: Date) -> [FinishedBlock] {
        guard var start = startedAt else { return [] }
        var blocks: [FinishedBlock] = []
        var current = index
        while true {
            let block = block(current)
            let end = start.addingTimeInterval(block.length)
            guard end <= through else { break }
            if end > (after ?? .distantPast) {
                blocks.append(FinishedBlock(kind: TimerEnd.What(block.kind), end: end, length: block.length))
            }
            current += 1
            guard !plan.isLast(current - 1), !plan.waits(before: current) else { break }
            start = end
        }
        return blocks
    }
}
