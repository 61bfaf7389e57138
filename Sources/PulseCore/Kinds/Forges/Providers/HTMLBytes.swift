/// What GitHub's calendar parser needs of HTML, on bytes: opening tags by name (any case),
/// their double-quoted attributes, and text up to a closing tag. No regular expressions and
/// no DOM; every search is bounded or goes on from the last one, so hostile input costs
/// time in proportion to its length.
enum HTMLBytes {
    /// The page, read in place: no copy, no reference counting in the scanner's loops.
    typealias Bytes = UnsafeBufferPointer<UInt8>
    /// A stretch of the page.
    typealias Span = Slice<Bytes>

    /// The next `>` at or after the last place it was looked for from. Tags are looked at
    /// in document order, so each search goes on from the last one: a page of `<td ` with
    /// no `>` (cut short, or hostile) is read once, not once for every `<td`.
    struct TagClose {
        /// Where the last search started (nil: none yet) and what it found (nil: no `>`
        /// after it). It answers any later start up to what it found.
        private var searchedFrom: Int?
        private var found: Int?

        /// The index of the first `>` at or after `start`, or nil if there is none.
        mutating func first(in bytes: Bytes, from start: Int) -> Int? {
            if let searchedFrom, start >= searchedFrom {
                guard let found else { return nil }
                if found >= start { return found }
            }
            searchedFrom = start
            found = bytes[start...].firstIndex(of: UInt8(ascii: ">"))
            return found
        }
    }

    /// An opening tag found: the range of its attributes, the index after its `>`, and
    /// whether it closes itself (`/>`).
    struct Tag {
        let attributes: Range<Int>, end: Int, closesItself: Bool
    }

    /// `<name` (any case) at `start`, followed by a space, `/` or `>`.
    static func openingTag(named name: [UInt8], in bytes: Bytes, at start: Int, close: inout TagClose) -> Tag? {
        let after = start + 1 + name.count
        guard after < bytes.count, startsWith(name, in: bytes, at: start + 1) else { return nil }
        let next = bytes[after]
        guard next == UInt8(ascii: ">") || next == UInt8(ascii: "/") || isSpace(next) else { return nil }
        guard let end = close.first(in: bytes, from: after) else { return nil }
        return Tag(
            attributes: after..<end, end: end + 1, closesItself: end > after && bytes[end - 1] == UInt8(ascii: "/"))
    }

    /// The values of the attributes `names` (each `name="…"`, double-quoted), in one pass
    /// over the tag: only a name that is an attribute of its own counts, at the start or
    /// after white space, so `id` is not found inside `data-hovercard-id`. The first of a
    /// name wins.
    static func values(_ names: [[UInt8]], in attributes: Span) -> [Span?] {
        var found = [Span?](repeating: nil, count: names.count)
        var index = attributes.startIndex
        let end = attributes.endIndex
        while index < end {
            while index < end, isSpace(attributes[index]) { index += 1 }
            // A name runs to `=` or white space.
            let nameStart = index
            while index < end, attributes[index] != equals, !isSpace(attributes[index]) { index += 1 }
            guard index < end, attributes[index] == equals else { continue }
            index += 1
            guard index < end, attributes[index] == quote else {
                // An unquoted value runs to white space.
                while index < end, !isSpace(attributes[index]) { index += 1 }
                continue
            }
            let valueStart = index + 1
            guard let valueEnd = attributes[valueStart...].firstIndex(of: quote) else { break }
            index = valueEnd + 1
            let length = valueStart - 2 - nameStart
            for slot in names.indices where found[slot] == nil && names[slot].count == length {
                let name = names[slot]
                var same = true
                for offset in 0..<length where attributes[nameStart + offset] != name[offset] {
                    same = false
                    break
                }
                if same {
                    found[slot] = attributes[valueStart..<valueEnd]
                    break
                }
            }
        }
        return found
    }

    /// The value of the attribute `name`, as text.
    static func attribute(_ name: String, in attributes: Span) -> String? {
        values([Array(name.utf8)], in: attributes)[0].map { String(decoding: $0, as: UTF8.self) }
    }

    /// Whether `value` (a `class` attribute's) holds `token` as one of its words.
    static func hasWord(_ token: [UInt8], in value: Span) -> Bool {
        var start = value.startIndex
        while start < value.endIndex {
            var end = start
            while end < value.endIndex, !isSpace(value[end]) { end += 1 }
            if value[start..<end].elementsEqual(token) { return true }
            start = end + 1
        }
        return false
    }

    /// The text from `start` up to the closing tag `close` (`</td`), outside any tags in
    /// between (a `<span class="sr-only">`), looked for within `limit` bytes; nil when
    /// another cell or tooltip opens first, or nothing closes in time.
    static func text(
        from start: Int, closedBy close: [UInt8], in bytes: Bytes, limit: Int, stoppingAt stops: [[UInt8]]
    )
        -> ArraySlice<UInt8>?
    {
        var text: [UInt8] = []
        var index = start
        let end = min(bytes.count, start + limit)
        var inTag = false
        while index < end {
            let byte = bytes[index]
            if byte == UInt8(ascii: "<") {
                if startsWith(close, in: bytes, at: index) { return text[...] }
                if stops.contains(where: { startsWith($0, in: bytes, at: index) }) { return nil }
                inTag = true
            } else if byte == UInt8(ascii: ">") {
                inTag = false
            } else if !inTag {
                text.append(byte)
            }
            index += 1
        }
        return nil
    }

    /// Whether `pattern` (lower case) starts at `index`, in any case.
    static func startsWith(_ pattern: [UInt8], in bytes: Bytes, at index: Int) -> Bool {
        guard index >= 0, index + pattern.count <= bytes.count else { return false }
        for offset in 0..<pattern.count where lower(bytes[index + offset]) != pattern[offset] { return false }
        return true
    }

    private static let equals = UInt8(ascii: "="), quote = UInt8(ascii: "\"")

    static func lower(_ byte: UInt8) -> UInt8 {
        (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) ? byte + 32 : byte
    }

    static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D || byte == 0x0C
    }
}
