import FoundationEssentials
import PulseCore
import PulseStore

/// The files Pulse keeps: the settings (the Clock's preferences, the weather location) and
/// the stopwatch. Read once at start; written when the state asks. A file that cannot be
/// used is never overwritten by anything but the user's next deliberate change of that
/// very thing (the stopwatch), or not at all (the settings); what went wrong is kept to be
/// said once, on standard error.
public final class StoredFiles {
    private let stopwatchFile: StopwatchFile
    private let preferencesFile: PreferencesFile
    private let preferencesWritable: Bool
    /// The preferences as this process last read or wrote them: a save writes only what
    /// changed since, so another Pulse's change is not undone.
    private var knownPreferences: ClockPreferences
    private var knownUptime: UptimePreferences
    /// What to say about files that could not be used or written, each once.
    public private(set) var messages = AfterExitMessages()
    /// What was stored, or the defaults.
    public let preferences: ClockPreferences
    /// The stored weather location, if any.
    public let location: WeatherLocation?
    /// The Uptime page's stored source, order and addresses, or the defaults.
    public let uptimePreferences: UptimePreferences
    /// The stored stopwatch, or a stopped zero.
    public let stopwatch: Stopwatch
    /// What the Stopwatch page says about its file.
    public let stopwatchNotice: StopwatchNotice?

    /// Reads everything under the XDG directories `environment` names.
    public init(environment: [String: String]) {
        let paths = XDGPaths(environment: environment)
        stopwatchFile = StopwatchFile(url: paths.stopwatchFile)
        preferencesFile = PreferencesFile(url: paths.preferencesFile)
        var messages = AfterExitMessages()
        switch preferencesFile.load() {
        case .absent:
            preferences = ClockPreferences()
            preferencesWritable = true
        case .loaded(let stored):
            preferences = stored
            preferencesWritable = true
        case .unreadable(let reason):
            preferences = ClockPreferences()
            preferencesWritable = false
            messages.say(
                "pulse: cannot use the settings in \(preferencesFile.url.path) (\(reason)); defaults were used "
                    + "and the file was left as it is")
        }
        location = preferencesWritable ? preferencesFile.loadLocation() : nil
        uptimePreferences = preferencesWritable ? preferencesFile.loadUptime() : UptimePreferences()
        switch stopwatchFile.load() {
        case .absent:
            stopwatch = Stopwatch()
            stopwatchNotice = nil
        case .loaded(let stored):
            stopwatch = stored
            stopwatchNotice = nil
        case .unreadable(let reason):
            stopwatch = Stopwatch()
            stopwatchNotice = .unreadable
            messages.say(
                "pulse: cannot use the stored stopwatch \(stopwatchFile.url.path) (\(reason)); "
                    + "it is left as it is until you start, stop or reset the stopwatch")
        }
        self.messages = messages
        knownPreferences = preferences
        knownUptime = uptimePreferences
    }

    /// Carries out a save the state asked for; returns the event that reports it, if any.
    /// A settings file locked by another process is not waited for: the save is handed
    /// back (`.saveDeferred`) to be tried later, unless this was its last try.
    public func perform(_ effect: Effect) -> AppEvent? {
        let (effect, lastTry) = effect.unwrappingLastTry
        switch effect {
        case .saveStopwatch(let stopwatch):
            do {
                try stopwatchFile.save(stopwatch)
                return .stopwatchSaved(succeeded: true)
            } catch {
                messages.say("pulse: could not save the stopwatch: \(error)")
                return .stopwatchSaved(succeeded: false)
            }
        case .savePreferences(let preferences) where preferencesWritable:
            do {
                try preferencesFile.save(preferences, changedFrom: knownPreferences)
                knownPreferences = preferences
                return .preferencesSaved(succeeded: true)
            } catch {
                if error.isBusy, !lastTry { return .saveDeferred(effect) }
                messages.say("pulse: could not save the clock preferences: \(error)")
                return .preferencesSaved(succeeded: false)
            }
        case .saveUptimePreferences(let uptime) where preferencesWritable:
            do {
                try preferencesFile.saveUptime(uptime, changedFrom: knownUptime)
                knownUptime = uptime
            } catch {
                if error.isBusy, !lastTry { return .saveDeferred(effect) }
                messages.say("pulse: could not save the uptime source: \(error)")
            }
            return nil
        case .saveLocation(let location):
            // A settings file that could not be read is not replaced behind the user's back.
            guard preferencesWritable else { return .locationSaved(location, succeeded: false) }
            do {
                try preferencesFile.saveLocation(location)
                return .locationSaved(location, succeeded: true)
            } catch {
                if error.isBusy, !lastTry { return .saveDeferred(effect) }
                messages.say("pulse: could not save the location: \(error)")
                return .locationSaved(location, succeeded: false)
            }
        default:
            return nil
        }
    }
}
