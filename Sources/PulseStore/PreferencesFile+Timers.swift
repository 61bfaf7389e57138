import FoundationEssentials
import PulseCore

/// The timers' preferences and the pages shown, in the settings file beside the Clock's
/// keys: `interval.focusMinutes`, `interval.breakMinutes`, `interval.rounds` (or
/// `"endless"`), `interval.longBreakMinutes`, `interval.longBreakEvery`,
/// `interval.waitBeforeFocus`, `interval.waitBeforeBreak`, `timers.bell`, `timers.onFinish` (a command line, never written by Pulse) and `pages`
/// (the names of the pages on, in any order).
extension PreferencesFile {
    static let focusMinutes = "interval.focusMinutes"
    static let breakMinutes = "interval.breakMinutes"
    static let rounds = "interval.rounds"
    static let longBreakMinutes = "interval.longBreakMinutes"
    static let longBreakEvery = "interval.longBreakEvery"
    static let waitBeforeFocus = "interval.waitBeforeFocus"
    static let waitBeforeBreak = "interval.waitBeforeBreak"
    /// What `interval.rounds` holds for an interval without end.
    static let endless = "endless"
    static let bell = "timers.bell"
    static let onFinish = "timers.onFinish"
    static let pages = "pages"

    /// The timer preferences `object` holds; a key not there (a file older than it) is
    /// the default.
    static func timers(in object: [String: Any]) -> TimerPreferences {
        func whole(_ key: String, _ range: ClosedRange<Int>, _ fallback: Int) -> Int {
            JSONTree.number(object[key]).flatMap { Int(exactly: $0) }.flatMap { range.contains($0) ? $0 : nil }
                ?? fallback
        }
        let defaults = IntervalPlan()
        let rounds: Int? =
            object[Self.rounds] as? String == Self.endless
            ? nil : whole(Self.rounds, IntervalPlan.roundsRange, defaults.rounds ?? 4)
        let plan = IntervalPlan(
            focusMinutes: whole(Self.focusMinutes, IntervalPlan.focusRange, defaults.focusMinutes),
            breakMinutes: whole(Self.breakMinutes, IntervalPlan.breakRange, defaults.breakMinutes), rounds: rounds,
            longBreakMinutes: whole(Self.longBreakMinutes, IntervalPlan.longBreakRange, defaults.longBreakMinutes),
            longBreakEvery: whole(Self.longBreakEvery, IntervalPlan.everyRange, defaults.longBreakEvery),
            waitsBeforeFocus: object[Self.waitBeforeFocus] as? Bool ?? defaults.waitsBeforeFocus,
            waitsBeforeBreak: object[Self.waitBeforeBreak] as? Bool ?? defaults.waitsBeforeBreak)
        return TimerPreferences(plan: plan, bell: bell(object[Self.bell]) ?? .once)
    }

    /// What `timers.bell` holds: `true` (once, as before there was a choice of three),
    /// `"3 times"` or `false`; nil for anything else.
    static func bell(_ value: Any?) -> TimerBell? {
        if let flag = value as? Bool { return flag ? .once : .off }
        return value as? String == threeTimes ? .threeTimes : nil
    }

    /// `bell` as the file keeps it.
    static func stored(_ bell: TimerBell) -> Any {
        switch bell {
        case .once: true
        case .threeTimes: threeTimes
        case .off: false
        }
    }

    /// What `timers.bell` holds for three rings.
    static let threeTimes = "3 times"

    /// The pages `object` holds as on; without the key the original five. Names Pulse does
    /// not know are passed over.
    static func pages(in object: [String: Any]) -> PagesShown {
        guard let names = object[Self.pages] as? [Any] else { return .original }
        return PagesShown(names.compactMap { ($0 as? String).flatMap(Page.init(name:)) })
    }

    /// The command for a timer's end `object` holds.
    static func finishCommand(in object: [String: Any]) -> Result<FinishCommand?, FinishCommand.Problem> {
        guard let value = object[Self.onFinish] else { return .success(nil) }
        guard let line = value as? String else { return .failure(.empty) }
        do {
            return .success(try FinishCommand(parsing: line))
        } catch {
            return .failure(error)
        }
    }

    /// Writes the timer preferences that differ from `previous` (all of them without it),
    /// keeping every other key. A file that cannot be read is never overwritten.
    public func saveTimers(_ timers: TimerPreferences, changedFrom previous: TimerPreferences? = nil)
        throws(FileWriteError)
    {
        try update { object in
            Self.write(timers, changedFrom: previous, into: &object)
        }
    }

    /// Puts into `object` what of `timers` differs from `previous` (all without it).
    static func write(
        _ timers: TimerPreferences, changedFrom previous: TimerPreferences?, into object: inout [String: Any]
    ) {
        let plan = timers.plan, old = previous?.plan
        if old?.focusMinutes != plan.focusMinutes { object[Self.focusMinutes] = plan.focusMinutes }
        if old?.breakMinutes != plan.breakMinutes { object[Self.breakMinutes] = plan.breakMinutes }
        if previous == nil || old?.rounds != plan.rounds {
            object[Self.rounds] = plan.rounds.map { $0 as Any } ?? Self.endless
        }
        if old?.longBreakMinutes != plan.longBreakMinutes { object[Self.longBreakMinutes] = plan.longBreakMinutes }
        if old?.longBreakEvery != plan.longBreakEvery { object[Self.longBreakEvery] = plan.longBreakEvery }
        if old?.waitsBeforeFocus != plan.waitsBeforeFocus { object[Self.waitBeforeFocus] = plan.waitsBeforeFocus }
        if old?.waitsBeforeBreak != plan.waitsBeforeBreak { object[Self.waitBeforeBreak] = plan.waitsBeforeBreak }
        if previous?.bell != timers.bell { object[Self.bell] = stored(timers.bell) }
    }

    /// Writes the pages on, in paging order, keeping every other key.
    public func savePages(_ pages: PagesShown) throws(FileWriteError) {
        try update { object in
            Self.write(pages, into: &object)
        }
    }

    /// Puts the pages on into `object`, in paging order.
    static func write(_ pages: PagesShown, into object: inout [String: Any]) {
        object[Self.pages] = pages.ordered.map(\.name)
    }
}
