import PulseCore

/// One of the Clock's and the screen's preferences in the settings file: its key, how a
/// stored value is read (or why it cannot be) and how it is written. A key that was never
/// written means the default; a stored value of the wrong kind makes the file unreadable,
/// as a stored `"yes"` for a flag does, so that a mistyped hand edit is said and never
/// silently taken for the default.
struct PreferenceKey: Sendable {
    /// The key in the file.
    let key: String
    /// Sets the preference from a stored value; returns why it cannot, or nil.
    let read: @Sendable (Any, inout ClockPreferences, _ knowsZone: (String) -> Bool) -> String?
    /// The value to store for `preferences`.
    let written: @Sendable (ClockPreferences) -> Any
    /// Whether two preferences differ in this one.
    let differs: @Sendable (ClockPreferences, ClockPreferences) -> Bool

    /// `true` or `false`.
    static func flag(_ key: String, _ path: WritableKeyPath<ClockPreferences, Bool> & Sendable) -> PreferenceKey {
        PreferenceKey(
            key: key,
            read: { value, preferences, _ in
                guard let flag = value as? Bool else { return "\(key) is not true or false" }
                preferences[keyPath: path] = flag
                return nil
            },
            written: { $0[keyPath: path] }, differs: { $0[keyPath: path] != $1[keyPath: path] })
    }

    /// One of a few words (`24h`, `12h`).
    static func word<Value: RawRepresentable & CaseIterable & Equatable & Sendable>(
        _ key: String, _ path: WritableKeyPath<ClockPreferences, Value> & Sendable
    ) -> PreferenceKey where Value.RawValue == String {
        PreferenceKey(
            key: key,
            read: { value, preferences, _ in
                guard let text = value as? String, let word = Value(rawValue: text.lowercased()) else {
                    let words = Value.allCases.map(\.rawValue)
                    return "\(key) is not \(words.dropLast().joined(separator: ", ")) or \(words.last ?? "")"
                }
                preferences[keyPath: path] = word
                return nil
            },
            written: { $0[keyPath: path].rawValue }, differs: { $0[keyPath: path] != $1[keyPath: path] })
    }

    /// The other zones, written as `--zones` takes them.
    static let zones = PreferenceKey(
        key: "clock.zones",
        read: { value, preferences, knowsZone in
            guard let text = value as? String else { return "clock.zones is not text such as NYC=America/New_York" }
            do {
                preferences.zones = try OtherZones.parse(text, knows: knowsZone)
            } catch {
                return "clock.zones: \(error)"
            }
            return nil
        },
        written: { OtherZones.storedForm($0.zones) }, differs: { $0.zones != $1.zones })

    /// The ink, by name or as `#RRGGBB`, and one that can be read on the black background
    /// (`Ink.isReadable`): a hand edit never makes every page invisible.
    static let ink = PreferenceKey(
        key: "display.ink",
        read: { value, preferences, _ in
            guard let text = value as? String, let ink = Ink(parsing: text) else {
                return "display.ink is not \(Ink.choicesText)"
            }
            guard ink.isReadable else { return "display.ink is \(Ink.tooDarkText)" }
            preferences.ink = ink
            return nil
        },
        written: { $0.ink.storedForm }, differs: { $0.ink != $1.ink })

    /// Every key, in the order the man page lists them.
    static let all: [PreferenceKey] = [
        flag("clock.showsSeconds", \.showsSeconds), flag("clock.showsCondition", \.showsCondition),
        word("clock.timeFormat", \.timeFormat), word("clock.temperatureUnit", \.temperatureUnit), zones,
        flag("display.orbit", \.orbits), flag("display.nightDimming", \.dimsAtNight), ink,
    ]
}
