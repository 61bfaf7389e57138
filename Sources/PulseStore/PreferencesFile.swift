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
/// `clock.showsCondition`). A key that was never written means its default; a stored
/// `false` is respected. Keys Pulse does not know are kept when it writes.
public struct PreferencesFile: Sendable {
    static let sizeLimit = 64 * 1024
    static let showsSeconds = "clock.showsSeconds"
    static let showsCondition = "clock.showsCondition"
    static let location = "location"
    static let orbits = "display.orbit"
    static let dimsAtNight = "display.nightDimming"
    /// The screen's preferences, stored beside the Clock's under keys of their own.
    static var displayFlags: [(String, WritableKeyPath<ClockPreferences, Bool>)] {
        [
            (orbits, \ClockPreferences.orbits), (dimsAtNight, \.dimsAtNight),
        ]
    }

    /// Where the file lives.
    public let url: URL

    /// The file at `url`.
    public init(url: URL) {
        self.url = url
    }

    /// Reads the file.
    public func load() -> StoredPreferences {
        switch readObject() {
        case .absent:
            return .absent
        case .unreadable(let reason):
            return .unreadable(reason)
        case .object(let object):
            var preferences = ClockPreferences()
            for (key, path) in [
                (Self.showsSeconds, \ClockPreferences.showsSeconds), (Self.showsCondition, \.showsCondition),
            ] + Self.displayFlags {
                guard let value = object[key] else { continue }
                guard let flag = value as? Bool else { return .unreadable("\(key) is not true or false") }
                preferences[keyPath: path] = flag
            }
            return .loaded(preferences)
        }
    }

    /// The stored weather location, if the file is readable and holds one.
    public func loadLocation() -> WeatherLocation? {
        guard case .object(let object) = readObject(), let stored = object[Self.location] as? [String: Any],
            let latitude = JSONTree.number(stored["latitude"]),
            let longitude = JSONTree.number(stored["longitude"]),
            let coordinate = Coordinate(latitude: latitude, longitude: longitude)
        else { return nil }
        return WeatherLocation(name: stored["name"] as? String, coordinate: coordinate)
    }

    /// Stores `location` (coarsened; the name if any), keeping everything else. A file that
    /// cannot be read is never overwritten.
    public func saveLocation(_ location: WeatherLocation) throws(FileWriteError) {
        try AtomicFile.withDirectoryLock(
            url.deletingLastPathComponent(), ifBusy: .busy(url.deletingLastPathComponent())
        ) { () throws(FileWriteError) in
            try saveLocationLocked(location)
        }
    }

    private func saveLocationLocked(_ location: WeatherLocation) throws(FileWriteError) {
        var object = try objectToUpdate()
        var stored: [String: Any] = [
            "latitude": location.coordinate.latitude, "longitude": location.coordinate.longitude,
        ]
        if let name = location.name { stored["name"] = name }
        object[Self.location] = stored
        try write(object)
    }

    /// Writes `preferences` atomically, keeping any other keys already in the file. Given
    /// `previous` (what this process last read or wrote), only the preferences that differ
    /// from it are written, so another Pulse's change to the other one is not undone. A
    /// file that cannot be read is never overwritten.
    public func save(_ preferences: ClockPreferences, changedFrom previous: ClockPreferences? = nil)
        throws(FileWriteError)
    {
        try AtomicFile.withDirectoryLock(
            url.deletingLastPathComponent(), ifBusy: .busy(url.deletingLastPathComponent())
        ) { () throws(FileWriteError) in
            var object = try objectToUpdate()
            for (key, path) in [
                (Self.showsSeconds, \ClockPreferences.showsSeconds), (Self.showsCondition, \.showsCondition),
            ] + Self.displayFlags where previous.map({ $0[keyPath: path] != preferences[keyPath: path] }) ?? true {
                object[key] = preferences[keyPath: path]
            }
            try write(object)
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
        try AtomicFile.write(data + Data("\n".utf8), to: url)
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
        guard let object = JSONTree.parse(data) as? [String: Any] else {
            return .unreadable("it is not a JSON object")
        }
        return .object(object)
    }
}
