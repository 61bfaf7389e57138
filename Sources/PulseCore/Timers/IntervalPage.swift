import FoundationEssentials

/// The Interval page: focus and break blocks over rounds (the plan is Settings'; a run
/// keeps the plan it started with), the press sequence that starts, pauses and resets it,
/// the skip that only a break takes, and what each block's end does.
public struct IntervalPage: TimerRoom {
    static let page = Page.interval, subject = Save.Subject.timer(.interval)
    static func item(_ timer: Interval) -> Save.Item { .timer(.interval(timer)) }

    /// The interval, what the page says, the chime of its ends and the presses.
    public internal(set) var run: TimerRun<Interval>
    /// The focus blocks the history holds: today's count, and the weeks on a large screen.
    public internal(set) var history: TimerHistory

    /// The page with the stored interval (one that is not under way takes `plan`) and the
    /// history.
    public init(
        interval: Interval, plan: IntervalPlan, notice: TimerNotice? = nil, history: TimerHistory = TimerHistory()
    ) {
        var interval = interval
        if interval.isReady { interval.reset(to: plan) }
        run = TimerRun(interval, notice: notice)
        self.history = history
    }

    /// The interval.
    public var interval: Interval { run.timer }

    static let ownGestures = [
        (label: "CLICK SKIP", summary: "SKIP THE BREAK"),
        (label: "WHEEL UP/DOWN", summary: "RUNNING: A MINUTE MORE/LESS"),
    ]

    static let ownKeys = [
        KeyBinding(keys: [.character("s"), .character("S")], label: "S", summary: "SKIP THE BREAK", command: .skip)
    ]

    /// A new plan from Settings: an interval not under way takes it at once.
    mutating func adopt(_ old: Choices, _ context: PageContext) -> Reply {
        let plan = context.choices.timers.plan
        guard plan != old.timers.plan, interval.isReady else { return [] }
        run.timer.reset(to: plan)
        return []
    }

    mutating func command(_ command: Command, key: Key, at now: Date, _ context: PageContext) -> Reply {
        switch command {
        case .tap: pressed(at: now, context)
        case .skip: skip(at: now)
        case .adjust: adjust(by: key, at: now) ?? []
        default: []
        }
    }

    /// The wheel up or down is a minute more or less on the running block.
    mutating func mouse(_ mouse: MouseEvent, at now: Date, _ context: PageContext) -> Reply? {
        switch mouse.kind {
        case .wheel(.up): adjust(by: .up, at: now) ?? []
        case .wheel(.down): adjust(by: .down, at: now) ?? []
        default: nil
        }
    }

    mutating func press(_ target: HitTarget, at now: Date, _ context: PageContext) -> Reply {
        switch target {
        case .timerFace: pressed(at: now, context)
        case .skipBreak: skip(at: now)
        default: []
        }
    }

    /// Skips a break; during focus the skip is shown faint and does nothing.
    private mutating func skip(at now: Date) -> Reply {
        guard run.timer.skip(at: now) else { return [] }
        return changed()
    }

    /// A start of a ready or finished interval is a new run: its ends are all new, and it
    /// runs the plan Settings has now. A reset takes that plan too.
    mutating func carryOut(_ decision: TapDecision, _ context: PageContext) -> Reply {
        switch decision {
        case .toggle(let instant):
            if interval.isReady || interval.phase(at: instant).isFinished {
                run.timer.reset(to: context.choices.timers.plan)
                run.timer.announcedEnd = nil
                if run.notice == .commandFailed { run.notice = nil }
            }
            run.timer.toggle(at: instant)
        case .reset:
            run.timer.reset(to: context.choices.timers.plan)
        case .ignore:
            return []
        }
        return changed()
    }
}
