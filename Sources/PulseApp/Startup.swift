import FoundationEssentials
import PulseCore

/// What a run starts from, built one way for the display and the snapshot alike: the
/// stored files and credentials, and the state they give. Under `--demo` nothing is read:
/// there are no files, and the state is the demo content.
public struct Startup {
    /// Whether the run shows the demo content.
    public let demo: Bool
    /// The stored files, read once; nil under `--demo`.
    public let files: StoredFiles?
    /// The credential store; nil under `--demo`.
    public let credentials: StoredCredentials?
    private let endpoints: Endpoints
    private let uptimeHosts: UptimeHosts
    /// The command line's words to the timers: `--on-finish`, which wins over the settings
    /// file's command for this run, and the countdown `--for` or `--until` starts.
    private let timers: TimerArguments
    /// What to say of the zone `TZ` names, when it names none.
    private let zoneProblem: String?
    /// `--calendar` for this run only (the snapshot's): read in place of the stored feeds,
    /// never stored. The display stores its `--calendar` before it starts.
    private let calendarFeeds: SecretText?
    /// The environment, for the feeds' cache and zone files.
    private let environment: [String: String]
    /// The names tzdata gives UTC, which mean UTC with or without a file.
    static let namesOfUTC: Set<String> = [
        "UTC", "UCT", "GMT", "GMT0", "GMT+0", "GMT-0", "Greenwich", "Universal", "Zulu",
    ]

    /// Reads the files `environment` points at, unless `demo`; `timers` are the command
    /// line's words to the timers, and `calendarFeeds` the feeds this run reads in place of
    /// the stored ones.
    public init(
        demo: Bool, environment: [String: String], timers: TimerArguments = TimerArguments(),
        calendarFeeds: SecretText? = nil
    ) {
        self.demo = demo
        self.calendarFeeds = calendarFeeds
        self.environment = environment
        self.timers = timers
        endpoints = Endpoints(environment: environment)
        uptimeHosts = UptimeHosts(environment: environment)
        files = demo ? nil : StoredFiles(environment: environment)
        credentials = demo ? nil : StoredCredentials(environment: environment)
        zoneProblem = Self.zoneProblem(environment)
    }

    /// A `TZ` that names no zone (no file that parses as one, no POSIX rule) is read by the
    /// C library as UTC, as `date` reads it, and so Pulse shows UTC too: never silently,
    /// unless the name is UTC's own (`UTC`, `Etc/GMT`…), which a system without zone
    /// files still reads as meant.
    static func zoneProblem(_ environment: [String: String]) -> String? {
        guard let value = environment["TZ"], !value.isEmpty, !NamedZone.isKnown(value, environment: environment)
        else { return nil }
        var name = Substring(value)
        if name.hasPrefix(":") { name = name.dropFirst() }
        if name.hasPrefix("Etc/") { name = name.dropFirst(4) }
        guard !Self.namesOfUTC.contains(String(name)) else { return nil }
        return "pulse: TZ='\(value)' names no zone this system can read (no zone file of that name parses, "
            + "and it is no POSIX rule): times were shown in UTC, as date shows them"
    }

    /// The state of a run of `kind` showing `page` on `size` at `now` in `zone`, repainting
    /// the whole screen every `healPeriod` seconds (a run without files is the demo);
    /// `choices` lie over the stored ones for this run only.
    public func state(
        page: Page, size: TerminalSize, at now: Date, zone: some CivilZone,
        healPeriod: TimeInterval = Orbit.stepInterval, kind: RunKind = .display, choices: RunChoices = RunChoices()
    ) -> AppState {
        guard let files, let credentials else {
            return DemoContent.state(page: page, size: size, at: now, zone: zone, healPeriod: healPeriod)
        }
        let location = choices.location ?? files.location
        // The paging hint is the display's first start's: a moment drawn (the snapshot) is none.
        let run = Run(
            kind, endpoints: endpoints, uptimeHosts: uptimeHosts, healPeriod: healPeriod,
            isFirstStart: kind == .display && files.isFirstStart, zone: zone)
        // The stored settings, with this run's choices laid over them.
        var settings = files.settings
        settings.clock = choices.clock(files.preferences)
        settings.uptime = choices.uptime(over: files.uptimePreferences)
        settings.location = location
        settings.contributions = choices.contributions(over: files.contributionsPreferences)
        settings.pages = choices.pages ?? files.pages
        settings.onFinish = timers.onFinish ?? files.finishCommand
        var presence = credentials.presence()
        if let calendarFeeds { presence.store(.calendarFeeds, value: calendarFeeds) }
        return AppState(
            page: page, size: size, run: run, settings: settings, credentials: presence,
            pages: PagesAtStart(
                weather: WeatherModel(location: location?.coordinate), stopwatch: files.stopwatch,
                stopwatchNotice: files.stopwatchNotice, timers: timers.starting(files.timers),
                uptime: UptimeModel(preferences: settings.uptime)),
            settingsUnreadable: files.preferencesUnreadable)
    }

    /// The performer of this run's effects, over its files and credentials, sending
    /// transfers through `transport` and the user's commands to `commands`.
    /// `wake` is called when a feed's read ends on its own thread; without it, feeds are
    /// read at once on the caller's thread (the snapshot).
    /// A feed read's time is taken from `now` (the display's clock, the snapshot's moment).
    public func performer(
        transport: any Transport, commands: (any CommandRunner)? = nil, wake: (@Sendable () -> Void)? = nil,
        now: @escaping @Sendable () -> Date = { Date() }
    ) -> EffectPerformer {
        let forRun = calendarFeeds?.revealed
        let stored = credentials?.calendarFeeds
        let feeds = FeedWorker(
            feeds: { forRun ?? stored?() }, environment: environment, wake: wake, keepsCopies: wake != nil,
            now: now)
        return EffectPerformer(
            files: files, credentials: credentials, transport: transport, commands: commands, feeds: feeds)
    }

    /// The settings file read again after it changed on disk (see `StoredFiles.reread`),
    /// with `--on-finish`, when given, in effect over the file's command for the whole run.
    public func reread() -> SettingsReading? {
        guard let reading = files?.reread() else { return nil }
        guard let onFinish = timers.onFinish, case .read(var settings, let changed) = reading else { return reading }
        settings.onFinish = onFinish
        return .read(settings, changed: changed)
    }

    /// Says, once each, what could not be used or saved (after exit, for the display).
    public func reportProblems() {
        var zone = AfterExitMessages()
        if let zoneProblem { zone.say(zoneProblem) }
        zone.report()
        files?.messages.report()
        credentials?.messages.report()
    }
}
