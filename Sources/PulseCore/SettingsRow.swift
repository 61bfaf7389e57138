/// The Settings page's rows, in order, each in its section.
public enum SettingsRow: Int, CaseIterable, Sendable {
    case uptimeKey, githubUsername, seconds, weatherCondition, location, uptimeSource, uptimeOrder
    /// A screen left on: the burn-in orbit and night dimming.
    case orbit, nightDimming

    /// The headings rows are grouped under.
    public enum Section: CaseIterable, Sendable {
        case credentials, clockDisplay, uptime, screen
    }

    /// The heading this row stands under.
    public var section: Section {
        switch self {
        case .uptimeKey, .githubUsername: .credentials
        case .seconds, .weatherCondition, .location: .clockDisplay
        case .uptimeSource, .uptimeOrder: .uptime
        case .orbit, .nightDimming: .screen
        }
    }

    /// The rows under `section`, in order.
    public static func rows(in section: Section) -> [SettingsRow] {
        allCases.filter { $0.section == section }
    }
}
