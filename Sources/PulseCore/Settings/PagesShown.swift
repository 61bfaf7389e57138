/// The pages a user pages through: any of them but Settings can be turned off, and their
/// order is always `Page`'s. The default is the original five; Countdown and Interval are
/// there to be turned on.
public struct PagesShown: Equatable, Sendable {
    /// The pages on, Settings always among them.
    public private(set) var pages: Set<Page>

    /// The original five.
    public static let original = PagesShown([.clock, .stopwatch, .github, .uptime, .settings])

    /// `pages`, with Settings.
    public init(_ pages: some Sequence<Page>) {
        self.pages = Set(pages).union([.settings])
    }

    /// Whether `page` is on.
    public func contains(_ page: Page) -> Bool { pages.contains(page) }

    /// The pages on, in paging order.
    public var ordered: [Page] { Page.allCases.filter(pages.contains) }

    /// The same set with `page` turned on or off (Settings stays on).
    public func toggling(_ page: Page) -> PagesShown {
        var changed = pages
        if changed.contains(page) { changed.remove(page) } else { changed.insert(page) }
        return PagesShown(changed)
    }

    /// The same set with `page` on as well.
    public func adding(_ page: Page) -> PagesShown { PagesShown(pages.union([page])) }

    /// The page `step` places from `page` among those on (`page` itself may be off): the
    /// next one on in paging order, or nil at the end. Paging never wraps around.
    public func page(_ step: Int, from page: Page) -> Page? {
        let order = Page.allCases
        guard let here = order.firstIndex(of: page) else { return nil }
        let on = ordered.compactMap { order.firstIndex(of: $0) }
        let target = step > 0 ? on.first { $0 > here } : on.last { $0 < here }
        return target.map { order[$0] }
    }
}
