/// The pages, listed once: which room holds each page's life. Adding a page is a case
/// of `Page`, its room's file, and a line in each switch here.
extension AppState {
    /// The room of `page`, to read.
    func room(_ page: Page) -> any PageRoom {
        switch page {
        case .clock: clock
        case .stopwatch: stopwatchPage
        case .countdown: countdownPage
        case .interval: intervalPage
        case .github: githubPage
        case .uptime: uptimePage
        case .settings: settings
        }
    }

    /// Lets `body` change the room of `page`, in place.
    mutating func withRoom<Result>(_ page: Page, _ body: (inout any PageRoom) -> Result) -> Result {
        var room = room(page)
        let result = body(&room)
        switch (page, room) {
        case (.clock, let room as ClockPage): clock = room
        case (.stopwatch, let room as StopwatchPage): stopwatchPage = room
        case (.countdown, let room as CountdownPage): countdownPage = room
        case (.interval, let room as IntervalPage): intervalPage = room
        case (.github, let room as ContributionsPage): githubPage = room
        case (.uptime, let room as UptimePage): uptimePage = room
        case (.settings, let room as SettingsPage): settings = room
        default: break
        }
        return result
    }
}

extension FetchPurpose {
    /// The page whose room asked for transfers of this purpose: its answers go there.
    var owner: Page {
        switch self {
        case .weather: .clock
        case .contributions, .events: .github
        case .uptime: .uptime
        case .geocoding: .settings
        }
    }
}
