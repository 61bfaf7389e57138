import FoundationEssentials

/// The whole state of the program, and the one place it changes.
///
/// `handle(_:at:)` is pure: time comes in as an argument and what must happen outside
/// comes back as effects. Each page's life is a room of its own (`PageRoom`: `ClockPage`,
/// `StopwatchPage`, `CountdownPage`, `IntervalPage`, `ContributionsPage` (the GitHub
/// page), `UptimePage`, `SettingsPage`, listed in `AppState+Pages`); this type keeps the
/// shared choices, pages between rooms, routes
/// events to the one on screen and decides what is on screen (`screen`) and when the
/// frame goes out whole (`repaint`).
public struct AppState: Equatable, Sendable {
    /// The page on screen, under whatever covers it.
    public internal(set) var page: Page
    /// The terminal's size, for gestures measured against the width.
    public internal(set) var size: TerminalSize
    /// The remembered choices the pages share.
    public internal(set) var choices: Choices
    /// The facts of the run, fixed at start: its kind, its addresses, its repaint period.
    public let run: Run
    /// The pages' rooms, one per page.
    var rooms: Rooms
    /// The help, the hint, the repaint requests and a swipe under way.
    var overlay = Overlay()
    /// A page shown for this run though it is off (`--page countdown`): paging finds it
    /// until its PAGES row is changed.
    public internal(set) var shownForRun: Page?
    /// The user's command for a timer's end, if any: `--on-finish`, or the settings
    /// file's as it is now.
    var finishCommand: FinishCommand?
    /// The settings file cannot be used (damaged at start or by a hand edit since): every
    /// page says so until it can.
    public internal(set) var settingsUnreadable = false
    /// Saves that found their file locked, waiting to be tried again.
    var retries = SaveRetries()

    /// A state of a run of `run`'s kind showing `page` on a terminal of `size`: the
    /// choices from `settings` and `credentials`, the pages from what they hold at start.
    /// `page` is shown even when the settings have it off.
    public init(
        page: Page, size: TerminalSize, run: Run, settings: Settings, credentials: CredentialPresence,
        pages stored: PagesAtStart, settingsUnreadable: Bool = false
    ) {
        self.run = run
        self.settingsUnreadable = settingsUnreadable
        choices = Choices(credentials: credentials)
        choices.take(settings)
        shownForRun = settings.pages.contains(page) ? nil : page
        finishCommand = settings.onFinish
        let forge = settings.contributions.source
        rooms = Rooms(
            clock: ClockPage(weather: stored.weather),
            stopwatch: StopwatchPage(stopwatch: stored.stopwatch, notice: stored.stopwatchNotice),
            timers: stored.timers, plan: settings.timers.plan,
            github: ContributionsPage(
                model: stored.github.flatMap { $0.source == forge ? $0 : nil } ?? ContributionsModel(source: forge)),
            uptime: UptimePage(model: stored.uptime))
        if let sample = stored.calendar { rooms.calendar.showSample(sample) }
        self.page = page
        self.size = size
    }

    /// How long the first start's paging hint shows without a key.
    public static let hintDuration: TimeInterval = 10

    /// What every room reads while it handles something.
    var context: PageContext {
        PageContext(choices: choices, run: run, size: size, finishCommand: finishCommand)
    }

    /// What is on screen: the help, a prompt over the page, what else covers it, or the page.
    public var screen: Screen {
        if showsHelp { return .help(over: page) }
        let room = room(page)
        if let prompt = room.prompt { return .prompt(prompt, on: page) }
        return room.cover ?? .page(page)
    }

    /// The keys of `page`, its own first, then the ones every page has.
    public func bindings(on page: Page) -> [KeyBinding] {
        room(page).bindings(context) + KeyMap.global
    }

    /// The help of `page`: its own keys and gestures, then the ones every page has, and the
    /// prompt's keys where the page has a prompt.
    public func help(on page: Page) -> KeyHelp {
        let room = room(page)
        let own = room.bindings(context).map { ($0.label, $0.summary) } + room.mouseHelp
        return KeyHelp(
            page: own, everyPage: KeyMap.global.map { ($0.label, $0.summary) } + KeyMap.mouseHelp,
            prompt: room.prompt != nil || page == .settings ? KeyMap.promptHelp : [])
    }

