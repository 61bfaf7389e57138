import FoundationEssentials

/// Everything about one forge whose contribution calendar the contributions page reads, in
/// one place: its name and the words its handle is asked for with, the rule a handle must
/// keep, where it is hosted and the variable that moves it, its calendar request and how
/// the answer is read, and its public events feed and decoder. One conforming type per
/// forge, each in a file of its own under `Forges/Providers/` beside its decoders,
/// listed once in `ContributionsProviderID`; every word about the forge on screen comes
/// from here. No request ever carries a token.
public protocol ContributionsProvider: SourceProvider where Kind == Forges {
    /// The name as a sentence writes it, for messages on standard error (`GitHub`).
    var proseName: String { get }
    /// Whose days the calendar's dates are, when they are not the viewer's: said on the
    /// page (GitLab dates them in the contributor's profile zone).
    var dayNote: String? { get }
    /// The words the handle is asked for and changed with.
    var handleWords: HandleWords { get }
    /// The credentials file's name for the handle on the hosted forge (`github.username`);
    /// a handle on a server of the user's own is named by its address as well.
    var handleCredential: String { get }

    /// Whether `handle` (already trimmed) is one the forge could have issued.
    func isValidHandle(_ handle: String) -> Bool
    /// The calendar's request for `handle` on the forge at `base`.
    func calendarRequest(for handle: String, base: URL) -> HTTPRequest
    /// What a 2xx answer's body says: the days it gives, to be judged, or why it gives none.
    func readCalendar(_ body: Data) -> Result<CalendarAnswer, ContributionsFailure>
    /// What an answer other than a 2xx or a rate limit says of the calendar.
    func calendarFailure(_ response: HTTPResponse) -> ContributionsFailure
    /// The public events feed's request for `handle` at `base` (`etag`: the last answer's,
    /// for a conditional request); nil for a forge without one.
    func eventsRequest(for handle: String, base: URL, etag: String?) -> HTTPRequest?
    /// The events a 2xx answer of the feed holds, newest first or in any order; nil when
    /// the body is not a feed.
    func readEvents(_ body: Data) -> [ForgeEvent]?
}

extension ContributionsProvider {
    /// The calendar's dates are the viewer's own days.
    public var dayNote: String? { nil }

    /// Its handle's name.
    public var credentialName: String? { handleCredential }

    /// What choosing it asks for, under its name in the picker (at most 24 characters).
    public func needs(ownServer: Bool) -> String {
        ownServer ? "OWN SERVER: ADDRESS, NAME" : summary
    }
}

/// The words a handle is asked for with, and the page's and Settings' words about it. Only
/// the forges in the core make them, with the initializer the compiler writes.
public struct HandleWords: Equatable, Sendable {
    /// The prompt's title (`USERNAME`).
    public let title: String
    /// What the handle is for, in the prompt's short lines.
    public let explanation: [String]
    /// The field's title and its placeholder.
    public let fieldTitle: String, placeholder: String
    /// The page's foot line that opens the prompt, and its key's help (`CHANGE USERNAME`).
    public let changeLine: String
    /// The Settings row's name (`GITHUB USERNAME`).
    public let settingsRow: String
}

extension HandleWords {
    /// The words every forge but GitHub asks with, in the forge's name: the original's
    /// prompt, its placeholder and Settings row naming the forge.
    public static func standard(forge name: String) -> HandleWords {
        HandleWords(
            title: "USERNAME",
            explanation: [
                "THE ACCOUNT WHOSE", "CONTRIBUTION GRAPH IS SHOWN.", "PUBLIC DATA ONLY - NO TOKEN",
                "IS REQUESTED OR STORED.",
            ], fieldTitle: "HANDLE", placeholder: "YOUR \(name) NAME", changeLine: "CHANGE USERNAME",
            settingsRow: "\(name) USERNAME")
    }
}
