import FoundationEssentials
import PulseCore

/// How long each cell of the screen is lit over a run of frames: the burn-in a page would
/// cause on an OLED or plasma screen left on. One frame a minute over a day is the test
/// and the bench's measure.
public struct BurnIn: Sendable {
    /// Size in cells.
    public let columns: Int, rows: Int
    /// Frames counted.
    public private(set) var frames = 0
    private var lit: [Int]

    /// A count over a screen of `size`.
    public init(size: TerminalSize) {
        columns = size.columns
        rows = size.rows
        lit = Array(repeating: 0, count: size.columns * size.rows)
    }

    /// Whether `cell` emits light: any part of it shows a colour other than black.
    public static func isLit(_ cell: Cell) -> Bool {
        cell.background != .background || (cell.glyph != " " && cell.foreground != .background)
    }

    /// Counts one frame.
    public mutating func add(_ frame: Frame) {
        frames += 1
        for row in 0..<min(rows, frame.rows) {
            for column in 0..<min(columns, frame.columns) where Self.isLit(frame[row, column]) {
                lit[row * columns + column] += 1
            }
        }
    }

    /// The largest share of the frames any one cell was lit in (0...1).
    public var worstShare: Double {
        frames == 0 ? 0 : Double(lit.max() ?? 0) / Double(frames)
    }

    /// The cells lit in more than `share` of the frames, as (row, column).
    public func places(litMoreThan share: Double) -> [(row: Int, column: Int)] {
        lit.indices.filter { Double(lit[$0]) > share * Double(frames) }.map { ($0 / columns, $0 % columns) }
    }

    /// How many cells were lit in more than `share` of the frames.
    public func cells(litMoreThan share: Double) -> Int {
        lit.filter { Double($0) > share * Double(frames) }.count
    }

    /// One frame a minute of `state` from `start` for `minutes`, as `renderer` draws it.
    public static func measure(
        _ state: AppState, renderer: Renderer, from start: Date, minutes: Int = 1440, in zone: some CivilZone
    ) -> BurnIn {
        var count = BurnIn(size: state.size)
        for minute in 0..<minutes {
            count.add(renderer.frame(for: state, at: start.addingTimeInterval(Double(minute) * 60), in: zone))
        }
        return count
    }
}
