import FoundationEssentials
import PulseCore

/// What reading a timer's state file found.
public enum StoredTimer<Timer: Equatable & Sendable>: Equatable, Sendable {
    /// No file yet: the timer as never set.
    case absent
    /// The stored timer.
    case loaded(Timer)
    /// A file that cannot be used, and why (never its contents).
    case unreadable(String)
}

/// The state file of a timer page (`countdown.json`, `interval.json` beside the
/// stopwatch's): one JSON object of instants as seconds since 1970, so no date format or
/// locale can get in the way, and `null` for what is not set; `"version":1` beside the
/// keys its `Format` writes. Written atomically under the directory's lock; a file that
/// cannot be read is left alone until the user changes the timer. One type for every
/// timer: a timer's file is its `Format`, and what the file does with it is written here
/// once.
public struct TimerFile<Format: TimerFileFormat>: Sendable {
    /// Files larger than this are not a timer's.
    static var sizeLimit: Int { 4096 }

    /// Where the file lives.
    public let url: URL

    /// The file at `url`.
    public init(url: URL) {
        self.url = url
    }

    /// The file under the state directory of `paths`, by the name of its word
    /// (`countdown.json`).
    public init(in paths: XDGPaths) {
        self.init(url: paths.stateDirectory.appendingPathComponent(Format.word + ".json"))
    }

    /// What the file holds, read.
    public var identity: FileIdentity? { FileIdentity.of(url) }

    /// Reads the file: its object, checked to be this kind's version 1, read by its format.
    public func load() -> StoredTimer<Format.Timer> {
        let data: Data
        switch SmallFileRead.read(url, limit: Self.sizeLimit) {
        case .absent: return .absent
        case .unreadable(let reason): return .unreadable(reason)
        case .data(let read): data = read
        }
        guard let object = JSONTree.parse(data, keepingFirstDuplicate: true) as? [String: Any],
            JSONTree.number(object["version"]).flatMap({ Int(exactly: $0) }) == 1
        else { return .unreadable("it is not a Pulse \(Format.word) file") }
        guard let timer = Format.timer(from: object) else { return .unreadable(TimerFileValue.outOfRange) }
        return .loaded(timer)
    }

    /// Writes `timer` atomically; on failure the old file is untouched. Returns the
    /// written file's identity.
    @discardableResult
    public func save(_ timer: Format.Timer) throws(FileWriteError) -> FileIdentity? {
        try write(timer)
    }

    /// Writes `timer`, whose latest end was just marked announced, only if the stored
    /// timer is the same run and that end is not marked yet (`Format.refuses`): read and
    /// written in one turn under the directory's lock, so of every Pulse on the file
    /// exactly one announces an end, and none announces one another Pulse paused, reset or
    /// set again meanwhile. Returns the written file's identity, or nil when the claim was
    /// refused (nothing written). A claim taken is first given to `taken` with the timer
    /// stored before it (nil when none), in the same turn under the lock: what it records
    /// of the end (the history) is recorded once too.
    public func claim(_ timer: Format.Timer, taken: (Format.Timer?) -> Void = { _ in }) throws(FileWriteError)
        -> FileIdentity?
    {
        try write(timer) {
            guard case .loaded(let stored) = load() else {
                taken(nil)
                return false
            }
            if Format.refuses(timer, stored: stored) { return true }
            taken(stored)
            return false
        }
    }

    /// Writes `timer` with the version, atomically, under the directory's lock (so two
    /// Pulses take turns), unless `refused` says otherwise once the lock is held. A lock
    /// held by another process throws `busy`.
    private func write(_ timer: Format.Timer, unless refused: () -> Bool = { false }) throws(FileWriteError)
        -> FileIdentity?
    {
        let directory = url.deletingLastPathComponent()
        return try AtomicFile.withDirectoryLock(directory, ifBusy: .busy(directory)) {
            () throws(FileWriteError) -> FileIdentity? in
            if refused() { return nil }
            var object = Format.object(timer)
            object["version"] = 1
            guard let data = JSONTree.data(object) else {
                throw FileWriteError(description: "cannot encode the \(Format.word)")
            }
            return try AtomicFile.write(data + Data("\n".utf8), to: url, limit: Self.sizeLimit)
        }
    }
}

/// How one timer is kept in its `TimerFile`: its keys, read and written, and when a claim
/// of its end is refused. All a new timer's file needs.
public protocol TimerFileFormat: Sendable {
    /// The timer kept.
    associatedtype Timer: Equatable & Sendable
    /// The word for the timer in a reason (`countdown`, `interval`).
    static var word: String { get }
    /// The timer the file's object holds; nil when a value is out of range or of the
    /// wrong kind.
    static func timer(from object: [String: Any]) -> Timer?
    /// The file's object for `timer`, without the version.
    static func object(_ timer: Timer) -> [String: Any]
    /// Whether `stored` refuses the claim of `timer`'s newly announced end: another run,
    /// or an end as late already marked.
    static func refuses(_ timer: Timer, stored: Timer) -> Bool
}

/// The values in a timer's file, read and written alike for every timer.
enum TimerFileValue {
    /// The furthest from 1970 an instant may be, either way: no instant a person set.
    static let furthest: Double = 1e12

    /// The seconds under `key`: nil for `null` or no key; `.failure` for anything that is
    /// not a finite number within `range`.
    static func seconds(_ object: [String: Any], _ key: String, within range: ClosedRange<Double>) -> Result<
        Double?, Refused
    > {
        switch object[key] {
        case nil, is JSONTree.JSONNull: return .success(nil)
        case let value:
            guard let number = JSONTree.number(value), number.isFinite, range.contains(number) else {
                return .failure(Refused())
            }
            return .success(number)
        }
    }

    /// An instant under `key`, as `seconds` reads it.
    static func instant(_ object: [String: Any], _ key: String) -> Result<Date?, Refused> {
        seconds(object, key, within: -furthest...furthest).map { $0.map(Date.init(timeIntervalSince1970:)) }
    }

    /// How far apart two stored instants may be and still be one: a `Date` keeps its
    /// seconds from 2001, the file from 1970, and the way between the two may change the
    /// last bit.
    static let sameWithin: TimeInterval = 0.001

    /// Whether `a` and `b` are the same instant as stored, or both none.
    static func same(_ a: Date?, _ b: Date?) -> Bool {
        guard let a, let b else { return a == nil && b == nil }
        return abs(a.timeIntervalSince(b)) < sameWithin
    }

    /// `date` as stored: seconds since 1970, or `null`.
    static func stored(_ date: Date?) -> Any { date.map { $0.timeIntervalSince1970 } ?? JSONTree.JSONNull() }

    /// `seconds` as stored, or `null`.
    static func stored(_ seconds: Double?) -> Any { seconds ?? JSONTree.JSONNull() }

    /// A value out of range or of the wrong kind.
    struct Refused: Error {}

    static let outOfRange = "its numbers are out of range"
}
