import FoundationEssentials

/// The Uptime page: the chosen source's list and schedule (`UptimeModel`), and the prompt
/// that asks for the source's key (or changes its address).
public struct UptimePage: PickerRoom {
    /// The list, the schedule and the fault line.
    public private(set) var model: UptimeModel
    var prompt: Prompt?
    /// The source picker, offered until a source is chosen.
    public internal(set) var picker: SourcePicker?
    /// The last save of the Uptime preferences failed: the page says so until one succeeds.
    public private(set) var notSaved = false
    private var serials = FetchSerials()

    /// The page with `model`.
    public init(model: UptimeModel) {
        self.model = model
    }

    static let pickerPage = Page.uptime
    /// Esc has nothing to go back to: the page has nothing else to show.
    static let escapeClosesPicker = false

    /// `c` changes what the source needs, in the source's own words.
    /// The page's own mouse gestures, for the help.
    var mouseHelp: [(label: String, summary: String)] {
        [("WHEEL UP/DOWN", "SCROLL THE LIST"), ("CLICK THE FOOT LINE", "CHANGE IT")]
    }

    func bindings(_ context: PageContext) -> [KeyBinding] {
        [
            KeyBinding(
                keys: [.character("c"), .character("C")], label: "C", summary: model.source.changeLine,
                command: .changeCredential),
            KeyBinding(keys: [.up], label: "UP", summary: "SCROLL THE LIST UP", command: .scrollUp),
            KeyBinding(keys: [.down], label: "DOWN", summary: "SCROLL THE LIST DOWN", command: .scrollDown),
        ]
    }

    /// The countdown's next second and the next refresh, once the source can be read.
    func visibleDeadlines(after now: Date, utcOffset: Int, _ context: PageContext) -> [Date?] {
        context.choices.hasUptimeCredential ? [model.nextChange(after: now)] : []
    }

    mutating func leave(_ context: PageContext) -> Reply {
        Reply(model.abandon().map { [.cancelFetch(id: $0)] } ?? [])
    }

    /// Sample content (the demo's) is "checked" again on the wall clock's grid when due,
    /// shown or not, with no request.
    mutating func keepTime(at now: Date, _ context: PageContext) -> Reply {
        if model.isSample, model.isDue(at: now) {
            model = DemoContent.uptime(at: now, preferences: context.choices.uptime)
        }
        return []
    }

    /// Asks for the key when the source needs one and has none; refreshes when due.
    mutating func work(at now: Date, _ context: PageContext) -> Reply {
        // Nothing chosen yet (and no key for the original API): the monitors people run
        // are offered first, each with what it is.
        if Self.offersPicker(context.choices) {
            if prompt == nil, picker == nil { picker = SourcePicker(Monitors.self, current: nil) }
            return []
        }
        guard context.choices.hasUptimeCredential else {
            if prompt == nil { prompt = Prompt(.uptimeKey, for: model.source, canCancel: false, focused: false) }
            return []
        }
        guard prompt == nil, model.isDue(at: now) else { return [] }
        let id = serials.take(.uptime)
        return [.fetch(id: id, request: model.begin(id, hosts: context.uptimeHosts, at: now))]
    }

    /// Whether the page offers the picker: no source chosen, and no key for the original
    /// API stored (someone who has one chose it, in effect, before there was a choice).
    static func offersPicker(_ choices: Choices) -> Bool {
        !choices.uptime.isChosen && !choices.credentials.has(UptimeSource.levo.credential)
    }

    mutating func receive(
        _ id: FetchID, _ result: Result<HTTPResponse, HTTPFailure>, at now: Date, _ context: PageContext
    ) -> Reply {
        switch model.receive(id, result, at: now) {
        case .keyRejected:
            prompt = Prompt(.uptimeKey, for: model.source, canCancel: false, notice: .keyRejected)
        case .send(let request):
            // The next page of the same refresh: a transfer of its own, dropped as late as
            // any other if the page is left.
            let next = serials.take(.uptime)
            model.proceed(next)
            return [.fetch(id: next, request: request)]
        case .none:
            break
        }
        return []
    }

    mutating func command(_ command: Command, at now: Date, _ context: PageContext) -> Reply {
        switch command {
        case .changeCredential: return press(.changeCredential, at: now, context)
        case .scrollUp: model.scroll(by: -1)
        case .scrollDown: model.scroll(by: 1)
        default: break
        }
        return []
    }

    /// `CHANGE …`: the prompt for the source's key, or its address for the sources that
    /// take no key; it opens empty, focused, and may be cancelled.
    mutating func press(_ target: HitTarget, at now: Date, _ context: PageContext) -> Reply {
        if picker != nil { return takePicker(.press(target), context) ?? [] }
        guard target == .changeCredential else { return [] }
        if model.source.credential == nil {
            prompt = Prompt(.uptimeAddress(UptimeSourceChoice(model.source)), canCancel: true)
        } else {
            prompt = Prompt(.uptimeKey, for: model.source, canCancel: true, notice: .replacing)
        }
        return []
    }

    /// The wheel scrolls the list, or moves the picker's highlight.
    mutating func mouse(_ mouse: MouseEvent, at now: Date, _ context: PageContext) -> Reply? {
        if let reply = takePicker(.mouse(mouse), context) { return reply }
        switch mouse.kind {
        case .wheel(.up): model.scroll(by: -1)
        case .wheel(.down): model.scroll(by: 1)
        default: return nil
        }
        return []
    }

    mutating func submit(_ value: SecretText, at now: Date, _ context: PageContext) -> Reply {
        submitToSwitch(value, context) ?? []
    }

    mutating func saved(_ save: Save, _ outcome: SaveOutcome, _ context: PageContext) -> Reply {
        prompt = prompt?.after(save, outcome, on: .uptime)
        let reply = save.origin == .uptime ? SourceSwitch<Monitors>.followUp(save, outcome, context) : []
        if save.subject == .uptimePreferences { notSaved = outcome != .written }
        // A new key for the source read now: the next refresh is at once.
        if outcome == .written, let credential = model.source.credential, save.subject == .credential(credential) {
            model.restartSchedule()
        }
        return reply
    }

    /// Another source is another list; a prompt held for the old source is moot. A new
    /// order only reorders.
    mutating func adopt(_ old: Choices, _ context: PageContext) -> Reply {
        let preferences = context.choices.uptime
        if !Self.offersPicker(context.choices) { picker = nil }
        model.setOrder(preferences.order)
        guard preferences.source != model.source else { return [] }
        let cancelled = model.choose(preferences.source)
        if let held = prompt, held.source != preferences.source || held.kind != .uptimeKey { prompt = nil }
        return Reply(cancelled.map { [.cancelFetch(id: $0)] } ?? [])
    }

    mutating func limitScroll(to furthest: Int) {
        model.limitScroll(to: furthest)
    }
}
