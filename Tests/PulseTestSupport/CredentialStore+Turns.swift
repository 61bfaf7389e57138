import Foundation
import PulseCore
import PulseStore

extension CredentialStore {
    /// Saves as the runtime does when the directory's lock is held: tries again until it is
    /// free (for at most `patience` seconds). Tests run in parallel and spawn processes,
    /// and a child between fork and exec briefly shares a lock this process took.
    public func saveTakingTurns(_ value: String, for credential: Credential, patience: TimeInterval = 5)
        throws(CredentialStoreError)
    {
        let deadline = Date().addingTimeInterval(patience)
        while true {
            do {
                try save(value, for: credential)
                return
            } catch .busy where Date() < deadline {
                usleep(1_000)
            }
        }
    }
}
