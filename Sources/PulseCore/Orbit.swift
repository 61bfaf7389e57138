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

/// The burn-in orbit: every page's whole composition moves around its designed place along
/// one fixed closed path, one cell a step, one step every `stepInterval`. The step is derived from the
/// instant alone (whole steps since the epoch), so a snapshot at `--at` shows that
/// moment's step and two Pulses agree. It does not depend on the zone: every zone's offset
/// is a whole number of 15 minutes, so a step boundary is a local 10-minute boundary
/// everywhere, and it lands on a minute the Clock already wakes for.
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

    /// The number of whole steps from the epoch to `now`.
    public static func step(at now: Date) -> Int {
        Int((now.timeIntervalSince1970 / stepInterval).rounded(.down))
    }

    /// The first step boundary strictly after `now`.
    public static func nextStep(after now: Date) -> Date {
        Date(timeIntervalSince1970: Double(step(at: now) + 1) * stepInterval)
    }

    /// Where the composition sits at `now` for `amplitude`. The path visits every place
    /// of the (2a + 1) × (2b + 1) rectangle of offsets, one column of places after another
    /// (a snake), then the same way back, so each step moves one cell and the
    /// path closes without a jump. Every offset is visited, so text, list rows and any
    /// other pattern that repeats every few cells is averaged over all its phases.
    public static func offset(at now: Date, amplitude: OrbitAmplitude) -> OrbitOffset {
        let width = 2 * amplitude.columns + 1, height = 2 * amplitude.rows + 1
        let count = width * height
        guard count > 1 else { return .zero }
        let period = 2 * count - 2
        var place = ((step(at: now) % period) + period) % period
        if place >= count { place = period - place }
        // Down a column, one column over, up the next: the rows (fewer) are all met within
        // hours, the columns over the day.
        let column = place / height
        let along = place % height
        let row = column % 2 == 0 ? along : height - 1 - along
        return OrbitOffset(columns: column - amplitude.columns, rows: row - amplitude.rows)
    }
}
