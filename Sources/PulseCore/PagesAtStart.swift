/// What the pages hold when a state is made, beside the settings: the stored stopwatch and
/// timers, and the models the reading pages start from (empty, or the demo's samples).
public struct PagesAtStart: Sendable {
    /// The Clock's weather.
    public var weather: WeatherModel
    /// The stored stopwatch.
    public var stopwatch: Stopwatch
    /// What the Stopwatch page says about its file, if anything.
    public var stopwatchNotice: StopwatchNotice?
    /// The stored timers, and what their pages say about their files.
    public var timers: TimersAtStart
    /// The Uptime page's list (its preferences are the settings').
    public var uptime: UptimeModel
    /// The contributions page's calendar, when it is of the forge the settings choose.
    public var github: ContributionsModel?
    /// The Calendar page's first feed as read (the demo's sample day).
    public var calendar: FeedDigest?

    /// Pages holding these; empty and stopped by default.
    public init(
        weather: WeatherModel = WeatherModel(), stopwatch: Stopwatch = Stopwatch(),
        stopwatchNotice: StopwatchNotice? = nil, timers: TimersAtStart = TimersAtStart(),
        uptime: UptimeModel = UptimeModel(), github: ContributionsModel? = nil, calendar: FeedDigest? = nil
    ) {
        self.calendar = calendar
        self.weather = weather
        self.stopwatch = stopwatch
        self.stopwatchNotice = stopwatchNotice
        self.timers = timers
        self.uptime = uptime
        self.github = github
    }
}
