import FoundationEssentials
import PulseCore
import PulseStore

/// The files Pulse keeps: the settings (the Clock's preferences, the weather location) and
/// the stopwatch. Read at start, the settings again whenever they change on disk
/// (`reread`); written when the state asks. A file that cannot be used is never
/// overwritten by anything but the user's next deliberate change of that very thing (the
/// stopwatch), or not at all (the settings); what went wrong is kept to be said once, on
/// standard error.
public final class StoredFiles {
    private let stopwatchFile: StopwatchFile
    private var timerFiles: TimerFiles
    private let preferencesFile: PreferencesFile
    private var preferencesWritable: Bool
    /// The settings file as this process last read or wrote it: a save writes only what
    /// changed since, so another Pulse's change is not undone.
    private var known: Settings
    /// What to say about files that could not be used or written, each once.
    public private(set) var messages = AfterExitMessages()
    /// The settings stored at start, or the defaults.
    public let settings: Settings
    /// Whether this is the very first start (no settings file yet): the paging hint shows.
    public let isFirstStart: Bool
    /// The stored stopwatch, or a stopped zero.
    public let stopwatch: Stopwatch
    /// What the Stopwatch page says about its file.
    public let stopwatchNotice: StopwatchNotice?
    /// The timers stored at start, and what their pages say about their files.
    public let timers: TimersAtStart
    /// The stopwatch file this process last read or wrote: when the file on disk is no
    /// longer it, another Pulse changed it, and the page follows.
    private var knownStopwatch: FileIdentity?
    /// A stopwatch stored since the page last heard, by this Pulse or another.
    private var storedStopwatch: Stopwatch?

    /// Reads everything under the XDG directories `environment` names.
    public init(environment: [String: String]) {
        let paths = XDGPaths(environment: environment)
        stopwatchFile = StopwatchFile(url: paths.stopwatchFile)
        timerFiles = TimerFiles(paths: paths)
        preferencesFile = PreferencesFile(url: paths.preferencesFile) {
            NamedZone.isKnown($0, environment: environment)
        }
        var messages = AfterExitMessages()
        // The whole file, read once.
        let settingsRead = preferencesFile.read()
        switch settingsRead {
        case .absent:
            settings = Settings()
            preferencesWritable = true
        case .loaded(let stored, let problem):
            settings = stored
            preferencesWritable = true
            if let problem { messages.say(Self.finishCommandMessage(problem, in: preferencesFile)) }
        case .unreadable(let reason):
            settings = Settings()
            preferencesWritable = false
            messages.say(
                "pulse: cannot use the settings in \(preferencesFile.url.path) (\(reason)); defaults were used "
                    + "and the file was left as it is")
        }
        isFirstStart = settingsRead == .absent
        timers = timerFiles.read(plan: settings.timers.plan, messages: &messages)
        let (read, identity) = stopwatchFile.loadFollowing()
        knownStopwatch = identity
        switch read {
        case .absent:
            stopwatch = Stopwatch()
            stopwatchNotice = nil
        case .loaded(let stored):
            stopwatch = stored
            stopwatchNotice = nil
        case .unreadable(let reason):
            stopwatch = Stopwatch()
            stopwatchNotice = .unreadable
            messages.say(
                "pulse: cannot use the stored stopwatch \(stopwatchFile.url.path) (\(reason)); "
                    + "it is left as it is until you start, stop or reset the stopwatch")
        }
        self.messages = messages
        known = settings
    }

    /// The settings file, for watching.
    public var preferencesPath: String { preferencesFile.url.path }

    /// The stopwatch's file, for watching: another Pulse's start or stop shows at once.
    public var stopwatchPath: String { stopwatchFile.url.path }

    /// What was stored, or the defaults.
    public var preferences: ClockPreferences { settings.clock }
    /// The stored weather location, if any.
    public var location: WeatherLocation? { settings.location }
    /// The Uptime page's stored source, order and addresses, or the defaults.
    public var uptimePreferences: UptimePreferences { settings.uptime }
    /// The contributions page's stored source and addresses, or the defaults.
    public var contributionsPreferences: ContributionsPreferences { settings.contributions }
    /// The pages shown, or the original five.
    public var pages: PagesShown { settings.pages }
    /// The command for a timer's end stored in the settings file, if it is one, at start.
    public var finishCommand: FinishCommand? { settings.onFinish }

    /// Whether the settings file could not be used at start.
    public var preferencesUnreadable: Bool { !preferencesWritable }

