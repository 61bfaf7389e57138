import FoundationEssentials

/// What the Countdown and the Interval share as timers: each says where it is at an
/// instant (`moment(at:)`) and how it starts, pauses and resumes from what it stores; the
/// readings the pages and views take (phase, readout, the next change, the end, the
/// fill's next row) and the toggle a double press makes are written once here, so both
/// timers read and press alike. A later kind of block (a long break, a block that waits
/// for the user) is a new moment or phase here, not a third copy.
public protocol TimerModel: Equatable, Sendable {
    /// Where it is at `now`.
    func moment(at now: Date) -> TimerMoment
    /// Where it is at `now`: ready, running, paused or finished (by default the moment's).
    func phase(at now: Date) -> TimerPhase
    /// Starts a ready or finished timer from its beginning, at `now`.
    mutating func start(at now: Date)
    /// Pauses a running timer at `now`, holding what was gone.
    mutating func pause(at now: Date)
    /// Resumes a paused timer at `now` from what it held, or starts the block a timer
    /// waits at.
    mutating func resume(at now: Date)
    /// Moves the end of the block running at `now` by `seconds`, held so that it ends no
    /// sooner than `now`; returns the seconds it moved (none unless running).
    mutating func adjust(by seconds: TimeInterval, at now: Date) -> TimeInterval
    /// The last end already announced (rung, its command run), kept with the timer so
    /// that one end is announced once, across restarts and across Pulses too.
    var announcedEnd: Date? { get set }
    /// The latest end at or before `now` not yet announced, as `page` announces it; nil
    /// when every end that passed is announced.
    func unannouncedEnd(at now: Date, on page: Page) -> TimerEnd?
    /// The blocks that ran to an end after `after` and at or before `through`, in order:
    /// what the history is given when an end is announced.
    func finishedBlocks(after: Date?, through: Date) -> [FinishedBlock]
}

extension TimerModel {
    /// Where it is at `now`, as its moment says.
    public func phase(at now: Date) -> TimerPhase { moment(at: now).phase }

    /// Whether it is counting down at `now`.
    public func isRunning(at now: Date) -> Bool { phase(at: now) == .running }

    /// Whether a run is under way at `now`, counting down or paused.
    public func isUnderWay(at now: Date) -> Bool { phase(at: now).isUnderWay }

    /// The end of the block under way, while it runs at `now`.
    public func end(after now: Date) -> Date? { moment(at: now).running?.end }

    /// What the readout shows at `now`: the block's time left.
    public func readout(at now: Date) -> String { TimerReadout.text(moment(at: now).left) }

    /// The next instant after `now` at which the readout changes: nil unless running.
    public func nextChange(after now: Date) -> Date? {
        let moment = moment(at: now)
        guard let end = moment.running?.end else { return nil }
        return TimerReadout.nextChange(after: now, left: moment.left, end: end)
    }

    /// When the fill of the running block next shows another row of `rows`, after `now`:
    /// at the readout's change at or after the row's instant (the readout changes on every
    /// whole second to the end), so the fill never wakes the page between two seconds; nil
    /// unless running.
    func nextFillRow(after now: Date, rows: Int) -> Date? {
        let moment = moment(at: now)
        guard let running = moment.running,
            let row = TimerFill.nextRow(after: now, start: running.start, length: moment.length, rows: rows)
        else { return nil }
        return running.end.addingTimeInterval(-running.end.timeIntervalSince(row).rounded(.down))
    }

    /// Starts a ready or finished timer, pauses a running one, resumes a paused one, starts
    /// the block a waiting one waits at: what a double press does.
    public mutating func toggle(at now: Date) {
        switch phase(at: now) {
        case .ready, .finished: start(at: now)
        case .running: pause(at: now)
        case .paused, .waiting: resume(at: now)
        }
    }
}
