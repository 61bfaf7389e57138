import FoundationEssentials
import PulseCore
import Synchronization

/// Runs GETs off the main thread, one thread per transfer, so a slow server never blocks
/// the display or Swift's cooperative pool. When a transfer ends, its result is queued and
/// `onFinish` is called (the runtime writes to its wake-up pipe); the main loop then takes
/// the results. A cancelled transfer's result is never delivered, however late it ends.
public final class Fetcher: Sendable {
    /// Names a transfer so its result can be matched, and it can be cancelled.
    public typealias ID = FetchID

    private struct State {
        var finished: [(ID, Result<HTTPResponse, HTTPFailure>)] = []
        var running: Set<ID> = []
        var cancelled: Set<ID> = []
    }

    private let state = Mutex(State())
    private let onFinish: @Sendable () -> Void

    /// A fetcher that calls `onFinish` from the transfer's thread when a result is ready.
    public init(onFinish: @escaping @Sendable () -> Void) {
        self.onFinish = onFinish
    }

    /// Starts `request` as transfer `id`. Call from one thread (the main loop's).
    public func start(_ request: HTTPRequest, id: ID) {
        // libcurl's global set-up must precede any transfer thread; done on first use, so a
        // display that never fetches never loads the TLS stack.
        CurlGlobal.initialise()
        state.withLock {
            $0.running.insert(id)
            $0.cancelled.remove(id)
        }
        TransferThread.start { [self] in
            let result = CurlTransfer.perform(request) { [self] in
                state.withLock { $0.cancelled.contains(id) }
            }
            let delivered = state.withLock { state -> Bool in
                state.running.remove(id)
                guard state.cancelled.remove(id) == nil else { return false }
                state.finished.append((id, result))
                return true
            }
            if delivered { onFinish() }
        }
    }

    /// Cancels transfer `id`: returns at once; its result will never be delivered.
    public func cancel(_ id: ID) {
        state.withLock { state in
            if state.running.contains(id) { state.cancelled.insert(id) }
            state.finished.removeAll { $0.0 == id }
        }
    }

    /// Whether transfer `id` is still running (cancelled ones stop within about a second).
    public func isRunning(_ id: ID) -> Bool {
        state.withLock { $0.running.contains(id) }
    }

    /// Takes the results that arrived since the last call.
    public func takeFinished() -> [(ID, Result<HTTPResponse, HTTPFailure>)] {
        state.withLock { state in
            defer { state.finished.removeAll() }
            return state.finished
        }
    }
}
