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
    /// The Clock's preferences; Settings will read and write these same values.
    public private(set) var preferences: ClockPreferences
    /// The Clock's weather line.
    public private(set) var weather: WeatherModel
    private let endpoints: Endpoints
    private var nextFetchID = 1
    private var taps = TapSequence()
    private var secondsTaps = TapSequence()
    private var conditionTaps = TapSequence()
    private var swipe = SwipeTracker()

    /// A state showing `page` on a terminal of `size`, with the stored stopwatch.
    public init(
        page: Page = .clock, size: TerminalSize, stopwatch: Stopwatch = Stopwatch(),
        stopwatchNotice: StopwatchNotice? = nil, preferences: ClockPreferences = ClockPreferences(),
        weather: WeatherModel = WeatherModel(), endpoints: Endpoints = Endpoints(environment: [:])
    ) {
        self.preferences = preferences
        self.weather = weather
        self.endpoints = endpoints
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
        case .pressed(let target):
            press(target, at: now)
        case .started:
            break
        case .fetched(let id, let result):
            weather.receive(id, result, at: now)
        }
        // Work belongs to the page on screen: a due lookup starts only while the Clock is shown.
        if page == .clock, weather.isDue(at: now), let location = weather.location {
            let id = nextFetchID
            nextFetchID += 1
            weather.begin(id, at: now)
            effects.append(.fetch(id: id, request: OpenMeteo.forecastRequest(for: location, base: endpoints.openMeteo)))
        }
        return effects
    }

    /// The next instant something on screen changes by itself, or nil when only input can
    /// change it. The runtime sleeps until then.
    public func nextDeadline(after now: Date) -> Date? {
        let minute = TickGranularity.minute.nextBoundary(after: now)
        // Under the help nothing on the page can be seen: only work that is due wakes it.
        let pending = [secondsTaps.deadline, conditionTaps.deadline, taps.deadline]
        switch page {
        case .clock:
            let tick = preferences.showsSeconds ? TickGranularity.second.nextBoundary(after: now) : minute
            return ((showsHelp ? [] : [tick]) + pending + [weather.nextAttempt]).compactMap { $0 }.min()
        case .stopwatch:
            // The readout's next whole second while running, the time of day's minute,
            // and the tap window: whichever comes first.
            let visible = showsHelp ? [] : [minute, stopwatch.nextChange(after: now)]
            return (visible + pending).compactMap { $0 }.min()
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
        case .secondsTap?:
            press(.clockTime, at: now)
        case .conditionTap?:
            press(.weatherLine, at: now)
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
        // a double press followed at once by paging still takes effect.
        var effects = page == .stopwatch ? apply(taps.close()) : []
        if page == .clock {
            effects += applySeconds(secondsTaps.close()) + applyCondition(conditionTaps.close())
            // The lookup belongs to the Clock: leaving cancels it, and its answer is dropped.
            if let id = weather.abandon() { effects.append(.cancelFetch(id: id)) }
        }
        page = target
        return effects
    }

    private mutating func tap(at now: Date) -> [Effect] {
        guard let decision = taps.register(at: now) else { return [] }
        return apply(decision)
    }

    private mutating func closeExpiredTaps(at now: Date) -> [Effect] {
        var effects: [Effect] = []
        if let deadline = taps.deadline, now >= deadline { effects += apply(taps.close()) }
        if let deadline = secondsTaps.deadline, now >= deadline { effects += applySeconds(secondsTaps.close()) }
        if let deadline = conditionTaps.deadline, now >= deadline { effects += applyCondition(conditionTaps.close()) }
        return effects
    }

    private mutating func applyCondition(_ decision: TapDecision) -> [Effect] {
        guard case .toggle = decision else { return [] }
        preferences.showsCondition.toggle()
        return [.savePreferences(preferences)]
    }

    /// One press on a Clock target, by key or by click; decided when its window closes.
    /// A third press is just more pressing: it ends the sequence without a toggle.
    private mutating func press(_ target: HitTarget, at now: Date) {
        guard page == .clock else { return }
        switch target {
        case .clockTime: _ = secondsTaps.register(at: now)
        case .weatherLine: _ = conditionTaps.register(at: now)
        }
    }

    private mutating func applySeconds(_ decision: TapDecision) -> [Effect] {
        guard case .toggle = decision else { return [] }
        preferences.showsSeconds.toggle()
        return [.savePreferences(preferences)]
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
