/// A notice the source gives for the whole page rather than one monitor: a Kuma status
/// page's pinned incident, or a maintenance window in progress.
public struct UptimeNotice: Equatable, Sendable {
    /// What it is.
    public enum Kind: Equatable, Sendable {
        /// An incident the page's owner posted and pinned.
        case incident
        /// A maintenance window in progress now.
        case maintenance
    }

    /// What it is.
    public let kind: Kind
    /// Its title, as sent (drawn sanitised, as the names are).
    public let title: String

    /// A notice.
    public init(_ kind: Kind, title: String) {
        self.kind = kind
        self.title = title
    }

    /// The word that leads its line.
    public var word: String {
        switch kind {
        case .incident: "INCIDENT"
        case .maintenance: "MAINTENANCE"
        }
    }
}
