import FoundationEssentials

/// One save the state asks for: what it writes, where the change was made, and what
/// follows once it is written. Its outcome comes back as `AppEvent.saved` with the save
/// itself, so whoever asked knows what was written and why without keeping notes.
public struct Save: Equatable, Sendable {
    /// What a save writes.
    public enum Item: Equatable, Sendable {
        /// A start, stop or reset of the stopwatch, applied to the stored state under its
        /// lock, so two Pulses on the same files take turns.
        case stopwatch(StopwatchChange)
        /// The Clock's (and the screen's) preferences, to the settings file.
        case clockPreferences(ClockPreferences)
        /// The Uptime page's source, order and addresses, to the settings file.
        case uptimePreferences(UptimePreferences)
        /// The contributions page's source and addresses, to the settings file.
        case contributionsPreferences(ContributionsPreferences)
        /// The weather location, to the settings file.
        case location(WeatherLocation)
        /// A credential's value, to the credentials file.
        case credential(Credential, SecretText)
        /// That the first start's paging hint was shown, to the settings file.
        case hintShown
        /// A timer, to its state file.
        case timer(TimerState)
        /// The interval's plan and the bell, to the settings file.
        case timerPreferences(TimerPreferences)
        /// The pages shown, to the settings file.
        case pages(PagesShown)
    }

    /// What follows a written save.
    public enum FollowUp: Equatable, Sendable {
        /// A key typed for a source not read yet: that source becomes the one read.
        case readUptimeSource(UptimeSource)
        /// A handle typed for a forge not read yet: that forge becomes the one read.
        case readContributionsSource(ContributionsSource)
        /// A timer's end, marked announced in the saved timer, seen at the instant given:
        /// the save claims it against the stored file, and the page rings and runs the
        /// command only when the claim is not refused, so of every Pulse on the same files
        /// one announces each end.
        case announce(TimerEnd, seenAt: Date)
    }

    /// What is written, without the value: two saves of one subject write the same thing,
    /// so the newer replaces the older while both wait for a lock.
    public enum Subject: Hashable, Sendable {
        case stopwatch, clockPreferences, uptimePreferences, contributionsPreferences, location, hintShown
        case timerPreferences, pages
        /// The timer of a page, to its state file.
        case timer(Page)
        case credential(Credential)
    }

    /// What it writes.
    public let item: Item
    /// The page whose row, prompt or gesture made the change: a failure is said there as
    /// well as on the page the value belongs to.
    public let origin: Page
    /// The Settings row that made the change, when one did: a failure is said on it.
    public let row: SettingsRow?
    /// What follows once the save is written, for the page that asked.
    public let then: FollowUp?
    /// Whether this is the last try of a save that kept finding its file locked: a lock
    /// still held is then reported as a failure rather than handed back.
    public var isLastTry = false

    /// A save of `item`, made on `origin` (at `row`), followed by `then` once written.
    public init(_ item: Item, origin: Page, row: SettingsRow? = nil, then: FollowUp? = nil) {
        self.item = item
        self.origin = origin
        self.row = row
        self.then = then
    }

    /// What is written, without the value.
    public var subject: Subject {
        switch item {
        case .stopwatch: .stopwatch
        case .clockPreferences: .clockPreferences
        case .uptimePreferences: .uptimePreferences
        case .contributionsPreferences: .contributionsPreferences
        case .location: .location
        case .hintShown: .hintShown
        case .timer(let timer): .timer(timer.page)
        case .timerPreferences: .timerPreferences
        case .pages: .pages
        case .credential(let credential, _): .credential(credential)
        }
    }

    /// The same save, as its last try.
    public var lastTry: Save {
        var save = self
        save.isLastTry = true
        return save
    }
}

/// How a save ended, as the store reports it.
public enum SaveOutcome: Equatable, Sendable {
    /// The file holds the new value.
    case written
    /// The write failed (the old file is kept).
    case failed
    /// The file cannot be used (not Pulse's, unreadable, readable by others, unreadable
    /// settings): trying again cannot help until it is fixed.
    case fileUnusable
    /// Another process held the file's lock and nothing was done: try again later.
    case locked
    /// The stored file already holds a newer change of the same thing (another Pulse
    /// announced that end, or paused, reset or set the timer since): nothing was written,
    /// and the page follows the file.
    case superseded
}

extension Save.Subject {
    /// The page whose value a save of this subject writes: it hears the save's outcome
    /// beside the page the change was made on, as a transfer's answer goes to the page
    /// that asked (`FetchPurpose.owner`). A handle is the contributions page's, a key the
    /// Uptime page's; the rows only Settings shows are its own; the hint is no page's.
    var owner: Page? {
        switch self {
        case .stopwatch: .stopwatch
        case .clockPreferences: .clock
        case .uptimePreferences: .uptime
        case .contributionsPreferences: .github
        case .timer(let page): page
        case .credential(let credential):
            credential == .calendarFeeds ? .calendar : credential.isHandle ? .github : .uptime
        case .location, .timerPreferences, .pages: .settings
        case .hintShown: nil
        }
    }
}

extension Save {
    /// The pages that hear this save's outcome, in paging order: where it was made and
    /// whose value it writes.
    var hearers: [Page] {
        Page.allCases.filter { $0 == origin || $0 == subject.owner }
    }
}
