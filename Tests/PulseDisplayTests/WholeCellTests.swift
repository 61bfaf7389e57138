import Foundation
import PulseCore
import Testing

@testable import PulseDisplay

/// The whole-cell rendering, for the Linux console and for a terminal that is not UTF-8:
/// no half blocks, every page still on screen, and ASCII alone where ASCII is asked for.
@Suite struct WholeCellTests {
    let now = utcInstant("2026-08-30T14:32:08Z")

    func frame(_ page: Page, _ columns: Int, _ rows: Int, help: Bool = false) throws -> Frame {
        var state = DemoContent.state(page: page, size: TerminalSize(columns: columns, rows: rows), at: now, zone: utc)
        if help { _ = state.handle(.key(.character("?")), at: now) }
        return Renderer(typeface: try builtInTypeface(), grid: .wholeCells).frame(for: state, at: now, in: utc)
    }

    static let sizes = [(80, 24), (80, 25), (120, 40), (200, 60)]

    @Test(arguments: sizes)
    func everyPageFitsInWholeCells(columns: Int, rows: Int) throws {
        for page in Page.allCases {
            let glyphs = FrameText.glyphLines(try frame(page, columns, rows)).joined()
            #expect(!glyphs.contains("\u{2580}") && !glyphs.contains("\u{2584}"), "\(page.name) \(columns)x\(rows)")
            #expect(!glyphs.contains("TOO SMALL"), "\(page.name) \(columns)x\(rows)")
            #expect(glyphs.contains("\u{2588}"), "\(page.name) draws pixels")
        }
    }

    @Test(arguments: sizes)
    func asciiSendsNoByteAboveSeventyF(columns: Int, rows: Int) throws {
        for page in Page.allCases {
            for help in [false, true] {
                let frame = try frame(page, columns, rows, help: help)
                for mode in ColorMode.allCases {
                    let bytes = Array(ANSIFrameWriter.render(frame, mode: mode, glyphs: .ascii).utf8)
                    #expect(bytes.allSatisfy { $0 < 0x80 }, "\(page.name) \(mode.rawValue) \(columns)x\(rows)")
                }
            }
        }
    }

    @Test func standInsKeepTheMeaning() {
        #expect(GlyphSet.ascii.adapt(Cell("\u{00B0}", .muted)) == Cell("'", .muted))
        #expect(GlyphSet.ascii.adapt(Cell("\u{2191}", .faint)) == Cell("^", .faint))
        #expect(GlyphSet.ascii.adapt(Cell("\u{00D7}", .primary)) == Cell("x", .primary))
        #expect(GlyphSet.ascii.adapt(Cell("\u{540D}", .primary)) == Cell("?", .primary))
        #expect(GlyphSet.console.adapt(Cell("\u{00B0}", .muted)) == Cell("\u{00B0}", .muted))
        #expect(GlyphSet.console.adapt(Cell("\u{2593}", .degraded)) == Cell("%", .degraded))
        #expect(GlyphSet.unicode.adapt(Cell("\u{2580}", .primary)) == Cell("\u{2580}", .primary))
    }

    static let goldens: [(Page, Int, Int)] = [
        (.clock, 80, 24), (.github, 80, 25), (.uptime, 80, 25), (.github, 120, 40),
    ]

    @Test(arguments: goldens)
    func goldenScreens(_ page: Page, _ columns: Int, _ rows: Int) throws {
        try expectGolden(
            FrameText.document(try frame(page, columns, rows), title: "\(page.name) demo, whole cells"),
            named: "\(page.name)-wholecells-\(columns)x\(rows).txt")
    }
}
