import FoundationEssentials

/// Paging, and the double and triple presses decided when a window closes or the page goes.
extension AppState {
    mutating func turn(by direction: Int) -> [Effect] {
        guard let target = direction < 0 ? page.previous : page.next else { return [] }
        // Presses still waiting are decided before the page goes, at their own instant, so
        // a double press followed at once by paging still takes effect.
        var effects = decideTaps(closedBy: nil)
        // A page's transfers belong to it: leaving cancels them, and their answers are dropped.
        switch page {
        case .clock: effects += clock.abandonWeather().map { [.cancelFetch(id: $0)] } ?? []
        case .uptime: effects += uptime.abandon().map { [.cancelFetch(id: $0)] } ?? []
        case .github: effects += github.abandon().map { .cancelFetch(id: $0) }
        case .settings: settings.closePicker()
        case .stopwatch: break
        }
        page = target
        switch target {
        case .github: github.arrive()  // Every arrival on GitHub refreshes at once.
        case .settings: settings.arrive()
        case .clock, .stopwatch, .uptime: break
        }
        return effects
    }

    /// Decides the double and triple presses whose window closed by `now` (all of them
    /// when `now` is nil), and asks for what they changed to be saved.
    mutating func decideTaps(closedBy now: Date?) -> [Effect] {
        var effects: [Effect] = []
        if clock.decideTaps(closedBy: now) { effects.append(.savePreferences(preferences)) }
        if stopwatchPage.decideTaps(closedBy: now) { effects.append(.saveStopwatch(stopwatch)) }
        return effects
    }

    mutating func pressStopwatch(at now: Date) -> [Effect] {
        stopwatchPage.press(at: now) ? [.saveStopwatch(stopwatch)] : []
    }
}
