import FoundationEssentials
import PulseCore
import PulseDisplay
import PulseTestSupport
import Testing

@testable import PulseTerminal

/// The heal's whole frame: it covers whatever was written over the screen, cell for cell
/// and colour for colour, in every colour mode, and goes out the shorter of its two ways.
@Suite struct WholeFrameTests {
    static let now = Date(timeIntervalSince1970: 1_790_000_000)
    static let zone = TimeZone(identifier: "UTC") ?? .current
    static let sizes = [TerminalSize(columns: 80, rows: 24), TerminalSize(columns: 200, rows: 50)]

    /// A screen some other program wrote over: every cell a coloured `#`, reversed.
    static func scribbled(_ size: TerminalSize) -> ModelTerminal {
        var terminal = ModelTerminal(columns: size.columns, rows: size.rows)
        terminal.replay(Array("\u{1B}[7;31;42m".utf8))
        terminal.replay(Array(String(repeating: "#", count: size.columns * size.rows - 1).utf8))
        return terminal
    }

    static func frame(_ page: Page, _ size: TerminalSize) throws -> Frame {
        let renderer = Renderer(typeface: try Typeface.builtIn())
        let state = DemoContent.state(page: page, size: size, at: now, zone: zone)
        return renderer.frame(for: state, at: now, in: zone)
    }

    @Test(arguments: ColorMode.allCases)
    func everyPageCoversAScribbledScreenInTheShorterWay(_ mode: ColorMode) throws {
        for size in Self.sizes {
            for page in Page.allCases {
                let frame = try Self.frame(page, size)
                for controls in [TerminalControls.all, TerminalControls()] {
                    var encoder = CellEncoder(mode: mode, controls: controls)
                    var terminal = Self.scribbled(size)
                    let bytes = WholeFrame.bytes(frame, encoder: &encoder)
                    terminal.replay(bytes)
                    #expect(terminal.misuse.isEmpty, "\(page) \(size) \(mode)")
                    let wrong = ShortControlsTests().mismatches(frame, terminal, mode: mode)
                    #expect(wrong.count == 0, "\(page) \(size) \(mode)")

                    var plain = CellEncoder(mode: mode, controls: controls)
                    var erasing = plain
                    let candidates = [
                        WholeFrame.everyCell(frame, encoder: &plain).count,
                        WholeFrame.blackFirst(frame, encoder: &erasing)?.count,
                    ].compactMap { $0 }
                    #expect(bytes.count == candidates.min(), "\(page) \(size) \(mode)")
                }
            }
        }
    }

    @Test func eachWayIsTheShorterSomewhere() throws {
        // Settings at 240×50: without colour one pass of the encoder is shorter; with
        // colour, the black runs erased first (at 200×50 the two ways now come within a
        // byte of each other).
        let frame = try Self.frame(.settings, TerminalSize(columns: 240, rows: 50))
        func prices(_ mode: ColorMode) -> (everyCell: Int, blackFirst: Int) {
            var plain = CellEncoder(mode: mode, controls: .all)
            var erasing = plain
            let every = WholeFrame.everyCell(frame, encoder: &plain).count
            let first = WholeFrame.blackFirst(frame, encoder: &erasing)?.count ?? .max
            print("settings 240x50 \(mode): every cell \(every), black first \(first)")
            return (every, first)
        }
        let mono = prices(.none)
        let colour = prices(.palette256)
        #expect(mono.everyCell < mono.blackFirst)
        #expect(colour.blackFirst < colour.everyCell)
    }

    @Test func theEncoderGoesOnFromWhereTheChosenWayLeftIt() throws {
        // After the heal the next diff is encoded from the cursor and pen the chosen way
        // left: replayed after the heal, it must land exactly.
        let size = TerminalSize(columns: 200, rows: 50)
        let renderer = Renderer(typeface: try Typeface.builtIn())
        let state = AppState(page: .clock, size: size, preferences: ClockPreferences(showsSeconds: true))
        let first = renderer.frame(for: state, at: Self.now, in: Self.zone)
        let second = renderer.frame(for: state, at: Self.now + 1, in: Self.zone)
        for mode in ColorMode.allCases {
            var encoder = CellEncoder(mode: mode, controls: .all)
            var terminal = Self.scribbled(size)
            terminal.replay(WholeFrame.bytes(first, encoder: &encoder))
            terminal.replay(encoder.encode(second.changes(since: first), of: second))
            #expect(terminal.misuse.isEmpty)
            #expect(ShortControlsTests().mismatches(second, terminal, mode: mode).count == 0, "\(mode)")
        }
    }
}
