import FoundationEssentials

/// The whole state of the program, and the one place it changes.
///
/// `handle(_:at:)` is pure: time comes in as an argument and what must happen outside
/// comes back as effects. Each page keeps its own state in a value of its own
/// (`ClockPage`, `StopwatchPage`, `SettingsPage`, `PromptSet`, the GitHub and Uptime
/// models) that changes only through its own methods; this type routes events to them,
/// pages, and decides what is on screen (`screen`). Its parts live one concern a file
/// (`AppState+Input`, `+Paging`, `+Prompts`, `+Settings`, `+UptimeSource`, `+Fetching`),
/// which are the only writers of the properties below.
public struct AppState: Equatable, Sendable {
    /// The page on screen, under whatever covers it.
    public internal(set) var page: Page
    /// Whether the key help is shown (until the next key).
    public internal(set) var showsHelp = false
    /// The terminal's size, for gestures measured against the width.
    public internal(set) var size: TerminalSize
    /// The Clock page: preferences, weather and location.
    public internal(set) var clock: ClockPage
    /// The Stopwatch page.
    public internal(set) var stopwatchPage: StopwatchPage
    /// The Settings page's chosen row and lookup.
    public internal(set) var settings = SettingsPage()
    /// Which credentials are stored (never the key itself).
    public internal(set) var credentials: CredentialPresence
    /// Open prompts, by the page that owns each.
    public internal(set) var prompts = PromptSet()
    /// The Uptime page's list and schedule.
    public internal(set) var uptime: UptimeModel
    /// The GitHub page's calendar, pushes and schedule.
    public internal(set) var github: GitHubModel
    /// `--demo`: the pages show sample content; nothing is fetched, read or stored.
    public let isDemo: Bool
    /// A handle on its way to the store: it becomes the shown one once the save succeeds.
    var pendingUsername: String?
    /// A source whose key is on its way to the store: it is read once the save succeeds.
    var pendingSource: UptimeSource?
    let endpoints: Endpoints
    let uptimeHosts: UptimeHosts
    var serials = FetchSerials()
    var swipe = SwipeTracker()
    var retries = SaveRetries()

    /// A state showing `page` on a terminal of `size`, with the stored stopwatch.
    public init(
        page: Page = .clock, size: TerminalSize, stopwatch: Stopwatch = Stopwatch(),
        stopwatchNotice: StopwatchNotice? = nil, preferences: ClockPreferences = ClockPreferences(),
        weather: WeatherModel = WeatherModel(), location: WeatherLocation? = nil,
        credentials: CredentialPresence = CredentialPresence(),
        uptime: UptimeModel = UptimeModel(), github: GitHubModel = GitHubModel(),
        endpoints: Endpoints = Endpoints(environment: [:]), uptimeHosts: UptimeHosts? = nil, demo: Bool = false
    ) {
        self.isDemo = demo
        self.credentials = credentials
        self.uptime = uptime
        self.github = github
        self.clock = ClockPage(preferences: preferences, weather: weather, location: location)
        self.stopwatchPage = StopwatchPage(stopwatch: stopwatch, notice: stopwatchNotice)
        self.endpoints = endpoints
        // The original API's address is the endpoints' own unless the hosts say otherwise.
        self.uptimeHosts = uptimeHosts ?? UptimeHosts(environment: [:], levo: endpoints.uptime)
        self.page = page
        self.size = size
    }

    /// What is on screen: the help, a prompt over the page, the source picker, or the page.
    public var screen: Screen {
        if showsHelp { return .help(over: page) }
        if let prompt = prompts[page] { return .prompt(prompt, on: page) }
        if page == .settings, let picker = settings.picker { return .picker(picker) }
        return .page(page)
    }

    /// Whether the Uptime source has what it needs to be read: its key, if it takes one.
    public var hasUptimeCredential: Bool { credentials.has(uptime.source.credential) }

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
            effects += credentialSaved(credential, owner: owner, succeeded: succeeded)
        case .credentialFileUnusable(let credential, let owner):
            retries.settle(.saveCredential(credential, SecretText(""), owner: owner))
            prompts.edit(on: owner) { $0.say(.credentialsFileUnusable) }
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
        case .ending:
            effects += retries.drain() + [.quit]
            return isDemo ? effects.filter(\.staysInside) : effects
        }
        // Work belongs to the page on screen: each page starts its own, only while shown;
        // the demo's pages have their content already and never start any.
        if isDemo { demoWork(at: now) } else { effects += pageWork(at: now) }
        // The demo touches nothing outside: no transfer, no file. Its changes live in memory.
        return isDemo ? effects.filter(\.staysInside) : effects
    }

    /// The next instant something on screen changes by itself, or nil when only input can
    /// change it, for a local clock `utcOffset` seconds east of UTC (its minutes turn with
    /// it). The runtime sleeps until then.
    public func nextDeadline(after now: Date, utcOffset: Int = 0) -> Date? {
        let pending = clock.tapDeadlines + [stopwatchPage.tapDeadline]
        // Under the help or a prompt nothing of the page can be seen: only work that is
        // due wakes it.
        var visible: [Date?] = []
        switch screen.uncovered {
        case .clock?:
            let granularity: TickGranularity = preferences.showsSeconds ? .second : .minute
            visible = [granularity.nextBoundary(after: now, utcOffset: utcOffset)]
        case .stopwatch?:
            // The readout's next whole second while running, and the time of day's minute.
            visible = [
                TickGranularity.minute.nextBoundary(after: now, utcOffset: utcOffset), stopwatch.nextChange(after: now),
            ]
        case .uptime? where hasUptimeCredential:
            visible = [uptime.nextChange(after: now)]
        case .github? where credentials.githubUsername != nil:
            // The header's clock ticks each second.
            visible = [TickGranularity.second.nextBoundary(after: now)]
        default:
            break
        }
        return (visible + pending + dueWork + [retries.deadline] + alwaysOn(after: now)).compactMap { $0 }.min()
    }

    /// The next wake-up in `zone`: `nextDeadline(after:utcOffset:)` with the zone's offset
    /// now, and while dimming is on and the
    /// sun does not decide, the fixed night window's next edge, which only the zone can
    /// place (a page that never wakes by itself, Settings, still dims on its minute).
    public func nextDeadline(after now: Date, in zone: some CivilZone) -> Date? {
        let deadline = nextDeadline(after: now, utcOffset: zone.secondsFromGMT(for: now))
        guard preferences.dimsAtNight, NightWindow.bySun(at: now, daylight: weather.daylight) == nil,
            let edge = NightWindow.nextFixedEdge(after: now, in: zone)
        else { return deadline }
        return min(deadline ?? edge, edge)
    }

    /// Wake-ups a screen left on needs on every page, under the help and prompts too: the
    /// orbit's next step (which also heals the screen, so it comes even with the orbit
    /// off) and, while dimming is on, the next sunrise or sunset.
    private func alwaysOn(after now: Date) -> [Date?] {
        let sun = preferences.dimsAtNight ? NightWindow.nextSunEvent(after: now, daylight: weather.daylight) : nil
        return [Orbit.nextStep(after: now), sun]
    }

    /// Whether the screen is drawn with the night palette at `now` in `zone`.
    public func isNight(at now: Date, in zone: some CivilZone) -> Bool {
        preferences.dimsAtNight && NightWindow.isNight(at: now, in: zone, daylight: weather.daylight)
    }

    /// When the page's next fetch falls due; under the help too (work goes on), but not
    /// under a prompt (the page is waiting for its answer).
    var dueWork: [Date?] {
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
}
