/// The Clock's remembered choices, shared by the Clock and Settings so they can never
/// disagree.
public struct ClockPreferences: Equatable, Sendable {
    /// `HH:MM:SS` at 48 instead of `HH:MM` at 70 (default off).
    public var showsSeconds: Bool
    /// The weather figure beside the temperature (default on).
    public var showsCondition: Bool

    /// Preferences with the original's defaults unless given.
    public init(showsSeconds: Bool = false, showsCondition: Bool = true) {
        self.showsSeconds = showsSeconds
        self.showsCondition = showsCondition
    }
}
