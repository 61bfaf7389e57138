import FoundationEssentials

/// What only a forge's source has: its forge's whole description, the handle it is read
/// for, and where its calendar and events feed are.
extension Source where Kind == Forges {
    /// The forge's description.
    public var descriptor: any ContributionsProvider { provider.descriptor }

    /// The credential the handle is stored as: one per forge, and per server when
    /// self-hosted, so switching back and forth never asks for a handle again.
    public var handleCredential: Credential { credential ?? Credential(rawValue: descriptor.handleCredential) }

    /// Whether `handle` is one the forge could have issued.
    public func isValidHandle(_ handle: String) -> Bool { descriptor.isValidHandle(handle) }

    /// The calendar's base address: the user's server, or the hosted one in `hosts`.
    public func base(in hosts: ContributionsHosts) -> URL { address ?? hosts.calendar(provider) }

    /// The events feed's base address: the user's server, or the hosted one in `hosts`.
    public func eventsBase(in hosts: ContributionsHosts) -> URL { address ?? hosts.events(provider) }

    /// The page's own words for where the calendar is from, beside `17 WEEKS`: nothing on
    /// GitHub's page, the forge's name on any other.
    public var pageName: String? { provider == .github ? nil : name }
}
