import FoundationEssentials

/// A countdown started in place of the stored one: by the command line as the run starts,
/// or, to a time of day, by the page once one is typed after `:`.
public enum CountdownStart: Equatable, Sendable {
    /// `--for`: of this length, from the run's first instant.
    case lasting(TimeInterval)
    /// `--until` or `:`: ending at this instant, the time of day named (found before the
    /// start, so a time the clocks skip never starts).
    case until(Date)

    /// The countdown it is, started at `now`; `announcedEnd` is the stored one's, so an
    /// end already announced is not announced again.
    func countdown(at now: Date, announcedEnd: Date?) -> Countdown {
        switch self {
        case .lasting(let length):
            var countdown = Countdown(length: length, announcedEnd: announcedEnd)
            countdown.start(at: now)
            return countdown
        case .until(let end):
            // The length in whole seconds, rounded up so that the whole of the run fits;
            // the end is the instant itself, so the end announced is the time named.
            let length = end.timeIntervalSince(now).rounded(.up)
            return Countdown(length: length, endsAt: end, announcedEnd: announcedEnd, endsAtTimeOfDay: true)
        }
    }
}
