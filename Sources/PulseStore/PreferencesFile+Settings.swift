import FoundationEssentials
import PulseCore

/// What reading the whole settings file found.
public enum SettingsFileRead: Equatable, Sendable {
    /// No file yet: the defaults, and the very first start.
    case absent
    /// What it holds (defaults for keys never written); `onFinishProblem` says why a
    /// `timers.onFinish` that is not a command line was passed over (no command then runs).
    case loaded(Settings, onFinishProblem: FinishCommand.Problem? = nil)
    /// A file that cannot be used, and why (never its contents).
    case unreadable(String)
}

/// The settings file as one document: read whole with one read of the file, saved with one
/// merge under its lock that writes only the groups that changed.
extension PreferencesFile {
    /// Whether the first start's paging hint was shown: written the first time it is, so
    /// it is never shown again.
    static let hintsShown = "hints.shown"

    /// Reads the whole file once.
    public func read() -> SettingsFileRead {
        switch readObject() {
        case .absent: return .absent
        case .unreadable(let reason): return .unreadable(reason)
        case .object(let object): return decode(object)
        }
    }

    /// Every group `object` holds, or why one of its keys cannot be read.
    func decode(_ object: [String: Any]) -> SettingsFileRead {
        var clock = ClockPreferences()
        for stored in PreferenceKey.all {
            guard let value = object[stored.key] else { continue }
            if let problem = stored.read(value, &clock, knowsZone) { return .unreadable(problem) }
        }
        if let problem = Self.pageKeysProblem(in: object) { return .unreadable(problem) }
        var onFinish: FinishCommand?, problem: FinishCommand.Problem?
        switch Self.finishCommand(in: object) {
        case .success(let command): onFinish = command
        case .failure(let refused): problem = refused
        }
        let settings = Settings(
            clock: clock, uptime: Self.uptime(in: object), location: Self.location(in: object),
            timers: Self.timers(in: object), pages: Self.pages(in: object),
            contributions: Self.sources(Forges.self, in: object), onFinish: onFinish,
            hintShown: object[Self.hintsShown] as? Bool == true)
        return .loaded(settings, onFinishProblem: problem)
    }

    /// Writes what of `settings` differs from `previous` (what this process last read or
    /// wrote), keeping every other key, so another Pulse's change is not undone. A file
    /// that cannot be read is never overwritten.
    public func save(_ settings: Settings, changedFrom previous: Settings) throws(FileWriteError) {
        try update { object in
            if settings.clock != previous.clock {
                Self.write(settings.clock, changedFrom: previous.clock, into: &object)
            }
            if settings.uptime != previous.uptime {
                Self.write(settings.uptime, changedFrom: previous.uptime, into: &object)
            }
            if let location = settings.location, location != previous.location { Self.write(location, into: &object) }
            if settings.timers != previous.timers {
                Self.write(settings.timers, changedFrom: previous.timers, into: &object)
            }
            if settings.pages != previous.pages { Self.write(settings.pages, into: &object) }
            if settings.contributions != previous.contributions {
                Self.put(settings.contributions, changedFrom: previous.contributions, into: &object)
            }
            if settings.hintShown, !previous.hintShown { object[Self.hintsShown] = true }
        }
    }
}
