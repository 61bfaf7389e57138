import FoundationEssentials
import Glibc
import PulseCore

/// The machine's local time, from the C library: `localtime_r` for an instant's offset and
/// `mktime` for a local time, so every `TZ` a shell accepts reads as `date` reads it (unset,
/// `Area/City`, `:Area/City`, a path, POSIX rules such as `CET-1CEST,M3.5.0,M10.5.0/3`,
/// `<+0545>-5:45`). Foundation's own zones know only the names in its database and, without
/// ICU, none at all.
public struct LocalTimeZone: CivilZone {
    /// The zone the C library has loaded; `reload()` makes it read `TZ` and the file again.
    public init() {}

    /// Seconds east of UTC at `instant`.
    public func secondsFromGMT(for instant: Date) -> Int {
        Self.fields(at: instant)?.tm_gmtoff ?? 0
    }

    /// The civil fields `localtime_r` gives for `instant`, as `date` shows them (in the
    /// leap-second `right/` zones too, which count leap seconds into the time of day).
    public func civilTime(at instant: Date) -> CivilTime {
        guard let fields = Self.fields(at: instant) else { return CivilTime(at: instant, offset: 0) }
        return CivilTime(
            year: Int(fields.tm_year) + 1900, month: Int(fields.tm_mon) + 1, day: Int(fields.tm_mday),
            hour: Int(fields.tm_hour), minute: Int(fields.tm_min), second: Int(fields.tm_sec))
    }

    private static func fields(at instant: Date) -> tm? {
        // Clamped so a nonsense instant cannot trap the conversion; years this far out have
        // no rules but their last anyway.
        var time = time_t(min(max(instant.timeIntervalSince1970.rounded(.down), -1e12), 1e12))
        var fields = tm()
        return localtime_r(&time, &fields) != nil ? fields : nil
    }

    /// The instant the local clock shows `civil`, by `mktime` with daylight saving left to
    /// the rules (`tm_isdst = -1`); nil when the clocks skip that time, which `mktime` would
    /// move instead (02:30 to 03:30 on a spring-forward day).
    public func instant(showing civil: CivilTime) -> Date? {
        guard let year = Int32(exactly: civil.year - 1900) else { return nil }
        var fields = tm()
        fields.tm_year = year
        fields.tm_mon = Int32(civil.month - 1)
        fields.tm_mday = Int32(civil.day)
        fields.tm_hour = Int32(civil.hour)
        fields.tm_min = Int32(civil.minute)
        fields.tm_sec = Int32(civil.second)
        fields.tm_isdst = -1
        let time = mktime(&fields)
        let back = CivilTime(
            year: Int(fields.tm_year) + 1900, month: Int(fields.tm_mon) + 1, day: Int(fields.tm_mday),
            hour: Int(fields.tm_hour), minute: Int(fields.tm_min), second: Int(fields.tm_sec))
        guard back == civil else { return nil }
        return Date(timeIntervalSince1970: Double(time))
    }

    /// Makes the C library read the zone again, after `/etc/localtime` or the file `TZ`
    /// names changed. Main thread only.
    public static func reload() {
        // glibc re-reads `/etc/localtime` on `tzset` when its inode or time changed. With
        // `TZ` set it re-reads nothing while the text of `TZ` is the same, so `TZ` is set to
        // another value and back. Safe beside threads that read the environment: glibc
        // replaces an existing variable's pointer in place and never frees its old strings.
        tzset()
        guard let value = getenv("TZ").map({ String(cString: $0) }) else { return }
        setenv("TZ", "UTC0", 1)
        tzset()
        setenv("TZ", value, 1)
        tzset()
    }

    /// The file the zone is read from, for watching: `/etc/localtime`, or the file `TZ`
    /// names (a path, or a name under `TZDIR`, default `/usr/share/zoneinfo`); nil for
    /// POSIX rules, which no file holds, and for an empty `TZ` (UTC).
    public static func file(environment: [String: String]) -> String? {
        guard var name = environment["TZ"] else { return "/etc/localtime" }
        if name.hasPrefix(":") { name.removeFirst() }
        guard !name.isEmpty else { return nil }
        if name.hasPrefix("/") { return name }
        let directory = environment["TZDIR"].flatMap { $0.isEmpty ? nil : $0 } ?? "/usr/share/zoneinfo"
        let path = directory + "/" + name
        return access(path, R_OK) == 0 ? path : nil
    }
}
