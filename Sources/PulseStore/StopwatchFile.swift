import FoundationEssentials
import PulseCore

/// What reading the stopwatch's state file found.
public enum StoredStopwatch: Equatable, Sendable {
    /// No file yet: a stopped zero.
    case absent
    /// The stored stopwatch.
    case loaded(Stopwatch)
    /// A file that cannot be used, and why (never its contents).
    case unreadable(String)
}

/// What `StopwatchFile.apply` stored: the stopwatch, and the file that now holds it.
public struct AppliedStopwatch: Equatable, Sendable {
    /// The stopwatch as stored after the change.
    public let stopwatch: Stopwatch
    /// The written file, to compare with `StopwatchFile.identity` later.
    public let identity: FileIdentity
}

/// The stopwatch's state file: `{"version":1,"startedAt":<Unix seconds or null>,
/// "accumulated":<seconds>}`. Seconds since 1970 as numbers, so no date format or locale
/// can get in the way. Two Pulses share it by taking turns: `apply` changes what is stored
/// under the directory's lock, and `identity` tells cheaply when the other one has.
public struct StopwatchFile: Sendable {
    /// Files larger than this are not the stopwatch's.
    static let sizeLimit = 4096
    /// Where the file lives.
    public let url: URL

    /// The file at `url`.
    public init(url: URL) {
        self.url = url
    }

    /// Reads the file.
    public func load() -> StoredStopwatch {
        loadFollowing().stopwatch
    }

    /// Reads the file, and which file it was: while `identity` still equals that, the
    /// stored stopwatch is the one read (nil when there was no file to open).
    public func loadFollowing() -> (stopwatch: StoredStopwatch, identity: FileIdentity?) {
        var identity: FileIdentity?
        let stored = decode(SmallFileRead.read(url, limit: Self.sizeLimit, identity: &identity))
        return (stored, identity)
    }

    /// What is at the path now, without reading it: a `stat`, cheap enough for every
    /// frame. A change from what `loadFollowing` or `apply` gave means another Pulse (or a
    /// person) changed the file since, and it is worth reading again.
    public var identity: FileIdentity? { FileIdentity.of(url) }

    /// Applies `change` to the stopwatch as stored now, read under the lock on the file's
    /// directory so that another Pulse's change between the read and the write cannot be
    /// lost, and writes the result; returns it with the written file's identity. A stored
    /// file that cannot be used counts as a stopped zero and is replaced, as the Stopwatch
    /// page says it will be. The lock is only tried: held elsewhere, `FileWriteError.busy`
    /// comes back at once, nothing is written, and the caller may try again. On any
    /// failure the old file is untouched.
    public func apply(_ change: StopwatchChange) throws(FileWriteError) -> AppliedStopwatch {
        let directory = url.deletingLastPathComponent()
        return try AtomicFile.withDirectoryLock(directory, ifBusy: .busy(directory)) {
            () throws(FileWriteError) -> AppliedStopwatch in
            let stored: Stopwatch
            if case .loaded(let found) = load() { stored = found } else { stored = Stopwatch() }
            let changed = change.applied(to: stored)
            return AppliedStopwatch(stopwatch: changed, identity: try write(changed))
        }
    }

    private func decode(_ read: SmallFileRead) -> StoredStopwatch {
        let data: Data
        switch read {
        case .absent: return .absent
        case .unreadable(let reason): return .unreadable(reason)
        case .data(let read): data = read
        }
        guard let stored = Stored(reading: data), stored.version == 1 else {
            return .unreadable("it is not a Pulse stopwatch file")
        }
        // Finite, and within the longest readout: a start a trillion hours from 1970
        // either way is no start a person made.
        let longest = Stopwatch.longestReadout
        guard (0...longest).contains(stored.accumulated), stored.startedAt.map({ abs($0) <= longest }) ?? true
        else { return .unreadable("its numbers are out of range") }
        let startedAt = stored.startedAt.map { Date(timeIntervalSince1970: $0) }
        return .loaded(Stopwatch(startedAt: startedAt, accumulated: stored.accumulated))
    }

    /// Writes `stopwatch` atomically, without the lock or a look at what is stored (so a
    /// change another Pulse made meanwhile is overwritten: `apply` is the one that takes
    /// turns); on failure the old file is untouched.
    public func save(_ stopwatch: Stopwatch) throws(FileWriteError) {
        try write(stopwatch)
    }

    @discardableResult
    private func write(_ stopwatch: Stopwatch) throws(FileWriteError) -> FileIdentity {
        let stored = Stored(
            version: 1, startedAt: stopwatch.startedAt?.timeIntervalSince1970, accumulated: stopwatch.accumulated)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        guard let data = try? encoder.encode(stored) else {
            throw FileWriteError(description: "cannot encode the stopwatch")
        }
        return try AtomicFile.write(data + Data("\n".utf8), to: url, limit: Self.sizeLimit)
    }

    private struct Stored: Encodable {
        let version: Int
        let startedAt: Double?
        let accumulated: Double

        init(version: Int, startedAt: Double?, accumulated: Double) {
            self.version = version
            self.startedAt = startedAt
            self.accumulated = accumulated
        }

        /// The fields as `JSONDecoder` would decode them, read with `JSONTree`: the decoder
        /// is Foundation's largest generic machinery, and reading this one small file at
        /// start with it would page in code a page never uses again
        /// (design/measurements.md). As the decoder: `startedAt`
        /// may be missing or null, a number that is not finite in a Double is no number,
        /// a version is any number equal to an integer, other keys are ignored, a key given
        /// twice keeps its first value.
        init?(reading data: Data) {
            guard let object = JSONTree.parse(data, keepingFirstDuplicate: true) as? [String: Any],
                let version = JSONTree.number(object["version"]).flatMap({ Int(exactly: $0) }),
                let accumulated = JSONTree.number(object["accumulated"]), accumulated.isFinite
            else { return nil }
            switch object["startedAt"] {
            case nil, is JSONTree.JSONNull:
                startedAt = nil
            case let value:
                guard let seconds = JSONTree.number(value), seconds.isFinite else { return nil }
                startedAt = seconds
            }
            self.version = version
            self.accumulated = accumulated
        }

        private enum CodingKeys: String, CodingKey {
            case version, startedAt, accumulated
        }

        func encode(to encoder: Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(version, forKey: .version)
            // Written as null, not left out, so the file says plainly that it is stopped.
            try container.encode(startedAt, forKey: .startedAt)
            try container.encode(accumulated, forKey: .accumulated)
        }
    }
}
