import PulseCore
import PulseStore

extension PreferencesFile {
    /// What the file holds, read whole as the display reads it; the defaults when there is
    /// no file or it cannot be used.
    public var stored: Settings {
        if case .loaded(let settings, _) = read() { return settings }
        return Settings()
    }

    /// The command for a timer's end the file holds: nil without the key, the problem for a
    /// value that is not a command line.
    public var storedFinishCommand: Result<FinishCommand?, FinishCommand.Problem> {
        guard case .loaded(let settings, let problem) = read() else { return .success(nil) }
        return problem.map { .failure($0) } ?? .success(settings.onFinish)
    }
}
