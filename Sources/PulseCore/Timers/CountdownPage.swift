import FoundationEssentials

/// The Countdown page: the countdown (it lives above the pages, so paging never stops
/// it), its length typed as on a microwave while it is not running, the press sequence
/// that starts, pauses and resets it, and what its end does.
public struct CountdownPage: PageRoom {
    /// The countdown.
    public private(set) var countdown: Countdown
    /// What the page says about its file or its command, if anything.
    public private(set) var notice: TimerNotice?
    /// The bell and the flash of its ends.
    public private(set) var chime = TimerChime()
    /// The digits being typed, from the first one typed until the countdown starts or the
    /// page is left; Backspace before any starts from the length's own digits.
    private var entry: DurationEntry?
    private var taps = TapSequence()

    /// The page with the stored countdown.
    public init(countdown: Countdown, notice: TimerNotice? = nil) {
        self.countdown = countdown
        self.notice = notice
    }

    var mouseHelp: [(label: String, summary: String)] {
        [("DOUBLE/TRIPLE CLICK", "START/PAUSE, RESET"), ("WHEEL UP/DOWN", "A MINUTE MORE/LESS")]
    }

    func bindings(_ context: PageContext) -> [KeyBinding] { Self.keys }

    private static let keys = [
        KeyBinding(
            keys: [.character(" "), .enter], label: "SPACE ENTER", summary: "TWICE START/PAUSE, 3X RESET", command: .tap
        ),
        KeyBinding(
            keys: (0...9).map { .character(Character(String($0))) }, label: "0-9",
            summary: "SET THE LENGTH, H:MM:SS FROM THE RIGHT", command: .setLength),
        KeyBinding(keys: [.backspace], label: "BACKSPACE", summary: "TAKE THE LAST DIGIT BACK", command: .setLength),
        KeyBinding(keys: [.up, .down], label: "UP DOWN", summary: "A MINUTE MORE, LESS", command: .setLength),
    ]

    var bells: Int { chime.bells }

    /// The time of day's minute, the readout's next second, the fill's next row and the
    /// flash's next step.
    func visibleDeadlines(after now: Date, utcOffset: Int, _ context: PageContext) -> [Date?] {
        var deadlines = [
            TickGranularity.minute.nextBoundary(after: now, utcOffset: utcOffset), countdown.nextChange(after: now),
            chime.nextFlashChange(after: now),
        ]
        if let end = countdown.end(after: now) {
            deadlines.append(
                TimerFill.nextRow(
                    after: now, start: end.addingTimeInterval(-countdown.length), length: countdown.length,
                    rows: context.size.pixelHeight))
        }
        return deadlines
    }

    /// Its end, which rings wherever the user is.
    func timeDeadlines(after now: Date) -> [Date?] { [countdown.end(after: now)] }

    var pressDeadlines: [Date?] { [taps.deadline] }

    /// An end not yet announced is announced once, and saved as announced. Once the run
    /// is over a new length is taken again, so the word asking for a reset goes.
    mutating func keepTime(at now: Date, _ context: PageContext) -> Reply {
        if notice == .resetFirst, !countdown.isUnderWay(at: now) { notice = nil }
        guard case .finished(let end) = countdown.phase(at: now), countdown.announcedEnd != end
        else { return [] }
        countdown.announcedEnd = end
        let announced = TimerEnd(page: .countdown, what: .countdown, isDone: true, at: end)
        // Rung once the claim comes back (`saved`): another Pulse may have announced it.
        return [.save(Save(.countdown(countdown), origin: .countdown, then: .announce(announced, seenAt: now)))]
    }

    /// The stored countdown, changed by another Pulse (a start, pause, reset, or an end
    /// it announced): the page shows it.
    mutating func follow(_ stored: Countdown) {
        guard stored != countdown else { return }
        countdown = stored
        chime.quiet()
    }

    mutating func command(_ command: Command, key: Key, at now: Date, _ context: PageContext) -> Reply {
        switch command {
        case .tap: return pressed(at: now)
        case .setLength: return setLength(by: key, at: now)
        default: return []
        }
    }

