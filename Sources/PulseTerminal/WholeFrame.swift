import FoundationEssentials
import PulseDisplay

/// When the frame goes out whole instead of as a diff, so that whatever was written over
/// the screen behind Pulse's back (kernel messages, `wall`, a stray program in the same
/// pane) is gone within minutes without a key: at each orbit step everywhere, and each
/// minute on the Linux console, where the kernel writes most. Periods are counted on the
/// display's clock from the epoch, so the heal lands on a wake the page already has.
struct HealSchedule {
    /// Seconds between heals.
    let period: TimeInterval
    private var healed: Int?

    /// A schedule healing every `period` seconds.
    init(period: TimeInterval) {
        self.period = period
    }

    /// Whether the frame drawn at `now` must go out whole: a new period has begun since
    /// the last frame (the first frame is whole anyway).
    mutating func isDue(at now: Date) -> Bool {
        let current = Int((now.timeIntervalSince1970 / period).rounded(.down))
        defer { healed = current }
        return healed != nil && healed != current
    }
}

/// Every cell of a frame, cheaply: runs of black cells are erased (ECH, or EL to the end
/// of a row) with the pen's black background, where the encoder's terminal takes ECH and
/// erases in the current background (`ech` and `bce`); the lit cells go through the
/// encoder. Otherwise every cell is written.
enum WholeFrame {
    static func bytes(_ frame: Frame, encoder: inout CellEncoder) -> [UInt8] {
        encoder.invalidate()
        let all = frame.changes(since: nil)
        func isBlack(_ cell: Cell) -> Bool { cell.glyph == " " && cell.background == .background }
        guard encoder.controls.erases, let black = all.first(where: { isBlack($0.cell) }) else {
            return encoder.encode(all, of: frame)
        }
        // One black cell sets the pen's background the way this colour mode sends black.
        var out = encoder.encode([black], of: frame)
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