    /// Applies one event that happened at `now`.
    public mutating func handle(_ event: AppEvent, at now: Date) -> [Effect] {
        // A window that closed before this event (a late wake-up) is decided first, at
        // its own instant.
        var effects = decideTaps(closedBy: now) + retries.due(at: now) + keepTime(at: now)
        if let until = overlay.hintUntil, now >= until { overlay.hintUntil = nil }
        switch event {
        case .key, .paste, .pressed:
            // The first key (or click) is all the hint waits for.
            overlay.hintUntil = nil
        case .started where run.isFirstStart && run.kind == .display:
            overlay.hintUntil = now.addingTimeInterval(Self.hintDuration)
            effects.append(.save(Save(.hintShown, origin: page)))
        default:
            break
        }
        switch event {
        case .key(let key):
            effects += handleKey(key, at: now)
        case .mouse(let mouse):
            effects += handleMouse(mouse, at: now)
        case .paste(let text):
            // Pasted text is never a command: it goes into the prompt on screen, if any. A
            // paste is deliberate (a held key is not), so it also wakes an inert prompt.
            if case .prompt = screen {
                withRoom(page) { room in
                    room.prompt?.focus()
                    room.prompt?.paste(text)
                }
            }
        case .resize(let newSize):
            size = newSize
        case .tick, .started:
            break
        case .pressed(let target):
            effects += press(target, at: now)
        case .fetched(let id, let result):
            effects += inRoom(id.purpose.owner) { $0.receive(id, result, at: now, $1) }
        case .feedRead(let id, let result):
            effects += inRoom(id.purpose.owner) { $0.read(id, result, at: now, $1) }
        case .saved(let save, let outcome):
            effects += saved(save, outcome, at: now)
        case .commandFailed(let end):
            effects += inRoom(end.page) { $0.commandFailed(end, $1) }
        case .stopwatchStored(let stored):
            rooms.stopwatch.follow(stored)
        case .timerStored(let stored):
            withRoom(stored.page) { $0.follow(stored) }
        case .historyStored(let history):
            rooms.interval.history = history
        case .laidOut(let furthest):
            withRoom(page) { $0.limitScroll(to: furthest) }
        case .settingsRead(let reading):
            effects += adopt(reading)
        case .ending:
            return settle(effects + retries.drain() + [.quit], at: now)
        }
        // Work belongs to the page on screen: each page starts its own, only while shown.
        if run.kind.works { effects += inRoom(page) { $0.work(at: now, $1) } }
        return settle(effects, at: now)
    }

    /// What of `effects` this kind of run lets out (`RunKind.fate(of:)`): the one filter
    /// between the rooms and the world. A save the demo keeps in memory is answered at
    /// once, as written, and what that answer asks goes through the same filter.
    mutating func settle(_ effects: [Effect], at now: Date) -> [Effect] {
        var out: [Effect] = []
        var pending = effects[...]
        while let effect = pending.popFirst() {
            switch run.kind.fate(of: effect) {
            case .carriedOut: out.append(effect)
            case .dropped: break
            case .keptInMemory(let save): pending += saved(save, .written, at: now)
            }
        }
        return out
    }

    /// Lets the room of `page` handle something, then applies the changes of the shared
    /// choices it asked for: every room adopts them. Returns the effects of all of it.
    mutating func inRoom(_ page: Page, _ body: (inout any PageRoom, PageContext) -> Reply) -> [Effect] {
        let context = self.context
        let reply = withRoom(page) { body(&$0, context) }
        return reply.effects + apply(reply.edits)
    }

    /// Applies changes of the shared choices; every room adopts each.
    mutating func apply(_ edits: [ChoiceEdit]) -> [Effect] {
        var effects: [Effect] = []
        for edit in edits {
            let old = choices
            switch edit {
            case .clock(let preferences): choices.clock = preferences
            case .uptime(let preferences): choices.uptime = preferences
            case .timers(let preferences): choices.timers = preferences
            case .pages(let pages):
                // The page shown for this run goes with the run once its own row is changed.
                if let shown = shownForRun, pages.contains(shown) != choices.pages.contains(shown) { shownForRun = nil }
                choices.pages = pages
            case .contributions(let preferences): choices.contributions = preferences
            }
            effects += adoptEverywhere(old)
        }
        return effects
    }

    /// Every room adopts the choices as they are now, changed from `old`.
    mutating func adoptEverywhere(_ old: Choices) -> [Effect] {
        guard old != choices else { return [] }
        // What a room asks while adopting is not itself adopted again: adopting is settling.
        return Page.allCases.flatMap { page in
            let context = self.context
            return withRoom(page) { $0.adopt(old, context) }.effects
        }
    }

    /// A save ended: a lock held is waited out, anything else is settled; what it wrote
    /// becomes the shared choice it is (a credential, a location), which every room adopts,
    /// and the outcome goes to the page it was made on and the page whose value it is.
    mutating func saved(_ save: Save, _ outcome: SaveOutcome, at now: Date) -> [Effect] {
        guard outcome != .locked else {
            retries.wait(save, at: now)
            return []
        }
        retries.settle(save.subject)
        var effects: [Effect] = []
        if outcome == .written {
            let old = choices
            choices.adopt(save.item)
            effects += adoptEverywhere(old)
        }
        for page in save.hearers {
            effects += inRoom(page) { $0.saved(save, outcome, $1) }
        }
        return effects
    }

    /// Time reached `now` on every page, shown or not: a timer's end is announced.
    mutating func keepTime(at now: Date) -> [Effect] {
        Page.allCases.flatMap { page in inRoom(page) { $0.keepTime(at: now, $1) } }
    }

    /// Decides the presses whose window closed by `now` (all of them when `now` is nil),
    /// on the pages with presses still open.
    mutating func decideTaps(closedBy now: Date?) -> [Effect] {
        let open = Page.allCases.filter { !room($0).pressDeadlines.compactMap { $0 }.isEmpty }
        return open.flatMap { page in inRoom(page) { $0.decideTaps(closedBy: now, $1) } }
    }
}
