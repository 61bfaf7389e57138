import FoundationEssentials

/// What only an uptime source has: its provider's whole description, the key it is read
/// with, how often, and the Uptime page's words for changing it.
extension Source where Kind == Monitors {
    /// The provider's description.
    public var descriptor: any UptimeProvider { provider.descriptor }

    /// Where the runtime puts the key in this source's requests: in its header or in the
    /// form body, never in a URL.
    public var credentialPlacement: CredentialPlacement { descriptor.key?.placement ?? .bearer }

    /// How often it may be read.
    public var cadence: UptimeCadence { descriptor.cadence }

    /// The Uptime page's foot line, which opens the prompt that changes what the source
    /// needs: its key, or its address for the sources that need no key.
    public var changeLine: String {
        if let key = descriptor.key { return key.isToken ? "CHANGE API TOKEN" : "CHANGE API KEY" }
        return "CHANGE " + (descriptor.addressWords?.title ?? "SERVER")
    }

    /// What a response's status alone says, before the body is read: nil for a 2xx.
    public func failure(forStatus status: Int) -> UptimeReadFailure? {
        descriptor.failure(forStatus: status)
    }

    /// Where this source's requests go: its server, or the hosted API in `hosts`.
    public func base(in hosts: UptimeHosts) -> URL {
        address ?? hosts[provider]
    }
}
