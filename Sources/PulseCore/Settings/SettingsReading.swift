/// What the settings file held when it was read again while Pulse runs, after it changed
/// on disk (a hand edit, another Pulse's save). It comes into the state as an event
/// (`AppEvent.settingsRead`) and is adopted as the shared choices are.
public enum SettingsReading: Equatable, Sendable {
    /// What it holds now, whole; `changed`: the subjects whose stored value is not what
    /// this process last read or wrote (another process or a hand edit changed them).
    case read(Settings, changed: Set<Save.Subject> = [])
    /// It cannot be used (a broken hand edit): the choices in effect stay, the page says
    /// so, and the file is left as it is.
    case unreadable
}

extension AppState {
    /// What every page says while the settings file cannot be used.
    public static let settingsUnreadableText = "SETTINGS FILE UNREADABLE"

    /// What the settings file holds, and a read of it replaces.
    static let settingsFileSubjects: Set<Save.Subject> = [
        .clockPreferences, .uptimePreferences, .location, .timerPreferences, .pages, .contributionsPreferences,
    ]

    /// Takes what the settings file holds after it changed on disk: every room adopts the
    /// new choices, as it adopts a change made on Settings; a file that cannot be used
    /// changes nothing but the notice.
    mutating func adopt(_ reading: SettingsReading) -> [Effect] {
        switch reading {
        case .unreadable:
            settingsUnreadable = true
            return []
        case .read(let stored, let changed):
            settingsUnreadable = false
            // The command for a timer's end follows the file as every key does (a run that
            // runs no command, the snapshot, drops it with every other command).
            finishCommand = stored.onFinish
            // A save still waiting for a lock, of a subject changed in the file since, is
            // older than what the file holds: it is dropped, and the file's value shown.
            for subject in changed { retries.settle(subject) }
            // Every subject of the file now shows the file's value: no failed save of
            // one is left to speak of.
            rooms.settings.forgetUnsaved(of: Self.settingsFileSubjects)
            rooms.clock.forgetNotSaved()
            let old = choices
            // The page on screen stays for the run even when the file turned it off.
            if !stored.pages.contains(page) { shownForRun = page }
            choices.take(stored)
            return adoptEverywhere(old)
        }
    }
}
