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

extension UptimeSource {
    /// What a response's status alone says, before the body is read: nil for a 2xx. The
    /// original API rejects a key with 401 only (as before); the other keyed sources with
    /// 401 or 403; a Kuma 404 is a slug that does not exist. A keyless source's 401 or 403
    /// is a server error: there is no key to ask for.
    public func failure(forStatus status: Int) -> UptimeReadFailure? {
        if (200..<300).contains(status) { return nil }
        switch (self, status) {
        case (.levo, 401): return .keyRejected
        case (.healthchecks, 401), (.healthchecks, 403), (.uptimerobot, 401), (.uptimerobot, 403),
            (.betterstack, 401), (.betterstack, 403):
            return .keyRejected
        case (.kuma, 404): return .noSuchStatusPage
        default: return .serverError(status)
        }
    }
}
