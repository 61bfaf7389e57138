/// What a transfer is for: its answer goes to the one part of the state that asked.
public enum FetchPurpose: String, Sendable, Hashable, CaseIterable {
    /// The Clock's weather line (Open-Meteo's forecast).
    case weather
    /// The Uptime page's list.
    case uptime
    /// The GitHub page's contributions calendar.
    case contributions
    /// The GitHub page's public events feed.
    case events
    /// The Calendar page's feeds.
    case calendar
    /// The location prompt's place-name search.
    case geocoding
}

/// Names one transfer: its purpose routes the answer, its serial tells a current answer
/// from a late one (a page left, a lookup replaced).
public struct FetchID: Hashable, Sendable, CustomStringConvertible {
    /// Who the answer is for.
    public let purpose: FetchPurpose
    /// Unique within a run; a new transfer for the same purpose gets a new one.
    public let serial: Int

    /// The transfer `serial` for `purpose`.
    public init(_ purpose: FetchPurpose, _ serial: Int) {
        self.purpose = purpose
        self.serial = serial
    }

    /// `purpose-serial`, as thread names and test messages show it.
    public var description: String { "\(purpose.rawValue)-\(serial)" }
}
