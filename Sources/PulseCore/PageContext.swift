import FoundationEssentials

/// What every page may read while it handles something: the shared choices, the run's
/// fixed facts (demo, addresses) and the terminal's size. Read-only: a page changes
/// shared things only by what it returns.
public struct PageContext: Sendable {
    /// The shared remembered choices.
    public let choices: Choices
    /// `--demo`: sample content; nothing is fetched, read or stored.
    public let isDemo: Bool
    /// The base URLs of the services Pulse reads.
    public let endpoints: Endpoints
    /// The hosted uptime services' addresses.
    public let uptimeHosts: UptimeHosts
    /// The terminal's size in cells.
    public let size: TerminalSize
    /// Whether the run keeps the timers' time for someone watching: an end rings, runs the
    /// user's command and is saved as announced. False for `pulse snapshot`, which draws
    /// one moment and writes nothing.
    public var announcesEnds = true
    /// The user's command for a timer's end, if any.
    public var finishCommand: FinishCommand?
}

/// What a page's handling of something asks of the house: effects to carry out, and
/// changes of the shared choices.
public struct Reply: Equatable, Sendable, ExpressibleByArrayLiteral {
    /// Effects, in order.
    public var effects: [Effect]
    /// Changes of the shared choices, in order.
    public var edits: [ChoiceEdit]

    /// A reply of `effects` and `edits`.
    public init(_ effects: [Effect] = [], edits: [ChoiceEdit] = []) {
        self.effects = effects
        self.edits = edits
    }

    /// A reply of these effects.
    public init(arrayLiteral effects: Effect...) {
        self.init(effects)
    }

    /// A reply asking only for `edit`.
    public static func edit(_ edit: ChoiceEdit) -> Reply { Reply(edits: [edit]) }

    /// This reply, then `other`.
    public static func + (one: Reply, other: Reply) -> Reply {
        Reply(one.effects + other.effects, edits: one.edits + other.edits)
    }

    /// Appends `other`.
    public static func += (one: inout Reply, other: Reply) {
        one = one + other
    }
}
