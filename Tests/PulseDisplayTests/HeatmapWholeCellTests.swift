import Foundation
import PulseCore
import Testing

@testable import PulseDisplay

/// The heatmap on whole cells (the Linux console, a locale that is not UTF-8), read from
/// the frame as each colour mode and glyph set sends it: a dark cell between every two
/// neighbouring squares, a day without a contribution drawn dark, five steps that are five
/// renderings even with colour ignored, and today told by its shape.
@Suite struct HeatmapWholeCellTests {
    let now = utcInstant("2026-08-30T14:32:08Z")

    static let sizes = [(80, 24), (80, 25), (120, 40), (200, 60)]

    /// Where each square of the heatmap starts: rows and columns of cells drawn in a heat
    /// role, in runs (a square) split by cells drawn in none (a gap).
    struct Squares {
        let rows: [Range<Int>], columns: [Range<Int>]
    }

    static func isHeat(_ role: ColorRole) -> Bool {
        (ContributionsView.ramp + ContributionsView.todayRamp).contains(role)
    }

    /// The runs of indices `drawn` holds, in order.
    static func runs(_ drawn: Set<Int>) -> [Range<Int>] {
        var runs: [Range<Int>] = []
        for index in drawn.sorted() {
            if let last = runs.last, last.upperBound == index {
                runs[runs.count - 1] = last.lowerBound..<(index + 1)
            } else {
                runs.append(index..<(index + 1))
            }
        }
        return runs
    }

    func page(_ columns: Int, _ rows: Int, grid: PixelGrid = .wholeCells) throws -> (
        Frame, ContributionsView.Content
    ) {
        let state = DemoContent.state(
            page: .github, size: TerminalSize(columns: columns, rows: rows), at: now, zone: utc)
        let frame = Renderer(typeface: try builtInTypeface(), grid: grid).frame(for: state, at: now, in: utc)
        return (frame, ContributionsView.content(for: state, at: now, in: utc))
    }

    func squares(in frame: Frame) -> Squares {
        var rows: Set<Int> = [], columns: Set<Int> = []
        for row in 0..<frame.rows {
            for column in 0..<frame.columns where Self.isHeat(frame[row, column].foreground) {
                rows.insert(row)
                columns.insert(column)
            }
        }
        return Squares(rows: Self.runs(rows), columns: Self.runs(columns))
    }

    /// A cell as the terminal shows it with `mode` and `glyphs`: the bytes sent for it.
    static func rendering(_ cell: Cell, _ mode: ColorMode, _ glyphs: GlyphSet) -> String {
        var frame = Frame(columns: 1, rows: 1)
        frame[0, 0] = cell
        return ANSIFrameWriter.render(frame, mode: mode, glyphs: glyphs)
    }

    /// The same with colour ignored: the glyph, and whether the cell is lit (a lit
    /// background, reverse video without colour, or the full block).
    static func shape(_ cell: Cell, _ mode: ColorMode, _ glyphs: GlyphSet) -> String {
        let sent = glyphs.adapt(mode.adapt(cell))
        let lit = sent.background != .background || sent.glyph == "\u{2588}"
        return lit ? "lit" : String(sent.glyph)
    }

    @Test(arguments: sizes)
    func aDarkCellGoesBetweenEveryTwoNeighbouringSquares(columns: Int, rows: Int) throws {
        let (frame, _) = try page(columns, rows)
        let squares = squares(in: frame)
        #expect(squares.rows.count == 7, "\(columns)x\(rows): rows of squares \(squares.rows)")
        #expect(squares.columns.count == 17, "\(columns)x\(rows): columns of squares \(squares.columns)")
        // Between two runs every cell across the grid is blank.
        let across = (squares.columns.first?.lowerBound ?? 0)..<(squares.columns.last?.upperBound ?? 0)
        let down = (squares.rows.first?.lowerBound ?? 0)..<(squares.rows.last?.upperBound ?? 0)
        for (above, below) in zip(squares.rows, squares.rows.dropFirst()) {
            for row in above.upperBound..<below.lowerBound {
                #expect(across.allSatisfy { frame[row, $0] == .blank }, "\(columns)x\(rows): row \(row)")
            }
        }
        for (left, right) in zip(squares.columns, squares.columns.dropFirst()) {
            for column in left.upperBound..<right.lowerBound {
                #expect(down.allSatisfy { frame[$0, column] == .blank }, "\(columns)x\(rows): column \(column)")
            }
        }
    }

    @Test(arguments: sizes)
    func theFiveStepsAreFiveRenderingsAndTodayIsItsOwnShape(columns: Int, rows: Int) throws {
        let (frame, content) = try page(columns, rows)
        let squares = squares(in: frame)
        try #require(squares.rows.count == 7 && squares.columns.count == 17)
        for glyphs in [GlyphSet.console, .ascii] {
            for mode in ColorMode.allCases {
                var renderings: [Int: Set<String>] = [:], shapes: [Int: Set<String>] = [:]
                var today: Set<String> = []
                for (weekday, row) in squares.rows.enumerated() {
                    for (week, column) in squares.columns.enumerated() {
                        guard let step = content.steps[weekday][week].step else { continue }
                        let cell = frame[row.lowerBound, column.lowerBound]
                        if content.steps[weekday][week].today {
                            today.insert(Self.shape(cell, mode, glyphs))
                            continue
                        }
                        renderings[step, default: []].insert(Self.rendering(cell, mode, glyphs))
                        shapes[step, default: []].insert(Self.shape(cell, mode, glyphs))
                    }
                }
                let label = "\(glyphs) \(mode.rawValue) \(columns)x\(rows)"
                #expect(Set(renderings.keys) == [0, 1, 2, 3, 4], "\(label): the demo has every step")
                #expect(renderings.values.allSatisfy { $0.count == 1 }, "\(label): one rendering a step")
                #expect(Set(renderings.values.flatMap { $0 }).count == 5, "\(label): \(renderings)")
                #expect(Set(shapes.values.flatMap { $0 }).count == 5, "\(label), colour ignored: \(shapes)")
                #expect(shapes[0] != ["lit"], "\(label): a day without a contribution is dark")
                #expect(today.count == 1 && today.isDisjoint(with: shapes.values.flatMap { $0 }), "\(label): \(today)")
            }
        }
    }

    /// Without colour a half-cell square has no shades either: each step below the top is
    /// its shade over the cell, so no quiet day is lit like a worked one.
    @Test(arguments: sizes)
    func withoutColourTheStepsAreShadesOnHalfCellsToo(columns: Int, rows: Int) throws {
        let (frame, content) = try page(columns, rows, grid: .halfCells)
        let squares = squares(in: frame)
        // One-pixel squares sit in the upper halves of cells on consecutive rows.
        let rowsOfSquares = squares.rows.count == 7 ? squares.rows : squares.rows.flatMap { $0.map { $0..<($0 + 1) } }
        try #require(rowsOfSquares.count == 7 && squares.columns.count == 17, "\(squares)")
        var shapes: [Int: Set<String>] = [:]
        for (weekday, row) in rowsOfSquares.enumerated() {
            for (week, column) in squares.columns.enumerated() where !content.steps[weekday][week].today {
                guard let step = content.steps[weekday][week].step else { continue }
                shapes[step, default: []].insert(Self.shape(frame[row.lowerBound, column.lowerBound], .none, .unicode))
            }
        }
        #expect(shapes.values.allSatisfy { $0.count == 1 } && Set(shapes.values.flatMap { $0 }).count == 5, "\(shapes)")
        #expect(shapes[0] == ["\u{00B7}"], "a day without a contribution is a dot: \(shapes)")
    }
}
