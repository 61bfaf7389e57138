import FoundationEssentials

/// What kind of run this is, which decides what of the update's effects reach the world:
/// one filter at the end of every update (`AppState.handle`), so no room reads the run to
/// decide whether to fetch, write or run a command.
public enum RunKind: Equatable, Sendable {
    /// The display a person watches: everything the rooms ask for is carried out.
    case display
    /// `pulse snapshot`: one moment drawn. Transfers go out (the page shows what its
    /// source says now); nothing is written and no command runs, so a snapshot leaves no
    /// trace on disk and announces no timer's end.
    case snapshot
    /// `--demo`: sample content. Nothing leaves the process: no transfer, no file, no
    /// command. A save is kept in memory, as if written at once, so the pages behave as
    /// they would (a timer's end claimed and rung) without a file.
    case demo

    /// What becomes of `effect` in this kind of run.
    func fate(of effect: Effect) -> EffectFate {
        switch (self, effect) {
        case (.display, _), (_, .quit), (_, .cancelFetch), (.snapshot, .fetch), (.snapshot, .readFeed): .carriedOut
        case (.demo, .save(let save)): .keptInMemory(save)
        case (.snapshot, .save), (.snapshot, .runCommand), (.demo, .fetch), (.demo, .readFeed), (.demo, .runCommand):
            .dropped
        }
    }

    /// Whether the pages do their work (transfers when due, the prompts a missing key
    /// opens): not in the demo, whose pages hold their sample content from the start.
    var works: Bool { self != .demo }

    /// Whether a prompt's value is taken: the demo stores nothing, as its prompt says.
    var takesPromptValues: Bool { self != .demo }
}

/// What becomes of one effect in a kind of run (`RunKind.fate(of:)`).
enum EffectFate: Equatable {
    /// It goes to the performer.
    case carriedOut
    /// It is dropped: this kind of run does not do it.
    case dropped
    /// A save the demo answers itself: written, in memory only.
    case keptInMemory(Save)
}

/// The facts of a run that never change while it runs, built once at start: its kind, the
/// addresses it talks to, how often the whole screen is repainted, whether this is the
/// very first start and the zone its local times are read in.
public struct Run: Equatable, Sendable {
    /// What kind of run it is.
    public let kind: RunKind
    /// The base URLs of the services Pulse reads.
    public let endpoints: Endpoints
    /// The hosted uptime services' addresses.
    public let uptimeHosts: UptimeHosts
    /// Seconds between whole repaints of a screen left alone (see `AppState.repaint(at:)`).
    public let healPeriod: TimeInterval
    /// Whether this is the very first start: the paging hint shows once, then is remembered.
    public let isFirstStart: Bool
    /// The zone a time of day typed on a page names an instant in (the Countdown's `:`
    /// entry): the display's own, as `--until` reads it.
    public let zone: any CivilZone

    /// A run of `kind`; the uptime services' addresses are `endpoints`' own unless
    /// `uptimeHosts` say otherwise; local times in `zone`, UTC unless given.
    public init(
        _ kind: RunKind = .display, endpoints: Endpoints = Endpoints(environment: [:]),
        uptimeHosts: UptimeHosts? = nil, healPeriod: TimeInterval = Orbit.stepInterval, isFirstStart: Bool = false,
        zone: (any CivilZone)? = nil
    ) {
        self.kind = kind
        self.endpoints = endpoints
        self.uptimeHosts = uptimeHosts ?? endpoints.uptime
        self.healPeriod = healPeriod
        self.isFirstStart = isFirstStart
        self.zone = zone ?? FixedOffset.utc
    }

    /// Runs are the same when their facts are; the zone is not compared, since a zone is
    /// no value that can be (and a run has one from start to end).
    public static func == (lhs: Run, rhs: Run) -> Bool {
        (lhs.kind, lhs.endpoints, lhs.uptimeHosts, lhs.healPeriod, lhs.isFirstStart)
            == (rhs.kind, rhs.endpoints, rhs.uptimeHosts, rhs.healPeriod, rhs.isFirstStart)
    }
}
