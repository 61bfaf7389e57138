import PulseDisplay

/// A terminal as far as Pulse's output goes: glyphs, CUP, CHA, CUU/CUD/CUF/CUB, LF, CR,
/// BS, ECH and the SGR Pulse sends (colours as numbers, bold, reverse video). Each cell
/// keeps the colours it shows. A control the encoder must not use (LF on the last row,
/// which scrolls; REP at all, which some terminals drop) is recorded in `misuse`, as a
/// terminal that drops REP would show nothing for it.
struct ModelTerminal {
    /// A cell as the terminal shows it: reverse video already applied to its colours.
    struct Shown: Equatable {
        var glyph: Unicode.Scalar = " "
        var foreground: Int?
        var background: Int?
        var reversed = false
    }

    var cells: [Shown]
    let columns: Int, rows: Int
    var row = 0
    var column = 0
    var misuse: [String] = []
    private var foreground: Int?
    private var background: Int?
    private var bold = false
    private var reversed = false

    init(columns: Int, rows: Int) {
        self.columns = columns
        self.rows = rows
        cells = Array(repeating: Shown(), count: columns * rows)
    }

    /// The glyphs alone, as a frame (colours left out).
    var screen: Frame {
        var frame = Frame(columns: columns, rows: rows)
        for index in cells.indices { frame[index / columns, index % columns] = Cell(cells[index].glyph, .primary) }
        return frame
    }

    subscript(row: Int, column: Int) -> Shown { cells[row * columns + column] }

    /// The pen's foreground with bold's brightening of 0–7, as eight-colour terminals do.
    private var shownForeground: Int? {
        guard let foreground else { return nil }
        return bold && foreground < 8 ? foreground + 8 : foreground
    }

    private mutating func put(_ glyph: Unicode.Scalar) {
        guard row >= 0, row < rows else {
            misuse.append("write outside the screen at row \(row)")
            return
        }
        let at = min(max(column, 0), columns - 1)
        let (fg, bg) = reversed ? (background, shownForeground) : (shownForeground, background)
        cells[row * columns + at] = Shown(glyph: glyph, foreground: fg, background: bg, reversed: reversed)
        column = min(column + 1, columns - 1)
    }

    /// Carries out `bytes`; the cursor and pen stay for the next call.
    mutating func replay(_ bytes: [UInt8]) {
        let text = Array(String(decoding: bytes, as: UTF8.self).unicodeScalars)
        var index = 0
        while index < text.count {
            switch text[index] {
            case "\u{1B}":
                index = control(text, at: index)
                continue
            case "\n":
                if row == rows - 1 { misuse.append("LF on the last row scrolls") }
                row += 1
            case "\r":
                column = 0
            case "\u{08}":
                column = max(0, column - 1)
            default:
                put(text[index])
            }
            index += 1
        }
    }

    /// Carries out the CSI sequence at `start`; the index after it.
    private mutating func control(_ text: [Unicode.Scalar], at start: Int) -> Int {
        var index = start + 2  // ESC [
        var parameters = ""
        while index < text.count, !(("@"..."~").contains(text[index])) {
            parameters.unicodeScalars.append(text[index])
            index += 1
        }
        guard index < text.count else { return index }
        let numbers = parameters.split(separator: ";", omittingEmptySubsequences: false).map { Int($0) }
        let n = (numbers.first ?? nil) ?? 1
        let final = text[index]
        switch final {
        case "H":
            row = n - 1
            column = (numbers.count > 1 ? numbers[1] ?? 1 : 1) - 1
        case "G": column = n - 1
        case "A": row -= n
        case "B": row += n
        case "C": column += n
        case "D": column -= n
        case "b":
            misuse.append("REP, which mosh and others drop")
        case "X", "K":
            // Whether an erased cell takes reverse video differs between terminals.
            if reversed { misuse.append("erase in reverse video") }
            let count = final == "K" ? columns - column : n
            for at in column..<min(columns, column + count) {
                cells[row * columns + at] = Shown(glyph: " ", foreground: shownForeground, background: background)
            }
        case "m": pen(numbers.map { $0 ?? 0 })
        default: misuse.append("unknown control \(final)")
        }
        return index + 1
    }

    private mutating func pen(_ parameters: [Int]) {
        var index = 0
        while index < parameters.count {
            let p = parameters[index]
            switch p {
            case 0: (foreground, background, bold, reversed) = (nil, nil, false, false)
            case 1: bold = true
            case 2: break
            case 22: bold = false
            case 7: reversed = true
            case 27: reversed = false
            case 30...37: foreground = p - 30
            case 39: foreground = nil
            case 40...47: background = p - 40
            case 49: background = nil
            case 90...97: foreground = p - 90 + 8
            case 100...107: background = p - 100 + 8
            case 38, 48:
                let value: Int?
                if index + 1 < parameters.count, parameters[index + 1] == 5, index + 2 < parameters.count {
                    value = parameters[index + 2]
                    index += 2
                } else if index + 4 < parameters.count, parameters[index + 1] == 2 {
                    value = parameters[index + 2] << 16 | parameters[index + 3] << 8 | parameters[index + 4]
                    index += 4
                } else {
                    value = nil
                    misuse.append("malformed SGR \(parameters)")
                }
                if p == 38 { foreground = value } else { background = value }
            default: misuse.append("unknown SGR \(p)")
            }
            index += 1
        }
    }
}
