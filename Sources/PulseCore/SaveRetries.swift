import FoundationEssentials

/// Saves the store could not start because another process held its lock. The display
/// never waits on a lock: each such save is tried again every `interval` on a wake of its
/// own, for at most `patience`; then it gets one last try that reports failure if the lock
/// is still held. Nothing the user chose is lost meanwhile: the state already holds it,
/// and a newer save of the same thing replaces the older one.
public struct SaveRetries: Equatable, Sendable {
    /// Between tries.
    public static let interval: TimeInterval = 0.25
    /// How long a save keeps being tried before its last try.
    public static let patience: TimeInterval = 10

    private struct Waiting: Equatable, Sendable {
        var effect: Effect
        /// The first refusal: patience runs from here, across every retry.
        let since: Date
        /// The next try; nil while one is out (its answer has not come back yet).
        var next: Date?
    }

    private var waiting: [Waiting] = []

    /// Nothing waiting.
    public init() {}

    /// When the next try is due, if any save is waiting.
    public var deadline: Date? { waiting.compactMap(\.next).min() }

    /// `effect` found the lock held at `now`: try it again later. A save of the same thing
    /// already waiting is replaced, keeping its first instant (the patience runs from the
    /// first refusal).
    mutating func wait(_ effect: Effect, at now: Date) {
        let next = now.addingTimeInterval(Self.interval)
        if let index = waiting.firstIndex(where: { $0.effect.savesSameThing(as: effect) }) {
            waiting[index].effect = effect
            waiting[index].next = next
        } else {
            waiting.append(Waiting(effect: effect, since: now, next: next))
        }
    }

    /// The saves due at `now`: tried again, or given their last try once patience is out
    /// (then they are done with: a last try reports its own outcome).
    mutating func due(at now: Date) -> [Effect] {
        var effects: [Effect] = []
        for index in waiting.indices {
            guard let next = waiting[index].next, now >= next else { continue }
            let item = waiting[index]
            if now.timeIntervalSince(item.since) >= Self.patience {
                effects.append(.lastTry(item.effect))
                waiting[index].next = .distantPast
            } else {
                effects.append(item.effect)
                waiting[index].next = nil
            }
        }
        // A retry that went out and never came back deferred has gone through (a save with
        // no report of its own, such as the uptime source's); once past its patience it is
        // forgotten, so a later refusal starts afresh.
        waiting.removeAll {
            $0.next == .distantPast || ($0.next == nil && now.timeIntervalSince($0.since) > Self.patience)
        }
        return effects
    }

    /// A save of the same thing as `effect` went through or failed for good: nothing of
    /// it waits any more.
    mutating func settle(_ effect: Effect) {
        waiting.removeAll { $0.effect.savesSameThing(as: effect) }
    }

    /// Every waiting save, given its last try now (the program is quitting).
    mutating func drain() -> [Effect] {
        defer { waiting = [] }
        return waiting.map { .lastTry($0.effect) }
    }
}

extension Effect {
    /// Whether `other` writes the same thing (so the newer replaces the older).
    func savesSameThing(as other: Effect) -> Bool {
        switch (self, other) {
        case (.saveStopwatch, .saveStopwatch), (.savePreferences, .savePreferences), (.saveLocation, .saveLocation),
            (.saveUptimePreferences, .saveUptimePreferences):
            true
        case (.saveCredential(let one, _, _), .saveCredential(let two, _, _)):
            one == two
        default:
            false
        }
    }
}

extension Effect {
    /// The save inside a `.lastTry`, and whether it was one: the stores carry out both the
    /// same way, but a last try reports a held lock as a failure instead of deferring.
    public var unwrappingLastTry: (save: Effect, isLastTry: Bool) {
        if case .lastTry(let save) = self { return (save, true) }
        return (self, false)
    }
}
