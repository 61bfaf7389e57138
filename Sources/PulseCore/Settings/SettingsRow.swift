/// The Settings page's rows, in order, each in its section.
public enum SettingsRow: Hashable, CaseIterable, Sendable {
    case uptimeKey, contributorHandle, seconds, weatherCondition, location
    /// The Calendar page's feeds (shown by host only; set through a prompt). Last, in a
    /// section of its own, so the rows above keep their places.
    case calendarFeeds
    /// How times of day are written, the weather's unit and the other zones (shown; set
    /// with `--zones` or in the settings file).
    case timeFormat, temperature, zones
    case uptimeSource, uptimeOrder
    /// A screen left on: the burn-in orbit and night dimming; the ink it is drawn in.
    case orbit, nightDimming, ink
    /// The forge the contributions page reads.
    case contributionsSource
    /// A TIMERS row, as the timers declare it: one row each of `TimerSetting`.
    case timer(TimerSetting)
    /// A page paged through, on or off (Settings is always on): one row a page, from the
    /// page list.
    case shows(Page)

    /// Every row, in order: the fixed ones, then a row for each page that can be turned off.
    public static let allCases: [SettingsRow] =
        [
            .uptimeKey, .contributorHandle, .seconds, .weatherCondition, .location, .timeFormat, .temperature,
            .zones, .uptimeSource, .uptimeOrder, .orbit, .nightDimming, .ink, .contributionsSource,
        ] + TimerSetting.allCases.map(SettingsRow.timer)
        + Page.allCases.filter { $0 != .settings }.map(SettingsRow.shows) + [.calendarFeeds]

    /// The row `step` rows away from this one, held at the ends.
    public func moved(by step: Int) -> SettingsRow {
        let rows = Self.allCases
        let index = rows.firstIndex(of: self) ?? 0
        return rows[min(rows.count - 1, max(0, index + step))]
    }

    /// The row at the top, chosen when the page is arrived at.
    public static let first = SettingsRow.uptimeKey

    /// The headings rows are grouped under.
    public enum Section: CaseIterable, Sendable {
        case credentials, clockDisplay, uptime, screen, contributions, timers, pages, calendar
    }

    /// The heading this row stands under.
    public var section: Section {
        switch self {
        case .uptimeKey, .contributorHandle: .credentials
        case .calendarFeeds: .calendar
        case .seconds, .weatherCondition, .location, .timeFormat, .temperature, .zones: .clockDisplay
        case .uptimeSource, .uptimeOrder: .uptime
        case .orbit, .nightDimming, .ink: .screen
        case .timer: .timers
        case .shows: .pages
        case .contributionsSource: .contributions
        }
    }

    /// The page a row of the PAGES section turns on and off.
    public var shownPage: Page? {
        if case .shows(let page) = self { return page }
        return nil
    }

    /// What a change of the row writes.
    public var subject: Save.Subject {
        switch self {
        case .uptimeKey: .credential(.uptimeKey)
        case .contributorHandle: .credential(.githubUsername)
        case .calendarFeeds: .credential(.calendarFeeds)
        case .seconds, .weatherCondition, .orbit, .nightDimming, .timeFormat, .temperature, .zones, .ink:
            .clockPreferences
        case .location: .location
        case .uptimeSource, .uptimeOrder: .uptimePreferences
        case .timer: .timerPreferences
        case .shows: .pages
        case .contributionsSource: .contributionsPreferences
        }
    }

    /// Whether the row changes a preference at once (rather than through a prompt).
    public var isPreference: Bool {
        [.clockPreferences, .uptimePreferences, .timerPreferences, .pages, .contributionsPreferences].contains(subject)
    }

    /// The rows under `section`, in order.
    public static func rows(in section: Section) -> [SettingsRow] {
        allCases.filter { $0.section == section }
    }
}
