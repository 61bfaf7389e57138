import FoundationEssentials

/// Reads an RFC 5545 feed in one streaming pass: bytes go in as they arrive (`read`), a
/// `Feed` comes out at the end (`finish`). Memory stays bounded by what is kept, not by
/// the feed: a line is held only until the next one begins, and with a `window` every
/// event that neither recurs nor overrides one and cannot reach the window is dropped as
/// soon as its `END:VEVENT` is read.
///
/// Lines end in CRLF, LF or a lone CR; a line beginning with a space or a tab continues the
/// one before (the fold's first character dropped). So does a line that cannot begin a
/// content line — no name followed by `;` or `:` — and a line with the quote that closes a
/// quoted parameter the line before left open (`LineUnfolder`): real feeds break folds so
/// (iCloud's `X-APPLE-STRUCTURED-LOCATION`), and taking such a line with the one before
/// keeps every later line in its place. A UTF-8 BOM and blank lines may come first; then the feed must
/// begin with `BEGIN:VCALENDAR`, which the first line decides.
public struct FeedReader {
    /// 32 MiB: the 5–20 MB feeds that old calendars publish (their whole history) fit with
    /// room to spare, and a body past it — a runaway server, the wrong file — is refused
    /// as it arrives, before it is held or read, rather than read half.
    public static let defaultLimit = 32 * 1024 * 1024

    private let limit: Int
    private var count = 0
    private var failure: FeedError?
    private var physical: [UInt8] = []
    private var lineNumber = 0
    /// The last chunk ended in CR: an LF first in the next one ends no further line.
    private var afterCR = false
    private var started = false
    private var unfolder = LineUnfolder()
    private var assembler: FeedAssembler

    /// A reader that refuses a feed of more than `limit` bytes and, given a `window`,
    /// keeps only the events that can reach it (and every recurring one).
    public init(limit: Int = FeedReader.defaultLimit, window: Range<Date>? = nil) {
        self.limit = limit
        assembler = FeedAssembler(window: window)
        physical.reserveCapacity(256)
    }

    /// Reads the next bytes of the feed. Throws `tooLarge` in the chunk that passes the
    /// limit, `notACalendar` as soon as the first line shows it is not one, and
    /// `notUnderstood` at a line whose structure is broken; after a throw, every later
    /// call throws the same.
    public mutating func read(_ chunk: some Collection<UInt8>) throws(FeedError) {
        if let failure { throw failure }
        count += chunk.count
        guard count <= limit else { try fail(.tooLarge) }
        // Arrays, slices and Data are read in place; any other collection is copied once.
        let problem =
            chunk.withContiguousStorageIfAvailable { consume($0) }
            ?? Array(chunk).withUnsafeBufferPointer { consume($0) }
        if let problem { try fail(problem) }
    }

    /// The feed read so far, its last line taken as ended. Throws `notACalendar` for a body
    /// with no line but blank ones, and `notUnderstood` at the `BEGIN` of a component left
    /// open (a feed cut short); a missing `END:VCALENDAR` alone is forgiven.
    public mutating func finish() throws(FeedError) -> Feed {
        if let failure { throw failure }
        do throws(FeedError) {
            if !physical.isEmpty { try endPhysicalLine() }
            if !started { throw FeedError.notACalendar }
            if let last = unfolder.flush() { try assembler.take(last.bytes, at: last.line) }
            return try assembler.finish()
        } catch {
            try fail(error)
        }
    }

    /// Reads a whole feed at once.
    public static func read(_ bytes: some Collection<UInt8>, window: Range<Date>? = nil) throws(FeedError) -> Feed {
        var reader = FeedReader(window: window)
        try reader.read(bytes)
        return try reader.finish()
    }

    private mutating func fail(_ error: FeedError) throws(FeedError) -> Never {
        failure = error
        physical = []
        throw error
    }

    /// Splits `buffer` into physical lines; the problem met, if any.
    private mutating func consume(_ buffer: UnsafeBufferPointer<UInt8>) -> FeedError? {
        var index = 0
        let end = buffer.count
        do throws(FeedError) {
            while index < end {
                if afterCR {
                    afterCR = false
                    if buffer[index] == 0x0A {
                        index += 1
                        continue
                    }
                }
                var stop = index
                while stop < end, buffer[stop] != 0x0A, buffer[stop] != 0x0D { stop += 1 }
                physical.append(contentsOf: UnsafeBufferPointer(rebasing: buffer[index..<stop]))
                if stop == end {
                    if !started { try checkFirstLineSoFar() }
                    break
                }
                afterCR = buffer[stop] == 0x0D
                try endPhysicalLine()
                index = stop + 1
            }
        } catch {
            return error
        }
        return nil
    }

    /// One physical line has ended: the first one is checked, the rest unfolded.
    private mutating func endPhysicalLine() throws(FeedError) {
        lineNumber += 1
        defer { physical.removeAll(keepingCapacity: true) }
        if !started {
            if lineNumber == 1, physical.starts(with: Self.byteOrderMark) { physical.removeFirst(3) }
            guard physical.contains(where: { $0 != 0x20 && $0 != 0x09 }) else { return }
            while let last = physical.last, last == 0x20 || last == 0x09 { physical.removeLast() }
            guard Self.isCalendarStart(physical[...], whole: true) else { throw .notACalendar }
            started = true
        }
        if let logical = unfolder.add(&physical, line: lineNumber) {
            try assembler.take(logical.bytes, at: logical.line)
        }
    }

    /// Decides early, on a first line not ended yet, that it cannot be `BEGIN:VCALENDAR`:
    /// an HTML page that is one long line is refused before it is all held.
    private mutating func checkFirstLineSoFar() throws(FeedError) {
        var seen = physical[...]
        if lineNumber == 0 {
            // A BOM may itself arrive in pieces.
            if Self.byteOrderMark.starts(with: seen) { return }
            if seen.starts(with: Self.byteOrderMark) { seen = seen.dropFirst(3) }
        }
        guard let first = seen.first, first != 0x20, first != 0x09 else { return }
        guard Self.isCalendarStart(seen, whole: false) else { throw .notACalendar }
    }

    /// Whether `line` is `BEGIN:VCALENDAR` in any case (`whole`), or could still become it.
    private static func isCalendarStart(_ line: ArraySlice<UInt8>, whole: Bool) -> Bool {
        if whole, line.count != calendarStart.count { return false }
        return zip(line, calendarStart).allSatisfy { byte, expected in
            byte == expected || (0x61...0x7A).contains(byte) && byte - 0x20 == expected
        }
    }

    private static let byteOrderMark: [UInt8] = [0xEF, 0xBB, 0xBF]
    private static let calendarStart = Array("BEGIN:VCALENDAR".utf8)
}
