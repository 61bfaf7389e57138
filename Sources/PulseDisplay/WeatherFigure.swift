import PulseCore

/// The six condition figures: 8 × 7 cells, one colour, our own drawings in the original's
/// vocabulary. Rain, snow and thunderstorm share one cloud in the top four rows (row 4
/// empty) and differ only in the bottom two; `cloudy` is that cloud one row lower; `clear`
/// is a sun with four straight and four diagonal rays; `fog` is three broken bars.
public enum WeatherFigure {
    /// Columns and rows of every figure.
    public static let columns = 8, rows = 7

    static let cloud = ["...##...", ".#####..", "########", ".######."]

    /// The figure for `condition`, top row first, `#` for a filled cell.
    public static func rows(for condition: WeatherCondition) -> [String] {
        switch condition {
        case .clear:
            ["#..#..#.", ".#.#.#..", "..###...", "#######.", "..###...", ".#.#.#..", "#..#..#."]
        case .cloudy:
            ["........"] + cloud + ["........", "........"]
        case .fog:
            ["........", "###.####", "........", ".####.##", "........", "####.###", "........"]
        case .rain:
            cloud + ["........", ".#...#..", "#...#..."]
        case .snow:
            cloud + ["........", ".#...#..", "...#...#"]
        case .thunderstorm:
            cloud + ["........", "...#....", "..##...."]
        }
    }
}
