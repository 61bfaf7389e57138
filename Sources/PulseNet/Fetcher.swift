import FoundationEssentials
import PulseCore

/// Runs GETs off the main thread, one thread per transfer, so a slow server never blocks
/// the display or Swift's cooperative pool. When a transfer ends, its result is queued and
/// `onFinish` is called (the runtime writes to its wake-up pipe); the main loop then takes
/// the results. A cancelled transfer's result is never delivered, however late it ends.
public final class Fetcher: Sendable {
    /// Names a transfer so its result can be matched, and it can be cancelled.
    public typealias ID = FetchID

    private let deliveries = Deliveries<Result<HTTPResponse, HTTPFailure>>()
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
        deliveries.begin(id)
        TransferThread.start { [self] in
            let result = CurlTransfer.perform(request) { [self] in deliveries.isCancelled(id) }
            if deliveries.finish(id, result) { onFinish() }
        }
    }

    /// Cancels transfer `id`: returns at once; its result will never be delivered.
    public func cancel(_ id: ID) { deliveries.cancel(id) }

    /// Whether transfer `id` is still running (cancelled ones stop within about a second).
    public func isRunning(_ id: ID) -> Bool { deliveries.isRunning(id) }

    /// Takes the results that arrived since the last call.
    public func takeFinished() -> [(ID, Result<HTTPResponse, HTTPFailure>)] { deliveries.take() }
}
