import FoundationEssentials

/// Why the contributions page has no fresh calendar, as its status line names it. The
/// account's own answers (no such user, private, no data) are told apart from the page's
/// and the network's, and only the forge's own word makes one of them.
public enum ContributionsFailure: Error, Equatable, Sendable {
    /// The forge has no such account.
    case noSuchUser
    /// The forge says the account has no calendar to show.
    case noData
    /// The forge says the account keeps its activity private.
    case privateActivity
    /// An answer with no calendar Pulse can read (markup or a body it does not know).
    case notUnderstood
    /// A calendar whose days do not reach today (a stale or wrong-year page).
    case outOfDate
    /// A calendar that reaches today but not over every day of the weeks shown.
    case incomplete
    /// The forge said to wait (a 429, or GitHub's rate limit), until `until` when it said.
    case rateLimited(until: Date?)
    /// The answer was larger than any calendar: it was not read.
    case tooLarge
    /// An HTTP status the forge does not explain, named as the Uptime page names one.
    case serverError(Int)
    /// No connection: refused, unresolvable, timed out, reset.
    case offline

    /// Whether it is about the account rather than the page or the network: the last data
    /// shown is then not offered as a stand-in.
    public var isAboutTheAccount: Bool {
        self == .noSuchUser || self == .noData || self == .privateActivity
    }

    /// The status line at `now`; `keepsData` when a calendar from before stays on screen.
    public func line(at now: Date, keepsData: Bool) -> String {
        let words: String
        switch self {
        case .noSuchUser: words = "NO SUCH USER"
        case .noData: words = "NO DATA FOR THIS ACCOUNT"
        case .privateActivity: words = "ACTIVITY IS PRIVATE"
        case .notUnderstood: words = "PAGE NOT UNDERSTOOD"
        case .outOfDate: words = "PAGE OUT OF DATE"
        case .incomplete: words = "PAGE INCOMPLETE"
        case .tooLarge: words = "PAGE TOO LARGE"
        case .serverError(let status): words = "SERVER ERROR: \(status)"
        case .offline: words = "OFFLINE"
        case .rateLimited(let until):
            let wait = until.map { $0.timeIntervalSince(now) } ?? 0
            words = wait > 0 ? "RATE LIMITED - WAIT \(Int((wait / 60).rounded(.up))) MIN" : "RATE LIMITED"
        }
        return keepsData && !isAboutTheAccount ? words + " - SHOWING LAST DATA" : words
    }
}
