import FoundationEssentials

/// Why a source's answer gave no list: what the page says in place of the refresh.
public enum UptimeReadFailure: Error, Equatable, Sendable {
    /// The key was refused (401 or 403, or UptimeRobot's `stat: fail` about the key): ask
    /// for it again; the stored key stays.
    case keyRejected
    /// Kuma has no status page by that slug.
    case noSuchStatusPage
    /// A body of the wrong shape, or not JSON at all.
    case unreadable
    /// Any other status outside 2xx.
    case serverError(Int)
    /// The service answered, readably, that it would not serve the list (UptimeRobot's
    /// `stat: fail` about anything but the key).
    case refused
    /// The list ran past `UptimeRead.maximumPages` pages: every page was readable, but an
    /// account that large (or a server that pages for ever) is not shown in part.
    case tooManyPages

    /// The line on the page; a rejected key opens the prompt instead.
    public var text: String {
        switch self {
        case .keyRejected: "KEY REJECTED"
        case .noSuchStatusPage: "NO SUCH STATUS PAGE"
        case .unreadable: "UNREADABLE RESPONSE"
        case .serverError(let code): "SERVER ERROR: \(code)"
        case .refused: "REFRESH FAILED"
        case .tooManyPages: "MORE THAN \(UptimeRead.maximumPages) PAGES"
        }
    }
}