    mutating func press(_ target: HitTarget, at now: Date, _ context: PageContext) -> Reply {
        target == .timerFace ? pressed(at: now) : []
    }

    /// The wheel up or down is a minute more or less.
    mutating func mouse(_ mouse: MouseEvent, at now: Date, _ context: PageContext) -> Reply? {
        switch mouse.kind {
        case .wheel(.up): setLength(by: .up, at: now)
        case .wheel(.down): setLength(by: .down, at: now)
        default: nil
        }
    }

    mutating func decideTaps(closedBy now: Date?, _ context: PageContext) -> Reply {
        guard let deadline = taps.deadline, now.map({ $0 >= deadline }) ?? true else { return [] }
        return carryOut(taps.close())
    }

    /// What was being typed stays typed, as a length; the next digit starts afresh, and a
    /// word about a refused entry goes.
    mutating func leave(_ context: PageContext) -> Reply {
        entry = nil
        forgetEntryNotice()
        return []
    }

    mutating func saved(_ save: Save, _ outcome: SaveOutcome, _ context: PageContext) -> Reply {
        guard save.subject == .countdown else { return [] }
        notice = TimerNotice.after(outcome, replacing: notice)
        // An end is announced once its claim was written, or could not be (a failing
        // disk must not silence it); not while it waits for a lock, nor when refused.
        guard case .announce(let end, let seen)? = save.then, outcome != .locked, outcome != .superseded else {
            return []
        }
        return Reply(chime.announce(end, seenAt: seen, context))
    }

    mutating func commandFailed(_ end: TimerEnd, _ context: PageContext) -> Reply {
        if end.page == .countdown { notice = .commandFailed }
        return []
    }

    /// A digit, Backspace, or a minute more or less, on a countdown not under way (ready or
    /// ended): it becomes ready at the new length, and a length held to thirty hours says
    /// so. A paused or running one keeps its run, since a stray key must never undo what
    /// only a triple press resets: it says that the reset comes first.
    private mutating func setLength(by key: Key, at now: Date) -> Reply {
        guard !countdown.isUnderWay(at: now) else {
            notice = .resetFirst
            return []
        }
        var held = false
        switch key {
        case .character(let character):
            guard let digit = character.wholeNumberValue else { return [] }
            var typed = entry ?? DurationEntry()
            let refused = typed.type(digit)
            entry = typed
            held = refused || typed.isHeld
            countdown.set(length: typed.length)
        case .backspace:
            var typed = entry ?? DurationEntry(length: countdown.length)
            typed.erase()
            entry = typed
            countdown.set(length: typed.length)
        case .up, .down:
            entry = nil
            let wanted = countdown.length + (key == .up ? 60 : -60)
            held = wanted > Countdown.longest
            countdown.set(length: wanted)
        default:
            return []
        }
        forgetEntryNotice()
        if held { notice = .atMost }
        chime.quiet()
        return save
    }

    /// A notice about an earlier entry goes once the page is used again.
    private mutating func forgetEntryNotice() {
        if notice?.isAboutEntry == true { notice = nil }
    }

    /// One press at `now`: a third press resets at once.
    private mutating func pressed(at now: Date) -> Reply {
        guard let decision = taps.register(at: now) else { return [] }
        return carryOut(decision)
    }

    /// A start of a countdown of no length is refused and says why; anything else the
    /// presses decide is done.
    private mutating func carryOut(_ decision: TapDecision) -> Reply {
        if decision != .ignore { forgetEntryNotice() }
        switch decision {
        case .toggle(let instant):
            if countdown.length == 0, !countdown.isUnderWay(at: instant) {
                notice = .noLength
                return []
            }
            if notice == .commandFailed { notice = nil }
            countdown.toggle(at: instant)
        case .reset: countdown.reset()
        case .ignore: return []
        }
        entry = nil
        chime.quiet()
        return save
    }

    private var save: Reply { [.save(Save(.countdown(countdown), origin: .countdown))] }
}
