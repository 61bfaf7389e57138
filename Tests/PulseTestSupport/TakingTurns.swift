import Foundation
import PulseCore

/// What `perform` (one save, as `StoredFiles` or `StoredCredentials` carries it out) ends
/// with once it is not merely `.locked`: tried again, as the runtime does with a save it
/// was handed back, until the lock is free (for at most `patience` seconds). Tests run in
/// parallel and spawn processes, and a child between fork and exec briefly shares a
/// directory lock this process took, so the save straight after another may find it held.
public func takingTurns(patience: TimeInterval = 5, _ perform: () -> SaveOutcome) -> SaveOutcome {
    let deadline = Date().addingTimeInterval(patience)
    while true {
        let outcome = perform()
        guard outcome == .locked, Date() < deadline else { return outcome }
        usleep(1_000)
    }
}
