import FoundationEssentials

/// The Calendar page (`Page.calendar`): the feeds the user named, read and merged
/// (`CalendarModel`), and the prompt that asks for their addresses on first use or changes
/// them. The addresses themselves are never here: the state knows each feed's face, and
/// the runtime reads the address from the credentials at the moment of a read.
public struct CalendarPage: PageRoom {
    /// The feeds as read.
    public private(set) var model = CalendarModel()
    var prompt: Prompt?
    private var serials = FetchSerials()

    /// An empty page.
    public init() {}

    /// The feeds shown, by slot (1 to 3).
    static func faces(_ context: PageContext) -> [Int: CalendarFeedFace] {
        Dictionary(uniqueKeysWithValues: context.choices.credentials.calendarFeeds.enumerated().map { ($0 + 1, $1) })
    }

    private func slots(_ context: PageContext) -> [Int] { Self.faces(context).keys.sorted() }

    /// The page's own mouse gestures, for the help.
    var mouseHelp: [(label: String, summary: String)] { [("CLICK THE FOOT LINE", "CHANGE THE CALENDARS")] }

    func bindings(_ context: PageContext) -> [KeyBinding] {
        [
            KeyBinding(
                keys: [.character("c"), .character("C")], label: "C", summary: "CHANGE THE CALENDARS",
                command: .changeCredential)
        ]
    }

    /// The next minute (`IN 12 MIN` counts down), or an event's start or end before it.
    func visibleDeadlines(after now: Date, utcOffset: Int, _ context: PageContext) -> [Date?] {
        let minute = TickGranularity.minute.nextBoundary(after: now, utcOffset: utcOffset)
        let edges = model.entries(Self.faces(context)).flatMap { entry -> [Date] in
            [entry.occurrence.start, entry.occurrence.end].compactMap {
                if case .instant(let instant) = $0, instant > now { instant } else { nil }
            }
        }
        return [min(minute, edges.min() ?? minute)]
    }

    func workDeadlines(_ context: PageContext) -> [Date?] {
        [model.nextRead(slots: slots(context))]
    }

    mutating func leave(_ context: PageContext) -> Reply {
        Reply(model.abandon().map { .cancelFetch(id: $0) })
    }

    /// Asks for the feeds when there are none; reads each when due.
    mutating func work(at now: Date, _ context: PageContext) -> Reply {
        guard !context.choices.credentials.calendarFeeds.isEmpty else {
            if prompt == nil { prompt = Prompt(.calendarFeeds, canCancel: false, focused: false) }
            return []
        }
        guard prompt == nil else { return [] }
        return Reply(
            model.due(at: now, slots: slots(context)) { serials.take(.calendar) }
                .map { .readFeed(id: $0.0, request: $0.1) })
    }

    mutating func read(
        _ id: FetchID, _ result: Result<FeedDigest, CalendarFailure>, at now: Date, _ context: PageContext
    ) -> Reply {
        model.receive(id, result)
        return []
    }

    mutating func command(_ command: Command, at now: Date, _ context: PageContext) -> Reply {
        command == .changeCredential ? press(.changeCredential, at: now, context) : []
    }

    /// The change line: the prompt opens empty, focused, and may be cancelled.
    mutating func press(_ target: HitTarget, at now: Date, _ context: PageContext) -> Reply {
        if target == .changeCredential, !context.choices.credentials.calendarFeeds.isEmpty {
            prompt = Prompt(.calendarFeeds, canCancel: true, notice: .replacing)
        }
        return []
    }

    mutating func submit(_ value: SecretText, at now: Date, _ context: PageContext) -> Reply {
        [.save(CalendarFeedText.save(value, origin: .calendar))]
    }

    /// New feeds stored (here or by another Pulse's prompt read from the file): every
    /// feed starts over and is read at once, not from the cache; slots no longer used go.
    mutating func saved(_ save: Save, _ outcome: SaveOutcome, _ context: PageContext) -> Reply {
        prompt = prompt?.after(save, outcome, on: .calendar)
        guard outcome == .written, save.subject == .credential(.calendarFeeds) else { return [] }
        let count = context.choices.credentials.calendarFeeds.count
        let cancelled = (1...CalendarFeedText.mostFeeds).compactMap { slot in
            slot > count ? model.remove(slot) : model.forget(slot)
        }
        return Reply(cancelled.map { .cancelFetch(id: $0) })
    }

    /// The merged occurrences of the feeds with `faces`, in the order stored.
    public func entries(_ faces: [CalendarFeedFace]) -> [CalendarAgenda.Entry] {
        model.entries(Dictionary(uniqueKeysWithValues: faces.enumerated().map { ($0 + 1, $1) }))
    }

    /// Whether a feed's last read failed.
    var readFailed: Bool { model.failed }

    /// The demo's sample day.
    mutating func showSample(_ digest: FeedDigest) {
        model.show(digest, slot: 1)
    }
}
