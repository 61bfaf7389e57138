import PulseCore
import PulseNet

/// Where transfers go: the live fetcher (threads, answers later) or one transfer at a time
/// on the caller's thread (the snapshot, the integration tests).
public protocol Transport: AnyObject {
    /// Starts `request` as transfer `id`.
    func start(_ request: HTTPRequest, id: FetchID)
    /// Cancels transfer `id`: its answer never comes back.
    func cancel(_ id: FetchID)
    /// The transfers that ended since the last call.
    func takeFinished() -> [(FetchID, Result<HTTPResponse, HTTPFailure>)]
}

extension Fetcher: Transport {}

/// Each transfer carried out when it is started, on the caller's thread: its answer is
/// there by the next `takeFinished`. Nothing runs in the background, so a snapshot is one
/// frame of the page as the live display shows it on arrival.
public final class BlockingTransport: Transport {
    private var finished: [(FetchID, Result<HTTPResponse, HTTPFailure>)] = []
    /// The longest a transfer may take, shorter than the request's own when given.
    private let timeoutCap: Double?

    /// A transport whose transfers take at most `timeoutCap` seconds, if given.
    public init(timeoutCap: Double? = nil) {
        self.timeoutCap = timeoutCap
    }

    /// Carries out `request` at once; its answer waits for `takeFinished`.
    public func start(_ request: HTTPRequest, id: FetchID) {
        var request = request
        if let timeoutCap { request.totalTimeout = min(request.totalTimeout, timeoutCap) }
        finished.append((id, BlockingFetch.perform(request)))
    }

    /// Drops the answer of `id`, if it is still waiting.
    public func cancel(_ id: FetchID) {
        finished.removeAll { $0.0 == id }
    }

    /// The answers waiting, in the order their transfers started.
    public func takeFinished() -> [(FetchID, Result<HTTPResponse, HTTPFailure>)] {
        defer { finished = [] }
        return finished
    }
}
