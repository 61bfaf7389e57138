import FoundationEssentials

/// What every page may read while it handles something: the shared choices, the run's
/// fixed facts (its addresses) and the terminal's size. Read-only: a page changes shared
/// things only by what it returns.
public struct PageContext: Sendable {
    /// The shared remembered choices.
    public let choices: Choices
    /// The run's fixed facts. A room never reads its kind to decide what to fetch or write:
    /// the house filters every room's effects by it (`RunKind.fate(of:)`).
    let run: Run
    /// The terminal's size in cells.
    public let size: TerminalSize
    /// The user's command for a timer's end, if any.
    public var finishCommand: FinishCommand?

    /// The base URLs of the services Pulse reads.
    public var endpoints: Endpoints { run.endpoints }
    /// The hosted uptime services' addresses.
    public var uptimeHosts: UptimeHosts { run.uptimeHosts }
    /// The zone a typed time of day is read in.
    public var zone: any CivilZone { run.zone }
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
