/// The settings file as the state sees it, whole: one value read under the file's lock
/// with one read, and saved with one merge that writes only what this process changed.
/// A new group of preferences is a field here, its keys in the store and its Settings
/// rows; nothing else names it.
public struct Settings: Equatable, Sendable {
    /// The Clock's and the screen's preferences.
    public var clock: ClockPreferences
    /// The Uptime page's source, order and remembered addresses.
    public var uptime: UptimePreferences
    /// Where the weather is for (nil: none stored).
    public var location: WeatherLocation?
    /// The interval's plan and the bell.
    public var timers: TimerPreferences
    /// The pages paged through.
    public var pages: PagesShown
    /// The contributions page's forge and remembered addresses.
    public var contributions: ContributionsPreferences
    /// The command for a timer's end (`timers.onFinish`; nil: none). Pulse never writes it.
    public var onFinish: FinishCommand?
    /// Whether the first start's paging hint was shown (`hints.shown`).
    public var hintShown: Bool

    /// Settings; the defaults unless given.
    public init(
        clock: ClockPreferences = ClockPreferences(), uptime: UptimePreferences = UptimePreferences(),
        location: WeatherLocation? = nil, timers: TimerPreferences = TimerPreferences(),
        pages: PagesShown = .original, contributions: ContributionsPreferences = ContributionsPreferences(),
        onFinish: FinishCommand? = nil, hintShown: Bool = false
    ) {
        self.clock = clock
        self.uptime = uptime
        self.location = location
        self.timers = timers
        self.pages = pages
        self.contributions = contributions
        self.onFinish = onFinish
        self.hintShown = hintShown
    }

    /// The subjects of the saves whose value differs between these settings and `other`:
    /// the choices the pages show (not the command for a timer's end, which Pulse never
    /// saves, nor the hint, which no page shows).
    public func subjects(changedFrom other: Settings) -> Set<Save.Subject> {
        var changed: Set<Save.Subject> = []
        if clock != other.clock { changed.insert(.clockPreferences) }
        if uptime != other.uptime { changed.insert(.uptimePreferences) }
        if location != other.location { changed.insert(.location) }
        if timers != other.timers { changed.insert(.timerPreferences) }
        if pages != other.pages { changed.insert(.pages) }
        if contributions != other.contributions { changed.insert(.contributionsPreferences) }
        return changed
    }

    /// These settings with what `item` writes; nil when the item is not kept in the
    /// settings file.
    public func with(_ item: Save.Item) -> Settings? {
        var settings = self
        switch item {
        case .clockPreferences(let clock): settings.clock = clock
        case .uptimePreferences(let uptime): settings.uptime = uptime
        case .contributionsPreferences(let contributions): settings.contributions = contributions
        case .location(let location): settings.location = location
        case .hintShown: settings.hintShown = true
        case .timerPreferences(let timers): settings.timers = timers
        case .pages(let pages): settings.pages = pages
        case .stopwatch, .credential, .timer: return nil
        }
        return settings
    }
}
