import Foundation

/// The whole state of the program, and the one place it changes.
///
/// `handle(_:at:)` is pure: time comes in as an argument and what must happen outside
/// comes back as effects. Each page keeps its own state in a value of its own
/// (`ClockPage`, `StopwatchPage`, `SettingsPage`, the GitHub and Uptime models); this type
/// routes events to them, pages, and decides what is on screen (`screen`).
public struct AppState: Equatable, Sendable {
    /// The page on screen, under whatever covers it.
    public private(set) var page: Page
    /// Whether the key help is shown (until the next key).
    public private(set) var showsHelp = false
    /// The terminal's size, for gestures measured against the width.
    public private(set) var size: TerminalSize
    /// The Clock page: preferences, weather and location.
    public private(set) var clock: ClockPage
    /// The Stopwatch page.
    public private(set) var stopwatchPage: StopwatchPage
    /// The Settings page's chosen row and lookup.
    public private(set) var settings = SettingsPage()
    /// Which credentials are stored (never the key itself).
    public private(set) var credentials: CredentialPresence
    /// Open prompts, by the page that owns each.
    public private(set) var prompts = PromptSet()
    /// The Uptime page's list and schedule.
    public private(set) var uptime: UptimeModel
    /// The GitHub page's calendar, pushes and schedule.
    public private(set) var github: GitHubModel
    /// `--demo`: the pages show sample content; nothing is fetched, read or stored.
    public let isDemo: Bool
    /// A handle on its way to the store: it becomes the shown one once the save succeeds.
    private var pendingUsername: String?
    private let endpoints: Endpoints
    private var serials = FetchSerials()
    private var swipe = SwipeTracker()
    private var retries = SaveRetries()

    /// A state showing `page` on a terminal of `size`, with the stored stopwatch.
    public init(
        page: Page = .clock, size: TerminalSize, stopwatch: Stopwatch = Stopwatch(),
        stopwatchNotice: StopwatchNotice? = nil, preferences: ClockPreferences = ClockPreferences(),
        weather: WeatherModel = WeatherModel(), location: WeatherLocation? = nil,
        credentials: CredentialPresence = CredentialPresence(),
        uptime: UptimeModel = UptimeModel(), github: GitHubModel = GitHubModel(),
        endpoints: Endpoints = Endpoints(environment: [:]), demo: Bool = false
    ) {
        self.isDemo = demo
        self.credentials = credentials
        self.uptime = uptime
        self.github = github
        self.clock = ClockPage(preferences: preferences, weather: weather, location: location)
        self.stopwatchPage = StopwatchPage(stopwatch: stopwatch, notice: stopwatchNotice)
        self.endpoints = endpoints
        self.page = page
        self.size = size
    }

    /// What is on screen: the help, a prompt over the page, or the page.
    public var screen: Screen {
        if showsHelp { return .help(over: page) }
        if let prompt = prompts[page] { return .prompt(prompt, on: page) }
        return .page(page)
    }

    /// The stopwatch.
    public var stopwatch: Stopwatch { stopwatchPage.stopwatch }
    /// What the Stopwatch page says about its stored state, if anything.
    public var stopwatchNotice: StopwatchNotice? { stopwatchPage.notice }
    /// The Clock's preferences.
    public var preferences: ClockPreferences { clock.preferences }
    /// The Clock's weather line.
    public var weather: WeatherModel { clock.weather }
    /// Where the weather is for.
    public var location: WeatherLocation? { clock.location }

    /// Applies one event that happened at `now`.
    public mutating func handle(_ event: AppEvent, at now: Date) -> [Effect] {
        // A window that closed before this event (a late wake-up) is decided first, at
        // its own instant.
        var effects = decideTaps(closedBy: now) + retries.due(at: now)
        switch event {
        case .key(let key):
            effects += handleKey(key, at: now)
        case .mouse(let mouse):
            effects += handleMouse(mouse, at: now)
        case .paste(let text):
            // Pasted text is never a command: it goes into the prompt on screen, if any. A
            // paste is deliberate (a held key is not), so it also wakes an inert prompt.
            if case .prompt(_, let owner) = screen {
                prompts.edit(on: owner) {
                    $0.focus()
                    $0.paste(text)
                }
            }
        case .resize(let newSize):
            size = newSize
        case .tick, .started:
            break
        case .stopwatchSaved(let succeeded):
            retries.settle(.saveStopwatch(stopwatch))
            stopwatchPage.saved(succeeded: succeeded)
        case .pressed(let target):
            effects += press(target, at: now)
        case .credentialSaved(let credential, let owner, let succeeded):
            retries.settle(.saveCredential(credential, SecretText(""), owner: owner))
            credentialSaved(credential, owner: owner, succeeded: succeeded)
        case .locationSaved(let saved, let succeeded):
            retries.settle(.saveLocation(saved))
            locationSaved(saved, succeeded: succeeded)
        case .preferencesSaved(let succeeded):
            retries.settle(.savePreferences(preferences))
            clock.preferencesSaved(succeeded: succeeded)
        case .saveDeferred(let save):
            retries.wait(save, at: now)
        case .fetched(let id, let result):
            effects += route(id, result, at: now)
        }
        // Work belongs to the page on screen: each page starts its own, only while shown;
        // the demo's pages have their content already and never start any.
        if !isDemo { effects += pageWork(at: now) }
        // The demo touches nothing outside: no transfer, no file. Its changes live in memory.
        return isDemo ? effects.filter(\.staysInside) : effects
    }

