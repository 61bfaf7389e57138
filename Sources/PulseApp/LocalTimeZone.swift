import Foundation

/// The machine's time zone, read afresh at every wake-up so a zone change shows at once.
/// Foundation caches the zone and silently ignores `TZ=:Area/City`, so both are handled
/// here.
public enum LocalTimeZone {
    /// The zone `TZ` names, else the system's (`/etc/localtime`).
    public static func current(environment: [String: String] = ProcessInfo.processInfo.environment) -> TimeZone {
        if var name = environment["TZ"], !name.isEmpty {
            if name.hasPrefix(":") { name.removeFirst() }
            if let zone = TimeZone(identifier: name) { return zone }
            if name.hasPrefix("/"), let range = name.range(of: "zoneinfo/"),
                let zone = TimeZone(identifier: String(name[range.upperBound...]))
            {
                return zone
            }
        }
        NSTimeZone.resetSystemTimeZone()
        return TimeZone.current
    }
}
