/// Joins physical lines into content lines (RFC 5545 §3.1): a line that begins with a
/// space or a tab continues the one before, its first character dropped; so, for a broken
/// fold, does a line that begins with no name followed by `;` or `:`, and any line after
/// one that is still inside its parameters. A blank line ends the line before it. Each
/// content line is given out with the physical line it began on (1-based).
struct LineUnfolder {
    private var pending: [UInt8] = []
    private var pendingLine = 0

    /// Takes the physical line `line` (emptied, its storage reused); gives out the content
    /// line it ends, if any.
    mutating func add(_ physical: inout [UInt8], line: Int) -> (bytes: [UInt8], line: Int)? {
        guard let first = physical.first else { return flush() }
        if !pending.isEmpty {
            if first == 0x20 || first == 0x09 {
                pending.append(contentsOf: physical.dropFirst())
                return nil
            }
            if ContentLine.nameEnd(of: physical[...]) == nil || ContentLine.isUnfinished(pending) {
                pending.append(contentsOf: physical)
                return nil
            }
        }
        let ended = flush()
        swap(&pending, &physical)
        pendingLine = line
        return ended
    }

    /// The content line held, if any.
    mutating func flush() -> (bytes: [UInt8], line: Int)? {
        guard !pending.isEmpty else { return nil }
        defer { pending = [] }
        return (pending, pendingLine)
    }
}