    /// The next instant something on screen changes by itself, or nil when only input can
    /// change it. The runtime sleeps until then.
    public func nextDeadline(after now: Date) -> Date? {
        let pending = clock.tapDeadlines + [stopwatchPage.tapDeadline]
        // Under the help or a prompt nothing of the page can be seen: only work that is
        // due wakes it.
        var visible: [Date?] = []
        switch screen.uncovered {
        case .clock?:
            let granularity: TickGranularity = preferences.showsSeconds ? .second : .minute
            visible = [granularity.nextBoundary(after: now)]
        case .stopwatch?:
            // The readout's next whole second while running, and the time of day's minute.
            visible = [TickGranularity.minute.nextBoundary(after: now), stopwatch.nextChange(after: now)]
        case .uptime? where credentials.hasUptimeKey:
            visible = [uptime.nextChange(after: now)]
        case .github? where credentials.githubUsername != nil:
            // The header's clock ticks each second.
            visible = [TickGranularity.second.nextBoundary(after: now)]
        default:
            break
        }
        return (visible + pending + dueWork + [retries.deadline] + alwaysOn(after: now)).compactMap { $0 }.min()
    }

    /// Wake-ups a screen left on needs on every page, under the help and prompts too: the
    /// orbit's next step (which also heals the screen, so it comes even with the orbit
    /// off) and, while dimming is on, the next sunrise or sunset.
    private func alwaysOn(after now: Date) -> [Date?] {
        let sun = preferences.dimsAtNight ? NightWindow.nextSunEvent(after: now, daylight: weather.daylight) : nil
        return [Orbit.nextStep(after: now), sun]
    }

    /// Whether the screen is drawn with the night palette at `now` in `zone`.
    public func isNight(at now: Date, in zone: TimeZone) -> Bool {
        preferences.dimsAtNight && NightWindow.isNight(at: now, in: zone, daylight: weather.daylight)
    }

    /// When the page's next fetch falls due; under the help too (work goes on), but not
    /// under a prompt (the page is waiting for its answer).
    private var dueWork: [Date?] {
        guard !isDemo, prompts[page] == nil else { return [] }
        switch page {
        case .clock: return [weather.nextAttempt]
        case .github where credentials.githubUsername != nil: return [github.nextRefresh]
        default: return []
        }
    }

    /// Keeps the list's first row where the page can show it: the frame that was drawn
    /// says how far the list can scroll on this terminal.
    public mutating func limitScroll(to furthest: Int) {
        uptime.limitScroll(to: furthest)
    }

    // MARK: Keys and mouse

    private mutating func handleKey(_ key: Key, at now: Date) -> [Effect] {
        switch screen {
        case .help:
            // The help stays until the next key, which only dismisses it.
            showsHelp = false
            return []
        case .prompt(let prompt, let owner) where prompt.isFocused:
            // A prompt being typed into takes every key but the ones editing never needs;
            // in an empty field the arrows have nothing to move across, so they still page.
            if !KeyMap.passesPrompts(key), !(prompt.editor.characters.isEmpty && (key == .left || key == .right)) {
                return promptKey(key, owner: owner)
            }
        case .prompt(_, let owner) where key == .enter || key == .character("c"):
            // An inert prompt (only arrived at) takes text once asked to.
            prompts.edit(on: owner) { $0.focus() }
            return []
        case .prompt, .page:
            break
        }
        return command(KeyMap.command(for: key, on: page), at: now)
    }

