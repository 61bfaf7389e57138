import Foundation
import PulseCore
import Testing

@testable import PulseDisplay

/// The eight-colour rungs (`TERM=linux`, `TERM=screen`): what terminfo promises and no
/// more, with the states apart and black kept black.
@Suite struct EightColorTests {
    let states: [ColorRole] = [.up, .degraded, .down, .unknown]

    @Test func eightColoursAreChosenWheneverTerminfoHasEight() {
        let none: [String: String] = [:]
        #expect(ColorChoice.auto.resolve(colors: 8, directColor: false, environment: none) == .palette8)
        #expect(
            ColorChoice.auto.resolve(colors: 8, directColor: false, boldBrightens: false, environment: none)
                == .palette8Plain)
        // Asking for more than the terminal has gives what it has.
        for choice in [ColorChoice.truecolor, .palette256, .palette16] {
            #expect(choice.resolve(colors: 8, directColor: false, environment: none) == .palette8)
        }
        #expect(ColorChoice.auto.resolve(colors: 16, directColor: false, environment: none) == .palette16)
        #expect(ColorChoice.palette16.resolve(colors: 2, directColor: false, environment: none) == .none)
        #expect(ColorChoice.auto.resolve(colors: 8, directColor: false, environment: ["NO_COLOR": "1"]) == .none)
    }

    @Test func brightAsBoldKeepsTheSixteenColourMapForGlyphs() {
        for role in ColorRole.allCases {
            #expect(ColorMode.palette8.colorNumber(for: role) == ColorMode.palette16.colorNumber(for: role))
        }
        let states = Set(states.compactMap { ColorMode.palette8.colorNumber(for: $0) })
        #expect(states.count == 4)
    }

    @Test func backgroundsHaveOnlyTheEightAndBlackStaysBlack() {
        for mode in [ColorMode.palette8, .palette8Plain] {
            for role in ColorRole.allCases {
                #expect((0..<8).contains(mode.backgroundNumber(for: role) ?? -1), "\(mode) \(role)")
            }
            #expect(mode.backgroundNumber(for: .background) == 0)
            #expect(mode.colorNumber(for: .background) == 0)
        }
        #expect(ColorMode.palette8.backgroundNumber(for: .primary) == 7)
        #expect(ColorMode.palette8.backgroundNumber(for: .up) == 2)
        #expect(ColorMode.palette8.backgroundNumber(for: .muted) == 0)
    }

    @Test func withoutBoldEveryLitRoleShowsAndTheStatesStayApart() {
        for role in ColorRole.allCases where role.dayRole != .background && role.dayRole != .inputSurface {
            let number = ColorMode.palette8Plain.colorNumber(for: role) ?? -1
            #expect((1..<8).contains(number), "\(role) is lit and not black: \(number)")
        }
        #expect(Set(states.compactMap { ColorMode.palette8Plain.colorNumber(for: $0) }).count == 4)
    }

    @Test func aColourTheBackgroundWouldLoseMovesToTheGlyph() {
        // White over a dark grey: the grey would be black as a background, so it becomes
        // the glyph (bold black) over a light-grey background.
        #expect(EightColorCell.adapt(Cell("\u{2580}", .primary, .muted)) == Cell("\u{2584}", .muted, .primary))
        #expect(EightColorCell.adapt(Cell("\u{2584}", .up, .faint)) == Cell("\u{2580}", .faint, .up))
        // The cursor, a space on white, is a bold full block.
        #expect(EightColorCell.adapt(Cell(" ", .primary, .primary)) == Cell("\u{2588}", .primary))
        // What the background carries exactly stays where it is.
        #expect(EightColorCell.adapt(Cell("\u{2580}", .muted, .bright)) == Cell("\u{2580}", .muted, .bright))
        #expect(EightColorCell.adapt(Cell("A", .primary, .inputSurface)) == Cell("A", .primary, .inputSurface))
        // Two greys: one of them is lost either way, so nothing is swapped.
        #expect(EightColorCell.adapt(Cell("\u{2580}", .faint, .muted)) == Cell("\u{2580}", .faint, .muted))
    }

    @Test func aSnapshotFrameUsesNoSixteenColourCodes() {
        var canvas = PixelCanvas(covering: 2, rows: 1)
        canvas.fill(x: 0, y: 0, width: 1, height: 1, role: .primary)
        canvas.fill(x: 0, y: 1, width: 1, height: 1, role: .muted)
        canvas.fill(x: 1, y: 0, width: 1, height: 2, role: .down)
        let text = ANSIFrameWriter.render(canvas.frame(), mode: .palette8)
        #expect(text == "\u{1B}[1;30;47m\u{2584}\u{1B}[1;31;40m\u{2588}\u{1B}[0m\n")
    }

    static let pages: [(Page, Int, Int)] = [
        (.clock, 80, 24), (.stopwatch, 80, 24), (.github, 80, 24), (.github, 120, 40), (.uptime, 80, 24),
        (.uptime, 120, 40), (.settings, 80, 24),
    ]

    @Test(arguments: pages)
    func goldenScreens(_ page: Page, _ columns: Int, _ rows: Int) throws {
        let now = utcInstant("2026-08-30T14:32:08Z")
        let state = DemoContent.state(page: page, size: TerminalSize(columns: columns, rows: rows), at: now, zone: utc)
        let frame = Renderer(typeface: try builtInTypeface()).frame(for: state, at: now, in: utc)
        try expectGolden(
            FrameText.paletteDocument(frame, mode: .palette8, title: "\(page.name) demo"),
            named: "\(page.name)-8colours-\(columns)x\(rows).txt")
    }
}
