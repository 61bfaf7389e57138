import FoundationEssentials
import PulseCore

/// Choices given on the command line for one run, laid over what is stored. The display
/// stores them before it starts and needs none of these; `pulse snapshot` stores nothing,
/// so it draws its one frame with them here instead.
public struct RunChoices {
    /// The Clock's and the screen's preferences as the options change them.
    public var clock: (ClockPreferences) -> ClockPreferences
    /// `--uptime`.
    public var uptime: UptimeSource?
    /// `--contributions`.
    public var contributions: ContributionsSource?
    /// `--location`, resolved.
    public var location: WeatherLocation?
    /// `--pages`.
    public var pages: PagesShown?

    /// Choices over the stored ones; none by default.
    public init(
        clock: @escaping (ClockPreferences) -> ClockPreferences = { $0 }, uptime: UptimeSource? = nil,
        contributions: ContributionsSource? = nil, location: WeatherLocation? = nil, pages: PagesShown? = nil
    ) {
        self.clock = clock
        self.uptime = uptime
        self.contributions = contributions
        self.location = location
        self.pages = pages
    }

    /// The stored Uptime preferences with `--uptime` chosen, as the picker would choose it.
    func uptime(over stored: UptimePreferences) -> UptimePreferences {
        guard let uptime else { return stored }
        var chosen = stored
        chosen.choose(uptime)
        return chosen
    }

    /// The stored contributions preferences with `--contributions` chosen.
    func contributions(over stored: ContributionsPreferences) -> ContributionsPreferences {
        guard let contributions else { return stored }
        var chosen = stored
        chosen.choose(contributions)
        return chosen
    }
}
