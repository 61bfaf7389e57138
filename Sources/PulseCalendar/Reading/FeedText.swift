/// A `TEXT` value (RFC 5545 §3.3.11) made fit for a terminal: escapes undone (`\,` `\;`
/// `\\` `\n` `\N`; any other backslash kept as written), each control character (C0, DEL
/// and C1, tab and newline included) a space, and spaces trimmed at either end. Worked on
/// the UTF-8 bytes; bytes that are not UTF-8 become U+FFFD.
enum FeedText {
    /// The cleaned text of `bytes`.
    static func clean(_ bytes: some Collection<UInt8>) -> String {
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count)
        var escaped = false
        var afterC2 = false
        for byte in bytes {
            if afterC2 {
                afterC2 = false
                // U+0080…U+009F (C1) are C2 80…C2 9F in UTF-8: one space for the pair.
                if (0x80...0x9F).contains(byte) {
                    out.append(0x20)
                    continue
                }
                out.append(0xC2)
            }
            if escaped {
                escaped = false
                switch byte {
                case UInt8(ascii: ","), UInt8(ascii: ";"), UInt8(ascii: "\\"): out.append(byte)
                case UInt8(ascii: "n"), UInt8(ascii: "N"): out.append(0x20)
                default:
                    out.append(UInt8(ascii: "\\"))
                    append(byte, to: &out, afterC2: &afterC2)
                }
                continue
            }
            if byte == UInt8(ascii: "\\") {
                escaped = true
                continue
            }
            append(byte, to: &out, afterC2: &afterC2)
        }
        if escaped { out.append(UInt8(ascii: "\\")) }
        if afterC2 { out.append(0xC2) }
        // Written out with types: Swift 6.0 (Debian 13's) reads the shorter form as optional.
        let first: Int? = out.firstIndex(where: { $0 != 0x20 })
        let last: Int? = out.lastIndex(where: { $0 != 0x20 })
        let start: Int = first ?? out.endIndex
        let end: Int = last.map { $0 + 1 } ?? start
        return String(decoding: out[start..<max(start, end)], as: UTF8.self)
    }

    /// Appends one byte that is not part of an escape: a C0 control or DEL as a space, the
    /// lead byte of a possible C1 control held back until the next byte says.
    private static func append(_ byte: UInt8, to out: inout [UInt8], afterC2: inout Bool) {
        if byte < 0x20 || byte == 0x7F {
            out.append(0x20)
        } else if byte == 0xC2 {
            afterC2 = true
        } else {
            out.append(byte)
        }
    }
}
