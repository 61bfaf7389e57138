import FoundationEssentials

/// The Stopwatch page: the stopwatch (it lives above the pages, so paging never touches
/// it), what the page says about its file, and the press sequence that starts, stops
/// and resets it.
public struct StopwatchPage: PageRoom {
    /// The stopwatch.
    public private(set) var stopwatch: Stopwatch
    /// What the page says about its stored state, if anything.
    public private(set) var notice: StopwatchNotice?
    private var taps = TapSequence()

    /// The page with the stored stopwatch.
    public init(stopwatch: Stopwatch, notice: StopwatchNotice?) {
        self.stopwatch = stopwatch
        self.notice = notice
    }

    /// The page's own mouse gestures, for the help.
    var mouseHelp: [(label: String, summary: String)] { [("DOUBLE/TRIPLE CLICK", "START/STOP, RESET")] }

    func bindings(_ context: PageContext) -> [KeyBinding] { Self.keys }

    private static let keys = [
        KeyBinding(
            keys: [.character(" "), .enter], label: "SPACE ENTER", summary: "TWICE START/STOP, 3X RESET",
            command: .tap)
    ]

    /// The readout's next whole second while running, and the time of day's minute.
    func visibleDeadlines(after now: Date, utcOffset: Int, _ context: PageContext) -> [Date?] {
        [TickGranularity.minute.nextBoundary(after: now, utcOffset: utcOffset), stopwatch.nextChange(after: now)]
    }

    var pressDeadlines: [Date?] { [taps.deadline] }

    mutating func command(_ command: Command, at now: Date, _ context: PageContext) -> Reply {
        command == .tap ? pressed(at: now) : []
    }

    /// A click anywhere on the page is one press.
    mutating func mouse(_ mouse: MouseEvent, at now: Date, _ context: PageContext) -> Reply? {
        guard case .press(button: 1) = mouse.kind else { return nil }
        return pressed(at: now)
    }

    /// Decides the sequence if its window has closed by `now` (at once when `now` is nil).
    mutating func decideTaps(closedBy now: Date?, _ context: PageContext) -> Reply {
        guard let deadline = taps.deadline, now.map({ $0 >= deadline }) ?? true else { return [] }
        return carryOut(taps.close())
    }

    mutating func saved(_ save: Save, _ outcome: SaveOutcome, _ context: PageContext) -> Reply {
        if save.subject == .stopwatch { notice = outcome == .written ? nil : .notSaved }
        return []
    }

    /// One press at `now`: a third press resets at once.
    private mutating func pressed(at now: Date) -> Reply {
        guard let decision = taps.register(at: now) else { return [] }
        return carryOut(decision)
    }

    /// The stopwatch changes at once on screen; the store applies the same change to what
    /// it holds (another Pulse may have changed it) and the page then follows the file.
    private mutating func carryOut(_ decision: TapDecision) -> Reply {
        let change: StopwatchChange
        switch decision {
        case .toggle(let instant): change = stopwatch.isRunning ? .stop(at: instant) : .start(at: instant)
        case .reset: change = .reset
        case .ignore: return []
        }
        stopwatch = change.applied(to: stopwatch)
        return [.save(Save(.stopwatch(change), origin: .stopwatch))]
    }

    /// The stored stopwatch, as this Pulse's change left it or as another Pulse changed
    /// it: the page shows what the file holds.
    mutating func follow(_ stored: Stopwatch) {
        stopwatch = stored
        if notice == .unreadable { notice = nil }
    }
}
