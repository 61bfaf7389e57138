import FoundationEssentials

/// A timer page as its view reads it: its run, with the timer, what the page says and the
/// chime of its ends.
public protocol TimerPage: Sendable {
    /// The page's timer.
    associatedtype Timer: TimerModel
    /// The timer, its notice, its chime and its presses.
    var run: TimerRun<Timer> { get }
}

extension TimerPage {
    /// What the page says about its file, its command or an entry, if anything.
    public var notice: TimerNotice? { run.notice }
    /// The bell and the flash of its ends.
    public var chime: TimerChime { run.chime }
}

/// A timer page's room: the Countdown's and the Interval's life where it is the same, once.
/// A double press starts or pauses, a triple press resets (`TapSequence`); an end is
/// claimed against the stored file and announced once (`keepTime`, `saved`); another
/// Pulse's change is followed; the page wakes for the readout, the fill, the flash and
/// the end. A page says only what differs: what a decided press does to its timer
/// (`carryOut`), its keys and its gestures.
protocol TimerRoom: PageRoom, TimerPage {
    /// The page.
    static var page: Page { get }
    /// What its saves write.
    static var subject: Save.Subject { get }
    /// The save of `timer` to its state file.
    static func item(_ timer: Timer) -> Save.Item
    /// The page's own keys, after the presses' (`tapKeys`).
    static var ownKeys: [KeyBinding] { get }
    /// The page's own mouse gestures for the help, after the presses'.
    static var ownGestures: [(label: String, summary: String)] { get }
    /// The timer, its notice, its chime and its presses.
    var run: TimerRun<Timer> { get set }
    /// Does what the presses decided: the page's own rule for a start, a pause, a reset.
    mutating func carryOut(_ decision: TapDecision, _ context: PageContext) -> Reply
}

extension TimerRoom {
    /// The presses' keys, first among every timer page's own.
    static var tapKeys: KeyBinding {
        KeyBinding(
            keys: [.character(" "), .enter], label: "SPACE ENTER", summary: "TWICE START/PAUSE, 3X RESET", command: .tap
        )
    }

    /// The presses' mouse gesture, first in every timer page's help.
    static var tapGesture: (label: String, summary: String) { ("DOUBLE/TRIPLE CLICK", "START/PAUSE, RESET") }

    /// `+` and `-`, a minute more or less on the running block, on every timer page.
    static var adjustKeys: KeyBinding {
        KeyBinding(
            keys: [.character("+"), .character("-")], label: "+ -", summary: "RUNNING: A MINUTE MORE, LESS",
            command: .adjust)
    }

    func bindings(_ context: PageContext) -> [KeyBinding] { [Self.tapKeys, Self.adjustKeys] + Self.ownKeys }

    var mouseHelp: [(label: String, summary: String)] { [Self.tapGesture] + Self.ownGestures }

    var bells: Int { run.chime.bells }

    var pressDeadlines: [Date?] { [run.taps.deadline] }

    /// The end of the block under way and the bell's next ring, which ring wherever the
    /// user is.
    func timeDeadlines(after now: Date) -> [Date?] { [run.timer.end(after: now), run.chime.nextRing(after: now)] }

    /// The time of day's minute, the readout's next second, the flash's next step, the
    /// fill's next row, the end of `+1 MIN` and the overtime's next second or minute.
    func visibleDeadlines(after now: Date, utcOffset: Int, _ context: PageContext) -> [Date?] {
        [
            TickGranularity.minute.nextBoundary(after: now, utcOffset: utcOffset), run.timer.nextChange(after: now),
            run.chime.nextFlashChange(after: now), run.timer.nextFillRow(after: now, rows: context.size.pixelHeight),
            run.nudge.flatMap { $0.until > now ? $0.until : nil },
            run.timer.nextOvertimeChange(after: now, seconds: context.choices.clock.showsSeconds),
        ]
    }

    /// Time's own work on a timer page: its ends announced.
    mutating func keepTime(at now: Date, _ context: PageContext) -> Reply { announceEnd(at: now, context) }

    /// An end not yet announced is announced once (several passed while Pulse was away
    /// ring once, if at all), and saved as announced.
    mutating func announceEnd(at now: Date, _ context: PageContext) -> Reply {
        run.chime.ring(at: now)
        guard let end = run.timer.unannouncedEnd(at: now, on: Self.page) else { return [] }
        run.timer.announcedEnd = end.at
        // Rung once the claim comes back (`saved`): another Pulse may have announced it.
        return [.save(Save(Self.item(run.timer), origin: Self.page, then: .announce(end, seenAt: now)))]
    }

    mutating func saved(_ save: Save, _ outcome: SaveOutcome, _ context: PageContext) -> Reply {
        guard save.subject == Self.subject else { return [] }
        run.notice = TimerNotice.after(outcome, replacing: run.notice)
        // An end is announced once its claim was written, or could not be (a failing
        // disk must not silence it); not while it waits for a lock, nor when refused.
        guard case .announce(let end, let seen)? = save.then, outcome != .locked, outcome != .superseded else {
            return []
        }
        return Reply(run.chime.announce(end, seenAt: seen, context))
    }

    mutating func commandFailed(_ end: TimerEnd, _ context: PageContext) -> Reply {
        if end.page == Self.page { run.notice = .commandFailed }
        return []
    }

    mutating func decideTaps(closedBy now: Date?, _ context: PageContext) -> Reply {
        guard let deadline = run.taps.deadline, now.map({ $0 >= deadline }) ?? true else { return [] }
        return carryOut(run.taps.close(), context)
    }

    /// The stored timer, changed by another Pulse (a start, pause, reset, or an end it
    /// announced): the page shows it.
    mutating func follow(_ stored: Timer) {
        guard stored != run.timer else { return }
        run.timer = stored
        run.chime.quiet()
    }

    /// One press at `now`: a third press resets at once; a second waits for the window.
    mutating func pressed(at now: Date, _ context: PageContext) -> Reply {
        guard let decision = run.taps.register(at: now) else { return [] }
        return carryOut(decision, context)
    }

    /// `+` or `-` (the wheel up or down) at `now`: a minute more or less on the running
    /// block, said for a few seconds (`AT MOST 30:00:00` where it can take no more); nil,
    /// changing nothing, when no block runs.
    mutating func adjust(by key: Key, at now: Date) -> Reply? {
        let seconds: TimeInterval = key == .character("-") || key == .down ? -60 : 60
        let moved = run.timer.adjust(by: seconds, at: now)
        guard moved != 0 else {
            guard run.timer.isRunning(at: now) else { return nil }
            // A running block at thirty hours takes no more: it says so, as a typed length does.
            if seconds > 0 { run.notice = .atMost }
            return []
        }
        run.nudge = TimerNudge(moved: moved, at: now, after: run.nudge)
        return changed()
    }

    /// A change the user made, stopping the flash, and its save.
    mutating func changed() -> Reply {
        run.chime.quiet()
        return [.save(Save(Self.item(run.timer), origin: Self.page))]
    }
}
