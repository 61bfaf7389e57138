import Foundation
import PulseCore
import PulseStore

/// Reads the stored stopwatch for the display or a snapshot, and says once, on standard
/// error, when the file cannot be used. The file is then left exactly as it is: only the
/// user's next start, stop or reset replaces it.
public enum StoredStopwatchReport {
    /// The stopwatch to start with and the page's notice.
    public static func read(_ file: StopwatchFile, reportNow: Bool = true) -> (
        stopwatch: Stopwatch, notice: StopwatchNotice?, message: String?
    ) {
        switch file.load() {
        case .absent:
            return (Stopwatch(), nil, nil)
        case .loaded(let stopwatch):
            return (stopwatch, nil, nil)
        case .unreadable(let reason):
            let message =
                "pulse: cannot use the stored stopwatch \(file.url.path) (\(reason)); "
                + "it is left as it is until you start, stop or reset the stopwatch"
            if reportNow { FileHandle.standardError.write(Data((message + "\n").utf8)) }
            return (Stopwatch(), .unreadable, message)
        }
    }
}
