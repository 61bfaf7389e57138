import FoundationEssentials

/// The Countdown page: the countdown (it lives above the pages, so paging never stops
/// it), its length typed as on a microwave while it is not running, or after `:` the time
/// of day it is to run until, the press sequence that starts, pauses and resets it, and
/// what its end does.
public struct CountdownPage: TimerRoom {
    static let page = Page.countdown, subject = Save.Subject.timer(.countdown)
    static func item(_ timer: Countdown) -> Save.Item { .timer(.countdown(timer)) }

    /// The countdown, what the page says, the chime of its end and the presses.
    public internal(set) var run: TimerRun<Countdown>
    /// The digits being typed, from the first one typed until the countdown starts or the
    /// page is left; Backspace before any starts from the length's own digits.
    private var entry: DurationEntry?
    /// The time of day being typed after `:`, until the countdown starts, `:`, Esc or an
    /// emptying Backspace goes back to the length, a length is set or the page is left. It
    /// is the page's alone: nothing is stored until a countdown to it starts.
    private var timeEntry: TimeOfDayEntry?

    /// The countdown to start as the run starts (`--for`, `--until`), until it is started.
    private var starting: CountdownStart?

    /// The page with the stored countdown; `starting`, a countdown started at the run's
    /// first instant in place of the stored one.
    public init(countdown: Countdown, notice: TimerNotice? = nil, starting: CountdownStart? = nil) {
        run = TimerRun(countdown, notice: notice)
        self.starting = starting
    }

    /// The countdown.
    public var countdown: Countdown { run.timer }

    /// The time of day being typed at `now`, if any: only while the countdown is not under
    /// way (another Pulse may have started it meanwhile).
    public func typedTime(at now: Date) -> TimeOfDayEntry? {
        countdown.isUnderWay(at: now) ? nil : timeEntry
    }

    static let ownGestures = [(label: "WHEEL UP/DOWN", summary: "A MINUTE MORE/LESS")]

    static let ownKeys = [
        KeyBinding(
            keys: (0...9).map { .character(Character(String($0))) }, label: "0-9",
            summary: "SET THE LENGTH, H:MM:SS FROM THE RIGHT", command: .setLength),
        KeyBinding(keys: [.backspace], label: "BACKSPACE", summary: "TAKE THE LAST DIGIT BACK", command: .setLength),
        KeyBinding(keys: [.up, .down], label: "UP DOWN", summary: "A MINUTE MORE, LESS", command: .setLength),
        KeyBinding(
            keys: [.character(":")], label: ":", summary: "THEN 0-9: A TIME TO END AT, AS 1430",
            command: .setLength),
        KeyBinding(keys: halfKeys, label: "A P", summary: "AM, PM IN THAT TIME", command: .setLength),
        KeyBinding(keys: [.escape], label: "ESC", summary: "BACK FROM A TIME TO A LENGTH", command: .setLength),
    ]

    /// The keys that say the half of a 12-hour time: `a` and `p`, either case.
    private static let halfKeys = "aApP".map(Key.character)

    /// A countdown the command line asked for starts at the run's first instant. Once the
    /// run is over a new length is taken again, so the word asking for a reset goes; then
    /// an end not yet announced is announced once, as on every timer page.
    mutating func keepTime(at now: Date, _ context: PageContext) -> Reply {
        if let start = starting {
            starting = nil
            run.timer = start.countdown(at: now, announcedEnd: countdown.announcedEnd)
            return changed()
        }
        if run.notice == .resetFirst, !countdown.isUnderWay(at: now) { run.notice = nil }
        return announceEnd(at: now, context)
    }

    mutating func command(_ command: Command, key: Key, at now: Date, _ context: PageContext) -> Reply {
        switch command {
        case .tap: return pressed(at: now, context)
        // `a`, `p` and Esc belong to a time being typed; without one they do nothing.
        case .setLength where timeEntry == nil && (Self.halfKeys.contains(key) || key == .escape): return []
        case .setLength where timeEntry != nil || key == .character(":"): return typeTime(key, at: now)
        case .setLength: return setLength(by: key, at: now)
        // Not running, `+` and `-` are a minute more or less as the arrows are.
        case .adjust: return adjust(by: key, at: now) ?? setLength(by: key == .character("-") ? .down : .up, at: now)
        default: return []
        }
    }

    mutating func press(_ target: HitTarget, at now: Date, _ context: PageContext) -> Reply {
        target == .timerFace ? pressed(at: now, context) : []
    }

    /// The wheel up or down is a minute more or less: on the running end, or the length.
    mutating func mouse(_ mouse: MouseEvent, at now: Date, _ context: PageContext) -> Reply? {
        switch mouse.kind {
        case .wheel(.up): adjust(by: .up, at: now) ?? setLength(by: .up, at: now)
        case .wheel(.down): adjust(by: .down, at: now) ?? setLength(by: .down, at: now)
        default: nil
        }
    }

