import FoundationEssentials

/// One day of the contribution calendar.
public struct ContributionDay: Equatable, Sendable {
    /// The day, `yyyy-MM-dd`, as GitHub dates it.
    public let date: String
    /// Contributions that day; an estimate from the cell's level when not exact.
    public let count: Int
    /// Whether the count came from the day's tooltip. Only exact counts reach the headline.
    public let isCountExact: Bool

    /// A day.
    public init(date: String, count: Int, isCountExact: Bool) {
        self.date = date
        self.count = count
        self.isCountExact = isCountExact
    }
}
