import FoundationEssentials
import PulseCore

/// The Uptime page's preferences in the settings file: its sources (`uptime.source` and
/// `uptime.address.` keys, as every kind keeps them) and `uptime.order`.
extension PreferencesFile {
    static let uptimeOrder = "uptime.order"

    /// The Uptime preferences `object` holds.
    static func uptime(in object: [String: Any]) -> UptimePreferences {
        UptimePreferences(
            sources: Self.sources(Monitors.self, in: object),
            order: (object[Self.uptimeOrder] as? String).flatMap(UptimeOrder.init(rawValue:)) ?? .asListed)
    }

    /// Writes `preferences`, keeping every other key. Given `previous` (what this process
    /// last read or wrote), only what differs from it is written, so another Pulse's change
    /// is not undone. A file that cannot be read is never overwritten.
    public func saveUptime(_ preferences: UptimePreferences, changedFrom previous: UptimePreferences? = nil)
        throws(FileWriteError)
    {
        try update { Self.write(preferences, changedFrom: previous, into: &$0) }
    }

    /// Puts into `object` what of `preferences` differs from `previous` (all without it).
    static func write(
        _ preferences: UptimePreferences, changedFrom previous: UptimePreferences?, into object: inout [String: Any]
    ) {
        Self.put(preferences.sources, changedFrom: previous?.sources, into: &object)
        if previous?.order != preferences.order { object[Self.uptimeOrder] = preferences.order.rawValue }
    }
}
