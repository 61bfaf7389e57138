import FoundationEssentials
import PulseCore
import Synchronization

/// The zone each `TZID` of a feed names, resolved in this order: an IANA name (also at
/// the end of a prefix old feeds write, `/mozilla.org/20050126_1/Europe/Berlin`), read
/// from the zone files with `TZifZone`; a Windows name through CLDR's table (`W. Europe
/// Standard Time`, `Eastern Standard Time 1`); the feed's own `VTIMEZONE` of that `TZID`
/// (`Customized Time Zone`); else none, and the caller reads the time as floating. Each
/// name is resolved once and kept: a feed names the same zone thousands of times.
public struct FeedZones: Sendable {
    /// The zone files' directory when the caller names none: Debian's and glibc's.
    public static let defaultDirectory = "/usr/share/zoneinfo"

    private let directory: String
    private let rules: [String: FeedZoneRule]
    private let cache = ZoneCache()

    /// The zones of `feed`, IANA ones read from `directory`.
    public init(feed: Feed, directory: String = FeedZones.defaultDirectory) {
        self.directory = directory
        rules = feed.zones
    }

    /// The zones of `feed`, IANA ones read from `TZDIR` where `environment` sets it (as the
    /// C library does), else from the default directory.
    public init(feed: Feed, environment: [String: String]) {
        let tzdir = environment["TZDIR"] ?? ""
        self.init(feed: feed, directory: tzdir.isEmpty ? Self.defaultDirectory : tzdir)
    }

    /// The zone `tzid` names, or nil when it names none.
    public func zone(named tzid: String) -> (any CivilZone)? {
        if let known = cache.lookUp(tzid) { return known.zone }
        let zone = resolve(tzid)
        cache.store(tzid, zone)
        return zone
    }

    private func resolve(_ tzid: String) -> (any CivilZone)? {
        let name = ZoneNames.bare(tzid)
        for candidate in ZoneNames.ianaCandidates(name) {
            if let zone = TZifZone(named: candidate, directory: directory) { return zone }
        }
        if let iana = ZoneNames.windows(name), let zone = TZifZone(named: iana, directory: directory) {
            return zone
        }
        guard let rule = rules[tzid] ?? rules[name] else { return nil }
        return FeedRuleZone(rule)
    }
}

/// Zones resolved so far, by `TZID` as written, shared by copies of a `FeedZones` and safe
/// to use from any thread.
private final class ZoneCache: Sendable {
    /// A resolved name: its zone, or none.
    struct Entry: Sendable {
        var zone: (any CivilZone)?
    }

    private let entries = Mutex<[String: Entry]>([:])

    func lookUp(_ tzid: String) -> Entry? {
        entries.withLock { $0[tzid] }
    }

    func store(_ tzid: String, _ zone: (any CivilZone)?) {
        entries.withLock { $0[tzid] = Entry(zone: zone) }
    }
}
