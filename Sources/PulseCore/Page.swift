/// The pages of Pulse, in paging order. Paging never wraps around, and goes only through
/// the pages that are on (`PagesShown`).
public enum Page: String, CaseIterable, Sendable, Equatable {
    case clock, stopwatch, countdown, interval, calendar, github, uptime, settings

    /// The name used on the command line (`--page`, `pulse snapshot PAGE`).
    public var name: String { rawValue }

    /// The page named `name` on the command line, if any.
    public init?(name: String) {
        self.init(rawValue: name.lowercased())
    }

    /// The page to the right, or nil at the end (Settings).
    public var next: Page? { offset(by: 1) }

    /// The page to the left, or nil at the start (Clock).
    public var previous: Page? { offset(by: -1) }

    private func offset(by step: Int) -> Page? {
        let pages = Page.allCases
        guard let index = pages.firstIndex(of: self), pages.indices.contains(index + step) else { return nil }
        return pages[index + step]
    }
}
