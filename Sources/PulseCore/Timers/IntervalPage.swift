import FoundationEssentials

/// The Interval page: focus and break blocks over rounds (the plan is Settings'; a run
/// keeps the plan it started with), the press sequence that starts, pauses and resets it,
/// the skip that only a break takes, and what each block's end does.
public struct IntervalPage: PageRoom {
    /// The interval.
    public private(set) var interval: Interval
    /// What the page says about its file or its command, if anything.
    public private(set) var notice: TimerNotice?
    /// The bell and the flash of its ends.
    public private(set) var chime = TimerChime()
    private var taps = TapSequence()

    /// The page with the stored interval; one that is not under way takes `plan`.
    public init(interval: Interval, plan: IntervalPlan, notice: TimerNotice? = nil) {
        var interval = interval
        if interval.isReady { interval.reset(to: plan) }
        self.interval = interval
        self.notice = notice
    }

    var mouseHelp: [(label: String, summary: String)] {
        [("DOUBLE/TRIPLE CLICK", "START/PAUSE, RESET"), ("CLICK SKIP", "SKIP THE BREAK")]
    }

    func bindings(_ context: PageContext) -> [KeyBinding] { Self.keys }

    private static let keys = [
        KeyBinding(
            keys: [.character(" "), .enter], label: "SPACE ENTER", summary: "TWICE START/PAUSE, 3X RESET", command: .tap
        ),
        KeyBinding(keys: [.character("s"), .character("S")], label: "S", summary: "SKIP THE BREAK", command: .skip),
    ]

    var bells: Int { chime.bells }

    /// The time of day's minute, the readout's next second, the fill's next row and the
    /// flash's next step.
    func visibleDeadlines(after now: Date, utcOffset: Int, _ context: PageContext) -> [Date?] {
        let position = interval.position(at: now)
        var deadlines = [
            TickGranularity.minute.nextBoundary(after: now, utcOffset: utcOffset), interval.nextChange(after: now),
            chime.nextFlashChange(after: now),
        ]
        if position.phase == .running, let start = position.startedAt {
            deadlines.append(
                TimerFill.nextRow(
                    after: now, start: start, length: position.block.length, rows: context.size.pixelHeight))
        }
        return deadlines
    }

    /// The end of the block under way, which rings wherever the user is.
    func timeDeadlines(after now: Date) -> [Date?] { [interval.end(after: now)] }

    var pressDeadlines: [Date?] { [taps.deadline] }

    /// The latest block end not yet announced is announced once (several passed while
    /// Pulse was away ring once, if at all), and saved as announced.
    mutating func keepTime(at now: Date, _ context: PageContext) -> Reply {
        guard let last = interval.lastEnd(at: now),
            last.at > (interval.announcedEnd ?? .distantPast)
        else { return [] }
        interval.announcedEnd = last.at
        let end = TimerEnd(
            page: .interval, what: last.block.kind == .focus ? .focus : .rest, round: last.block.round,
            rounds: interval.plan.rounds, isDone: last.isLast, at: last.at)
        // Rung once the claim comes back (`saved`): another Pulse may have announced it.
        return [.save(Save(.interval(interval), origin: .interval, then: .announce(end, seenAt: now)))]
    }

    /// The stored interval, changed by another Pulse (a start, pause, skip, reset, or an
    /// end it announced): the page shows it.
    mutating func follow(_ stored: Interval) {
        guard stored != interval else { return }
        interval = stored
        chime.quiet()
    }

    /// A new plan from Settings: an interval not under way takes it at once.
    mutating func adopt(_ old: Choices, _ context: PageContext) -> Reply {
        let plan = context.choices.timers.plan
        guard plan != old.timers.plan, interval.isReady else { return [] }
        interval.reset(to: plan)
        return []
    }

    mutating func command(_ command: Command, at now: Date, _ context: PageContext) -> Reply {
        switch command {
        case .tap: pressed(at: now, context)
        case .skip: skip(at: now)
        default: []
        }
    }

    mutating func press(_ target: HitTarget, at now: Date, _ context: PageContext) -> Reply {
        switch target {
        case .timerFace: pressed(at: now, context)
        case .skipBreak: skip(at: now)
        default: []
        }
    }

    mutating func decideTaps(closedBy now: Date?, _ context: PageContext) -> Reply {
        guard let deadline = taps.deadline, now.map({ $0 >= deadline }) ?? true else { return [] }
        return carryOut(taps.close(), context)
    }

    mutating func saved(_ save: Save, _ outcome: SaveOutcome, _ context: PageContext) -> Reply {
        guard save.subject == .interval else { return [] }
        notice = TimerNotice.after(outcome, replacing: notice)
        // As the Countdown: announced once the claim was written, or could not be.
        guard case .announce(let end, let seen)? = save.then, outcome != .locked, outcome != .superseded else {
            return []
        }
        return Reply(chime.announce(end, seenAt: seen, context))
    }

    mutating func commandFailed(_ end: TimerEnd, _ context: PageContext) -> Reply {
        if end.page == .interval { notice = .commandFailed }
        return []
    }

    /// Skips a break; during focus the skip is shown faint and does nothing.
    private mutating func skip(at now: Date) -> Reply {
        guard interval.skip(at: now) else { return [] }
        chime.quiet()
        return save
    }

    private mutating func pressed(at now: Date, _ context: PageContext) -> Reply {
        guard let decision = taps.register(at: now) else { return [] }
        return carryOut(decision, context)
    }

    private mutating func carryOut(_ decision: TapDecision, _ context: PageContext) -> Reply {
        switch decision {
        case .toggle(let instant):
            if interval.isReady || interval.position(at: instant).phase.isFinished {
                // A new run: its ends are all new, and it runs the plan Settings has now.
                interval.reset(to: context.choices.timers.plan)
                interval.announcedEnd = nil
                if notice == .commandFailed { notice = nil }
            }
            interval.toggle(at: instant)
        case .reset:
            interval.reset(to: context.choices.timers.plan)
        case .ignore:
            return []
        }
        chime.quiet()
        return save
    }

    private var save: Reply { [.save(Save(.interval(interval), origin: .interval))] }
}
