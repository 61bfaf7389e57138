/// The pages' rooms, listed once: one stored room per page, reached by the page through
/// one subscript. Storing a room under a page that is not its own is a programming error
/// and traps: no room is ever dropped in silence.
struct Rooms: Equatable, Sendable {
    var clock: ClockPage
    var stopwatch: StopwatchPage
    var countdown: CountdownPage
    var interval: IntervalPage
    var calendar = CalendarPage()
    var github: ContributionsPage
    var uptime: UptimePage
    var settings = SettingsPage()

    /// The rooms of a state: the timer pages' from the timers read at start, the
    /// Interval's under `plan`.
    init(
        clock: ClockPage, stopwatch: StopwatchPage, timers: TimersAtStart, plan: IntervalPlan,
        github: ContributionsPage, uptime: UptimePage
    ) {
        self.clock = clock
        self.stopwatch = stopwatch
        countdown = CountdownPage(
            countdown: timers.countdown, notice: timers.notices[.countdown], starting: timers.startingCountdown)
        interval = IntervalPage(
            interval: timers.interval, plan: plan, notice: timers.notices[.interval], history: timers.history)
        self.github = github
        self.uptime = uptime
    }

    /// The room of `page`.
    subscript(page: Page) -> any PageRoom {
        get {
            switch page {
            case .clock: clock
            case .stopwatch: stopwatch
            case .countdown: countdown
            case .interval: interval
            case .calendar: calendar
            case .github: github
            case .uptime: uptime
            case .settings: settings
            }
        }
        set {
            switch page {
            case .clock: clock = Self.room(newValue, of: page)
            case .stopwatch: stopwatch = Self.room(newValue, of: page)
            case .countdown: countdown = Self.room(newValue, of: page)
            case .interval: interval = Self.room(newValue, of: page)
            case .calendar: calendar = Self.room(newValue, of: page)
            case .github: github = Self.room(newValue, of: page)
            case .uptime: uptime = Self.room(newValue, of: page)
            case .settings: settings = Self.room(newValue, of: page)
            }
        }
    }

    /// `room` as the type `page` keeps; anything else traps, as a wrong key path would
    /// fail to compile.
    private static func room<Room: PageRoom>(_ room: any PageRoom, of page: Page) -> Room {
        guard let room = room as? Room else { preconditionFailure("a room stored under the page \(page.name)") }
        return room
    }
}
