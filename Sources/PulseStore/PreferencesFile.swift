import FoundationEssentials
import PulseCore

/// What reading the settings file found.
public enum StoredPreferences: Equatable, Sendable {
    /// No file yet: the defaults.
    case absent
    /// The stored preferences (defaults for keys never written).
    case loaded(ClockPreferences)
    /// A file that cannot be used, and why (never its contents).
    case unreadable(String)
}

/// The settings file: one JSON object whose keys are the original's (`clock.showsSeconds`,
/// `clock.showsCondition`) and Pulse's own (`PreferenceKey.all`, the location, the Uptime
/// page's). A key that was never written means its default; a stored `false` is
/// respected; a value of the wrong kind in any key makes the file unreadable. Keys Pulse
/// does not know are kept when it writes.
public struct PreferencesFile: Sendable {
    static let sizeLimit = 64 * 1024
    static let location = "location"

    /// Where the file lives.
    public let url: URL
    /// Whether a stored other zone names a zone the C library reads (not a fallback to UTC).
    let knowsZone: @Sendable (String) -> Bool

    /// The file at `url`; stored zones are checked with `knowsZone` (by default only their
    /// form is: a label and some zone).
    public init(url: URL, knowsZone: @escaping @Sendable (String) -> Bool = { _ in true }) {
        self.url = url
        self.knowsZone = knowsZone
    }

    /// Reads the file for the Clock's and the screen's preferences.
    public func load() -> StoredPreferences {
        switch read() {
        case .absent: .absent
        case .unreadable(let reason): .unreadable(reason)
        case .loaded(let settings, _): .loaded(settings.clock)
        }
    }

    /// The weather location `object` holds, if any.
    static func location(in object: [String: Any]) -> WeatherLocation? {
        guard let stored = object[Self.location] as? [String: Any],
            let latitude = JSONTree.number(stored["latitude"]),
            let longitude = JSONTree.number(stored["longitude"]),
            let coordinate = Coordinate(latitude: latitude, longitude: longitude)
        else { return nil }
        return WeatherLocation(name: stored["name"] as? String, coordinate: coordinate)
    }

    /// Stores `location` (coarsened; the name if any), keeping everything else. A file that
    /// cannot be read is never overwritten.
    public func saveLocation(_ location: WeatherLocation) throws(FileWriteError) {
        try update { Self.write(location, into: &$0) }
    }

    /// Puts `location` into `object` (coarsened; the name if any).
    static func write(_ location: WeatherLocation, into object: inout [String: Any]) {
        var stored: [String: Any] = [
            "latitude": location.coordinate.latitude, "longitude": location.coordinate.longitude,
        ]
        if let name = location.name { stored["name"] = name }
        object[Self.location] = stored
    }

    /// Writes `preferences` atomically, keeping any other keys already in the file. Given
    /// `previous` (what this process last read or wrote), only the preferences that differ
    /// from it are written, so another Pulse's change to the other one is not undone. A
    /// file that cannot be read is never overwritten.
    public func save(_ preferences: ClockPreferences, changedFrom previous: ClockPreferences? = nil)
        throws(FileWriteError)
    {
        try update { object in
            Self.write(preferences, changedFrom: previous, into: &object)
        }
    }

    /// Puts into `object` what of `preferences` differs from `previous` (all without it).
    static func write(
        _ preferences: ClockPreferences, changedFrom previous: ClockPreferences?, into object: inout [String: Any]
    ) {
        for stored in PreferenceKey.all where previous.map({ stored.differs($0, preferences) }) ?? true {
            object[stored.key] = stored.written(preferences)
        }
    }

    /// What the file holds, for a save to change and write back: empty where there is no
    /// file yet. A file that cannot be read (damaged by hand, too large, a read error) is
    /// refused, so that saving one preference never wipes the others.
    func objectToUpdate() throws(FileWriteError) -> [String: Any] {
        switch readObject() {
        case .object(let existing): return existing
        case .absent: return [:]
        case .unreadable(let reason): throw FileWriteError(description: "\(url.path) cannot be read (\(reason))")
        }
    }

    func write(_ object: [String: Any]) throws(FileWriteError) {
        guard
            let data = JSONTree.data(object)
        else {
            throw FileWriteError(description: "cannot encode the preferences")
        }
        // Never more than `load` reads back: a file it refused would lose every setting.
        try AtomicFile.write(data + Data("\n".utf8), to: url, limit: Self.sizeLimit)
    }

    enum Read {
        case absent
        case unreadable(String)
        case object([String: Any])
    }

    func readObject() -> Read {
        let data: Data
        switch SmallFileRead.read(url, limit: Self.sizeLimit) {
        case .absent: return .absent
        case .unreadable(let reason): return .unreadable(reason)
        case .data(let read): data = read
        }
        guard let parsed = JSONTree.parse(data) else {
            // Where a hand edit broke it, so it can be found; never what it holds.
            let fault = JSONTree.fault(in: data)
            return .unreadable("it is not valid JSON" + (fault.map { " (\($0))" } ?? ""))
        }
        guard let object = parsed as? [String: Any] else { return .unreadable("it is not a JSON object") }
        return .object(object)
    }
}