    private mutating func command(_ command: Command?, at now: Date) -> [Effect] {
        switch command {
        case .previousPage?: return turn(by: -1)
        case .nextPage?: return turn(by: 1)
        // Saves still waiting for a lock get their last try before the program goes.
        case .quit?: return retries.drain() + [.quit]
        case .redraw?: return [.redraw]
        case .help?: showsHelp = true
        case .tap?: return pressStopwatch(at: now)
        case .secondsTap?: return press(.clockTime, at: now)
        case .conditionTap?: return press(.weatherLine, at: now)
        case .changeCredential?: return press(.changeCredential, at: now)
        case .scrollUp?: scroll(by: -1)
        case .scrollDown?: scroll(by: 1)
        case .activate?: if let row = settings.selection, page == .settings { return actOnSettingsRow(row) }
        case nil: break
        }
        return []
    }

    private mutating func scroll(by step: Int) {
        switch screen {
        case .page(.settings): settings.move(by: step)
        case .page(.uptime): uptime.scroll(by: step)
        default: break
        }
    }

    private mutating func handleMouse(_ mouse: MouseEvent, at now: Date) -> [Effect] {
        switch mouse.kind {
        case .wheel(.left):
            return turn(by: -1)
        case .wheel(.right):
            return turn(by: 1)
        case .wheel(.up) where screen == .page(.uptime):
            uptime.scroll(by: -1)
            return []
        case .wheel(.down) where screen == .page(.uptime):
            uptime.scroll(by: 1)
            return []
        default:
            var effects: [Effect] = []
            // A click anywhere on the Stopwatch is one press.
            if case .press(button: 1) = mouse.kind, screen == .page(.stopwatch) {
                effects += pressStopwatch(at: now)
            }
            if let direction = swipe.track(mouse, width: size.columns) {
                effects += turn(by: direction)
            }
            return effects
        }
    }

    /// One press on a target, by key or by click, on what is on screen.
    private mutating func press(_ target: HitTarget, at now: Date) -> [Effect] {
        switch (target, screen) {
        case (.clockTime, .page(.clock)):
            clock.pressTime(at: now)
        case (.weatherLine, .page(.clock)):
            clock.pressWeatherLine(at: now)
        case (.changeCredential, .page(let page)):
            openChangePrompt(on: page)
        case (.changeCredential, .prompt(_, let owner)), (.promptField, .prompt(_, let owner)):
            prompts.edit(on: owner) { $0.focus() }
        case (.promptSubmit, .prompt(_, let owner)):
            return promptKey(.enter, owner: owner)
        case (.promptCancel, .prompt(_, let owner)):
            return promptKey(.escape, owner: owner)
        case (.promptReveal, .prompt(_, let owner)):
            return promptKey(.tab, owner: owner)
        case (.settingsRow(let row), .page(.settings)):
            settings.choose(row)
            return actOnSettingsRow(row)
        default:
            break
        }
        return []
    }

    // MARK: Paging

    private mutating func turn(by direction: Int) -> [Effect] {
        guard let target = direction < 0 ? page.previous : page.next else { return [] }
        // Presses still waiting are decided before the page goes, at their own instant, so
        // a double press followed at once by paging still takes effect.
        var effects = decideTaps(closedBy: nil)
        // A page's transfers belong to it: leaving cancels them, and their answers are dropped.
        switch page {
        case .clock: effects += clock.abandonWeather().map { [.cancelFetch(id: $0)] } ?? []
        case .uptime: effects += uptime.abandon().map { [.cancelFetch(id: $0)] } ?? []
        case .github: effects += github.abandon().map { .cancelFetch(id: $0) }
        case .stopwatch, .settings: break
        }
        page = target
        switch target {
        case .github: github.arrive()  // Every arrival on GitHub refreshes at once.
        case .settings: settings.arrive()
        case .clock, .stopwatch, .uptime: break
        }
        return effects
    }

    /// Decides the double and triple presses whose window closed by `now` (all of them
    /// when `now` is nil), and asks for what they changed to be saved.
    private mutating func decideTaps(closedBy now: Date?) -> [Effect] {
        var effects: [Effect] = []
        if clock.decideTaps(closedBy: now) { effects.append(.savePreferences(preferences)) }
        if stopwatchPage.decideTaps(closedBy: now) { effects.append(.saveStopwatch(stopwatch)) }
        return effects
    }

    private mutating func pressStopwatch(at now: Date) -> [Effect] {
        stopwatchPage.press(at: now) ? [.saveStopwatch(stopwatch)] : []
    }

    // MARK: Prompts

