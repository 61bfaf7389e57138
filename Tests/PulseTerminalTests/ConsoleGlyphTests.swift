import Foundation
import PulseCore
import PulseDisplay
import PulseTestSupport
import Testing

@testable import PulseTerminal

/// What Pulse sends the Linux console, against the Unicode tables of the console's fonts:
/// the check stays true as pages change, because it reads every page as it is drawn.
@Suite struct ConsoleGlyphTests {
    let tables: [String: Set<Unicode.Scalar>]

    init() throws {
        tables = try ConsoleFonts.tables()
    }

    @Test func everyFontLacksTheHalfBlocksAndHasTheConsoleSet() throws {
        #expect(tables.count == 9)
        for (name, table) in tables {
            #expect(!table.contains("\u{2580}") && !table.contains("\u{2584}"), "\(name) has a half block")
            let missing = GlyphSet.consoleExtras.subtracting(table)
            #expect(missing.isEmpty, "\(name) lacks \(missing.map { String($0) }.sorted())")
            #expect((0x20..<0x7F).allSatisfy { table.contains(Unicode.Scalar($0) ?? " ") }, "\(name) lacks ASCII")
        }
    }

    /// Every page, the help, a prompt, and the message for a terminal too small, drawn on
    /// the console's grid and encoded in each colour mode it may use.
    @Test func everyCharacterSentUnderTermLinuxIsInEveryConsoleFont() throws {
        let renderer = Renderer(typeface: try Typeface.builtIn(), grid: .wholeCells)
        let now = Date(timeIntervalSince1970: 1_788_086_528)
        let zone = TimeZone(identifier: "UTC") ?? .current
        var frames: [Frame] = []
        for size in [
            TerminalSize(columns: 80, rows: 25), TerminalSize(columns: 128, rows: 48), .init(columns: 30, rows: 8),
        ] {
            for page in Page.allCases {
                var state = DemoContent.state(page: page, size: size, at: now, zone: zone)
                frames.append(renderer.frame(for: state, at: now, in: zone))
                _ = state.handle(.key(.character("?")), at: now)
                frames.append(renderer.frame(for: state, at: now, in: zone))
            }
            var prompt = AppState(page: .github, size: size)
            _ = prompt.handle(.started, at: now)
            _ = prompt.handle(.paste("Zoë ✓ 名前"), at: now)
            frames.append(renderer.frame(for: prompt, at: now, in: zone))
        }
        var sent = Set<Unicode.Scalar>()
        for mode in [ColorMode.palette8, .palette8Plain, .none] {
            for frame in frames {
                var encoder = CellEncoder(mode: mode, glyphs: .console)
                let bytes = encoder.encode(frame.changes(since: nil), of: frame)
                sent.formUnion(String(decoding: bytes, as: UTF8.self).unicodeScalars.filter { $0.value >= 0x20 })
            }
        }
        #expect(sent.contains("\u{2588}"), "pixels were drawn")
        for (name, table) in tables {
            let missing = sent.subtracting(table)
            #expect(missing.isEmpty, "\(name) lacks \(missing.map { String($0) }.sorted())")
        }
    }
}
