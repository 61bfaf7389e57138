import FoundationEssentials

/// How far a page's composition may move from its designed place, in cells each way.
public struct OrbitAmplitude: Equatable, Sendable {
    /// Columns left and right, rows up and down.
    public let columns: Int, rows: Int

    /// An amplitude of `columns` × `rows` cells each way (never negative).
    public init(columns: Int, rows: Int) {
        self.columns = max(0, columns)
        self.rows = max(0, rows)
    }

    /// No movement.
    public static let none = OrbitAmplitude(columns: 0, rows: 0)

    /// The amplitude for a page whose largest solid feature is `feature` terminal pixels
    /// across: a lit cell moves off that feature's own cells for most of the orbit, and
    /// never by less than a few cells, so small text (one cell a stroke) is averaged too.
    /// A pixel is one column and half a row.
    public init(featurePixels feature: Int) {
        let pixels = max(Orbit.minimumPixels, Orbit.featureMultiple * max(1, feature))
        self.init(columns: pixels, rows: max(Orbit.minimumRows, (pixels + 1) / 2))
    }
}

/// Where a composition sits on its orbit: cells right (negative: left) and down.
public struct OrbitOffset: Equatable, Sendable {
    /// Columns right, rows down.
    public let columns: Int, rows: Int

    /// An offset of `columns` right and `rows` down.
    public init(columns: Int, rows: Int) {
        self.columns = columns
        self.rows = rows
    }

    /// The designed place.
    public static let zero = OrbitOffset(columns: 0, rows: 0)
}

/// The burn-in orbit: every page's whole composition moves around its designed place over
/// a fixed grid of places, one step every `stepInterval`. The step is derived from the
/// instant alone (whole steps since the epoch), so a snapshot at `--at` shows that
/// moment's place and two Pulses agree. It does not depend on the zone: every offset a
/// `TZ` can give is a whole number of minutes, so a step boundary is a local whole minute
/// everywhere, one the Clock already wakes for.
///
/// The grid has `columnPlaces` × `rowPlaces` places spread evenly over the amplitude, and
/// the path is a closed tour of them: its period (72 steps, 12 hours) divides a day, so
/// every day, from any step on, meets each place exactly twice and a cell's share of the
/// day is the average over the places. Twelve columns and six rows are whole multiples of
/// the two- and three-cell pitch of letter-spaced text and list rows, so those are met at
/// every phase equally.
public enum Orbit {
    /// Seconds between steps: each step sends a whole frame (it heals the screen), so
    /// the interval is what the Clock's byte budget allows.
    public static let stepInterval: TimeInterval = 600
    /// The amplitude in pixels is this many times the page's largest solid feature.
    static let featureMultiple = 3
    /// Never less than this many pixels (columns) each way.
    static let minimumPixels = 6
    /// Never less than this many rows each way.
    static let minimumRows = 3
    /// Places across: even, so the tour closes with neighbour steps.
    static let columnPlaces = 12
    /// Places down.
    static let rowPlaces = 6
    /// Steps before the tour repeats: a divisor of a day's 144 steps.
    public static let period = columnPlaces * rowPlaces

    /// The number of whole steps from the epoch to `now`.
    public static func step(at now: Date) -> Int {
        Int((now.timeIntervalSince1970 / stepInterval).rounded(.down))
    }

    /// The first step boundary strictly after `now`.
    public static func nextStep(after now: Date) -> Date {
        Date(timeIntervalSince1970: Double(step(at: now) + 1) * stepInterval)
    }

    /// Where the composition sits at `now` for `amplitude`.
    public static func offset(at now: Date, amplitude: OrbitAmplitude) -> OrbitOffset {
        guard amplitude != .none else { return .zero }
        let place = tour(((step(at: now) % period) + period) % period)
        return OrbitOffset(
            columns: spread(place.column, of: columnPlaces, over: amplitude.columns),
            rows: spread(place.row, of: rowPlaces, over: amplitude.rows))
    }

    /// The `index`th place of the tour, as a column and a row of the grid: down the first
    /// column, then a snake over the other columns below the top row, then back along the
    /// top row. Each step moves to a neighbouring place and the last step returns to the
    /// first, so the composition never jumps across the screen.
    static func tour(_ index: Int) -> (column: Int, row: Int) {
        let snake = (columnPlaces - 1) * (rowPlaces - 1)
        if index < rowPlaces { return (0, index) }
        let along = index - rowPlaces
        if along < snake {
            let column = 1 + along / (rowPlaces - 1), depth = along % (rowPlaces - 1)
            return (column, column % 2 == 1 ? rowPlaces - 1 - depth : 1 + depth)
        }
        return (columnPlaces - 1 - (along - snake), 0)
    }

    /// The offset of place `index` of `count` spread evenly from `-amplitude` to
    /// `amplitude`, rounded to whole cells. With an even count over an odd number of cells
    /// the designed place itself is the one skipped, so the spread stays symmetric.
    static func spread(_ index: Int, of count: Int, over amplitude: Int) -> Int {
        guard count > 1 else { return 0 }
        let exact = Double(amplitude * (2 * index - (count - 1))) / Double(count - 1)
        return Int(exact.rounded())
    }
}
