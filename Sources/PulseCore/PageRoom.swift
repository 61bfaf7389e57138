import FoundationEssentials

/// One page's whole life in one type: its state, arriving and leaving (the transfers it
/// cancels), the work due while it is shown, when it next changes by itself, what it does
/// with the answers to its transfers, its keys, presses and mouse, the prompt it holds and
/// what a save it asked for means to it. The root keeps one room per page (listed once, in
/// `AppState+Pages`) and dispatches to the one on screen, as TCA's `Scope` does. No room
/// writes another's state: it returns effects and changes of the shared choices, which the
/// root applies and every room adopts.
///
/// Every requirement has a default that does nothing, so a room says only what it does.
protocol PageRoom: Equatable, Sendable {
    /// The page's own keys; they win over the global ones, and the help lists them first.
    func bindings(_ context: PageContext) -> [KeyBinding]
    /// The page's own mouse gestures, for the help, in its words.
    var mouseHelp: [(label: String, summary: String)] { get }
    /// The prompt the page holds, if any: it covers the page while the page is shown, and
    /// keeps what was typed while the user pages elsewhere. The root edits it for the keys
    /// every prompt shares; the room decides what opens it and what a submit does.
    var prompt: Prompt? { get set }
    /// What the page shows over its own content besides a prompt, if anything.
    var cover: Screen? { get }

    /// The page comes on screen at `now`.
    mutating func arrive(at now: Date, _ context: PageContext) -> Reply
    /// The page goes off screen: its transfers are cancelled.
    mutating func leave(_ context: PageContext) -> Reply
    /// The work due at `now` while the page is shown: what it needs when it has nothing,
    /// a refresh when one is due. Also on every event while shown.
    mutating func work(at now: Date, _ context: PageContext) -> Reply
    /// Instants at which the page's own content changes by itself, while nothing covers it
    /// (its clock's next minute, a countdown's next second), for a local clock `utcOffset`
    /// seconds east of UTC.
    func visibleDeadlines(after now: Date, utcOffset: Int, _ context: PageContext) -> [Date?]
    /// When the page's next transfer falls due while it is shown and no prompt covers it.
    func workDeadlines(_ context: PageContext) -> [Date?]
    /// When an open double or triple press is decided, shown or not.
    var pressDeadlines: [Date?] { get }
    /// Decides the presses whose window closed by `now` (every open one when nil: the page
    /// is being left, and a double press just before still counts).
    mutating func decideTaps(closedBy now: Date?, _ context: PageContext) -> Reply
    /// The answer to one of the page's transfers (the root routes it by purpose; a late
    /// one is the room's to drop).
    mutating func receive(
        _ id: FetchID, _ result: Result<HTTPResponse, HTTPFailure>, at now: Date, _ context: PageContext
    ) -> Reply
    /// The end of one of the page's feed reads (a late one is the room's to drop).
    mutating func read(
        _ id: FetchID, _ result: Result<FeedDigest, CalendarFailure>, at now: Date, _ context: PageContext
    ) -> Reply
    /// A key for what covers the page (`cover`), before the key tables; nil when it is not
    /// the cover's.
    mutating func coverKey(_ key: Key, _ context: PageContext) -> Reply?
    /// One of the page's own commands (from its bindings).
    mutating func command(_ command: Command, at now: Date, _ context: PageContext) -> Reply
    /// A press on one of the page's targets, by key or by click.
    mutating func press(_ target: HitTarget, at now: Date, _ context: PageContext) -> Reply
    /// A mouse report the page handles itself (a wheel over its list, a click anywhere);
    /// nil when the page leaves it to the root (paging gestures).
    mutating func mouse(_ mouse: MouseEvent, at now: Date, _ context: PageContext) -> Reply?
    /// The page's prompt submitted `value`.
    mutating func submit(_ value: SecretText, at now: Date, _ context: PageContext) -> Reply
    /// A save ended; every room hears of every save and takes what is its own (a save it
    /// asked for, or of a value it shows).
    mutating func saved(_ save: Save, _ outcome: SaveOutcome, _ context: PageContext) -> Reply
    /// The shared choices changed from `old` (the new ones are in `context`).
    mutating func adopt(_ old: Choices, _ context: PageContext) -> Reply
    /// The page was laid out: its list can scroll no further than `furthest`.
    mutating func limitScroll(to furthest: Int)

