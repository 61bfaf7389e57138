import PulseDisplay

/// The order a frame's changed cells go out in. Row after row, each digit's edge costs a
/// pen change (`7`/`27`: its lit spaces in reverse video, its dark ones not), and a
/// seconds digit has a dozen such edges. Written as runs instead (the changes side by side
/// along a row, cut where the pen changes), cheapest start next, the runs that share a pen
/// go out together and the moves between them are one or two bytes (LF, BS), which takes
/// about a tenth off a second's bytes. A greedy choice, not a search of every order: the
/// encoder keeps whichever of this and row after row is shorter.
enum WriteOrder {
    /// How many of the runs not yet written, in row-major order, are tried for the next.
    static let searchWidth = 16
    /// The most runs a frame may have for its order to be searched (a second of the seconds
    /// Clock has about a dozen, a roll-over thirty): beyond it (a new page, a whole frame)
    /// the frame goes out row after row, so a key and the first frame stay quick.
    static let mostRuns = 48

    /// The runs of `changes` (row-major): stretches side by side along a row, cut before
    /// each index of `splitBefore` (where the pen changed from the cell before).
    static func runs(of changes: [CellChange], splitBefore: [Int]) -> [Range<Int>] {
        var runs: [Range<Int>] = []
        var cuts = splitBefore.makeIterator()
        var cut = cuts.next()
        var start = 0
        for index in changes.indices.dropFirst() {
            while let next = cut, next < index { cut = cuts.next() }
            let before = changes[index - 1], change = changes[index]
            if change.row != before.row || change.column != before.column + 1 || cut == index {
                runs.append(start..<index)
                start = index
            }
        }
        if !changes.isEmpty { runs.append(start..<changes.count) }
        return runs
    }

    /// Whether ordering `runs` can pay: more than one, and few.
    static func isWorthSearching(_ runs: [Range<Int>]) -> Bool {
        (2...mostRuns).contains(runs.count)
    }

    /// The bytes of `runs` of `changes` (from `frame`) written cheapest next first, each
    /// priced by the move and the pen change its first cell needs from where the one before
    /// left the cursor and pen; `encoder` is left as the terminal is after them. A run a
    /// rewrite or an erase brought up to date is dropped.
    static func cheapestFirst(
        _ runs: [Range<Int>], of changes: [CellChange], in frame: Frame, encoder: inout CellEncoder
    ) -> [UInt8] {
        var remaining = runs
        var out: [UInt8] = []
        while !remaining.isEmpty {
            // A run's own cells cost the same whenever it goes: what the order changes is
            // the move to its first cell and the pen that cell needs.
            var best: (index: Int, cost: Int)?
            for (index, run) in remaining.prefix(searchWidth).enumerated() {
                let cost = encoder.startCost(of: changes[run.lowerBound], in: frame)
                if best.map({ cost < $0.cost }) ?? true { best = (index, cost) }
            }
            guard let best else { break }
            out += encoder.write(changes[remaining[best.index]], of: frame)
            remaining.remove(at: best.index)
            let covered = encoder.covered
            encoder.covered = []
            guard !covered.isEmpty else { continue }
            remaining.removeAll { run in
                let first = changes[run.lowerBound], last = changes[run.upperBound - 1]
                return covered.contains {
                    $0.row == first.row && $0.columns.contains(first.column) && $0.columns.contains(last.column)
                }
            }
        }
        return out
    }
}
