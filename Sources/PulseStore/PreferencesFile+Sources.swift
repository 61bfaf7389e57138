import FoundationEssentials
import PulseCore

/// A kind's sources in the settings file, every kind alike: `NOUN.source` (the command
/// line's words) and the last address of each self-hosted choice (`NOUN.address.` and
/// the provider's word), beside the other keys (`uptime.source`, `contributions.address.gitlab`).
extension PreferencesFile {
    /// The key of a kind's source.
    static func sourceKey<Kind: SourceKind>(_ kind: Kind.Type) -> String { Kind.noun + ".source" }

    /// The key of `choice`'s last address, for the choices that need one.
    static func addressKey<Kind: SourceKind>(_ choice: SourceChoice<Kind>) -> String? {
        choice.addressPrefix.map { "\(Kind.noun).address.\($0)" }
    }

    /// Every key a kind's sources are kept under.
    static func sourceKeys<Kind: SourceKind>(_ kind: Kind.Type) -> [String] {
        [sourceKey(kind)] + SourceChoice<Kind>.allCases.compactMap(addressKey)
    }

    /// A kind's sources as `object` holds them. A value that is not one (a hand-edited
    /// source, an address the command line would refuse) makes the file unreadable
    /// (`pageKeysProblem`), so nothing reads this then; read alone, such a value is absent.
    static func sources<Kind: SourceKind>(_ kind: Kind.Type, in object: [String: Any]) -> SourcePreferences<Kind> {
        func source(_ key: String) -> Source<Kind>? {
            (object[key] as? String).flatMap { try? Source<Kind>(parsing: $0) }
        }
        var addresses: [SourceChoice<Kind>: Source<Kind>] = [:]
        for choice in SourceChoice<Kind>.allCases {
            if let key = addressKey(choice), let stored = source(key) { addresses[choice] = stored }
        }
        return SourcePreferences(source: source(sourceKey(kind)), addresses: addresses)
    }

    /// Puts into `object` what of `preferences` differs from `previous` (what this process
    /// last read or wrote), so another Pulse's change is not undone: a source only once
    /// chosen.
    static func put<Kind: SourceKind>(
        _ preferences: SourcePreferences<Kind>, changedFrom previous: SourcePreferences<Kind>?,
        into object: inout [String: Any]
    ) {
        if preferences.isChosen, previous?.source != preferences.source || previous?.isChosen != true {
            object[sourceKey(Kind.self)] = preferences.source.storedForm
        }
        for (choice, source) in preferences.addresses where previous?.addresses[choice] != source {
            if let key = addressKey(choice) { object[key] = source.storedForm }
        }
    }

    /// The stored sources of `kind`; the defaults when the file cannot be read.
    public func loadSources<Kind: SourceKind>(_ kind: Kind.Type) -> SourcePreferences<Kind> {
        guard case .object(let object) = readObject() else { return SourcePreferences() }
        return Self.sources(kind, in: object)
    }

    /// Writes `preferences`, keeping every other key; given `previous`, only what differs
    /// from it. A file that cannot be read is never overwritten.
    public func saveSources<Kind: SourceKind>(
        _ preferences: SourcePreferences<Kind>, changedFrom previous: SourcePreferences<Kind>? = nil
    ) throws(FileWriteError) {
        try update { Self.put(preferences, changedFrom: previous, into: &$0) }
    }

    /// Writes the contributions page's preferences (`saveSources`).
    public func saveContributions(
        _ preferences: ContributionsPreferences, changedFrom previous: ContributionsPreferences? = nil
    ) throws(FileWriteError) {
        try saveSources(preferences, changedFrom: previous)
    }

    /// Changes the file under its directory's lock, keeping every key `change` leaves
    /// alone. A file that cannot be read is never overwritten.
    func update(_ change: (inout [String: Any]) -> Void) throws(FileWriteError) {
        try AtomicFile.withDirectoryLock(
            url.deletingLastPathComponent(), ifBusy: .busy(url.deletingLastPathComponent())
        ) { () throws(FileWriteError) in
            var object = try objectToUpdate()
            change(&object)
            try write(object)
        }
    }
}
