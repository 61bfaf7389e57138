import FoundationEssentials

/// The Clock page's own state: the preferences Settings also shows, the weather line and
/// where it is for, and the two double presses that toggle a preference.
public struct ClockPage: Equatable, Sendable {
    /// The Clock's preferences; Settings reads and writes these same values.
    public private(set) var preferences: ClockPreferences
    /// The weather line.
    public private(set) var weather: WeatherModel
    /// Where the weather is for, as Settings names it.
    public private(set) var location: WeatherLocation?
    /// The last save of the preferences failed (they stay in effect): the page says so
    /// until one succeeds.
    public private(set) var notSaved = false
    private var secondsTaps = TapSequence()
    private var conditionTaps = TapSequence()

    /// A Clock with these preferences and this weather.
    public init(preferences: ClockPreferences, weather: WeatherModel, location: WeatherLocation?) {
        self.preferences = preferences
        self.weather = weather
        self.location = location
    }

    /// When an open double press is decided.
    var tapDeadlines: [Date?] { [secondsTaps.deadline, conditionTaps.deadline] }

    /// One press on the time (toward seconds on or off) at `now`. A third press is just
    /// more pressing: it ends the sequence without a toggle.
    mutating func pressTime(at now: Date) { _ = secondsTaps.register(at: now) }

    /// One press on the weather line (toward the figure on or off) at `now`.
    mutating func pressWeatherLine(at now: Date) { _ = conditionTaps.register(at: now) }

    /// Decides the double presses whose window has closed by `now` (every open one when
    /// `now` is nil: the page is being left). Returns whether a preference changed.
    mutating func decideTaps(closedBy now: Date?) -> Bool {
        var changed = false
        if let deadline = secondsTaps.deadline, now.map({ $0 >= deadline }) ?? true,
            case .toggle = secondsTaps.close()
        {
            preferences.showsSeconds.toggle()
            changed = true
        }
        if let deadline = conditionTaps.deadline, now.map({ $0 >= deadline }) ?? true,
            case .toggle = conditionTaps.close()
        {
            preferences.showsCondition.toggle()
            changed = true
        }
        return changed
    }

    /// The store's answer to the last save of the preferences.
    mutating func preferencesSaved(succeeded: Bool) {
        notSaved = !succeeded
    }

    /// Flips one preference (a Settings row).
    mutating func toggle(_ preference: WritableKeyPath<ClockPreferences, Bool>) {
        preferences[keyPath: preference].toggle()
    }

    /// The location was stored: the weather follows it from the next arrival.
    mutating func relocate(to saved: WeatherLocation) {
        location = saved
        weather = WeatherModel(location: saved.coordinate)
    }

    /// The forecast request when one is due at `now`, numbered by `serials`.
    mutating func weatherWork(at now: Date, base: URL, serials: inout FetchSerials) -> Effect? {
        guard weather.isDue(at: now), let coordinate = weather.location else { return nil }
        let id = serials.take(.weather)
        weather.begin(id, at: now)
        return .fetch(id: id, request: OpenMeteo.forecastRequest(for: coordinate, base: base))
    }

    /// The forecast's answer.
    mutating func receiveWeather(_ id: FetchID, _ result: Result<HTTPResponse, HTTPFailure>, at now: Date) {
        weather.receive(id, result, at: now)
    }

    /// The page is left: the lookup in flight, if any, is no longer wanted.
    mutating func abandonWeather() -> FetchID? { weather.abandon() }
}
