import FoundationEssentials
import PulseDisplay

/// Every cell of a frame, in the fewer bytes of two ways: the encoder writing every cell
/// (its ECH and EL take black runs it meets with the pen's background), or, where the
/// terminal takes ECH and erases in the current background (`ech` and `bce`), every black
/// run erased from the pen's black first and the lit cells written after. Which is
/// shorter depends on the colour mode: with colour, erasing first saves the pen changes
/// between lit and black; without, the encoder's one pass saves the moves
/// (design/measurements.md, `WholeFrameTests`). A heal is one frame in minutes, so both
/// are priced.
enum WholeFrame {
    static func bytes(_ frame: Frame, encoder: inout CellEncoder) -> [UInt8] {
        var written = encoder
        let plain = everyCell(frame, encoder: &written)
        var erasing = encoder
        guard let erased = blackFirst(frame, encoder: &erasing), erased.count < plain.count else {
            encoder = written
            return plain
        }
        encoder = erasing
        return erased
    }

    /// Every cell through the encoder, from a cursor and pen it no longer knows.
    static func everyCell(_ frame: Frame, encoder: inout CellEncoder) -> [UInt8] {
        encoder.invalidate()
        return encoder.encode(frame.changes(since: nil), of: frame)
    }

    /// Every black run erased (ECH, or EL to the end of a row) from the pen's black, then
    /// the lit cells; nil where the terminal does not promise ECH in the pen's background,
    /// or nothing is black.
    static func blackFirst(_ frame: Frame, encoder: inout CellEncoder) -> [UInt8]? {
        encoder.invalidate()
        let all = frame.changes(since: nil)
        func isBlack(_ cell: Cell) -> Bool { cell.glyph == " " && cell.background == .background }
        guard encoder.controls.erases, all.contains(where: { isBlack($0.cell) }) else { return nil }
        var out = encoder.blackErasingPen()
        for row in 0..<frame.rows {
            var column = 0
            while column < frame.columns {
                guard isBlack(frame[row, column]) else {
                    column += 1
                    continue
                }
                var end = column
                while end < frame.columns, isBlack(frame[row, end]) { end += 1 }
                out += Array("\u{1B}[\(row + 1);\(column + 1)H".utf8)
                out += Array((end == frame.columns ? "\u{1B}[K" : "\u{1B}[\(end - column)X").utf8)
                column = end
            }
        }
        // The erases moved the cursor behind the encoder's back.
        encoder.invalidate()
        return out + encoder.encode(all.filter { !isBlack($0.cell) }, of: frame)
    }
}
