import Foundation

/// The whole state of the program, and the one place it changes.
///
/// `handle(_:at:)` is pure: time comes in as an argument and what must happen outside
/// comes back as effects.
public struct AppState: Equatable, Sendable {
    /// The page on screen.
    public private(set) var page: Page
    /// Whether the key help is shown (until the next key).
    public private(set) var showsHelp = false
    /// The terminal's size, for gestures measured against the width.
    public private(set) var size: TerminalSize
    /// The stopwatch; it lives above the pages, so paging never touches it.
    public private(set) var stopwatch: Stopwatch
    /// What the Stopwatch page says about its stored state, if anything.
    public private(set) var stopwatchNotice: StopwatchNotice?
    private var taps = TapSequence()
    private var swipe = SwipeTracker()

    /// A state showing `page` on a terminal of `size`, with the stored stopwatch.
    public init(
        page: Page = .clock, size: TerminalSize, stopwatch: Stopwatch = Stopwatch(),
        stopwatchNotice: StopwatchNotice? = nil
    ) {
        self.page = page
        self.size = size
        self.stopwatch = stopwatch
        self.stopwatchNotice = stopwatchNotice
    }

    /// Applies one event that happened at `now`.
    public mutating func handle(_ event: AppEvent, at now: Date) -> [Effect] {
        // A window that closed before this event (a late wake-up) is decided first, at
        // its own instant.
        var effects = closeExpiredTaps(at: now)
        switch event {
        case .key(let key):
            effects += handleKey(key, at: now)
        case .mouse(let mouse):
            effects += handleMouse(mouse, at: now)
        case .paste:
            // Pasted text is never a command; nothing on the pages accepts text yet.
            break
        case .resize(let newSize):
            size = newSize
        case .tick:
            break
        case .stopwatchSaved(let succeeded):
            stopwatchNotice = succeeded ? nil : .notSaved
        }
        return effects
    }

    /// The next instant something on screen changes by itself, or nil when only input can
    /// change it. The runtime sleeps until then.
    public func nextDeadline(after now: Date) -> Date? {
        let minute = TickGranularity.minute.nextBoundary(after: now)
        switch page {
        case .clock:
            return minute
        case .stopwatch:
            // The readout's next whole second while running, the time of day's minute,
            // and the tap window: whichever comes first.
            return [minute, stopwatch.nextChange(after: now), taps.deadline].compactMap { $0 }.min()
        case .github, .uptime, .settings:
            return nil
        }
    }

    private mutating func handleKey(_ key: Key, at now: Date) -> [Effect] {
        if showsHelp {
            // The help stays until the next key, which only dismisses it.
            showsHelp = false
            return []
        }
        switch KeyMap.command(for: key, on: page) {
        case .previousPage?:
            return turn(by: -1)
        case .nextPage?:
            return turn(by: 1)
        case .quit?:
            return [.quit]
        case .help?:
            showsHelp = true
        case .tap?:
            return tap(at: now)
        case nil:
            break
        }
        return []
    }

    private mutating func handleMouse(_ mouse: MouseEvent, at now: Date) -> [Effect] {
        switch mouse.kind {
        case .wheel(.left):
            return turn(by: -1)
        case .wheel(.right):
            return turn(by: 1)
        default:
            var effects: [Effect] = []
            // A click anywhere on the Stopwatch is one press.
            if case .press(button: 1) = mouse.kind, page == .stopwatch {
                effects += tap(at: now)
            }
            if let direction = swipe.track(mouse, width: size.columns) {
                effects += turn(by: direction)
            }
            return effects
        }
    }

    private mutating func turn(by direction: Int) -> [Effect] {
        guard let target = direction < 0 ? page.previous : page.next else { return [] }
        // Presses still waiting are decided before the page goes, at their own instant, so
        // a double press followed at once by paging still starts or stops.
        let effects = page == .stopwatch ? apply(taps.close()) : []
        page = target
        return effects
    }

    private mutating func tap(at now: Date) -> [Effect] {
        guard let decision = taps.register(at: now) else { return [] }
        return apply(decision)
    }

    private mutating func closeExpiredTaps(at now: Date) -> [Effect] {
        guard let deadline = taps.deadline, now >= deadline else { return [] }
        return apply(taps.close())
    }

    private mutating func apply(_ decision: TapDecision) -> [Effect] {
        switch decision {
        case .toggle(let instant):
            stopwatch.toggle(at: instant)
        case .reset:
            stopwatch.reset()
        case .ignore:
            return []
        }
        return [.saveStopwatch(stopwatch)]
    }
}
