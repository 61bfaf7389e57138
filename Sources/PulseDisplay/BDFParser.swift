/// Why a BDF file could not be used, with the line it went wrong on.
public struct BDFError: Error, Equatable, CustomStringConvertible {
    /// 1-based line number, or 0 for the file as a whole.
    public let line: Int
    /// What was wrong.
    public let reason: String

    /// Describes the problem for one line of standard error.
    public var description: String { line > 0 ? "line \(line): \(reason)" : reason }
}

/// Reads the subset of BDF 2.1 a bitmap font editor writes: per-glyph ENCODING, DWIDTH,
/// BBX and BITMAP. Pulse lays text out on an 8-pixel em, so the font must say so.
enum BDFParser {
    static let maximumGlyphSide = 32

    static func parse(_ text: String) throws(BDFError) -> (glyphs: [UInt32: Glyph], defaultCode: UInt32?) {
        var glyphs: [UInt32: Glyph] = [:]
        var defaultCode: UInt32?
        var pixelSize: Int?
        var sawStart = false
        var current = GlyphDraft()
        var inGlyph = false
        var bitmapRowsLeft = 0
        var lineNumber = 0

        for rawLine in text.split(separator: "\n", omittingEmptySubsequences: false) {
            lineNumber += 1
            let line = rawLine.trimmingSuffix(while: { $0 == "\r" || $0 == " " })
            if bitmapRowsLeft > 0 {
                guard let value = UInt32(line, radix: 16), line.count <= 8 else {
                    throw BDFError(line: lineNumber, reason: "bitmap row is not hexadecimal")
                }
                // Rows are padded to whole bytes; keep the leftmost `width` bits.
                let paddedBits = line.count * 4
                guard paddedBits >= current.width else {
                    throw BDFError(line: lineNumber, reason: "bitmap row narrower than BBX")
                }
                current.rows.append(value >> UInt32(paddedBits - current.width))
                bitmapRowsLeft -= 1
                continue
            }
            let fields = line.split(separator: " ")
            guard let keyword = fields.first else { continue }
            let numbers = fields.dropFirst().map { Int($0) }
            switch keyword {
            case "STARTFONT":
                sawStart = true
            case "PIXEL_SIZE":
                pixelSize = numbers.first ?? nil
            case "SIZE":
                if pixelSize == nil { pixelSize = numbers.first ?? nil }
            case "DEFAULT_CHAR":
                // `exactly`: a code beyond UInt32 is no code, not a crash (found by make fuzz).
                defaultCode = (numbers.first ?? nil).flatMap { UInt32(exactly: $0) }
            case "STARTCHAR":
                current = GlyphDraft()
                inGlyph = true
            case "ENCODING" where inGlyph:
                guard let number = numbers.first ?? nil, let code = UInt32(exactly: number) else {
                    throw BDFError(line: lineNumber, reason: "ENCODING needs a code point")
                }
                current.code = code
            case "DWIDTH" where inGlyph:
                guard let advance = numbers.first ?? nil, (0...maximumGlyphSide).contains(advance) else {
                    throw BDFError(line: lineNumber, reason: "DWIDTH out of range")
                }
                current.advance = advance
            case "BBX" where inGlyph:
                guard numbers.count == 4, let w = numbers[0], let h = numbers[1], let x = numbers[2],
                    let y = numbers[3], (0...maximumGlyphSide).contains(w), (0...maximumGlyphSide).contains(h),
                    abs(x) <= maximumGlyphSide, abs(y) <= maximumGlyphSide
                else {
                    throw BDFError(line: lineNumber, reason: "BBX needs four numbers in range")
                }
                (current.width, current.height, current.xOffset, current.yOffset) = (w, h, x, y)
            case "BITMAP" where inGlyph:
                bitmapRowsLeft = current.height
            case "ENDCHAR" where inGlyph:
                inGlyph = false
                guard current.rows.count == current.height else {
                    throw BDFError(
                        line: lineNumber, reason: "glyph has \(current.rows.count) rows, BBX says \(current.height)")
                }
                guard let code = current.code, let advance = current.advance else {
                    throw BDFError(line: lineNumber, reason: "glyph without ENCODING or DWIDTH")
                }
                glyphs[code] = Glyph(
                    advance: advance, width: current.width, height: current.height,
                    xOffset: current.xOffset, yOffset: current.yOffset, rows: current.rows)
            default:
                continue
            }
        }
        guard sawStart else { throw BDFError(line: 0, reason: "not a BDF font (no STARTFONT)") }
        guard bitmapRowsLeft == 0, !inGlyph else {
            throw BDFError(line: lineNumber, reason: "file ends inside a glyph")
        }
        guard pixelSize == Int(8) else {
            throw BDFError(line: 0, reason: "the font must be drawn on an 8-pixel em (PIXEL_SIZE 8)")
        }
        return (glyphs, defaultCode)
    }

    private struct GlyphDraft {
        var code: UInt32?
        var advance: Int?
        var width = 0, height = 0, xOffset = 0, yOffset = 0
        var rows: [UInt32] = []
    }
}

extension Substring {
    fileprivate func trimmingSuffix(while predicate: (Character) -> Bool) -> Substring {
        var end = endIndex
        while end > startIndex, predicate(self[index(before: end)]) {
            end = index(before: end)
        }
        return self[startIndex..<end]
    }
}
