/// The body of an OSC, DCS, SOS, PM or APC string arriving on the terminal's input: a reply
/// to a query Pulse never makes, or bytes a hostile program smuggled in. It is skipped to its
/// end and none of it becomes text or keys. Pure: `InputDecoder` keeps one while a string
/// is open, across reads.
///
/// The string ends at BEL or ST (`ESC \`, the 8-bit `0x9C`, or `C2 9C`, its UTF-8 form);
/// CAN and SUB cancel it, as on a DEC terminal; any other ESC ends it unfinished and begins
/// a sequence of its own, so a key pressed after a broken string still counts. Its bytes
/// are read as UTF-8 where they are, because a title such as `Ü` (`C3 9C`) carries a
/// `0x9C` that is not a terminator. Nothing is kept but a count.
struct ControlString: Sendable {
    /// Bytes skipped before the string is taken to have ended anyway. What a terminal sends
    /// unasked (title and colour reports, DECRQSS and XTGETTCAP answers) is far shorter;
    /// past this, a string that never ends stops swallowing input even while bytes keep
    /// coming. Between bursts it ends sooner: the decoder drops an open string when no
    /// byte arrives within the escape delay.
    static let limit = 4096

    /// Bytes of the string skipped so far.
    private(set) var length = 0

    /// Where scanning stopped.
    enum Outcome: Equatable {
        /// The string is over; decoding goes on at this index.
        case ended(at: Int)
        /// The input ran out inside the string; the bytes from this index (the start of a
        /// terminator or of a UTF-8 character) are kept for the next read.
        case needsMore(from: Int)
    }

    /// Skips string bytes in `bytes` from `start`.
    mutating func skip(_ bytes: [UInt8], from start: Int) -> Outcome {
        var index = start
        while index < bytes.count {
            if length >= Self.limit { return .ended(at: index) }
            let byte = bytes[index]
            switch byte {
            case 0x07, 0x9C, 0x18, 0x1A:
                return .ended(at: index + 1)
            case 0x1B:
                guard index + 1 < bytes.count else { return .needsMore(from: index) }
                return .ended(at: bytes[index + 1] == UInt8(ascii: "\\") ? index + 2 : index)
            case 0xC2...0xF4:
                let width = byte < 0xE0 ? 2 : byte < 0xF0 ? 3 : 4
                let available = min(width, bytes.count - index)
                guard (1..<available).allSatisfy({ bytes[index + $0] & 0xC0 == 0x80 }) else {
                    // Not UTF-8 after all: one stray byte of the string.
                    index += 1
                    length += 1
                    continue
                }
                guard available == width else { return .needsMore(from: index) }
                if byte == 0xC2, bytes[index + 1] == 0x9C { return .ended(at: index + 2) }
                index += width
                length += width
            default:
                index += 1
                length += 1
            }
        }
        return .needsMore(from: index)
    }
}