    /// What was being typed stays typed, as a length; the next digit starts afresh, and a
    /// word about a refused entry goes.
    mutating func leave(_ context: PageContext) -> Reply {
        entry = nil
        timeEntry = nil
        forgetEntryNotice()
        return []
    }

    /// A digit, Backspace, or a minute more or less, on a countdown not under way (ready or
    /// ended): it becomes ready at the new length, and a length held to thirty hours says
    /// so. A paused or running one keeps its run, since a stray key must never undo what
    /// only a triple press resets: it says that the reset comes first.
    private mutating func setLength(by key: Key, at now: Date) -> Reply {
        guard !countdown.isUnderWay(at: now) else {
            run.notice = .resetFirst
            return []
        }
        timeEntry = nil
        var held = false
        switch key {
        case .character(let character):
            guard let digit = character.wholeNumberValue else { return [] }
            var typed = entry ?? DurationEntry()
            let refused = typed.type(digit)
            entry = typed
            held = refused || typed.isHeld
            run.timer.set(length: typed.length)
        case .backspace:
            var typed = entry ?? DurationEntry(length: countdown.length)
            typed.erase()
            entry = typed
            run.timer.set(length: typed.length)
        case .up, .down:
            entry = nil
            let wanted = countdown.length + (key == .up ? 60 : -60)
            held = wanted > Countdown.longest
            run.timer.set(length: wanted)
        default:
            return []
        }
        forgetEntryNotice()
        if held { run.notice = .atMost }
        return changed()
    }

    /// A key of a time of day being typed on a countdown not under way (a paused or running
    /// one says that the reset comes first, as for a length): `:` begins the entry, or goes
    /// back to the length as Esc does and as Backspace does once it empties the entry; a
    /// digit enters at the right, `a` and `p` say the half, an arrow sets the length again.
    /// A key no time of day could follow is refused and says how a time is typed.
    private mutating func typeTime(_ key: Key, at now: Date) -> Reply {
        guard !countdown.isUnderWay(at: now) else {
            run.notice = .resetFirst
            return []
        }
        forgetEntryNotice()
        run.chime.quiet()
        var typed = timeEntry ?? TimeOfDayEntry()
        var taken = true
        switch key {
        case .character(":") where timeEntry == nil:
            entry = nil
        case .character(":"), .escape:
            timeEntry = nil
            return []
        case .character("a"), .character("A"): taken = typed.choose(.am)
        case .character("p"), .character("P"): taken = typed.choose(.pm)
        case .character(let character):
            guard let digit = character.wholeNumberValue else { return [] }
            taken = typed.type(digit)
        case .backspace:
            typed.erase()
            if typed.isEmpty {
                timeEntry = nil
                return []
            }
        case .up, .down:
            return setLength(by: key, at: now)
        default:
            return []
        }
        timeEntry = typed
        if !taken { run.notice = .noTime }
        return []
    }

    /// A countdown to the time typed, started at `now` as `--until` starts one (the end the
    /// next instant the local clock shows it, tomorrow once today's has come). A time not
    /// whole yet, or one the clocks skip on its day, is refused and says why; the entry is
    /// kept to be put right.
    private mutating func start(until typed: TimeOfDayEntry, at now: Date, _ context: PageContext) -> Reply {
        guard let time = typed.time else {
            run.notice = .noTime
            return []
        }
        switch time.end(after: now, in: context.zone) {
        case .failure(let skipped):
            let today = context.zone.civilTime(at: now)
            run.notice = .noSuchTime(tomorrow: skipped.day.days != today.days)
            return []
        case .success(let end):
            if run.notice == .commandFailed { run.notice = nil }
            run.timer = CountdownStart.until(end).countdown(at: now, announcedEnd: countdown.announcedEnd)
            timeEntry = nil
            entry = nil
            return changed()
        }
    }

    /// A notice about an earlier entry goes once the page is used again.
    private mutating func forgetEntryNotice() {
        if run.notice?.isAboutEntry == true { run.notice = nil }
    }

    /// A start of a countdown of no length is refused and says why; anything else the
    /// presses decide is done.
    mutating func carryOut(_ decision: TapDecision, _ context: PageContext) -> Reply {
        if decision != .ignore { forgetEntryNotice() }
        switch decision {
        case .toggle(let instant):
            if let typed = timeEntry, !countdown.isUnderWay(at: instant) {
                return start(until: typed, at: instant, context)
            }
            if countdown.length == 0, !countdown.isUnderWay(at: instant) {
                run.notice = .noLength
                return []
            }
            if run.notice == .commandFailed { run.notice = nil }
            run.timer.toggle(at: instant)
        case .reset: run.timer.reset()
        case .ignore: return []
        }
        entry = nil
        timeEntry = nil
        return changed()
    }
}
