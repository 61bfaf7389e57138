import FoundationEssentials

/// An interval timer as instants, after the studio's study timer: its plan, the block
/// under way and either the instant that block started (running) or the seconds it had
/// gone when paused. Which block and round it is in, and when each block ended, are
/// derived from the clock: a restart finds it in the right block, however long it was
/// away, or waiting at the block that waits for the user. Only a break can be skipped.
public struct Interval: TimerModel {
    /// Where an interval is at one instant: the phase both timers share.
    public typealias Phase = TimerPhase

    /// Where an interval is at one instant: its phase, the block and how far into it.
    public struct Position: Equatable, Sendable {
        /// Ready, running, paused or finished.
        public let phase: Phase
        /// The block (the last one once finished).
        public let index: Int
        /// The block's kind, round and length.
        public let block: IntervalPlan.Block
        /// Seconds of the block gone (its length once finished).
        public let elapsed: TimeInterval
        /// When the block started, while running.
        public let startedAt: Date?

        /// Seconds of the block left.
        public var left: TimeInterval { max(0, block.length - elapsed) }
    }

    /// The plan of this run.
    public private(set) var plan: IntervalPlan
    /// The block last started or paused in (from 0).
    public private(set) var index: Int
    /// When that block started, while running.
    public private(set) var startedAt: Date?
    /// Seconds of that block gone when paused; nil unless paused.
    public private(set) var pausedElapsed: TimeInterval?
    /// The seconds added to (or, below zero, taken from) that block with `+` and `-`; none
    /// once another block is under way.
    public private(set) var added: TimeInterval
    /// The last block end already announced (rung, its command run), kept with the
    /// interval so that one end is announced once, across restarts too.
    public var announcedEnd: Date?

    /// An interval with these values, made sane: the block within the plan, the paused
    /// value within the block, running winning over paused.
    public init(
        plan: IntervalPlan = IntervalPlan(), index: Int = 0, startedAt: Date? = nil,
        pausedElapsed: TimeInterval? = nil, announcedEnd: Date? = nil, added: TimeInterval = 0
    ) {
        self.plan = plan
        self.index = min(plan.highestIndex, max(0, index))
        self.startedAt = startedAt
        let planned = plan.block(self.index).length
        let under = startedAt != nil || pausedElapsed != nil
        self.added = under && added.isFinite ? min(Countdown.longest, max(0, planned + added)) - planned : 0
        let length = planned + self.added
        self.pausedElapsed =
            startedAt == nil ? pausedElapsed.map { $0.isFinite ? min(length, max(0, $0)) : 0 } : nil
        self.announcedEnd = announcedEnd
    }

    /// Whether it has not started: the first block, whole, neither running nor paused.
    public var isReady: Bool { startedAt == nil && pausedElapsed == nil }

    /// Where it is at `now`. A running interval walks from the block it started through
    /// every block whose end has passed, and stops at a block that waits for the user; a
    /// wall clock set back before the block's start holds it at the start.
    public func position(at now: Date) -> Position {
        guard var start = startedAt else {
            let block = block(index)
            return Position(
                phase: pausedElapsed == nil ? .ready : .paused, index: index, block: block,
                elapsed: pausedElapsed ?? 0, startedAt: nil)
        }
        var current = index
        while true {
            let block = block(current)
            let end = start.addingTimeInterval(block.length)
            if now < end {
                return Position(
                    phase: .running, index: current, block: block, elapsed: max(0, now.timeIntervalSince(start)),
                    startedAt: start)
            }
            if plan.isLast(current) {
                return Position(
                    phase: .finished(at: end), index: current, block: block, elapsed: block.length, startedAt: nil)
            }
            current += 1
            if plan.waits(before: current) {
                return Position(
                    phase: .waiting(since: end), index: current, block: plan.block(current), elapsed: 0, startedAt: nil)
            }
            start = end
        }
    }

    /// Block `index` of this run: the plan's, with what was added to the block last
    /// started or paused in.
    func block(_ index: Int) -> IntervalPlan.Block {
        let planned = plan.block(index)
        guard index == self.index, added != 0 else { return planned }
        return IntervalPlan.Block(kind: planned.kind, round: planned.round, length: planned.length + added)
    }

