import FoundationEssentials

/// One day of the contribution calendar.
public struct ContributionDay: Equatable, Sendable {
    /// The day, `yyyy-MM-dd`, as GitHub dates it.
    public let date: String
    /// Contributions that day; an estimate from the cell's level when not exact.
    public let count: Int
    /// Whether the count came from the day's tooltip. Only exact counts reach the headline.
    public let isCountExact: Bool

    /// A day.
    public init(date: String, count: Int, isCountExact: Bool) {
        self.date = date
        self.count = count
        self.isCountExact = isCountExact
    }
}

/// Reads the public contributions page (`/users/{u}/contributions`) by the original's
/// rules. Day cells are `<td>` tags whose attributes contain `ContributionCalendar-day` and
/// a 10-character `data-date` (the legend's `div`s carry the class but no date); counts
/// come only from `<tool-tip for=…>` text. A cell's level may stand in for a missing count
/// only when at most `levelFallbackBudget` cells lack one, and such days are approximate.
/// No tooltips, or markup it does not know, gives no days: it never invents a number.
///
/// It scans the bytes once, without regular expressions or a DOM.
public enum ContributionsParser {
    /// How many cells may lack a tooltip before levels are no longer trusted.
    public static let levelFallbackBudget = 3

    /// The days in document order, or none.
    public static func parse(_ body: Data) -> [ContributionDay] {
        body.withUnsafeBytes { raw in
            parse(Array(raw.bindMemory(to: UInt8.self)))
        }
    }

    /// A day cell as found, before its count is known.
    struct Cell {
        let date: String, id: String?, level: Int?
    }

    static func parse(_ bytes: [UInt8]) -> [ContributionDay] {
        var cells: [Cell] = []
        var counts: [String: Int] = [:]
        var index = 0
        let end = bytes.count
        var close = TagClose()
        while index < end {
            guard let open = bytes[index...].firstIndex(of: UInt8(ascii: "<")) else { break }
            index = open
            if let tag = openingTag(named: tdName, in: bytes, at: index, close: &close) {
                if let cell = dayCell(bytes[tag.attributes]) { cells.append(cell) }
                index = tag.end
            } else if let tag = openingTag(named: toolTipName, in: bytes, at: index, close: &close) {
                index = tag.end
                guard let target = attribute("for", in: bytes[tag.attributes]) else { continue }
                // The text runs to the next `<`, which must close the tooltip.
                var close = index
                while close < end, bytes[close] != UInt8(ascii: "<") { close += 1 }
                guard matches(toolTipClose, in: bytes, at: close) else { continue }
                if let count = count(from: bytes[index..<close]) { counts[target] = count }
                index = close
            } else {
                index += 1
            }
        }
        guard !counts.isEmpty else { return [] }
        let fallbackAllowed = cells.count - counts.count <= levelFallbackBudget
        return cells.compactMap { cell in
            if let id = cell.id, let count = counts[id] {
                return ContributionDay(date: cell.date, count: max(0, count), isCountExact: true)
            }
            if fallbackAllowed, let level = cell.level {
                return ContributionDay(date: cell.date, count: approximateCount(forLevel: level), isCountExact: false)
            }
            return nil
        }
    }

    /// The count a level stands for when the tooltip is missing.
    public static func approximateCount(forLevel level: Int) -> Int {
        switch level {
        case ...0: 0
        case 1: 1
        case 2: 3
        case 3: 6
        default: 10
        }
    }

    // Patterns as bytes, made once: the scanner meets a `<` every few bytes.
    private static let dayClass = Array("ContributionCalendar-day".utf8)
    private static let tdName = Array("td".utf8), toolTipName = Array("tool-tip".utf8)
    private static let toolTipClose = Array("</tool-tip".utf8), noContribution = Array("no contribution".utf8)

    private static func dayCell(_ attributes: ArraySlice<UInt8>) -> Cell? {
        guard contains(dayClass, in: attributes), let date = attribute("data-date", in: attributes),
            date.utf8.count == 10
        else { return nil }
        return Cell(
            date: date, id: attribute("id", in: attributes),
            level: attribute("data-level", in: attributes).flatMap { Int($0) })
    }

