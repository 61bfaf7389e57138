/// The Clock's remembered choices, shared by the Clock and Settings so they can never
/// disagree.
public struct ClockPreferences: Equatable, Sendable {
    /// `HH:MM:SS` at 48 instead of `HH:MM` at 70 (default off).
    public var showsSeconds: Bool
    /// The weather figure beside the temperature (default on).
    public var showsCondition: Bool
    /// Every page moves along the burn-in orbit (default on).
    public var orbits: Bool
    /// Every role is drawn dimmer at night (default on: `AUTO`).
    public var dimsAtNight: Bool

    /// Preferences with the original's defaults unless given.
    public init(showsSeconds: Bool = false, showsCondition: Bool = true, orbits: Bool = true, dimsAtNight: Bool = true)
    {
        self.showsSeconds = showsSeconds
        self.showsCondition = showsCondition
        self.orbits = orbits
        self.dimsAtNight = dimsAtNight
    }
}
