import FoundationEssentials
import PulseCore

/// The contributions page's preferences in the settings file: `contributions.source` (the
/// `--contributions` words) and the last address of each self-hosted kind
/// (`contributions.address.` and the forge's word), beside the other keys.
extension PreferencesFile {
    static let contributionsSource = "contributions.source"

    static func addressKey(_ choice: ContributionsSourceChoice) -> String? {
        choice.addressPrefix.map { "contributions.address.\($0)" }
    }

    /// The stored preferences. A value that is not one (a hand-edited source, an address
    /// `--contributions` would refuse) makes the file unreadable (`contributionsProblem`),
    /// so nothing reads this then; read alone, such a value is its default.
    public func loadContributions() -> ContributionsPreferences {
        guard case .object(let object) = readObject() else { return ContributionsPreferences() }
        return Self.contributions(in: object)
    }

    /// The contributions preferences `object` holds.
    static func contributions(in object: [String: Any]) -> ContributionsPreferences {
        func source(_ key: String) -> ContributionsSource? {
            (object[key] as? String).flatMap { try? ContributionsSource(parsing: $0) }
        }
        var addresses: [ContributionsSourceChoice: ContributionsSource] = [:]
        for choice in ContributionsSourceChoice.allCases {
            if let key = Self.addressKey(choice), let stored = source(key) { addresses[choice] = stored }
        }
        return ContributionsPreferences(source: source(Self.contributionsSource) ?? .github, addresses: addresses)
    }

    /// Writes `preferences`, keeping every other key; given `previous`, only what differs
    /// from it, so another Pulse's change is not undone. A file that cannot be read is
    /// never overwritten.
    public func saveContributions(
        _ preferences: ContributionsPreferences, changedFrom previous: ContributionsPreferences? = nil
    ) throws(FileWriteError) {
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
        _ preferences: ContributionsPreferences, changedFrom previous: ContributionsPreferences?,
        into object: inout [String: Any]
    ) {
        if previous?.source != preferences.source {
            object[Self.contributionsSource] = preferences.source.storedForm
        }
        for (choice, source) in preferences.addresses where previous?.addresses[choice] != source {
            if let key = Self.addressKey(choice) { object[key] = source.storedForm }
        }
    }
}