    /// Reads the settings file again after it changed on disk: what it holds now, or that
    /// it cannot be used (then it is never written until it can, and that is said after
    /// exit); nil when it holds what this process last read or wrote (its own save coming
    /// back), so a save never echoes. A file removed by hand means the defaults.
    public func reread() -> SettingsReading? {
        let wasUnusable = !preferencesWritable
        // The whole file, read once: a save landing meanwhile is all in or all out.
        let stored: Settings
        switch preferencesFile.read() {
        case .unreadable(let reason):
            preferencesWritable = false
            messages.say(
                "pulse: cannot use the settings in \(preferencesFile.url.path) (\(reason)); the settings in effect "
                    + "were kept and the file was left as it is")
            return .unreadable
        case .absent:
            stored = Settings()
        case .loaded(let settings, let problem):
            stored = settings
            if let problem { messages.say(Self.finishCommandMessage(problem, in: preferencesFile)) }
        }
        preferencesWritable = true
        let changed = stored.subjects(changedFrom: known)
        guard wasUnusable || !changed.isEmpty || stored.onFinish != known.onFinish else { return nil }
        known = stored
        return .read(stored, changed: changed)
    }

    /// Carries out a save of the settings or the stopwatch; returns how it ended. A
    /// settings file locked by another process is not waited for: the save is handed back
    /// (`.locked`) to be tried later, unless this was its last try. A settings file that
    /// could not be read at start is never replaced behind the user's back.
    public func perform(_ save: Save) -> SaveOutcome {
        do {
            switch save.item {
            case .stopwatch(let change):
                let applied = try stopwatchFile.apply(change)
                knownStopwatch = applied.identity
                storedStopwatch = applied.stopwatch
            case .clockPreferences, .uptimePreferences, .contributionsPreferences, .location, .hintShown,
                .timerPreferences, .pages:
                guard let next = known.with(save.item) else { return .failed }
                guard preferencesWritable else { return refused(save.item) }
                try preferencesFile.save(next, changedFrom: known)
                known = next
            case .timer(let state):
                let claiming = if case .announce? = save.then { true } else { false }
                return try timerFiles.write(state, claiming: claiming, messages: &messages)
            case .credential:
                return .failed
            }
            return .written
        } catch {
            if error.isBusy, !save.isLastTry { return .locked }
            messages.say("pulse: could not save \(what(save.item)): \(error)")
            return .failed
        }
    }

    /// The stopwatch stored since the last call: the one this process's last change left
    /// (which another Pulse's change may have joined), or, when the file changed under it,
    /// the one another Pulse stored. One `stat` when nothing changed.
    public func takeStoredStopwatch() -> Stopwatch? {
        if let identity = stopwatchFile.identity, identity != knownStopwatch {
            let (read, current) = stopwatchFile.loadFollowing()
            knownStopwatch = current
            if case .loaded(let stored) = read { storedStopwatch = stored }
        }
        defer { storedStopwatch = nil }
        return storedStopwatch
    }

    /// What is said once of a `timers.onFinish` in `file` that is not a command line: the
    /// reason, never the value.
    private static func finishCommandMessage(_ problem: FinishCommand.Problem, in file: PreferencesFile) -> String {
        "pulse: cannot use timers.onFinish in \(file.url.path) (\(problem)); no command was run"
    }

    /// The timers another Pulse stored since this process last read or wrote their files.
    public func takeStoredTimers() -> [TimerState] { timerFiles.takeStored() }

    /// The timers' history, when it changed since it was last read.
    public func takeHistory() -> TimerHistory? { timerFiles.takeHistory() }

    /// The timers' files, for watching: another Pulse's change shows at once.
    public var timerPaths: [String] { timerFiles.paths }

    /// A save into the settings file while it cannot be used: refused, and said once (a
    /// location and the hint are refused without a word, as they always were).
    private func refused(_ item: Save.Item) -> SaveOutcome {
        switch item {
        case .location: .failed
        case .hintShown: .fileUnusable
        default: unusable(what(item))
        }
    }

    /// A save into the settings file that could not be read at start: said once.
    private func unusable(_ what: String) -> SaveOutcome {
        messages.say(
            "pulse: did not save \(what): the settings in \(preferencesFile.url.path) cannot be used and are "
                + "left as they are")
        return .fileUnusable
    }

    /// What a save writes, in the words of the message after exit.
    private func what(_ item: Save.Item) -> String {
        switch item {
        case .stopwatch: "the stopwatch"
        case .clockPreferences: "the clock preferences"
        case .uptimePreferences(let uptime): Self.uptimeWords(uptime, from: known.uptime)
        case .contributionsPreferences: "the contributions source"
        case .location: "the location"
        case .hintShown: "that the first start's hint was shown"
        case .timer(let state): state.words
        case .timerPreferences: "the timer preferences"
        case .pages: "the pages shown"
        case .credential: "a credential"
        }
    }

    /// The Uptime preference that changed from `known`: the order, or the source.
    private static func uptimeWords(_ uptime: UptimePreferences, from known: UptimePreferences) -> String {
        uptime.source == known.source && uptime.order != known.order ? "the uptime order" : "the uptime source"
    }
}
