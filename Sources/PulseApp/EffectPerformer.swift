import FoundationEssentials
import PulseCore

/// The one place effects are carried out, for the display, `pulse snapshot` and the
/// integration tests alike: saves go to the stored files or the credentials, transfers to
/// the transport with their key added here (and nowhere else) at the moment of sending.
/// What an effect leads to comes back as events, handled in the same wake.
public final class EffectPerformer {
    /// The stored files; nil under `--demo`.
    public let files: StoredFiles?
    /// The credential store; nil under `--demo`.
    public let credentials: StoredCredentials?
    private let transport: any Transport
    /// Where the user's commands for a timer's end run; nil runs none (the snapshot).
    private let commands: (any CommandRunner)?
    /// Where the Calendar page's feeds are read; nil reads none.
    private let feeds: FeedWorker?

    /// A performer over `files`, `credentials`, `transport` and `commands`. What a kind of
    /// run may not do never reaches it (`RunKind.fate(of:)`).
    public init(
        files: StoredFiles?, credentials: StoredCredentials?, transport: any Transport,
        commands: (any CommandRunner)? = nil, feeds: FeedWorker? = nil
    ) {
        self.feeds = feeds
        self.files = files
        self.credentials = credentials
        self.transport = transport
        self.commands = commands
    }

    /// Handles `events` at `now` and everything they lead to, until nothing is left:
    /// each effect is carried out and what it reports is handled in turn. `accepts` may
    /// drop an event the state should no longer see (a click aimed at a view that went).
    /// Returns true when the state asked to quit; nothing after that is carried out.
    public func settle(
        _ events: [AppEvent], on state: inout AppState, at now: Date,
        accepts: (AppEvent, AppState) -> Bool = { _, _ in true }
    ) -> Bool {
        var queue = events[...]
        while let event = queue.popFirst() {
            guard accepts(event, state) else { continue }
            for effect in state.handle(event, at: now) {
                if effect == .quit { return true }
                queue.append(contentsOf: perform(effect))
            }
            // A blocking transport has its answers already.
            queue.append(contentsOf: transfers())
        }
        return false
    }

    /// What ended or changed outside since the last call, as events: the transfers that
    /// finished, the commands that failed, the stopwatch another Pulse (or this one's
    /// last change) stored, and the timers another Pulse stored.
    public func finished() -> [AppEvent] {
        transfers() + storedStopwatch() + storedTimers() + storedHistory()
    }

    private func storedHistory() -> [AppEvent] {
        files?.takeHistory().map { [.historyStored($0)] } ?? []
    }

    private func transfers() -> [AppEvent] {
        transport.takeFinished().map { .fetched(id: $0.0, result: $0.1) }
            + (feeds?.takeFinished() ?? []).map { .feedRead(id: $0.0, result: $0.1) }
            + (commands?.takeFailures() ?? []).map { .commandFailed($0) }
    }

    private func storedStopwatch() -> [AppEvent] {
        files?.takeStoredStopwatch().map { [.stopwatchStored($0)] } ?? []
    }

    private func storedTimers() -> [AppEvent] {
        guard let stored = files?.takeStoredTimers() else { return [] }
        return stored.map(AppEvent.timerStored)
    }

    /// Carries out one effect; returns what it reports at once.
    func perform(_ effect: Effect) -> [AppEvent] {
        switch effect {
        case .quit:
            return []
        case .cancelFetch(let id):
            transport.cancel(id)
            feeds?.cancel(id)
            return []
        case .readFeed(let id, let request):
            if let feeds {
                feeds.start(request, id: id)
                return []
            }
            return [.feedRead(id: id, result: .failure(.addressUnavailable))]
        case .fetch(let id, let request):
            switch credentials?.authorize(request) ?? .failure(.credentialUnavailable) {
            case .success(let authorized):
                transport.start(authorized, id: id)
                return []
            case .failure(let failure):
                return [.fetched(id: id, result: .failure(failure))]
            }
        case .save(let save):
            guard let outcome = store(save) else { return [] }
            // A change of the stopwatch was applied to what the file held: the page follows it.
            if case .stopwatch = save.item { return [.saved(save, outcome)] + storedStopwatch() }
            // A claim of a timer's end refused: the page follows what the file holds.
            if outcome == .superseded { return [.saved(save, outcome)] + storedTimers() + storedHistory() }
            // A claim taken added its blocks to the history: the page counts them at once.
            if case .announce? = save.then { return [.saved(save, outcome)] + storedHistory() }
            return [.saved(save, outcome)]
        case .runCommand(let command, let end):
            commands?.run(command, for: end)
            return []
        }
    }

    /// The store a save belongs to carries it out.
    private func store(_ save: Save) -> SaveOutcome? {
        if case .credential = save.item { return credentials?.perform(save) }
        return files?.perform(save)
    }
}