    private mutating func promptKey(_ key: Key, owner: Page) -> [Effect] {
        guard let action = prompts.edit(on: owner, { $0.handle(key) }) else { return [] }
        switch action {
        case .none:
            return []
        case .cancel:
            // Cancelling writes nothing and leaves the page as it was.
            prompts.close(on: owner)
            return []
        case .save(let value):
            guard let kind = prompts[owner]?.kind else { return [] }
            if isDemo {
                prompts.edit(on: owner) { $0.say(.demo) }
                return []
            }
            guard let credential = kind.credential else { return submitLocation(value.revealed) }
            if kind == .githubUsername { pendingUsername = value.revealed }
            return [.saveCredential(credential, value, owner: owner)]
        }
    }

    /// `CHANGE …` on the page shown: the prompt opens empty, focused, and may be cancelled.
    private mutating func openChangePrompt(on page: Page) {
        switch page {
        case .uptime:
            prompts.open(Prompt(.uptimeKey, canCancel: true, notice: .replacing), on: .uptime)
        case .github where credentials.githubUsername != nil:
            prompts.open(Prompt(.githubUsername, canCancel: true), on: .github)
        default:
            break
        }
    }

    private mutating func credentialSaved(_ credential: Credential, owner: Page, succeeded: Bool) {
        guard succeeded else {
            prompts.edit(on: owner) { $0.saveFailed() }
            return
        }
        prompts.close(on: owner)
        prompts.closeAnswered(by: credential)
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

    // MARK: Settings

    /// Enter or a click on a Settings row.
    private mutating func actOnSettingsRow(_ row: SettingsRow) -> [Effect] {
        settings.act(on: row, credentials: credentials, prompts: &prompts, clock: &clock)
    }

    /// A location typed into the prompt.
    private mutating func submitLocation(_ text: String) -> [Effect] {
        settings.submitLocation(text, prompts: &prompts, serials: &serials, base: endpoints.geocoding)
    }

    /// The location was stored: the Clock's weather follows it from its next arrival.
    private mutating func locationSaved(_ saved: WeatherLocation, succeeded: Bool) {
        guard succeeded else {
            prompts.edit(on: .settings) { $0.saveFailed() }
            return
        }
        clock.relocate(to: saved)
        if prompts[.settings]?.kind == .location { prompts.close(on: .settings) }
    }

    // MARK: Fetching

    /// A transfer's answer goes to the one part of the state its purpose names.
    private mutating func route(_ id: FetchID, _ result: Result<HTTPResponse, HTTPFailure>, at now: Date)
        -> [Effect]
    {
        switch id.purpose {
        case .weather:
            clock.receiveWeather(id, result, at: now)
        case .contributions, .events:
            github.receive(id, result, at: now)
        case .uptime:
            if uptime.receive(id, result, at: now) == .keyRejected {
                prompts.open(Prompt(.uptimeKey, canCancel: false, notice: .keyRejected), on: .uptime)
            }
        case .geocoding:
            return settings.receiveLookup(id, result, prompts: &prompts)
        }
        return []
    }

    /// The shown page's own work: ask for what it needs when it has nothing, refresh when
    /// due. Only while the page is shown; a prompt over it stops its schedule.
    private mutating func pageWork(at now: Date) -> [Effect] {
        switch page {
        case .clock:
            return clock.weatherWork(at: now, base: endpoints.openMeteo, serials: &serials).map { [$0] } ?? []
        case .uptime:
            guard credentials.hasUptimeKey else {
                askOnArrival(.uptimeKey, on: .uptime)
                return []
            }
            guard prompts[.uptime] == nil, uptime.isDue(at: now) else { return [] }
            let id = serials.take(.uptime)
            uptime.begin(id)
            return [.fetch(id: id, request: UptimeAPI.request(base: endpoints.uptime))]
        case .github:
            guard let username = credentials.githubUsername else {
                askOnArrival(.githubUsername, on: .github)
                return []
            }
            guard prompts[.github] == nil, github.isDue(at: now) else { return [] }
            return github.begin(at: now, username: username, endpoints: endpoints) { serials.take($0) }
                .map { .fetch(id: $0.0, request: $0.1) }
        case .stopwatch, .settings:
            return []
        }
    }

    /// A first-use prompt: it cannot be cancelled (the page has nothing else to show) and
    /// is inert until the user asks to type.
    private mutating func askOnArrival(_ kind: PromptKind, on page: Page) {
        if prompts[page] == nil { prompts.open(Prompt(kind, canCancel: false, focused: false), on: page) }
    }
}
