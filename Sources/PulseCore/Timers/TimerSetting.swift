/// One of Settings' TIMERS rows, as the timers declare it: its name, its value in words,
/// whether its square is lit, and what one press on it makes of the preferences. The
/// Settings page and its view list these and ask them; a new timer choice is a case here.
public enum TimerSetting: CaseIterable, Hashable, Sendable {
    case focus, shortBreak, longBreak, longBreakEvery, rounds, waitBeforeFocus, waitBeforeBreak, bell

    /// The focus lengths the FOCUS row steps through, in minutes: each press takes the
    /// next, after the last the first. A value set in the file that is not one of them
    /// steps to the next one above it.
    public static let focusSteps = [15, 20, 25, 30, 45, 50, 60, 90]
    /// The break lengths the BREAK row steps through, in minutes.
    public static let breakSteps = [3, 5, 10, 15, 20, 30]
    /// The long break lengths the LONG BREAK row steps through, in minutes.
    public static let longBreakSteps = [10, 15, 20, 25, 30, 45]
    /// The spacings the EVERY row steps through, in rounds.
    public static let everySteps = [2, 3, 4, 5, 6]
    /// The counts the ROUNDS row steps through; after the last, endless, then the first.
    public static let roundSteps = [1, 2, 3, 4, 5, 6, 8, 12]

    /// The row's name.
    public var name: String {
        switch self {
        case .focus: "FOCUS"
        case .shortBreak: "BREAK"
        case .longBreak: "LONG BREAK"
        case .longBreakEvery: "EVERY"
        case .rounds: "ROUNDS"
        case .waitBeforeFocus: "WAIT BEFORE FOCUS"
        case .waitBeforeBreak: "WAIT BEFORE BREAK"
        case .bell: "BELL"
        }
    }

    /// The row's value in `timers`, in words.
    public func detail(_ timers: TimerPreferences) -> String {
        let plan = timers.plan
        switch self {
        case .focus: return "\(plan.focusMinutes) MIN"
        case .shortBreak: return "\(plan.breakMinutes) MIN"
        case .longBreak: return "\(plan.longBreakMinutes) MIN"
        case .longBreakEvery: return "\(plan.longBreakEvery) ROUNDS"
        case .rounds: return plan.roundsText
        case .waitBeforeFocus, .waitBeforeBreak: return isOn(timers) ? "ON" : "OFF"
        case .bell: return timers.bell.word
        }
    }

    /// Whether the row's square is lit: a length or count always, a choice when on.
    public func isOn(_ timers: TimerPreferences) -> Bool {
        switch self {
        case .focus, .shortBreak, .longBreak, .longBreakEvery, .rounds: true
        case .waitBeforeFocus: timers.plan.waitsBeforeFocus
        case .waitBeforeBreak: timers.plan.waitsBeforeBreak
        case .bell: timers.rings
        }
    }

    /// `timers` after one press on the row: the next step, or the choice turned over.
    public func stepped(_ timers: TimerPreferences) -> TimerPreferences {
        var changed = timers
        switch self {
        case .focus: changed.plan.focusMinutes = Self.step(timers.plan.focusMinutes, through: Self.focusSteps)
        case .shortBreak: changed.plan.breakMinutes = Self.step(timers.plan.breakMinutes, through: Self.breakSteps)
        case .longBreak:
            changed.plan.longBreakMinutes = Self.step(timers.plan.longBreakMinutes, through: Self.longBreakSteps)
        case .longBreakEvery:
            changed.plan.longBreakEvery = Self.step(timers.plan.longBreakEvery, through: Self.everySteps)
        case .rounds:
            // Endless comes after the most; the first count after endless.
            changed.plan.rounds =
                timers.plan.rounds.flatMap { rounds in Self.roundSteps.first { $0 > rounds } }
                ?? (timers.plan.rounds == nil ? Self.roundSteps.first : nil)
        case .waitBeforeFocus: changed.plan.waitsBeforeFocus.toggle()
        case .waitBeforeBreak: changed.plan.waitsBeforeBreak.toggle()
        case .bell: changed.bell = timers.bell.next
        }
        return changed
    }

    /// The value after `value` in `steps`, round again after the last.
    public static func step(_ value: Int, through steps: [Int]) -> Int {
        steps.first { $0 > value } ?? steps.first ?? value
    }
}
