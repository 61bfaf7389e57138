import Foundation

@testable import PulseCore

/// What a user does with a kind's source picker on Settings, as the display drives it,
/// for every kind alike: open it from its row, move the highlight to a choice with the
/// arrows and choose it with Enter; then type into the prompt that follows.
extension AppState {
    /// Opens the picker of `choice`'s kind from its Settings row and picks `choice`.
    mutating func pick<Kind: PickedKind>(_ choice: SourceChoice<Kind>, at now: Date) -> [Effect] {
        _ = handle(.pressed(.settingsRow(Kind.sourceRow)), at: now)
        guard case .picker(let picker, _) = screen else { return [] }
        let step = choice.index - picker.highlighted
        for _ in 0..<abs(step) { _ = handle(.key(step > 0 ? .down : .up), at: now) }
        return handle(.key(.enter), at: now)
    }

    /// Pastes `text` into the prompt on screen and submits it.
    mutating func type(_ text: String, at now: Date) -> [Effect] {
        _ = handle(.paste(text), at: now)
        return handle(.key(.enter), at: now)
    }
}
