/// The Settings picker of contribution sources: one line per choice, the source read now
/// marked, a highlight moved with ↑/↓ and chosen with Enter (or a click on a line), as
/// the uptime source picker is.
public struct ContributionsSourcePicker: Equatable, Sendable {
    /// The choice the source read now was made from.
    public let current: ContributionsSourceChoice
    /// The line Enter would choose; it opens on the current one.
    public private(set) var highlighted: ContributionsSourceChoice

    /// A picker opened while `current` is read.
    public init(current: ContributionsSource) {
        self.current = ContributionsSourceChoice(current)
        highlighted = self.current
    }

    /// ↑/↓: the ends hold.
    mutating func move(by step: Int) {
        let choices = ContributionsSourceChoice.allCases
        highlighted = choices[min(choices.count - 1, max(0, highlighted.index + step))]
    }
}