    /// The next `>` at or after the last place it was looked for from. Tags are looked at
    /// in document order, so each search goes on from the last one: a page of `<td ` with
    /// no `>` (cut short, or hostile) is read once, not once for every `<td`.
    struct TagClose {
        /// Where the last search started (nil: none yet) and what it found (nil: no `>`
        /// after it). It answers any later start up to what it found.
        private var searchedFrom: Int?
        private var found: Int?

        /// The index of the first `>` at or after `start`, or nil if there is none.
        mutating func first(in bytes: [UInt8], from start: Int) -> Int? {
            if let searchedFrom, start >= searchedFrom {
                guard let found else { return nil }
                if found >= start { return found }
            }
            searchedFrom = start
            found = bytes[start...].firstIndex(of: UInt8(ascii: ">"))
            return found
        }
    }

    /// `<name` (any case) followed by a space or `>`: the range of its attributes and the
    /// index after its `>`.
    private static func openingTag(
        named nameBytes: [UInt8], in bytes: [UInt8], at start: Int, close tagClose: inout TagClose
    )
        -> (attributes: Range<Int>, end: Int)?
    {
        let after = start + 1 + nameBytes.count
        guard after < bytes.count else { return nil }
        var offset = 0
        while offset < nameBytes.count {
            if lower(bytes[start + 1 + offset]) != nameBytes[offset] { return nil }
            offset += 1
        }
        let next = bytes[after]
        guard
            next == UInt8(ascii: ">") || next == UInt8(ascii: " ") || next == 0x09 || next == 0x0A || next == 0x0D
                || next == UInt8(ascii: "/")
        else { return nil }
        guard let close = tagClose.first(in: bytes, from: after) else { return nil }
        return (after..<close, close + 1)
    }

    /// The value of the first `name="…"` whose name starts at a word boundary.
    static func attribute(_ name: String, in attributes: ArraySlice<UInt8>) -> String? {
        let pattern = Array(name.utf8) + [UInt8(ascii: "="), UInt8(ascii: "\"")]
        var index = attributes.startIndex
        while index + pattern.count <= attributes.endIndex {
            if attributes[index] == pattern[0], index == attributes.startIndex || !isWordByte(attributes[index - 1]),
                attributes[index..<(index + pattern.count)].elementsEqual(pattern)
            {
                let valueStart = index + pattern.count
                var valueEnd = valueStart
                while valueEnd < attributes.endIndex, attributes[valueEnd] != UInt8(ascii: "\"") { valueEnd += 1 }
                guard valueEnd < attributes.endIndex else { return nil }
                return String(decoding: attributes[valueStart..<valueEnd], as: UTF8.self)
            }
            index += 1
        }
        return nil
    }

    /// A tooltip's count: 0 for "No contributions…", else its leading digits (commas
    /// dropped); nil for anything else.
    static func count(from text: ArraySlice<UInt8>) -> Int? {
        var start = text.startIndex
        while start < text.endIndex, isSpace(text[start]) { start += 1 }
        let rest = text[start...]
        if rest.count >= noContribution.count,
            zip(rest.prefix(noContribution.count), noContribution).allSatisfy({ lower($0) == $1 })
        {
            return 0
        }
        var value = 0
        var digits = 0
        for byte in rest {
            if byte == UInt8(ascii: ",") { continue }
            guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) else { break }
            // A count beyond any real day is not a count.
            guard digits < 9 else { return nil }
            value = value * 10 + Int(byte - UInt8(ascii: "0"))
            digits += 1
        }
        return digits > 0 ? value : nil
    }

    private static func matches(_ pattern: [UInt8], in bytes: [UInt8], at index: Int) -> Bool {
        guard index + pattern.count <= bytes.count else { return false }
        for offset in 0..<pattern.count where lower(bytes[index + offset]) != pattern[offset] { return false }
        return true
    }

    private static func contains(_ pattern: [UInt8], in bytes: ArraySlice<UInt8>) -> Bool {
        guard let first = pattern.first, bytes.count >= pattern.count else { return false }
        var index = bytes.startIndex
        while index + pattern.count <= bytes.endIndex {
            if bytes[index] == first, bytes[index..<(index + pattern.count)].elementsEqual(pattern) { return true }
            index += 1
        }
        return false
    }

    private static func lower(_ byte: UInt8) -> UInt8 {
        (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) ? byte + 32 : byte
    }

    private static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }

    private static func isWordByte(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
            || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || byte == UInt8(ascii: "_")
    }
}