    /// One of the page's own commands, with the key that gave it (a digit typed into a
    /// length); by default the command alone decides.
    mutating func command(_ command: Command, key: Key, at now: Date, _ context: PageContext) -> Reply
    /// Instants at which the page's own state changes by itself, shown or not: a timer's end,
    /// which rings wherever the user is.
    func timeDeadlines(after now: Date) -> [Date?]
    /// Time reached `now`, shown or not: what the page's clock decides by itself (an end
    /// announced). On every event, before the event itself.
    mutating func keepTime(at now: Date, _ context: PageContext) -> Reply
    /// How many times the page has rung the terminal's bell: the frame carries the sum of
    /// every page's, and the terminal rings when it grows.
    var bells: Int { get }
    /// The user's command for one of the page's ends could not run, or failed.
    mutating func commandFailed(_ end: TimerEnd, _ context: PageContext) -> Reply
    /// Another Pulse stored the page's timer: the page shows it.
    mutating func follow(_ state: TimerState)
    /// Whether the page's last read failed and its status line says so: `pulse snapshot`
    /// then prints the page and exits non-zero, so a script can tell. A read never tried
    /// (no key yet) is no failure, and the Clock's weather fails silently by design.
    var readFailed: Bool { get }
}

extension PageRoom {
    func bindings(_ context: PageContext) -> [KeyBinding] { [] }
    var mouseHelp: [(label: String, summary: String)] { [] }
    var prompt: Prompt? {
        get { nil }
        set {}
    }
    var cover: Screen? { nil }
    mutating func arrive(at now: Date, _ context: PageContext) -> Reply { [] }
    mutating func leave(_ context: PageContext) -> Reply { [] }
    mutating func work(at now: Date, _ context: PageContext) -> Reply { [] }
    func visibleDeadlines(after now: Date, utcOffset: Int, _ context: PageContext) -> [Date?] { [] }
    func workDeadlines(_ context: PageContext) -> [Date?] { [] }
    var pressDeadlines: [Date?] { [] }
    mutating func decideTaps(closedBy now: Date?, _ context: PageContext) -> Reply { [] }
    mutating func receive(
        _ id: FetchID, _ result: Result<HTTPResponse, HTTPFailure>, at now: Date, _ context: PageContext
    ) -> Reply { [] }
    mutating func read(
        _ id: FetchID, _ result: Result<FeedDigest, CalendarFailure>, at now: Date, _ context: PageContext
    ) -> Reply { [] }
    mutating func coverKey(_ key: Key, _ context: PageContext) -> Reply? { nil }
    mutating func command(_ command: Command, at now: Date, _ context: PageContext) -> Reply { [] }
    mutating func press(_ target: HitTarget, at now: Date, _ context: PageContext) -> Reply { [] }
    mutating func mouse(_ mouse: MouseEvent, at now: Date, _ context: PageContext) -> Reply? { nil }
    mutating func submit(_ value: SecretText, at now: Date, _ context: PageContext) -> Reply { [] }
    mutating func saved(_ save: Save, _ outcome: SaveOutcome, _ context: PageContext) -> Reply { [] }
    mutating func adopt(_ old: Choices, _ context: PageContext) -> Reply { [] }
    mutating func limitScroll(to furthest: Int) {}
    mutating func command(_ command: Command, key: Key, at now: Date, _ context: PageContext) -> Reply {
        self.command(command, at: now, context)
    }
    func timeDeadlines(after now: Date) -> [Date?] { [] }
    mutating func keepTime(at now: Date, _ context: PageContext) -> Reply { [] }
    var bells: Int { 0 }
    mutating func commandFailed(_ end: TimerEnd, _ context: PageContext) -> Reply { [] }
    mutating func follow(_ state: TimerState) {}
    var readFailed: Bool { false }
}
