import PulseCore
import PulseDisplay
import Testing

@testable import PulseTerminal

/// The encoder sends the roles in the frame's ink; without colour the ink changes nothing.
@Suite struct InkEncodingTests {
    func encoded(_ mode: ColorMode, _ ink: Ink) -> String {
        var frame = Frame(columns: 4, rows: 1)
        frame[0, 0] = Cell("\u{2588}", .primary)
        frame[0, 1] = Cell("\u{2580}", .muted)
        frame[0, 2] = Cell(" ", .background, .up)
        var encoder = CellEncoder(mode: mode)
        encoder.ink = ink
        return String(
            decoding: encoder.encode(frame.changes(since: Frame(columns: 4, rows: 1)), of: frame), as: UTF8.self)
    }

    @Test func theInksColoursGoOut() {
        #expect(encoded(.palette256, .amber).contains("38;5;214"), "\(encoded(.palette256, .amber))")
        #expect(!encoded(.palette256, .white).contains("214"))
        #expect(encoded(.truecolor, .cyan).contains("2;0;229;255"))
        // The state's colour is the same in every ink.
        #expect(encoded(.palette256, .amber).contains("5;41m") && encoded(.palette256, .white).contains("5;41m"))
        #expect(encoded(.none, .amber) == encoded(.none, .white))
    }
}
