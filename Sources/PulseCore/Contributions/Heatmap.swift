import FoundationEssentials

/// The GitHub page's 17-week grid: one column per week (Sunday at the top), the oldest
/// week left, today's week last; days after today are drawn empty.
public enum Heatmap {
    /// Weeks and weekdays.
    public static let columns = 17, rows = 7

    /// The intensity step for a count: 0, 1–2, 3–5, 6–9, ≥10.
    public static func step(for count: Int) -> Int {
        switch count {
        case ...0: 0
        case 1...2: 1
        case 3...5: 2
        case 6...9: 3
        default: 4
        }
    }

    /// The `yyyy-MM-dd` key of `date` in `zone`'s calendar.
    public static func key(for date: Date, in zone: some CivilZone) -> String {
        zone.civilTime(at: date).dateKey
    }

    /// One cell: its day and whether it is today.
    public struct Cell: Equatable, Sendable {
        /// The day's key.
        public let date: String
        /// Whether the cell is today (drawn on the green ramp).
        public let isToday: Bool
        /// Whether the day is still to come (always empty).
        public let isFuture: Bool
    }

    /// The grid's cells as `rows` lists of `columns`, for the week containing `now`.
    public static func cells(now: Date, zone: some CivilZone) -> [[Cell]] {
        // Only today is read in the zone; the other days are counted on the calendar, so a
        // daylight-saving change inside the 17 weeks moves no cell.
        let today = zone.civilTime(at: now)
        let weekday = today.weekday  // Sunday = 1
        return (0..<rows).map { row in
            (0..<columns).map { column in
                let offset = row - (weekday - 1) - (columns - 1 - column) * 7
                return Cell(date: today.addingDays(offset).dateKey, isToday: offset == 0, isFuture: offset > 0)
            }
        }
    }
}
