import FoundationEssentials
import PulseCore

/// An IANA zone read from its compiled file (TZif, RFC 8536) in pure Swift: no `TZ`, no
/// `tzset`, no Foundation `TimeZone`, so it is a plain value any thread may read. From
/// version 2 on the 64-bit transitions are used, and after the last of them the footer's
/// POSIX rule (`PosixRuleEvaluator`); a version 1 file gives its 32-bit ones. Before the
/// first transition the first local time type holds (RFC 8536 §3.2).
public struct TZifZone: CivilZone {
    /// The name it was read under.
    public let name: String
    private let transitions: [Int]
    /// The offset after each transition.
    private let offsets: [Int]
    private let initialOffset: Int
    private let footer: PosixRuleEvaluator?

    /// The zone in `bytes`, or nil when they are not a whole zone file.
    public init?(bytes: [UInt8], name: String) {
        guard ZoneFileFormat.isWellFormed(bytes) else { return nil }
        var reader = Reader(bytes: bytes)
        var counts = reader.counts(at: 0)
        var timeSize = 4
        if bytes[4] != 0 {
            // Past the version 1 block to the 64-bit one, whose footer follows it.
            counts = reader.counts(at: 44 + counts.blockSize(timeSize: 4))
            timeSize = 8
        }
        let times = (0..<counts.times).map { _ in reader.signed(timeSize) }
        let indices = (0..<counts.times).map { _ in Int(reader.byte()) }
        var typeOffsets: [Int] = []
        for _ in 0..<counts.types {
            typeOffsets.append(reader.signed(4))
            reader.at += 2
        }
        guard indices.allSatisfy({ $0 < typeOffsets.count }), let first = typeOffsets.first else { return nil }
        self.name = name
        transitions = times
        offsets = indices.map { typeOffsets[$0] }
        initialOffset = first
        if timeSize == 8 {
            reader.at += counts.characters + counts.leaps * 12 + counts.isStandard + counts.isUT
            let footerBytes = bytes[(reader.at + 1)..<(bytes.count - 1)]
            footer = footerBytes.isEmpty ? nil : PosixRuleEvaluator(String(decoding: footerBytes, as: UTF8.self))
        } else {
            footer = nil
        }
    }

    /// The zone `name` (`Europe/Berlin`) in `directory`, or the zone an old name leads to
    /// there (`ZoneLinks`); nil when neither file is there. Names are paths of letters,
    /// digits and `_+-` under it, never `..`.
    public init?(named name: String, directory: String) {
        let parts = name.split(separator: "/", omittingEmptySubsequences: false)
        guard !parts.isEmpty,
            parts.allSatisfy({ part in
                !part.isEmpty && part != "." && part != ".."
                    && part.unicodeScalars.allSatisfy {
                        $0.isASCII && ($0.properties.isAlphabetic || "0123456789_+-.".unicodeScalars.contains($0))
                    }
            }),
            let data = FileManager.default.contents(atPath: directory + "/" + name)
                ?? ZoneLinks.target(of: name, in: directory).flatMap({ target in
                    target.contains("..") ? nil : FileManager.default.contents(atPath: directory + "/" + target)
                })
        else { return nil }
        self.init(bytes: [UInt8](data), name: name)
    }

    /// Seconds east of UTC at `instant`.
    public func secondsFromGMT(for instant: Date) -> Int {
        let seconds = Int(instant.timeIntervalSince1970.rounded(.down))
        guard let last = transitions.last else { return footer?.offset(at: seconds) ?? initialOffset }
        if seconds >= last, let footer { return footer.offset(at: seconds) }
        // The last transition at or before `seconds`.
        var low = 0, high = transitions.count
        while low < high {
            let middle = (low + high) / 2
            if transitions[middle] <= seconds { low = middle + 1 } else { high = middle }
        }
        return low == 0 ? initialOffset : offsets[low - 1]
    }

    /// Reads big-endian numbers from a zone file.
    private struct Reader {
        /// The six counts of a header.
        struct Counts {
            var isUT = 0, isStandard = 0, leaps = 0, times = 0, types = 0, characters = 0

            func blockSize(timeSize: Int) -> Int {
                times * (timeSize + 1) + types * 6 + characters + leaps * (timeSize + 4) + isStandard + isUT
            }
        }

        let bytes: [UInt8]
        var at = 0

        /// The counts of the header at `start`, leaving the reader at its data block.
        mutating func counts(at start: Int) -> Counts {
            at = start + 20
            return Counts(
                isUT: unsigned(4), isStandard: unsigned(4), leaps: unsigned(4), times: unsigned(4),
                types: unsigned(4), characters: unsigned(4))
        }

        mutating func byte() -> UInt8 {
            defer { at += 1 }
            return bytes[at]
        }

        mutating func unsigned(_ size: Int) -> Int {
            (0..<size).reduce(0) { value, _ in value << 8 | Int(byte()) }
        }

        /// A two's-complement number of `size` bytes.
        mutating func signed(_ size: Int) -> Int {
            let value = unsigned(size)
            let bits = size * 8
            return bits < Int.bitWidth && value >= 1 << (bits - 1) ? value - (1 << bits) : value
        }
    }
}
