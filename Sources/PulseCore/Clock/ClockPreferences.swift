/// The Clock's and the screen's remembered choices, shared by every page and Settings so
/// they can never disagree. Every default is the original's.
public struct ClockPreferences: Equatable, Sendable {
    /// `HH:MM:SS` at 48 instead of `HH:MM` at 70 (default off).
    public var showsSeconds: Bool
    /// The weather figure beside the temperature (default on).
    public var showsCondition: Bool
    /// Every page moves along the burn-in orbit (default on).
    public var orbits: Bool
    /// Every role is drawn dimmer at night (default on: `AUTO`).
    public var dimsAtNight: Bool
    /// How every time of day is written (default the 24-hour clock).
    public var timeFormat: TimeFormat
    /// The weather line's unit (default °C).
    public var temperatureUnit: TemperatureUnit
    /// Up to three other zones shown under the date (default none).
    public var zones: [OtherZone]
    /// The colour the screen's white is drawn in (default white).
    public var ink: Ink

    /// Preferences with the original's defaults unless given.
    public init(
        showsSeconds: Bool = false, showsCondition: Bool = true, orbits: Bool = true, dimsAtNight: Bool = true,
        timeFormat: TimeFormat = .twentyFourHour, temperatureUnit: TemperatureUnit = .celsius,
        zones: [OtherZone] = [], ink: Ink = .white
    ) {
        self.showsSeconds = showsSeconds
        self.showsCondition = showsCondition
        self.orbits = orbits
        self.dimsAtNight = dimsAtNight
        self.timeFormat = timeFormat
        self.temperatureUnit = temperatureUnit
        self.zones = zones
        self.ink = ink
    }
}
