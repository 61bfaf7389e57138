import FoundationEssentials
import PulseCore

/// The Uptime page's preferences in the settings file: `uptime.source` (the `--uptime`
/// words), `uptime.order` and the last address of each self-hosted kind
/// (`uptime.address.` and the provider's word), beside the Clock's keys.
extension PreferencesFile {
    static let uptimeSource = "uptime.source"
    static let uptimeOrder = "uptime.order"

    static func addressKey(_ choice: UptimeSourceChoice) -> String? {
        choice.addressPrefix.map { "uptime.address.\($0)" }
    }

    /// The stored Uptime preferences. A value that is not one (a hand-edited source, an
    /// address `--uptime` would refuse) makes the file unreadable (`uptimeProblem`), so
    /// nothing reads this then; read alone, such a value is its default.
    public func loadUptime() -> UptimePreferences {
        guard case .object(let object) = readObject() else { return UptimePreferences() }
        return Self.uptime(in: object)
    }

    /// The Uptime preferences `object` holds.
    static func uptime(in object: [String: Any]) -> UptimePreferences {
        func source(_ key: String) -> UptimeSource? {
            (object[key] as? String).flatMap { try? UptimeSource(parsing: $0) }
        }
        var addresses: [UptimeSourceChoice: UptimeSource] = [:]
        for choice in UptimeSourceChoice.allCases {
            if let key = Self.addressKey(choice), let stored = source(key) { addresses[choice] = stored }
        }
        return UptimePreferences(
            source: source(Self.uptimeSource),
            order: (object[Self.uptimeOrder] as? String).flatMap(UptimeOrder.init(rawValue:)) ?? .asListed,
            addresses: addresses)
    }

    /// Writes `preferences`, keeping every other key. Given `previous` (what this process
    /// last read or wrote), only what differs from it is written, so another Pulse's change
    /// is not undone. A file that cannot be read is never overwritten.
    public func saveUptime(_ preferences: UptimePreferences, changedFrom previous: UptimePreferences? = nil)
        throws(FileWriteError)
    {
        try AtomicFile.withDirectoryLock(
            url.deletingLastPathComponent(), ifBusy: .busy(url.deletingLastPathComponent())
        ) { () throws(FileWriteError) in
            var object = try objectToUpdate()
            Self.write(preferences, changedFrom: previous, into: &object)
            try write(object)
        }
    }

    /// Puts into `object` what of `preferences` differs from `previous` (all without it).
    static func write(
        _ preferences: UptimePreferences, changedFrom previous: UptimePreferences?, into object: inout [String: Any]
    ) {
        if preferences.isChosen, previous?.source != preferences.source || previous?.isChosen != true {
            object[Self.uptimeSource] = preferences.source.storedForm
        }
        if previous?.order != preferences.order { object[Self.uptimeOrder] = preferences.order.rawValue }
        for (choice, source) in preferences.addresses where previous?.addresses[choice] != source {
            if let key = Self.addressKey(choice) { object[key] = source.storedForm }
        }
    }
}
