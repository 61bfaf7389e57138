/// The Uptime page's list order.
public enum UptimeOrder: String, TwoWordSetting {
    /// The source's own order, as the original shows it (the default).
    case asListed = "as-listed"
    /// Down, degraded, under maintenance, unknown, up (`DownFirst`), so a service that goes
    /// down on a long list comes into view without scrolling.
    case downFirst = "down-first"
}

/// The Uptime page's remembered choices: the source and the last address of each
/// self-hosted kind (shared with every kind, `SourcePreferences`), and the order.
public struct UptimePreferences: Equatable, Sendable {
    /// The source, whether one was chosen, and the remembered addresses. Until a source is
    /// chosen (on the command line, Settings, the Uptime page, or stored), the Uptime page
    /// offers the picker, unless the original API's key is stored (then the original API
    /// was, in effect, chosen).
    public var sources: SourcePreferences<Monitors>
    /// How the list is ordered.
    public var order: UptimeOrder

    /// Preferences; the defaults unless given. `source` is remembered as its choice's
    /// address; without one, none is chosen yet and the original API stands in.
    public init(
        source: UptimeSource? = nil, order: UptimeOrder = .asListed,
        addresses: [UptimeSourceChoice: UptimeSource] = [:]
    ) {
        self.init(sources: SourcePreferences(source: source, addresses: addresses), order: order)
    }

    /// The sources' preferences `sources`, in `order`.
    public init(sources: SourcePreferences<Monitors>, order: UptimeOrder = .asListed) {
        self.sources = sources
        self.order = order
    }

    /// Where the monitors are read from (default the original API).
    public var source: UptimeSource { sources.source }
    /// Whether a source was chosen.
    public var isChosen: Bool { sources.isChosen }
    /// The last source of each choice that reads from the user's own server.
    public var addresses: [UptimeSourceChoice: UptimeSource] { sources.addresses }

    /// Makes `source` the one read, and remembers its address.
    public mutating func choose(_ source: UptimeSource) {
        sources.choose(source)
    }
}
