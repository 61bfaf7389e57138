import FoundationEssentials

/// What the views, the snapshot and the tests read of the state, by the names they had
/// before the pages became rooms.
extension AppState {
    /// Whether the key help is shown (until the next key).
    public var showsHelp: Bool { overlay.showsHelp }
    /// Until when the first start's paging hint shows (a few seconds, or the first key).
    public var hintUntil: Date? { overlay.hintUntil }
    /// Counts the user's requests to paint the whole screen again (`Ctrl-L`).
    public var clearRequests: Int { overlay.clearRequests }
    /// `--demo`: the pages show sample content; nothing is fetched, read or stored.
    public var isDemo: Bool { run.kind == .demo }
    /// Seconds between whole repaints of a screen left alone (see `repaint(at:)`).
    public var healPeriod: TimeInterval { run.healPeriod }
    /// The Clock page.
    public var clock: ClockPage { rooms.clock }
    /// The Stopwatch page.
    public var stopwatchPage: StopwatchPage { rooms.stopwatch }
    /// The contributions page (`Page.github`).
    public var githubPage: ContributionsPage { rooms.github }
    /// The Uptime page.
    public var uptimePage: UptimePage { rooms.uptime }
    /// The Calendar page.
    public var calendarPage: CalendarPage { rooms.calendar }
    /// The Settings page.
    public var settings: SettingsPage { rooms.settings }
    /// The Clock's and the screen's preferences.
    public var preferences: ClockPreferences { choices.clock }
    /// The Clock's weather line.
    public var weather: WeatherModel { clock.weather }
    /// Where the weather is for.
    public var location: WeatherLocation? { choices.location }
    /// Which credentials are stored (never the key itself).
    public var credentials: CredentialPresence { choices.credentials }
    /// Whether the Uptime source has what it needs to be read: its key, if it takes one.
    public var hasUptimeCredential: Bool { choices.hasUptimeCredential }
    /// Whether an Uptime source is in effect: chosen, or the original API's key stored
    /// from before there was a choice. Without one the page offers the picker, and
    /// Settings names no source.
    public var hasUptimeSource: Bool { !UptimePage.offersPicker(choices) }
    /// The stopwatch.
    public var stopwatch: Stopwatch { stopwatchPage.stopwatch }
    /// What the Stopwatch page says about its stored state, if anything.
    public var stopwatchNotice: StopwatchNotice? { stopwatchPage.notice }
    /// The pages paged through on this run: those on, and the one shown for the run.
    public var pagesShown: PagesShown { shownForRun.map { choices.pages.adding($0) } ?? choices.pages }
    /// The Uptime page's list and schedule.
    public var uptime: UptimeModel { uptimePage.model }
    /// The contributions page's calendar, pushes and schedule.
    public var github: ContributionsModel { githubPage.model }
    /// The prompts the pages hold, by page.
    public var prompts: PromptSet {
        PromptSet(Page.allCases.compactMap { page in room(page).prompt.map { (page, $0) } })
    }
}
