import FoundationEssentials

/// The Settings page: the chosen row, the source picker, the prompts its rows open, the
/// place-name search under way, and which rows' last save failed.
public struct SettingsPage: PickerRoom {
    /// The row chosen with ↑/↓ or a click; arriving chooses the first, so the row lit is
    /// the row `Enter` changes, and the first `↓` moves to the second.
    public private(set) var selection = SettingsRow.first
    /// The source picker (the uptime source's or the forge's), while it is open.
    public internal(set) var picker: SourcePicker?
    /// The rows whose last save failed: each says so until one of its saves succeeds.
    public private(set) var unsaved: Set<SettingsRow> = []
    var prompt: Prompt?
    /// The location prompt's search, if one is under way.
    private(set) var lookup: FetchID?
    private var serials = FetchSerials()

    /// The first row chosen.
    public init() {}

    /// The page's own mouse gestures, for the help.
    var mouseHelp: [(label: String, summary: String)] { [("CLICK A ROW", "CHANGE IT")] }

    func bindings(_ context: PageContext) -> [KeyBinding] { Self.keys }

    private static let keys = [
        KeyBinding(keys: [.up], label: "UP", summary: "CHOOSE THE ROW ABOVE", command: .scrollUp),
        KeyBinding(keys: [.down], label: "DOWN", summary: "CHOOSE THE ROW BELOW", command: .scrollDown),
        KeyBinding(
            keys: [.enter, .character(" ")], label: "ENTER SPACE", summary: "CHANGE THE CHOSEN ROW",
            command: .activate),
    ]

    static let pickerPage = Page.settings
    /// Esc closes the picker and keeps the source.
    static let escapeClosesPicker = true

    /// Arriving changes nothing stored: the first row is chosen, no picker open.
    mutating func arrive(at now: Date, _ context: PageContext) -> Reply {
        selection = .first
        picker = nil
        return []
    }

    mutating func leave(_ context: PageContext) -> Reply {
        picker = nil
        return []
    }

    mutating func command(_ command: Command, at now: Date, _ context: PageContext) -> Reply {
        switch command {
        case .scrollUp: move(by: -1)
        case .scrollDown: move(by: 1)
        case .activate: return act(on: selection, context)
        default: break
        }
        return []
    }

    mutating func press(_ target: HitTarget, at now: Date, _ context: PageContext) -> Reply {
        if picker != nil { return takePicker(.press(target), context) ?? [] }
        guard case .settingsRow(let row) = target else { return [] }
        selection = row
        return act(on: row, context)
    }

    /// The wheel moves the picker's highlight.
    mutating func mouse(_ mouse: MouseEvent, at now: Date, _ context: PageContext) -> Reply? {
        takePicker(.mouse(mouse), context)
    }

    /// ↑/↓: the row above or below; the ends hold.
    private mutating func move(by step: Int) {
        selection = selection.moved(by: step)
    }

    /// Enter or a click on a row.
    private mutating func act(on row: SettingsRow, _ context: PageContext) -> Reply {
        let choices = context.choices
        var clock = choices.clock
        switch row {
        case .uptimeKey:
            // A source that takes no key has nothing to change here.
            guard choices.uptime.source.credential != nil else { return [] }
            let notice: PromptNotice? = choices.hasUptimeCredential ? .replacing : nil
            prompt = Prompt(.uptimeKey, for: choices.uptime.source, canCancel: true, notice: notice)
            return []
        case .contributorHandle:
            prompt = Prompt(.contributorHandle, forge: choices.contributionsSource, canCancel: true)
            return []
        case .location:
            prompt = Prompt(.location, canCancel: true)
            return []
        case .calendarFeeds:
            let stored = !choices.credentials.calendarFeeds.isEmpty
            prompt = Prompt(.calendarFeeds, canCancel: true, notice: stored ? .replacing : nil)
            return []
        case .uptimeSource:
            picker = SourcePicker(Monitors.self, current: choices.uptime.source)
            return []
        case .uptimeOrder:
            var uptime = choices.uptime
            uptime.order = uptime.order.toggled
            return Reply(
                [.save(Save(.uptimePreferences(uptime), origin: .settings, row: row))], edits: [.uptime(uptime)])
        case .seconds: clock.showsSeconds.toggle()
        case .weatherCondition: clock.showsCondition.toggle()
        case .orbit: clock.orbits.toggle()
        case .nightDimming: clock.dimsAtNight.toggle()
        case .timer(let setting):
            let timers = setting.stepped(choices.timers)
            return Reply(
                [.save(Save(.timerPreferences(timers), origin: .settings, row: row))], edits: [.timers(timers)])
        case .shows(let page):
            let pages = choices.pages.toggling(page)
            return Reply([.save(Save(.pages(pages), origin: .settings, row: row))], edits: [.pages(pages)])
        case .timeFormat: clock.timeFormat = clock.timeFormat.toggled
        case .temperature: clock.temperatureUnit = clock.temperatureUnit.toggled
        case .ink: clock.ink = clock.ink.next
        // The zones are typed where text is at home: `--zones` or the settings file.
        case .zones: return []
        case .contributionsSource:
            picker = SourcePicker(Forges.self, current: choices.contributionsSource)
            return []
        }
        return Reply([.save(Save(.clockPreferences(clock), origin: .settings, row: row))], edits: [.clock(clock)])
    }

