/// Joins physical lines into content lines (RFC 5545 §3.1): a line that begins with a
/// space or a tab continues the one before, its first character dropped; so, for a broken
/// fold, does a line that begins with no name followed by `;` or `:`, and a line with a
/// quote after one still inside a quoted parameter (up to two such, never a `BEGIN` or
/// `END`). A blank line ends the line before it. Each
/// content line is given out with the physical line it began on (1-based).
struct LineUnfolder {
    private var pending: [UInt8] = []
    private var pendingLine = 0
    /// The line last given out: its storage comes back as the next pending line's, so a
    /// long feed is unfolded without an allocation a line.
    private var given: [UInt8] = []
    /// Lines joined to the pending one because it was still inside its parameters.
    private var quotedJoins = 0

    /// Takes the physical line `line` (emptied, its storage reused); gives out the content
    /// line it ends, if any.
    mutating func add(_ physical: inout [UInt8], line: Int) -> (bytes: [UInt8], line: Int)? {
        guard let first = physical.first else { return flush() }
        if !pending.isEmpty {
            if first == 0x20 || first == 0x09 {
                pending.append(contentsOf: physical.dropFirst())
                return nil
            }
            if ContentLine.nameEnd(of: physical[...]) == nil {
                pending.append(contentsOf: physical)
                return nil
            }
            // An unclosed quote must not swallow the rest of the feed: a line still inside
            // its parameters takes the next only when that one has a quote (the one that
            // closes it), at most twice, and never a BEGIN or an END.
            if quotedJoins < 2, physical.contains(UInt8(ascii: "\"")), !Self.isComponentLine(physical),
                ContentLine.isUnfinished(pending)
            {
                quotedJoins += 1
                pending.append(contentsOf: physical)
                return nil
            }
        }
        let ended = flush()
        swap(&pending, &physical)
        pendingLine = line
        quotedJoins = 0
        return ended
    }

    /// The content line held, if any.
    mutating func flush() -> (bytes: [UInt8], line: Int)? {
        guard !pending.isEmpty else { return nil }
        swap(&pending, &given)
        pending.removeAll(keepingCapacity: true)
        return (given, pendingLine)
    }

    /// Whether `line` begins `BEGIN:` or `END:`, in any case.
    private static func isComponentLine(_ line: [UInt8]) -> Bool {
        [Array("BEGIN:".utf8), Array("END:".utf8)].contains { word in
            line.count >= word.count && zip(line, word).allSatisfy { $0 & 0xDF == $1 & 0xDF }
        }
    }
}
