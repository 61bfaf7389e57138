import Foundation
import PulseCore

extension AppState {
    /// Handles `event` at `now`, then answers every save it asks for as written, as the
    /// performer does within the same wake: a timer's end is announced once its claim on
    /// the stored file comes back.
    public mutating func handleAnswered(_ event: AppEvent, at now: Date) -> [Effect] {
        var effects = handle(event, at: now)
        var waiting = effects.saves
        while !waiting.isEmpty {
            let answered = handle(.saved(waiting.removeFirst(), .written), at: now)
            effects += answered
            waiting += answered.saves
        }
        return effects
    }
}
