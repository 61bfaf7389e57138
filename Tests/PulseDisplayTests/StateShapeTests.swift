import Foundation
import PulseCore
import Testing

@testable import PulseDisplay

/// A state is never told by colour alone: in every colour mode, read as lit and dark
/// pixels (any colour but black lit), the Uptime squares of up, degraded, down, unknown
/// and maintenance are five different shapes.
@Suite struct StateShapeTests {
    let now = utcInstant("2026-08-30T14:32:08Z")
    static let modes: [ColorMode] = [.truecolor, .palette256, .palette16, .palette8, .none]

    static let states: [ServiceStatus] = [.operational, .degraded, .down, .unknown, .maintenance]
    static let names = ["UPSVC", "SLOWSVC", "DOWNSVC", "UNKNOWNSVC", "MAINTSVC"]

    /// The frame of a list of one service in each state, in `states`' order.
    func frame(_ columns: Int, _ rows: Int, grid: PixelGrid = .halfCells) throws -> Frame {
        let typeface = try builtInTypeface()
        let size = TerminalSize(columns: columns, rows: rows)
        let services = zip(Self.names, Self.states).map { UptimeService(name: $0, status: $1) }
        let layout = PanelLayout.lay(
            UptimeView.panel(for: UptimeModel(services: services), at: now, in: utc), in: size, typeface: typeface,
            grid: grid)
        return layout.frame(size: size, typeface: typeface)
    }

    /// Each state's mark: the up square fills the square, so its cells give the columns and
    /// the height of every row's mark, which starts as far from its service's name as up's
    /// does (on the name's row, or in the padding above where the mark is the taller).
    func marks(in frame: Frame, _ size: String) throws -> [[(Int, Int)]] {
        var upCells: [(row: Int, column: Int)] = []
        for row in 0..<frame.rows {
            for column in 0..<frame.columns where frame[row, column].foreground == .up {
                upCells.append((row, column))
            }
        }
        let top = try #require(upCells.map(\.row).min(), "an up square at \(size)")
        let height = (upCells.map(\.row).max() ?? top) - top + 1
        let squareColumns = Set(upCells.map(\.column)).sorted()
        let lines = FrameText.glyphLines(frame).map { $0.replacingOccurrences(of: " ", with: "") }
        let upName = try #require(lines.firstIndex { $0.hasPrefix(Self.names[0]) })
        let above = upName - top
        #expect((0...2).contains(above), "the up square starts on its name's row or just above: \(above)")
        return try Self.names.map { name in
            let first = try #require(lines.firstIndex { $0.hasPrefix(name) }, "\(name) at \(size)") - above
            return (first..<(first + height)).flatMap { row in squareColumns.map { (row, $0) } }
        }
    }

    /// On whole cells (the console, a locale that is not UTF-8) a small mark has no halves
    /// or quarters to show: each state is its shade there, in every colour mode.
    @Test(arguments: [(80, 24), (120, 40), (200, 60)])
    func onWholeCellsEveryStateHasItsOwnShapeToo(columns: Int, rows: Int) throws {
        let frame = try frame(columns, rows, grid: .wholeCells)
        let shapes = try marks(in: frame, "\(columns)x\(rows)")
        for glyphs in [GlyphSet.console, .ascii] {
            for mode in Self.modes {
                let drawn = shapes.map { cells in
                    cells.map { cell -> String in
                        let sent = glyphs.adapt(mode.adapt(frame[cell.0, cell.1]))
                        let lit = sent.background != .background || sent.glyph == "\u{2588}"
                        return lit ? "#" : sent.glyph == " " ? "." : String(sent.glyph)
                    }
                    .joined()
                }
                #expect(Set(drawn).count == Self.states.count, "\(glyphs) \(mode) at \(columns)x\(rows): \(drawn)")
            }
        }
    }

    /// Whether a cell's upper and lower halves are lit as `mode` sends it: reverse video
    /// without colour lights what is not the glyph; a shade or quadrant is its own pattern.
    static func halves(_ cell: Cell, in mode: ColorMode) -> String {
        let sent = mode.adapt(cell)
        func lit(_ role: ColorRole) -> Bool { role != .background && role != .inputSurface }
        var glyphLit = lit(sent.foreground), groundLit = lit(sent.background)
        if mode == .none, MonochromeCell.isReversed(sent) { (glyphLit, groundLit) = (false, true) }
        func mark(_ on: Bool) -> String { on ? "#" : "." }
        switch sent.glyph {
        case "\u{2588}": return mark(glyphLit) + mark(glyphLit)
        case "\u{2580}": return mark(glyphLit) + mark(groundLit)
        case "\u{2584}": return mark(groundLit) + mark(glyphLit)
        case " ": return mark(groundLit) + mark(groundLit)
        default: return glyphLit ? String(sent.glyph) + String(sent.glyph) : mark(groundLit) + mark(groundLit)
        }
    }

    @Test(arguments: [(80, 24), (120, 40), (200, 60)])
    func everyStateHasItsOwnShapeInEveryMode(columns: Int, rows: Int) throws {
        let frame = try frame(columns, rows)
        let shapes = try marks(in: frame, "\(columns)x\(rows)")
        for mode in Self.modes {
            let drawn = shapes.map { cells in cells.map { Self.halves(frame[$0.0, $0.1], in: mode) }.joined() }
            #expect(Set(drawn).count == Self.states.count, "\(mode) at \(columns)x\(rows): \(drawn)")
            #expect(drawn[1...].allSatisfy { $0 != drawn[0] }, "no state looks like up")
        }
    }
}
