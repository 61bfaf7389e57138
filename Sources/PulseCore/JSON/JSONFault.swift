import FoundationEssentials

/// Where a text stops being JSON, as a person finds it in an editor: the line and the
/// column of the byte the reader could not take, or that the text ended first.
public struct JSONFault: Equatable, Sendable, CustomStringConvertible {
    /// The line, from 1.
    public let line: Int
    /// The column on that line in characters, from 1.
    public let column: Int
    /// Whether the text ended before the JSON did (a file cut short).
    public let atEnd: Bool

    /// The fault at byte `offset` of `data`. Columns count characters: the bytes after the
    /// first of a UTF-8 sequence add none.
    init(in data: Data, at offset: Int) {
        var line = 1
        var column = 1
        for byte in data.prefix(offset) {
            if byte == 0x0A {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 {
                column += 1
            }
        }
        self.line = line
        self.column = column
        atEnd = offset >= data.count
    }

    /// `line 3, column 7`, or `it ends at line 3 before the JSON does` for a text cut short.
    public var description: String {
        atEnd ? "it ends at line \(line) before the JSON does" : "line \(line), column \(column)"
    }
}
