/// The five pages of Pulse, in paging order. Paging never wraps around.
public enum Page: Int, CaseIterable, Sendable, Equatable {
    case clock, stopwatch, github, uptime, settings

    /// The name used on the command line (`--page`, `pulse snapshot PAGE`).
    public var name: String {
        switch self {
        case .clock: "clock"
        case .stopwatch: "stopwatch"
        case .github: "github"
        case .uptime: "uptime"
        case .settings: "settings"
        }
    }

    /// The page named `name` on the command line, if any.
    public init?(name: String) {
        guard let page = Page.allCases.first(where: { $0.name == name.lowercased() }) else { return nil }
        self = page
    }

    /// The page to the right, or nil at the end (Settings).
    public var next: Page? { Page(rawValue: rawValue + 1) }

    /// The page to the left, or nil at the start (Clock).
    public var previous: Page? { Page(rawValue: rawValue - 1) }
}