    /// Where it is at `now`, as both timers say it: the block under way, running (the only
    /// phase with a start) from the instant it started.
    public func moment(at now: Date) -> TimerMoment {
        let position = position(at: now)
        return TimerMoment(
            phase: position.phase, length: position.block.length, elapsed: position.elapsed, left: position.left,
            running: position.startedAt.map { ($0, $0.addingTimeInterval(position.block.length)) })
    }

    /// The latest block end at or before `now` since the block last started, and the block
    /// that ended then; nil while no block of this run has ended.
    public func lastEnd(at now: Date) -> (at: Date, block: IntervalPlan.Block, isLast: Bool)? {
        guard let first = startedAt else { return nil }
        let position = position(at: now)
        switch position.phase {
        case .finished(let end): return (end, position.block, true)
        case .waiting(let end): return (end, plan.block(position.index - 1), false)
        default: break
        }
        guard position.index > index, let start = position.startedAt, start > first else { return nil }
        return (start, plan.block(position.index - 1), false)
    }

    /// The latest block end not yet announced at `now` (several passed while Pulse was
    /// away are one, the latest).
    public func unannouncedEnd(at now: Date, on page: Page) -> TimerEnd? {
        guard let last = lastEnd(at: now), last.at > (announcedEnd ?? .distantPast) else { return nil }
        return TimerEnd(
            page: page, what: TimerEnd.What(last.block.kind), round: last.block.round, rounds: plan.rounds ?? 0,
            isDone: last.isLast, at: last.at)
    }

    /// Starts it from its first block at `now`.
    public mutating func start(at now: Date) {
        move(to: 0)
        added = 0
        startedAt = now
        pausedElapsed = nil
    }

    /// Makes block `index` the one last started or paused in: what was added to another
    /// block goes with it.
    private mutating func move(to index: Int) {
        if index != self.index { added = 0 }
        self.index = index
    }

    /// Moves the end of the block running at `now` by `seconds` (a minute with `+`, less
    /// with `-`): at most to now, so taking more than is left ends the block there. Returns
    /// the seconds it moved; nothing unless a block runs.
    @discardableResult
    public mutating func adjust(by seconds: TimeInterval, at now: Date) -> TimeInterval {
        let position = position(at: now)
        guard position.phase == .running, let start = position.startedAt else { return 0 }
        move(to: position.index)
        startedAt = start
        let moved = min(Countdown.longest - position.block.length, max(-position.left, seconds))
        added += moved
        return moved
    }

    /// Pauses it at `now` in the block under way, holding that block's time gone.
    public mutating func pause(at now: Date) {
        let position = position(at: now)
        move(to: position.index)
        pausedElapsed = position.elapsed
        startedAt = nil
    }

    /// Resumes it at `now` in the block it was paused in, or starts the block it waits at.
    public mutating func resume(at now: Date) {
        let position = position(at: now)
        if case .waiting = position.phase { move(to: position.index) }
        startedAt = now.addingTimeInterval(-(pausedElapsed ?? 0))
        pausedElapsed = nil
    }

    /// Skips the break under way at `now` to the next focus block (running from `now`, or
    /// paused at its start; a break waiting to start is skipped by the user there, so the
    /// focus runs from `now`); returns false, changing nothing, during focus or when not
    /// started or finished.
    @discardableResult
    public mutating func skip(at now: Date) -> Bool {
        let position = position(at: now)
        guard position.block.kind.isBreak else { return false }
        switch position.phase {
        case .running, .waiting:
            move(to: position.index + 1)
            startedAt = now
        case .paused:
            move(to: position.index + 1)
            pausedElapsed = 0
        case .ready, .finished:
            return false
        }
        return true
    }

    /// Whether a skip would skip something at `now`: a break under way or paused.
    public func canSkip(at now: Date) -> Bool {
        var copy = self
        return copy.skip(at: now)
    }

    /// Back to a ready first block, of `plan` when given.
    public mutating func reset(to plan: IntervalPlan? = nil) {
        if let plan { self.plan = plan }
        move(to: 0)
        added = 0
        startedAt = nil
        pausedElapsed = nil
    }
}
