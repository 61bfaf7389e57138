import FoundationEssentials

/// The contributions page (`Page.github`): the handle's calendar, pushes and schedule on the
/// forge it reads (`ContributionsModel`), and the prompt that asks for the handle on first
/// use or changes it. The forge's descriptor gives every word it shows about the forge.
public struct ContributionsPage: PageRoom {
    /// The calendar, the pushes and the schedule.
    public private(set) var model: ContributionsModel
    var prompt: Prompt?
    private var serials = FetchSerials()

    /// The page with `model`.
    public init(model: ContributionsModel) {
        self.model = model
    }

    /// The forge read.
    var source: ContributionsSource { model.source }

    /// The stored handle on the forge read, if any.
    func handle(_ context: PageContext) -> String? {
        context.choices.credentials.handle(for: source)
    }

    /// The page's own mouse gestures, for the help.
    var mouseHelp: [(label: String, summary: String)] { [("CLICK THE FOOT LINE", "CHANGE THE HANDLE")] }

    func bindings(_ context: PageContext) -> [KeyBinding] {
        [
            KeyBinding(
                keys: [.character("c"), .character("C")], label: "C",
                summary: source.descriptor.handleWords.changeLine, command: .changeCredential)
        ]
    }

    /// The header's clock ticks each second once there is a handle.
    func visibleDeadlines(after now: Date, utcOffset: Int, _ context: PageContext) -> [Date?] {
        handle(context) == nil ? [] : [TickGranularity.second.nextBoundary(after: now)]
    }

    func workDeadlines(_ context: PageContext) -> [Date?] {
        handle(context) == nil ? [] : [model.nextRefresh]
    }

    mutating func arrive(at now: Date, _ context: PageContext) -> Reply {
        model.arrive(at: now)
        return []
    }

    mutating func leave(_ context: PageContext) -> Reply {
        Reply(model.abandon().map { .cancelFetch(id: $0) })
    }

    /// Asks for the handle when there is none; refreshes when due.
    mutating func work(at now: Date, _ context: PageContext) -> Reply {
        guard let handle = handle(context) else {
            // First use: the prompt opens inert, as arriving anywhere is; it takes text once
            // the user asks to type.
            if prompt == nil { prompt = Prompt(.contributorHandle, forge: source, canCancel: false, focused: false) }
            return []
        }
        guard prompt == nil, model.isDue(at: now) else { return [] }
        return Reply(
            model.begin(at: now, handle: handle, hosts: context.endpoints.contributions) { serials.take($0) }
                .map { .fetch(id: $0.0, request: $0.1) })
    }

    mutating func receive(
        _ id: FetchID, _ result: Result<HTTPResponse, HTTPFailure>, at now: Date, _ context: PageContext
    ) -> Reply {
        model.receive(id, result, at: now)
        return []
    }

    mutating func command(_ command: Command, at now: Date, _ context: PageContext) -> Reply {
        command == .changeCredential ? press(.changeCredential, at: now, context) : []
    }

    /// The change line: the prompt opens empty, focused, and may be cancelled.
    mutating func press(_ target: HitTarget, at now: Date, _ context: PageContext) -> Reply {
        if target == .changeCredential, handle(context) != nil {
            prompt = Prompt(.contributorHandle, forge: source, canCancel: true)
        }
        return []
    }

    mutating func submit(_ value: SecretText, at now: Date, _ context: PageContext) -> Reply {
        [.save(Save(.credential(source.handleCredential, value), origin: .github))]
    }

    mutating func saved(_ save: Save, _ outcome: SaveOutcome, _ context: PageContext) -> Reply {
        prompt = prompt?.after(save, outcome, on: .github)
        return []
    }

    /// Another forge, or a new account: the old one's calendar, pushes and back-off go, and
    /// a prompt for another forge's handle closes (the new forge asks for its own, unless
    /// its handle is stored).
    mutating func adopt(_ old: Choices, _ context: PageContext) -> Reply {
        let chosen = context.choices.contributionsSource
        guard chosen != source || handle(context) != old.credentials.handle(for: source) else { return [] }
        if prompt?.forge != chosen { prompt = nil }
        let cancelled = model.abandon()
        model = ContributionsModel(source: chosen)
        return Reply(cancelled.map { .cancelFetch(id: $0) })
    }
}
