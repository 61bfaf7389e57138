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
/// locale can get in the way, and `null` for what is not set. Written atomically; a file
/// that cannot be read is left alone until the user changes the timer.
struct TimerFile: Sendable {
    /// Files larger than this are not a timer's.
    static let sizeLimit = 4096
    /// The furthest from 1970 an instant may be, either way: no instant a person set.
    static let furthest: Double = 1e12

    let url: URL
    /// The word for the timer in a reason (`countdown`, `interval`).
    let kind: String

    /// What reading the file found, before its values are read.
    enum Read {
        case absent
        case unreadable(String)
        case object([String: Any])
    }

    /// The stored object, checked to be this kind's version 1.
    func load() -> Read {
        let data: Data
        switch SmallFileRead.read(url, limit: Self.sizeLimit) {
        case .absent: return .absent
        case .unreadable(let reason): return .unreadable(reason)
        case .data(let read): data = read
        }
        guard let object = JSONTree.parse(data, keepingFirstDuplicate: true) as? [String: Any],
            JSONTree.number(object["version"]).flatMap({ Int(exactly: $0) }) == 1
        else { return .unreadable("it is not a Pulse \(kind) file") }
        return .object(object)
    }

    /// Writes `object` with its version, atomically, under the directory's lock (so two
    /// Pulses take turns, and a claim of an end reads and writes in one turn); returns the
    /// written file's identity. A lock held by another process throws `busy`.
    @discardableResult
    func save(_ object: [String: Any], unless refused: (Read) -> Bool = { _ in false }) throws(FileWriteError)
        -> FileIdentity?
    {
        let directory = url.deletingLastPathComponent()
        return try AtomicFile.withDirectoryLock(directory, ifBusy: .busy(directory)) {
            () throws(FileWriteError) -> FileIdentity? in
            if refused(load()) { return nil }
            var object = object
            object["version"] = 1
            guard let data = JSONTree.data(object) else {
                throw FileWriteError(description: "cannot encode the \(kind)")
            }
            return try AtomicFile.write(data + Data("\n".utf8), to: url, limit: Self.sizeLimit)
        }
    }

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

/// The countdown's state file: `{"version":1,"length":<seconds>,"endsAt":<instant or
/// null>,"left":<seconds or null>,"announced":<instant or null>}`.
public struct CountdownFile: Sendable {
    private let file: TimerFile

    /// The file at `url`.
    public init(url: URL) {
        file = TimerFile(url: url, kind: "countdown")
    }

    /// Where the file lives.
    public var url: URL { file.url }

    /// Reads the file.
    public func load() -> StoredTimer<Countdown> { decode(file.load()) }

    private func decode(_ read: TimerFile.Read) -> StoredTimer<Countdown> {
        switch read {
        case .absent: return .absent
        case .unreadable(let reason): return .unreadable(reason)
        case .object(let object):
            guard
                case .success(let length?) = TimerFile.seconds(object, "length", within: 0...Countdown.longest),
                case .success(let endsAt) = TimerFile.instant(object, "endsAt"),
                case .success(let left) = TimerFile.seconds(object, "left", within: 0...Countdown.longest),
                case .success(let announced) = TimerFile.instant(object, "announced")
            else { return .unreadable(TimerFile.outOfRange) }
            return .loaded(Countdown(length: length, endsAt: endsAt, pausedLeft: left, announcedEnd: announced))
        }
    }

    /// Writes `countdown` atomically; on failure the old file is untouched. Returns the
    /// written file's identity.
    @discardableResult
    public func save(_ countdown: Countdown) throws(FileWriteError) -> FileIdentity? {
        try file.save(object(countdown))
    }

    /// Writes `countdown`, whose end was just marked announced, only if the stored
    /// countdown is the same run (the same end) and that end is not marked yet: under the
    /// directory's lock, so of every Pulse on the file exactly one announces an end, and
    /// none announces one another Pulse paused, reset or set again meanwhile. Returns the
    /// written file's identity, or nil when the claim was refused (nothing written).
    public func claim(_ countdown: Countdown) throws(FileWriteError) -> FileIdentity? {
        try file.save(object(countdown)) { read in
            guard case .loaded(let stored) = decode(read) else { return false }
            return !TimerFile.same(stored.endsAt, countdown.endsAt)
                || TimerFile.same(stored.announcedEnd, countdown.announcedEnd)
        }
    }

