import FoundationEssentials

/// Saves the store could not start because another process held its lock. The display
/// never waits on a lock: each such save is tried again every `interval` on a wake of its
/// own, for at most `patience`; then it gets one last try that reports failure if the lock
/// is still held. Nothing the user chose is lost meanwhile: the state already holds it,
/// and a newer save of the same subject replaces the older one.
public struct SaveRetries: Equatable, Sendable {
    /// Between tries.
    public static let interval: TimeInterval = 0.25
    /// How long a save keeps being tried before its last try.
    public static let patience: TimeInterval = 10

    private struct Waiting: Equatable, Sendable {
        var save: Save
        /// The first refusal: patience runs from here, across every retry.
        let since: Date
        /// The next try; nil while one is out (its outcome has not come back yet).
        var next: Date?
    }

    private var waiting: [Waiting] = []

    /// Nothing waiting.
    public init() {}

    /// When the next try is due, if any save is waiting.
    public var deadline: Date? { waiting.compactMap(\.next).min() }

    /// `save` found the lock held at `now`: try it again later. A save of the same subject
    /// already waiting is replaced, keeping its first instant (the patience runs from the
    /// first refusal).
    mutating func wait(_ save: Save, at now: Date) {
        let next = now.addingTimeInterval(Self.interval)
        if let index = waiting.firstIndex(where: { $0.save.subject == save.subject }) {
            waiting[index].save = save
            waiting[index].next = next
        } else {
            waiting.append(Waiting(save: save, since: now, next: next))
        }
    }

    /// The saves due at `now`: tried again, or given their last try once patience is out.
    mutating func due(at now: Date) -> [Effect] {
        var effects: [Effect] = []
        for index in waiting.indices {
            guard let next = waiting[index].next, now >= next else { continue }
            let item = waiting[index]
            let lastTry = now.timeIntervalSince(item.since) >= Self.patience
            effects.append(.save(lastTry ? item.save.lastTry : item.save))
            waiting[index].next = nil
        }
        return effects
    }

    /// A save of `subject` was written or failed for good: nothing of it waits any more.
    mutating func settle(_ subject: Save.Subject) {
        waiting.removeAll { $0.save.subject == subject }
    }

    /// Every waiting save, given its last try now (the program is quitting).
    mutating func drain() -> [Effect] {
        defer { waiting = [] }
        return waiting.map { .save($0.save.lastTry) }
    }
}
