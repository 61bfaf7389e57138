import Foundation
import PulseCore

@testable import PulseNet

/// Handles `event` as the runtime would, carrying out every fetch it leads to for real
/// (`timeout` cuts a stall short) and feeding each answer back until none is left.
func runFetching(_ event: AppEvent, at now: Date, on state: inout AppState, timeout: TimeInterval) {
    var queue = [event]
    while !queue.isEmpty {
        for case .fetch(let id, var request) in state.handle(queue.removeFirst(), at: now) {
            request.totalTimeout = timeout
            queue.append(.fetched(id: id, result: BlockingFetch.perform(request)))
        }
    }
}