    mutating func submit(_ value: SecretText, at now: Date, _ context: PageContext) -> Reply {
        if let reply = submitToSwitch(value, context) { return reply }
        if prompt?.kind == .calendarFeeds { return [.save(CalendarFeedText.save(value, origin: .settings))] }
        return prompt?.kind == .location ? submitLocation(value.revealed, context) : []
    }

    /// A location typed into the prompt: a coordinate is stored as it is (coarsened); a
    /// name is looked up once; numbers that are no place on Earth are refused.
    private mutating func submitLocation(_ text: String, _ context: PageContext) -> Reply {
        if let coordinate = Coordinate(parsing: text) {
            return [.save(Save(.location(WeatherLocation(name: nil, coordinate: coordinate)), origin: .settings))]
        }
        if Coordinate.isOutOfRange(text) || text.allSatisfy({ "0123456789.,-+ ".contains($0) }) {
            prompt?.say(.invalidLocation)
            return []
        }
        let id = serials.take(.geocoding)
        lookup = id
        prompt?.say(.lookingUp)
        return [.fetch(id: id, request: OpenMeteo.geocodingRequest(for: text, base: context.endpoints.geocoding))]
    }

    /// The geocoding answer for the location prompt, if `id` is the lookup under way.
    mutating func receive(
        _ id: FetchID, _ result: Result<HTTPResponse, HTTPFailure>, at now: Date, _ context: PageContext
    ) -> Reply {
        guard id == lookup else { return [] }
        lookup = nil
        guard prompt?.kind == .location else { return [] }
        guard case .success(let response) = result, (200..<300).contains(response.status),
            case .success(let found) = GeocodingDecoder.decode(response.body)
        else {
            prompt?.say(.lookupFailed)
            return []
        }
        guard let place = found else {
            prompt?.say(.noSuchPlace)
            return []
        }
        return [
            .save(Save(.location(WeatherLocation(name: place.name, coordinate: place.coordinate)), origin: .settings))
        ]
    }

    /// The settings file was read and its values are the ones shown: a row of `subjects`
    /// no longer says its change was not saved.
    mutating func forgetUnsaved(of subjects: Set<Save.Subject>) {
        unsaved = unsaved.filter { !subjects.contains($0.subject) }
    }

    mutating func saved(_ save: Save, _ outcome: SaveOutcome, _ context: PageContext) -> Reply {
        prompt = prompt?.after(save, outcome, on: .settings)
        guard save.origin == .settings else { return [] }
        // A preference row's failure is said on the row; a prompt's, in the prompt. A save
        // that is written stores every row of its kind.
        if let row = save.row, row.isPreference, outcome != .locked {
            if outcome == .written {
                unsaved = unsaved.filter { $0.subject != save.subject }
            } else {
                unsaved.insert(row)
            }
        }
        return SourceSwitch<Monitors>.followUp(save, outcome, context)
            + SourceSwitch<Forges>.followUp(save, outcome, context)
    }
}
