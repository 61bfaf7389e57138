import FoundationEssentials

/// When the program next wakes by itself, and what the frame drawn then must be: night or
/// day, a diff or the whole screen.
extension AppState {
    /// The next instant something on screen changes by itself, or nil when only input can
    /// change it, for a local clock `utcOffset` seconds east of UTC (its minutes turn with
    /// it). The runtime sleeps until then.
    public func nextDeadline(after now: Date, utcOffset: Int = 0) -> Date? {
        let context = self.context
        let room = room(page)
        let pending = Page.allCases.flatMap { self.room($0).pressDeadlines + self.room($0).timeDeadlines(after: now) }
        // Under the help or a prompt nothing of the page can be seen: only work that is
        // due wakes it.
        let visible = screen.uncovered == page ? room.visibleDeadlines(after: now, utcOffset: utcOffset, context) : []
        // Work goes on under the help, but not under a prompt (the page waits for its answer).
        let work = run.kind.works && room.prompt == nil ? room.workDeadlines(context) : []
        return (visible + pending + work + [retries.deadline, hintUntil] + alwaysOn(after: now)).compactMap { $0 }.min()
    }

    /// The next wake-up in `zone`: `nextDeadline(after:utcOffset:)` with the zone's offset
    /// now, and while dimming is on and the sun does not decide, the fixed night window's
    /// next edge, which only the zone can place (a page that never wakes by itself,
    /// Settings, still dims on its minute).
    public func nextDeadline(after now: Date, in zone: some CivilZone) -> Date? {
        let deadline = nextDeadline(after: now, utcOffset: zone.secondsFromGMT(for: now))
        guard preferences.dimsAtNight, NightWindow.bySun(at: now, daylight: weather.daylight) == nil,
            let edge = NightWindow.nextFixedEdge(after: now, in: zone)
        else { return deadline }
        return min(deadline ?? edge, edge)
    }

    /// Wake-ups a screen left on needs on every page, under the help and prompts too: the
    /// next whole repaint (each orbit step, or each minute on the console; it comes even
    /// with the orbit off) and, while dimming is on, the next sunrise or sunset.
    private func alwaysOn(after now: Date) -> [Date?] {
        let sun = preferences.dimsAtNight ? NightWindow.nextSunEvent(after: now, daylight: weather.daylight) : nil
        let heal = Date(timeIntervalSince1970: (Double(healStep(at: now)) + 1) * healPeriod)
        return [Orbit.nextStep(after: now), heal, sun]
    }

    /// Whether the screen is drawn with the night palette at `now` in `zone`.
    public func isNight(at now: Date, in zone: some CivilZone) -> Bool {
        preferences.dimsAtNight && NightWindow.isNight(at: now, in: zone, daylight: weather.daylight)
    }

    /// What the frame drawn at `now` asks of the terminal: it goes out whole when this
    /// mark differs from the last frame's (a new heal period began, so whatever was written
    /// over the screen behind Pulse's back goes without a key), and is cleared first when
    /// the user asked (`Ctrl-L`). Periods count from the epoch, so a heal lands on a wake
    /// the page already has.
    public func repaint(at now: Date) -> Repaint {
        Repaint(heal: healStep(at: now), clear: clearRequests, bell: bells)
    }

    /// How many times the pages have rung the bell, all told.
    public var bells: Int { Page.allCases.reduce(0) { $0 + room($1).bells } }

    private func healStep(at now: Date) -> Int {
        Int((now.timeIntervalSince1970 / healPeriod).rounded(.down))
    }
}

/// What a frame asks of the terminal beyond its cells, as counters: a frame whose `heal`
/// differs from the last one shown goes out whole; one whose `clear` differs is sent after
/// clearing the screen; one whose `bell` differs rings the terminal's bell once.
public struct Repaint: Equatable, Sendable {
    /// The heal period the frame was drawn in.
    public let heal: Int
    /// How many times the user asked for the screen to be painted again.
    public let clear: Int
    /// How many times the timers have rung the bell.
    public let bell: Int

    /// A mark of `heal`, `clear` and `bell`.
    public init(heal: Int, clear: Int, bell: Int = 0) {
        self.heal = heal
        self.clear = clear
        self.bell = bell
    }

    /// Whether a frame of this mark goes out whole after one of `last`.
    public func isWhole(after last: Repaint) -> Bool { heal != last.heal || clear != last.clear }
}
