import FoundationEssentials
import Glibc
import PulseCore

/// A zone other than the machine's, named as `TZ` names one (`America/New_York`,
/// `:Asia/Tokyo`, a path, `<+0545>-5:45`), read by exactly the C library calls the local
/// zone uses: `TZ` is set to the name for the call and put back after it, so every form a
/// shell accepts reads as `TZ=… date` reads it. Main thread only, as `LocalTimeZone.reload`.
public struct NamedZone: CivilZone {
    /// The zone's name, as `TZ` would hold it.
    public let name: String

    /// The zone `name`; `isKnown` says whether the C library reads it as a zone.
    public init(_ name: String) {
        self.name = name
    }

    /// Seconds east of UTC at `instant` in this zone.
    public func secondsFromGMT(for instant: Date) -> Int {
        Self.within(name) { LocalTimeZone().secondsFromGMT(for: instant) }
    }

    /// What `instant` reads as on this zone's clock, as `TZ=… date` shows it.
    public func civilTime(at instant: Date) -> CivilTime {
        Self.within(name) { LocalTimeZone().civilTime(at: instant) }
    }

    /// The instant this zone's clock shows `civil`; nil in a spring-forward gap.
    public func instant(showing civil: CivilTime) -> Date? {
        Self.within(name) { LocalTimeZone().instant(showing: civil) }
    }

    /// Another zone, read the same way.
    public func zone(named spec: String) -> (any CivilZone)? { NamedZone(spec) }

    /// Runs `body` with the C library's zone set to `name`, then puts the local zone back.
    /// glibc keeps the strings `setenv` was given and reuses one set before, so going back
    /// and forth leaks nothing, and reads of the environment on other threads see either
    /// value, never a freed one.
    static func within<Value>(_ name: String, _ body: () -> Value) -> Value {
        let saved = getenv("TZ").map { String(cString: $0) }
        setenv("TZ", name, 1)
        tzset()
        defer {
            if let saved { setenv("TZ", saved, 1) } else { unsetenv("TZ") }
            tzset()
        }
        return body()
    }

    /// Whether the C library reads `spec` as a zone rather than falling back to UTC, as
    /// glibc decides: after an optional `:`, a zone file (a path, or a name under `TZDIR`,
    /// default `/usr/share/zoneinfo`, that parses as a zone file, `ZoneFileFormat`), else a POSIX
    /// rule.
    public static func isKnown(_ spec: String, environment: [String: String]) -> Bool {
        var name = spec
        if name.hasPrefix(":") { name.removeFirst() }
        guard !name.isEmpty else { return false }
        var lookup = ["TZ": name]
        lookup["TZDIR"] = environment["TZDIR"]
        if let path = LocalTimeZone.file(environment: lookup), isZoneFile(path) { return true }
        return PosixZoneRule.isValid(name)
    }

    /// Whether `path` is a regular file that is a whole zone file (`ZoneFileFormat`), not
    /// merely one that begins as zone files do, which the C library would read as UTC
    /// (opened without waiting, so a FIFO named by mistake cannot hold the start up).
    private static func isZoneFile(_ path: String) -> Bool {
        let fd = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard fd >= 0 else { return false }
        defer { close(fd) }
        var status = stat()
        guard fstat(fd, &status) == 0, status.st_mode & S_IFMT == S_IFREG, status.st_size <= zoneFileLimit else {
            return false
        }
        var bytes = [UInt8](repeating: 0, count: Int(status.st_size))
        var count = 0
        while count < bytes.count {
            let got = bytes[count...].withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
            guard got > 0 else { return false }
            count += got
        }
        return ZoneFileFormat.isWellFormed(bytes)
    }

    /// Larger than any zone file (the largest, with leap seconds, are a few kilobytes).
    private static let zoneFileLimit = 1 << 20
}

extension LocalTimeZone {
    /// Another zone, read by the same C library calls with `TZ` set to `spec` for each.
    public func zone(named spec: String) -> (any CivilZone)? { NamedZone(spec) }
}
