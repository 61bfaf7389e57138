/// The Uptime page's list order.
public enum UptimeOrder: String, Equatable, Sendable {
    /// The source's own order, as the original shows it (the default).
    case asListed = "as-listed"
    /// Down, degraded, under maintenance, unknown, up (`DownFirst`), so a service that goes
    /// down on a long list comes into view without scrolling.
    case downFirst = "down-first"

    /// The Settings row's value.
    public var text: String {
        switch self {
        case .asListed: "AS LISTED"
        case .downFirst: "DOWN FIRST"
        }
    }

    /// The other order, which the Settings row switches to.
    public var toggled: UptimeOrder { self == .asListed ? .downFirst : .asListed }
}

/// The Uptime page's remembered choices: the source, the order, and the last address of
/// each self-hosted kind, so switching back to one asks for nothing again.
public struct UptimePreferences: Equatable, Sendable {
    /// Where the monitors are read from (default the original API).
    public var source: UptimeSource
    /// Whether a source was chosen (on the command line, Settings, the Uptime page, or
    /// stored): until one is, the Uptime page offers the picker, unless the original
    /// API's key is stored (then the original API was, in effect, chosen).
    public private(set) var isChosen: Bool
    /// How the list is ordered.
    public var order: UptimeOrder
    /// The last source of each choice that reads from the user's own server.
    public private(set) var addresses: [UptimeSourceChoice: UptimeSource]

    /// Preferences; the defaults unless given. `source` is remembered as its choice's
    /// address; without one, none is chosen yet and the original API stands in.
    public init(
        source: UptimeSource? = nil, order: UptimeOrder = .asListed,
        addresses: [UptimeSourceChoice: UptimeSource] = [:]
    ) {
        self.source = source ?? .levo
        isChosen = source != nil
        self.order = order
        self.addresses = addresses.filter { UptimeSourceChoice($0.value) == $0.key }
        remember(self.source)
    }

    /// Makes `source` the one read, and remembers its address.
    public mutating func choose(_ source: UptimeSource) {
        self.source = source
        isChosen = true
        remember(source)
    }

    private mutating func remember(_ source: UptimeSource) {
        let choice = UptimeSourceChoice(source)
        if choice.addressPrefix != nil { addresses[choice] = source }
    }
}
