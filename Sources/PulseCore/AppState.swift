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
    /// The Clock's preferences; Settings reads and writes these same values.
    public internal(set) var preferences: ClockPreferences
    /// The Clock's weather line.
    public internal(set) var weather: WeatherModel
    /// Where the weather is for, as Settings names it.
    public internal(set) var location: WeatherLocation?
    /// The Settings row chosen with ↑/↓; arriving chooses none.
    public internal(set) var settingsSelection: Int?
    /// The geocoding search under way for the location prompt, if any.
    var locationLookup: Int?
    /// Which credentials are stored (never the key itself).
    public internal(set) var credentials: CredentialPresence
    /// Open prompts, by the page that owns each; one takes keys while its page is shown.
    public internal(set) var prompts: [Page: CredentialPrompt] = [:]
    /// The Uptime page's list and schedule.
    public private(set) var uptime: UptimeModel
    /// The GitHub page's calendar, pushes and schedule.
    public internal(set) var github: GitHubModel
    /// A handle on its way to the store: it becomes the shown one once the save succeeds.
    private var pendingUsername: String?
    let endpoints: Endpoints
    /// Demo mode: the pages never fetch.
    let offline: Bool
    private var nextFetchID = 1
    private var taps = TapSequence()
    private var secondsTaps = TapSequence()
    private var conditionTaps = TapSequence()
    private var swipe = SwipeTracker()

    /// A state showing `page` on a terminal of `size`, with the stored stopwatch.
    public init(
        page: Page = .clock, size: TerminalSize, stopwatch: Stopwatch = Stopwatch(),
        stopwatchNotice: StopwatchNotice? = nil, preferences: ClockPreferences = ClockPreferences(),
        weather: WeatherModel = WeatherModel(), location: WeatherLocation? = nil,
        credentials: CredentialPresence = CredentialPresence(),
        uptime: UptimeModel = UptimeModel(), github: GitHubModel = GitHubModel(),
        endpoints: Endpoints = Endpoints(environment: [:]), offline: Bool = false
    ) {
        self.offline = offline
        self.credentials = credentials
        self.uptime = uptime
        self.github = github
        self.preferences = preferences
        self.weather = weather
        self.location = location
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
        case .paste(let text):
            // Pasted text is never a command: it goes into the prompt on screen, if any.
            if !showsHelp { prompts[page]?.paste(text) }
        case .resize(let newSize):
            size = newSize
        case .tick:
            break
        case .stopwatchSaved(let succeeded):
            stopwatchNotice = succeeded ? nil : .notSaved
        case .pressed(let target):
            effects += press(target, at: now)
        case .credentialSaved(let credential, let owner, let succeeded):
            credentialSaved(credential, owner: owner, succeeded: succeeded)
        case .locationSaved(let saved, let succeeded):
            locationSaved(saved, succeeded: succeeded)
        case .started:
            break
        case .fetched(let id, let result):
            weather.receive(id, result, at: now)
            github.receive(id, result, at: now)
            effects += receiveLookup(id, result)
            if uptime.receive(id, result, at: now) == .keyRejected {
                prompts[.uptime] = CredentialPrompt(.uptimeKey, canCancel: false, notice: .keyRejected)
            }
        }
        // Work belongs to the page on screen: each page starts its own, only while shown.
        effects += weatherWork(at: now) + uptimeWork(at: now) + githubWork(at: now)
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
        case .uptime:
            // The countdown changes each second; a prompt on screen stops the schedule.
            guard prompts[.uptime] == nil, credentials.hasUptimeKey else { return pending.compactMap { $0 }.min() }
            return ((showsHelp ? [] : [uptime.nextChange(after: now)]) + pending).compactMap { $0 }.min()
        case .github:
            // The header's clock ticks each second; the next refresh is due after that.
            guard prompts[.github] == nil, credentials.githubUsername != nil else {
                return pending.compactMap { $0 }.min()
            }
            let tick = showsHelp ? nil : TickGranularity.second.nextBoundary(after: now)
            return ([tick, github.nextRefresh] + pending).compactMap { $0 }.min()
        case .settings:
            return pending.compactMap { $0 }.min()
        }
    }

    /// Keeps the list's first row where the page can show it: the renderer knows how many
    /// rows fit, and reports the furthest first row after each frame.
    public mutating func limitScroll(to furthest: Int) {
        uptime.limitScroll(to: furthest)
    }

    private mutating func handleKey(_ key: Key, at now: Date) -> [Effect] {
        if showsHelp {
            // The help stays until the next key, which only dismisses it.
            showsHelp = false
            return []
        }
        // A prompt on screen takes every key but the ones editing never needs; in an empty
        // field the arrows have nothing to move across, so they still page.
        if let prompt = prompts[page], !KeyMap.passesPrompts(key),
            !(prompt.editor.characters.isEmpty && (key == .left || key == .right))
        {
            return promptKey(key)
        }
        switch KeyMap.command(for: key, on: page) {
        case .previousPage?:
            return turn(by: -1)
        case .nextPage?:
            return turn(by: 1)
        case .quit?:
            return [.quit]
        case .redraw?:
            return [.redraw]
        case .help?:
            showsHelp = true
        case .tap?:
            return tap(at: now)
        case .secondsTap?:
            return press(.clockTime, at: now)
        case .conditionTap?:
            return press(.weatherLine, at: now)
        case .changeCredential?:
            return press(.changeCredential, at: now)
        case .scrollUp?:
            if page == .settings { moveSelection(by: -1) } else { uptime.scroll(by: -1) }
        case .scrollDown?:
            if page == .settings { moveSelection(by: 1) } else { uptime.scroll(by: 1) }
        case .activate?:
            if let row = settingsSelection { return actOnSettingsRow(row) }
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
        case .wheel(.up) where page == .uptime && prompts[.uptime] == nil:
            uptime.scroll(by: -1)
            return []
        case .wheel(.down) where page == .uptime && prompts[.uptime] == nil:
            uptime.scroll(by: 1)
            return []
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
            effects +=
                apply(secondsTaps.close(), to: \.showsSeconds) + apply(conditionTaps.close(), to: \.showsCondition)
            // The lookup belongs to the Clock: leaving cancels it, and its answer is dropped.
            if let id = weather.abandon() { effects.append(.cancelFetch(id: id)) }
        }
        if page == .uptime, let id = uptime.abandon() { effects.append(.cancelFetch(id: id)) }
        if page == .github { effects += github.abandon().map { .cancelFetch(id: $0) } }
        // Every arrival on GitHub refreshes at once.
        if target == .github { github.arrive() }
        page = target
        // Arriving on Settings is inert: no row is chosen.
        if target == .settings { settingsSelection = nil }
        return effects
    }

    private mutating func tap(at now: Date) -> [Effect] {
        guard let decision = taps.register(at: now) else { return [] }
        return apply(decision)
    }

    private mutating func closeExpiredTaps(at now: Date) -> [Effect] {
        var effects: [Effect] = []
        if let deadline = taps.deadline, now >= deadline { effects += apply(taps.close()) }
        if let deadline = secondsTaps.deadline, now >= deadline {
            effects += apply(secondsTaps.close(), to: \.showsSeconds)
        }
        if let deadline = conditionTaps.deadline, now >= deadline {
            effects += apply(conditionTaps.close(), to: \.showsCondition)
        }
        return effects
    }

    /// One press on a target, by key or by click. Clock presses are decided when their
    /// window closes; a third press is just more pressing and ends the sequence.
    private mutating func press(_ target: HitTarget, at now: Date) -> [Effect] {
        switch target {
        case .clockTime where page == .clock:
            _ = secondsTaps.register(at: now)
        case .weatherLine where page == .clock:
            _ = conditionTaps.register(at: now)
        case .changeCredential where prompts[page] == nil:
            openChangePrompt()
        case .promptSubmit:
            return promptKey(.enter)
        case .promptCancel:
            return promptKey(.escape)
        case .promptReveal:
            return promptKey(.tab)
        case .settingsRow(let row) where page == .settings && prompts[.settings] == nil:
            settingsSelection = row
            return actOnSettingsRow(row)
        default:
            break
        }
        return []
    }

    private mutating func promptKey(_ key: Key) -> [Effect] {
        guard var prompt = prompts[page] else { return [] }
        let action = prompt.handle(key)
        prompts[page] = prompt
        return act(on: action, owner: page)
    }

    /// `CHANGE …` on the page shown: the prompt opens empty and may be cancelled.
    private mutating func openChangePrompt() {
        switch page {
        case .uptime:
            prompts[.uptime] = CredentialPrompt(.uptimeKey, canCancel: true, notice: .replacing)
        case .github where credentials.githubUsername != nil:
            prompts[.github] = CredentialPrompt(.githubUsername, canCancel: true)
        default:
            break
        }
    }

    private mutating func act(on action: CredentialPrompt.Action, owner: Page) -> [Effect] {
        switch action {
        case .none:
            return []
        case .cancel:
            // Cancelling writes nothing and leaves the page as it was.
            prompts[owner] = nil
            return []
        case .save(let value):
            guard let kind = prompts[owner]?.kind else { return [] }
            guard let credential = kind.credential else { return submitLocation(value.revealed) }
            if kind == .githubUsername { pendingUsername = value.revealed }
            return [.saveCredential(credential, value, owner: owner)]
        }
    }

    private mutating func credentialSaved(_ credential: Credential, owner: Page, succeeded: Bool) {
        guard succeeded else {
            prompts[owner]?.saveFailed()
            return
        }
        prompts[owner] = nil
        // A prompt elsewhere that was only waiting for this value (nothing typed, no way to
        // cancel) has its answer now.
        for (page, prompt) in prompts
        where prompt.kind.credential == credential && !prompt.canCancel && prompt.editor.characters.isEmpty {
            prompts[page] = nil
        }
        switch credential {
        case .uptimeKey:
            credentials.hasUptimeKey = true
            uptime.restartSchedule()
        case .githubUsername:
            // A new account: the old one's calendar, pushes and back-off go.
            if credentials.githubUsername != pendingUsername { github = GitHubModel() }
            credentials.githubUsername = pendingUsername
            pendingUsername = nil
        }
    }

    /// The id for the next transfer; every fetch the state starts takes one here.
    mutating func takeFetchID() -> Int {
        defer { nextFetchID += 1 }
        return nextFetchID
    }

    /// The Clock's weather lookup, when due and only while the Clock is shown.
    private mutating func weatherWork(at now: Date) -> [Effect] {
        guard page == .clock, weather.isDue(at: now), let location = weather.location else { return [] }
        let id = takeFetchID()
        weather.begin(id, at: now)
        return [.fetch(id: id, request: OpenMeteo.forecastRequest(for: location, base: endpoints.openMeteo))]
    }

    /// The Uptime page's own work: ask for a key when there is none, refresh when due. Only
    /// while the page is shown and no prompt covers it.
    private mutating func uptimeWork(at now: Date) -> [Effect] {
        guard page == .uptime, !offline else { return [] }
        guard credentials.hasUptimeKey else {
            if prompts[.uptime] == nil { prompts[.uptime] = CredentialPrompt(.uptimeKey, canCancel: false) }
            return []
        }
        guard prompts[.uptime] == nil, uptime.isDue(at: now) else { return [] }
        let id = takeFetchID()
        uptime.begin(id)
        return [.fetch(id: id, request: UptimeAPI.request(base: endpoints.uptime))]
    }

    /// A closed double press on the Clock: toggles `preference` if it was a double.
    private mutating func apply(_ decision: TapDecision, to preference: WritableKeyPath<ClockPreferences, Bool>)
        -> [Effect]
    {
        guard case .toggle = decision else { return [] }
        return toggle(preference)
    }

    /// Flips one of the Clock's preferences and asks for it to be saved (Settings rows and
    /// the Clock's double presses alike).
    mutating func toggle(_ preference: WritableKeyPath<ClockPreferences, Bool>) -> [Effect] {
        preferences[keyPath: preference].toggle()
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
