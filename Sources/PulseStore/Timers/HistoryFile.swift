import FoundationEssentials
import PulseCore

#if canImport(Glibc)
    import Glibc
#endif

/// The timers' history (`history.jsonl` beside their state files): every block run to its
/// end, one JSON object a line (`kind`, `start` and `end` as ISO 8601 with the local
/// offset, `length` in seconds), appended and never rewritten, so other tools can read and
/// keep it. Appended only under the state directory's lock, by the claim of the end
/// (`TimerFile.claim`), so each end is written once of every Pulse. A line torn by a write
/// that was killed is skipped when read and cut away by the next append.
public struct HistoryFile: Sendable {
    /// How much of the file's end is read: far more than 17 weeks of blocks; older lines
    /// stay in the file and are not read.
    static let readLimit = 4 << 20
    /// How much of the end an append reads to find a torn line and the blocks already
    /// written.
    static let tailLimit = 64 << 10

    /// Where the file lives.
    public let url: URL

    /// The file at `url`.
    public init(url: URL) {
        self.url = url
    }

    /// The file under the state directory of `paths`.
    public init(in paths: XDGPaths) {
        self.init(url: paths.stateDirectory.appendingPathComponent("history.jsonl"))
    }

    /// What the file holds, read.
    public var identity: FileIdentity? { FileIdentity.of(url) }

    /// The blocks in the file's last `readLimit` bytes, oldest first; a line that is not a
    /// block (torn, edited, of a later version) is skipped. None when there is no file or
    /// it cannot be read.
    public func read() -> [FinishedBlock] {
        let fd = open(url.path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard fd >= 0 else { return [] }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { return [] }
        let (data, whole) = Self.tail(of: fd, size: Int(info.st_size), limit: Self.readLimit)
        return Self.blocks(in: data, cutFirst: !whole)
    }

    /// Appends `blocks` not yet in the file, cutting a torn last line away first. Called
    /// with the state directory's lock held; the file is made 0600.
    public func append(_ blocks: [FinishedBlock], in zone: some CivilZone) throws(FileWriteError) {
        guard !blocks.isEmpty else { return }
        let fd = open(url.path, O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
        guard fd >= 0 else { throw failure("cannot open") }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { throw failure("cannot use") }
        var size = Int(info.st_size)
        let (tail, whole) = Self.tail(of: fd, size: size, limit: Self.tailLimit)
        if let last = tail.last, last != UInt8(ascii: "\n") {
            // A torn line: cut back to the end of the last whole one (or, where the tail
            // holds none, end it, so it stays one line the reader skips).
            if let newline = tail.lastIndex(of: UInt8(ascii: "\n")) {
                size -= tail.endIndex - newline - 1
                guard ftruncate(fd, off_t(size)) == 0 else { throw failure("cannot repair") }
            } else if !whole || size > 0 {
                try Self.write(Data("\n".utf8), to: fd, at: size, path: url.path)
                size += 1
            }
        }
        let written = Self.blocks(in: tail, cutFirst: !whole)
        let new = blocks.filter { block in !written.contains { $0.isSame(as: block) } }
        guard !new.isEmpty else { return }
        let lines = new.map { Self.line($0, in: zone) }.joined()
        try Self.write(Data(lines.utf8), to: fd, at: size, path: url.path)
        guard fsync(fd) == 0 else { throw failure("cannot write") }
    }

    private func failure(_ what: String) -> FileWriteError {
        FileWriteError(description: "\(what) \(url.path): \(String(cString: strerror(errno)))")
    }

    /// `data` written at `offset` of `fd`.
    private static func write(_ data: Data, to fd: Int32, at offset: Int, path: String) throws(FileWriteError) {
        guard lseek(fd, off_t(offset), SEEK_SET) >= 0 else {
            throw FileWriteError(description: "cannot write \(path): \(String(cString: strerror(errno)))")
        }
        try AtomicFile.writeAll(data, to: fd, path: path)
    }

    /// The last `limit` bytes of the open file of `size` bytes, and whether that is all.
    private static func tail(of fd: Int32, size: Int, limit: Int) -> (Data, whole: Bool) {
        let start = max(0, size - limit)
        var bytes = [UInt8](repeating: 0, count: size - start)
        var done = 0
        while done < bytes.count {
            let got = bytes.withUnsafeMutableBytes { buffer in
                pread(fd, buffer.baseAddress?.advanced(by: done), buffer.count - done, off_t(start + done))
            }
            if got < 0, errno == EINTR { continue }
            guard got > 0 else { break }
            done += got
        }
        return (Data(bytes[..<done]), start == 0)
    }

    /// The blocks on the lines of `data`; with `cutFirst`, the first line is a part of one
    /// and is skipped.
    static func blocks(in data: Data, cutFirst: Bool) -> [FinishedBlock] {
        var lines = data.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
        if cutFirst, !lines.isEmpty { lines.removeFirst() }
        // A last line without its newline is torn.
        if data.last != UInt8(ascii: "\n"), !lines.isEmpty { lines.removeLast() }
        return lines.compactMap { block(Data($0)) }
    }

    /// The block on one line, or nil when it is not one.
    static func block(_ line: Data) -> FinishedBlock? {
        guard let object = JSONTree.parse(line) as? [String: Any],
            let kind = (object["kind"] as? String).flatMap(TimerEnd.What.init(rawValue:)),
            let text = object["end"] as? String,
            case .success(let end) = ISO8601Instant.parse(text, localZone: UTCOffsetOnly()),
            let length = JSONTree.number(object["length"]), (0...Countdown.longest).contains(length)
        else { return nil }
        return FinishedBlock(kind: kind, end: end, length: length)
    }

    /// `block` as its line: whole seconds, each instant with the offset `zone` had then.
    static func line(_ block: FinishedBlock, in zone: some CivilZone) -> String {
        let end = Date(timeIntervalSince1970: block.end.timeIntervalSince1970.rounded(.down))
        let length = block.length.rounded()
        let start = end.addingTimeInterval(-length)
        return #"{"kind":"\#(block.kind.rawValue)","start":"\#(stamp(start, in: zone))","#
            + #""end":"\#(stamp(end, in: zone))","length":\#(Int(length))}"# + "\n"
    }

    /// `instant` as ISO 8601 with the offset of `zone` at that instant (`+01:00`).
    static func stamp(_ instant: Date, in zone: some CivilZone) -> String {
        let offset = zone.secondsFromGMT(for: instant)
        let civil = CivilTime(at: instant, offset: offset)
        func two(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
        let minutes = abs(offset) / 60
        let date = "\(civil.year)-\(two(civil.month))-\(two(civil.day))"
        return date + "T\(two(civil.hour)):\(two(civil.minute)):\(two(civil.second))"
            + (offset < 0 ? "-" : "+") + "\(two(minutes / 60)):\(two(minutes % 60))"
    }
}
