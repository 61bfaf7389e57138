import PulseDisplay
import Testing

@testable import PulseTerminal

/// Eight colours on the wire: SGR 30–37 and 40–47, bright as bold, never the aixterm
/// codes 90–107 that terminfo does not promise.
@Suite struct EightColorEncodingTests {
    func encoded(_ cells: [Cell], mode: ColorMode) -> String {
        var frame = Frame(columns: cells.count, rows: 1)
        for (column, cell) in cells.enumerated() { frame[0, column] = cell }
        var encoder = CellEncoder(mode: mode)
        return String(decoding: encoder.encode(frame.changes(since: nil), of: frame), as: UTF8.self)
    }

    @Test func brightIsBoldAndIntensityIsSentOnlyWhenItChanges() {
        let cells = [
            Cell("\u{2588}", .primary), Cell("\u{2588}", .down), Cell("\u{2588}", .bright), Cell("\u{2588}", .faint),
        ]
        // Reverse video off, once (the pen is not known yet), then bold white, bold red
        // (colour only), light grey (intensity and colour), bold black.
        #expect(encoded(cells, mode: .palette8) == "\u{1B}[1;1H\u{1B}[27;1;37m█\u{1B}[31m█\u{1B}[22;37m█\u{1B}[1;30m█")
    }

    @Test func aGreyUnderWhiteIsDrawnAsTheGlyph() {
        #expect(encoded([Cell("\u{2580}", .primary, .muted)], mode: .palette8) == "\u{1B}[1;1H\u{1B}[27;1;30;47m▄")
    }

    @Test func noSixteenColourCodeForAnyRole() {
        for mode in [ColorMode.palette8, .palette8Plain] {
            for role in ColorRole.allCases {
                let text = encoded([Cell("\u{2580}", role, .primary), Cell(" ", .background, role)], mode: mode)
                let parameters = sgrParameters(text).compactMap { Int($0) }
                #expect(!parameters.contains { (90...107).contains($0) }, "\(mode) \(role): \(parameters)")
            }
        }
    }

    @Test func withoutBoldNothingIsBold() {
        let text = encoded(ColorRole.allCases.map { Cell("\u{2588}", $0) }, mode: .palette8Plain)
        let parameters = sgrParameters(text)
        #expect(!parameters.isEmpty && !parameters.contains("1"), "\(parameters)")
    }

    /// Every parameter of every SGR sequence in `text`.
    func sgrParameters(_ text: String) -> [String] {
        text.split(separator: "\u{1B}").compactMap { sequence -> [String]? in
            guard sequence.first == "[", let end = sequence.firstIndex(where: \.isLetter), sequence[end] == "m" else {
                return nil
            }
            return sequence.dropFirst().prefix(upTo: end).split(separator: ";").map(String.init)
        }.flatMap { $0 }
    }
}
