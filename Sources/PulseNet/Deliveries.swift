import PulseCore
import Synchronization

/// The answers of work that runs on threads of its own (transfers, a calendar's reads),
/// kept for the main loop to take: which ids are under way, which were cancelled (their
/// answer is never delivered, however late it ends), and the answers waiting.
public final class Deliveries<Answer: Sendable>: Sendable {
    private struct State {
        var finished: [(FetchID, Answer)] = []
        var running: Set<FetchID> = []
        var cancelled: Set<FetchID> = []
    }

    private let state = Mutex(State())

    /// No work under way.
    public init() {}

    /// Work `id` starts (again): under way, not cancelled.
    public func begin(_ id: FetchID) {
        state.withLock {
            $0.running.insert(id)
            $0.cancelled.remove(id)
        }
    }

    /// Work `id` ended with `answer`; whether the answer is kept for delivery (false when
    /// it was cancelled).
    @discardableResult
    public func finish(_ id: FetchID, _ answer: Answer) -> Bool {
        state.withLock { state -> Bool in
            state.running.remove(id)
            guard state.cancelled.remove(id) == nil else { return false }
            state.finished.append((id, answer))
            return true
        }
    }

    /// Cancels `id`: its answer will never be delivered.
    public func cancel(_ id: FetchID) {
        state.withLock { state in
            if state.running.contains(id) { state.cancelled.insert(id) }
            state.finished.removeAll { $0.0 == id }
        }
    }

    /// Whether `id` was cancelled while under way: work that polls stops.
    public func isCancelled(_ id: FetchID) -> Bool {
        state.withLock { $0.cancelled.contains(id) }
    }

    /// Whether `id` is still under way.
    public func isRunning(_ id: FetchID) -> Bool {
        state.withLock { $0.running.contains(id) }
    }

    /// The answers that arrived since the last call.
    public func take() -> [(FetchID, Answer)] {
        state.withLock { state in
            defer { state.finished.removeAll() }
            return state.finished
        }
    }
}