    /// What the file holds, read.
    public var identity: FileIdentity? { FileIdentity.of(url) }

    private func object(_ countdown: Countdown) -> [String: Any] {
        [
            "length": countdown.length, "endsAt": TimerFile.stored(countdown.endsAt),
            "left": TimerFile.stored(countdown.pausedLeft), "announced": TimerFile.stored(countdown.announcedEnd),
        ]
    }
}

/// The interval's state file: `{"version":1,"focusMinutes":25,"breakMinutes":5,"rounds":4,
/// "block":<from 0>,"startedAt":<instant or null>,"elapsed":<seconds or null>,
/// "announced":<instant or null>}`: the plan of the run, and where it is.
public struct IntervalFile: Sendable {
    private let file: TimerFile

    /// The file at `url`.
    public init(url: URL) {
        file = TimerFile(url: url, kind: "interval")
    }

    /// Where the file lives.
    public var url: URL { file.url }

    /// Reads the file.
    public func load() -> StoredTimer<Interval> { decode(file.load()) }

    /// What the file holds, read.
    public var identity: FileIdentity? { FileIdentity.of(url) }

    private func decode(_ read: TimerFile.Read) -> StoredTimer<Interval> {
        switch read {
        case .absent: return .absent
        case .unreadable(let reason): return .unreadable(reason)
        case .object(let object):
            func whole(_ key: String, _ range: ClosedRange<Int>) -> Int? {
                JSONTree.number(object[key]).flatMap { Int(exactly: $0) }.flatMap { range.contains($0) ? $0 : nil }
            }
            guard let focus = whole("focusMinutes", IntervalPlan.focusRange),
                let rest = whole("breakMinutes", IntervalPlan.breakRange),
                let rounds = whole("rounds", IntervalPlan.roundsRange),
                let block = whole("block", 0...(2 * rounds - 2)),
                case .success(let startedAt) = TimerFile.instant(object, "startedAt"),
                case .success(let elapsed) = TimerFile.seconds(object, "elapsed", within: 0...Double(180 * 60)),
                case .success(let announced) = TimerFile.instant(object, "announced")
            else { return .unreadable(TimerFile.outOfRange) }
            let plan = IntervalPlan(focusMinutes: focus, breakMinutes: rest, rounds: rounds)
            return .loaded(
                Interval(
                    plan: plan, index: block, startedAt: startedAt, pausedElapsed: elapsed, announcedEnd: announced))
        }
    }

    /// Writes `interval` atomically; on failure the old file is untouched. Returns the
    /// written file's identity.
    @discardableResult
    public func save(_ interval: Interval) throws(FileWriteError) -> FileIdentity? {
        try file.save(object(interval))
    }

    /// Writes `interval`, whose latest block end was just marked announced, only if the
    /// stored interval is the same run (the same block, started at the same instant) and
    /// no end as late is marked yet: as `CountdownFile.claim`. Returns the written file's
    /// identity, or nil when the claim was refused.
    public func claim(_ interval: Interval) throws(FileWriteError) -> FileIdentity? {
        try file.save(object(interval)) { read in
            guard case .loaded(let stored) = decode(read) else { return false }
            let claimed = interval.announcedEnd ?? .distantPast
            return stored.index != interval.index || !TimerFile.same(stored.startedAt, interval.startedAt)
                || (stored.announcedEnd ?? .distantPast) >= claimed.addingTimeInterval(-TimerFile.sameWithin)
        }
    }

    private func object(_ interval: Interval) -> [String: Any] {
        let plan = interval.plan
        return [
            "focusMinutes": plan.focusMinutes, "breakMinutes": plan.breakMinutes, "rounds": plan.rounds,
            "block": interval.index, "startedAt": TimerFile.stored(interval.startedAt),
            "elapsed": TimerFile.stored(interval.pausedElapsed), "announced": TimerFile.stored(interval.announcedEnd),
        ]
    }
}
