import FoundationEssentials
import PulseCore
import PulseStore

/// The timer pages' state files, each followed: read at start, written (or claimed) when
/// a page asks, and read again when another Pulse changed one. A file that cannot be used
/// is left as it is until the user's next change of that timer, and said once.
struct TimerFiles {
    private let countdownFile: CountdownFile
    private let intervalFile: IntervalFile
    /// Every block run to its end, appended as its end is claimed.
    private let historyFile: HistoryFile
    /// The files as this process last read or wrote them: when a file on disk is no longer
    /// that, another Pulse changed it, and the page follows.
    private var known: [Page: FileIdentity] = [:]
    /// The history as this process last read it.
    private var knownHistory: FileIdentity?

    /// The files under the state directory of `paths`.
    init(paths: XDGPaths) {
        countdownFile = CountdownFile(in: paths)
        intervalFile = IntervalFile(in: paths)
        historyFile = HistoryFile(in: paths)
    }

    /// The timers stored now (a new interval under `plan`), what the pages say of files
    /// that cannot be used, and each such file said once in `messages`.
    mutating func read(plan: IntervalPlan, messages: inout AfterExitMessages) -> TimersAtStart {
        known[.countdown] = countdownFile.identity
        known[.interval] = intervalFile.identity
        knownHistory = historyFile.identity
        var timers = TimersAtStart(interval: Interval(plan: plan), history: TimerHistory(historyFile.read()))
        switch Self.load(countdownFile, until: "you set, start or reset the countdown", &messages) {
        case .loaded(let stored): timers.countdown = stored
        case .unreadable: timers.notices[.countdown] = .unreadable
        case .absent: break
        }
        switch Self.load(intervalFile, until: "you start, skip or reset the interval", &messages) {
        case .loaded(let stored): timers.interval = stored
        case .unreadable: timers.notices[.interval] = .unreadable
        case .absent: break
        }
        return timers
    }

    /// What `file` holds; one that cannot be used is said in `messages`, with what leaves
    /// it as it is `until`.
    private static func load<Format>(
        _ file: TimerFile<Format>, until: String, _ messages: inout AfterExitMessages
    ) -> StoredTimer<Format.Timer> {
        let stored = file.load()
        if case .unreadable(let reason) = stored {
            messages.say(
                "pulse: cannot use the stored \(Format.word) \(file.url.path) (\(reason)); it is left as it is until "
                    + until)
        }
        return stored
    }

    /// Writes `state` to its file; with `claiming`, only when the stored file does not
    /// refuse the end it announces (`.superseded` then, and nothing written). A claim taken
    /// first appends the blocks that ended since the stored timer's last announced end to
    /// the history; a history that cannot be written is said in `messages` and does not
    /// stop the claim (the end still rings once).
    mutating func write(
        _ state: TimerState, claiming: Bool, messages: inout AfterExitMessages
    ) throws(FileWriteError) -> SaveOutcome {
        // A claim the stored file refuses writes nothing; a plain save always writes (its
        // identity may still be unknown).
        let identity: FileIdentity?
        let history = historyFile
        func record<Timer: TimerModel>(_ timer: Timer, after stored: Timer?) {
            guard let end = timer.announcedEnd else { return }
            do {
                try history.append(
                    timer.finishedBlocks(after: stored?.announcedEnd, through: end), in: LocalTimeZone())
            } catch {
                messages.say("pulse: could not add to the timers' history: \(error)")
            }
        }
        switch (state, claiming) {
        case (.countdown(let countdown), true):
            guard let claimed = try countdownFile.claim(countdown, taken: { record(countdown, after: $0) }) else {
                return .superseded
            }
            identity = claimed
        case (.interval(let interval), true):
            guard let claimed = try intervalFile.claim(interval, taken: { record(interval, after: $0) }) else {
                return .superseded
            }
            identity = claimed
        case (.countdown(let countdown), false): identity = try countdownFile.save(countdown)
        case (.interval(let interval), false): identity = try intervalFile.save(interval)
        }
        known[state.page] = identity
        return .written
    }

    /// The timers another Pulse stored since this process last read or wrote their files:
    /// one `stat` each when nothing changed. A file that cannot be read is not followed
    /// (the page keeps what it shows).
    mutating func takeStored() -> [TimerState] {
        var found: [TimerState] = []
        if let identity = countdownFile.identity, identity != known[.countdown] {
            known[.countdown] = identity
            if case .loaded(let stored) = countdownFile.load() { found.append(.countdown(stored)) }
        }
        if let identity = intervalFile.identity, identity != known[.interval] {
            known[.interval] = identity
            if case .loaded(let stored) = intervalFile.load() { found.append(.interval(stored)) }
        }
        return found
    }

    /// The history, read again when it changed since this process last read it (an end
    /// this Pulse or another appended): one `stat` when nothing changed.
    mutating func takeHistory() -> TimerHistory? {
        guard let identity = historyFile.identity, identity != knownHistory else { return nil }
        knownHistory = identity
        return TimerHistory(historyFile.read())
    }

    /// The files, for watching: another Pulse's change shows at once.
    var paths: [String] { [countdownFile.url.path, intervalFile.url.path, historyFile.url.path] }
}
