/// The shape of a compiled zone file (TZif, RFC 8536), checked before a zone is taken as
/// one: the C library reads a file it cannot parse as UTC, with no word said, so a file
/// that only begins as zone files do (`TZif`) is not a zone.
public enum ZoneFileFormat {
    /// Bytes in a header: the magic, the version, 15 reserved bytes and six counts.
    static let headerSize = 44

    /// Whether `bytes` are a whole zone file: the header (the magic, a known version), the
    /// six counts within the rules (at least one local time type and one byte of
    /// abbreviations, the indicator counts zero or the types'), and the data block sized
    /// as the counts say; from version 2 on, the second header and block with 64-bit times
    /// and the footer (a POSIX rule between newlines) ending the file exactly.
    public static func isWellFormed(_ bytes: [UInt8]) -> Bool {
        guard let first = block(bytes, at: 0, timeSize: 4) else { return false }
        let version = bytes[4]
        if version == 0 { return first == bytes.count }
        guard let second = block(bytes, at: first, timeSize: 8), bytes[first + 4] == version else {
            return false
        }
        // The footer: a newline, a POSIX rule (perhaps empty), a newline, and nothing after.
        let footer = bytes[second...]
        return footer.count >= 2 && footer.first == 0x0A && footer.last == 0x0A
            && !footer.dropFirst().dropLast().contains(0x0A)
    }

    /// The header at `start` and the end of the data block it announces, with times of
    /// `timeSize` bytes; nil when the header is not one or the block runs past the end.
    private static func block(_ bytes: [UInt8], at start: Int, timeSize: Int) -> Int? {
        guard bytes.count - start >= headerSize, Array(bytes[start..<(start + 4)]) == Array("TZif".utf8),
            [0, 0x32, 0x33, 0x34].contains(bytes[start + 4])
        else { return nil }
        let counts = (0..<6).map { index in
            bytes[(start + 20 + 4 * index)..<(start + 24 + 4 * index)].reduce(0) { $0 << 8 | Int($1) }
        }
        let (isUT, isStandard, leaps, times, types, characters) =
            (counts[0], counts[1], counts[2], counts[3], counts[4], counts[5])
        guard types > 0, characters > 0, isUT == 0 || isUT == types, isStandard == 0 || isStandard == types
        else { return nil }
        let size =
            times * (timeSize + 1) + types * 6 + characters + leaps * (timeSize + 4) + isStandard + isUT
        let end = start + headerSize + size
        guard end <= bytes.count else { return nil }
        return end
    }
}
