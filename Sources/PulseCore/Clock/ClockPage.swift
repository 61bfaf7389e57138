import FoundationEssentials

/// The Clock page: the time on its minute (or second), the weather line and its lookups,
/// and the two double presses that toggle a preference. The preferences themselves are
/// shared choices (Settings shows the same values); this page changes them by returning
/// the new value.
public struct ClockPage: PageRoom {
    /// The weather line.
    public private(set) var weather: WeatherModel
    /// The last save of the preferences failed (they stay in effect): the page says so
    /// until one succeeds.
    public private(set) var notSaved = false
    private var secondsTaps = TapSequence()
    private var conditionTaps = TapSequence()
    private var serials = FetchSerials()

    /// A Clock with this weather.
    public init(weather: WeatherModel) {
        self.weather = weather
    }

    /// The page's own mouse gestures, for the help.
    var mouseHelp: [(label: String, summary: String)] {
        [("DOUBLE-CLICK THE TIME", "SECONDS ON/OFF"), ("DOUBLE-CLICK THE WEATHER", "FIGURE ON/OFF")]
    }

    func bindings(_ context: PageContext) -> [KeyBinding] { Self.keys }

    private static let keys = [
        KeyBinding(keys: [.character(" ")], label: "SPACE", summary: "TWICE: SECONDS ON/OFF", command: .secondsTap),
        KeyBinding(
            keys: [.character("w"), .character("W")], label: "W", summary: "TWICE: WEATHER FIGURE ON/OFF",
            command: .conditionTap),
    ]

    func visibleDeadlines(after now: Date, utcOffset: Int, _ context: PageContext) -> [Date?] {
        let granularity: TickGranularity = context.choices.clock.showsSeconds ? .second : .minute
        return [granularity.nextBoundary(after: now, utcOffset: utcOffset)]
    }

    func workDeadlines(_ context: PageContext) -> [Date?] { [weather.nextAttempt] }

    var pressDeadlines: [Date?] { [secondsTaps.deadline, conditionTaps.deadline] }

    mutating func command(_ command: Command, at now: Date, _ context: PageContext) -> Reply {
        switch command {
        case .secondsTap: press(.clockTime, at: now, context)
        case .conditionTap: press(.weatherLine, at: now, context)
        default: []
        }
    }

    /// One press on the time (toward seconds on or off) or on the weather line (toward the
    /// figure on or off). A third press is just more pressing: it ends the sequence
    /// without a toggle.
    mutating func press(_ target: HitTarget, at now: Date, _ context: PageContext) -> Reply {
        switch target {
        case .clockTime: _ = secondsTaps.register(at: now)
        case .weatherLine: _ = conditionTaps.register(at: now)
        default: break
        }
        return []
    }

    mutating func decideTaps(closedBy now: Date?, _ context: PageContext) -> Reply {
        var preferences = context.choices.clock
        if let deadline = secondsTaps.deadline, now.map({ $0 >= deadline }) ?? true, case .toggle = secondsTaps.close()
        {
            preferences.showsSeconds.toggle()
        }
        if let deadline = conditionTaps.deadline, now.map({ $0 >= deadline }) ?? true,
            case .toggle = conditionTaps.close()
        {
            preferences.showsCondition.toggle()
        }
        guard preferences != context.choices.clock else { return [] }
        return Reply([.save(Save(.clockPreferences(preferences), origin: .clock))], edits: [.clock(preferences)])
    }

    mutating func saved(_ save: Save, _ outcome: SaveOutcome, _ context: PageContext) -> Reply {
        if save.subject == .clockPreferences { notSaved = outcome != .written }
        return []
    }

    /// The settings file was read and its preferences are the ones shown: the page no
    /// longer says a change was not saved.
    mutating func forgetNotSaved() {
        notSaved = false
    }

    /// A new location: the weather follows it from the next lookup.
    mutating func adopt(_ old: Choices, _ context: PageContext) -> Reply {
        guard context.choices.location != old.location else { return [] }
        let cancelled = weather.abandon()
        weather = WeatherModel(location: context.choices.location?.coordinate)
        return Reply(cancelled.map { [.cancelFetch(id: $0)] } ?? [])
    }

    /// The forecast request when one is due.
    mutating func work(at now: Date, _ context: PageContext) -> Reply {
        guard weather.isDue(at: now), let coordinate = weather.location else { return [] }
        let id = serials.take(.weather)
        let unit = context.choices.clock.temperatureUnit
        weather.begin(id, at: now, unit: unit)
        let request = OpenMeteo.forecastRequest(for: coordinate, base: context.endpoints.openMeteo, unit: unit)
        return [.fetch(id: id, request: request)]
    }

    mutating func receive(
        _ id: FetchID, _ result: Result<HTTPResponse, HTTPFailure>, at now: Date, _ context: PageContext
    ) -> Reply {
        weather.receive(id, result, at: now)
        return []
    }

    /// The lookup in flight, if any, is no longer wanted.
    mutating func leave(_ context: PageContext) -> Reply {
        Reply(weather.abandon().map { [.cancelFetch(id: $0)] } ?? [])
    }
}
