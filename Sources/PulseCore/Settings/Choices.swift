/// The remembered choices more than one page reads: the Clock's and the screen's
/// preferences, the Uptime page's source and order, the weather location and which
/// credentials are stored. The root keeps them; a page changes them only by returning a
/// `ChoiceEdit`, and each page sees the new value in its context (and in `adopt`).
public struct Choices: Equatable, Sendable {
    /// The Clock's and the screen's preferences (seconds, figure, orbit, dimming).
    public var clock: ClockPreferences
    /// The Uptime page's source, order and remembered addresses.
    public var uptime: UptimePreferences
    /// Where the weather is for, as Settings names it.
    public var location: WeatherLocation?
    /// Which credentials are stored (never a value).
    public var credentials: CredentialPresence
    /// The interval's plan and whether the timers ring.
    public var timers = TimerPreferences()
    /// The pages paged through.
    public var pages = PagesShown.original
    /// The contributions page's source and remembered addresses.
    public var contributions: ContributionsPreferences

    /// Choices; the defaults unless given.
    public init(
        clock: ClockPreferences = ClockPreferences(), uptime: UptimePreferences = UptimePreferences(),
        location: WeatherLocation? = nil, credentials: CredentialPresence = CredentialPresence(),
        contributions: ContributionsPreferences = ContributionsPreferences()
    ) {
        self.contributions = contributions
        self.clock = clock
        self.uptime = uptime
        self.location = location
        self.credentials = credentials
    }

    /// Takes what the settings file holds for every choice it keeps.
    mutating func take(_ settings: Settings) {
        clock = settings.clock
        uptime = settings.uptime
        location = settings.location
        timers = settings.timers
        pages = settings.pages
        contributions = settings.contributions
    }

    /// Whether the Uptime source has what it needs to be read: its key, if it takes one.
    public var hasUptimeCredential: Bool { credentials.has(uptime.source.credential) }

    /// The forge the contributions page reads.
    public var contributionsSource: ContributionsSource { contributions.source }
}

/// A change of the shared choices a page asks for. The root applies it, asks for it to be
/// saved (the preferences) and lets every page adopt it.
public enum ChoiceEdit: Equatable, Sendable {
    /// New Clock and screen preferences.
    case clock(ClockPreferences)
    /// New Uptime preferences (a source switched to, an order).
    case uptime(UptimePreferences)
    /// New timer preferences (the interval's plan, the bell).
    case timers(TimerPreferences)
    /// Pages turned on or off.
    case pages(PagesShown)
    /// New contributions preferences (a forge switched to).
    case contributions(ContributionsPreferences)
}

extension Choices {
    /// What a written save makes true of the shared choices: a credential is now stored (a
    /// handle is the one shown), a location is the one the weather is for. The preferences
    /// were changed before their save, by the edit that asked for it.
    mutating func adopt(_ item: Save.Item) {
        switch item {
        case .credential(let credential, let value): credentials.store(credential, value: value)
        case .location(let location): self.location = location
        case .stopwatch, .clockPreferences, .uptimePreferences, .contributionsPreferences, .hintShown: break
        case .timer, .timerPreferences, .pages: break
        }
    }
}
