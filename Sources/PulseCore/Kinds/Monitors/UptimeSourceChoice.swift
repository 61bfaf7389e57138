import FoundationEssentials

/// One line of the Settings picker: a provider, hosted or on the user's own server,
/// before its address is known. A provider that is both (Healthchecks) is two lines,
/// because one needs an address and the other does not. The lines come from the
/// providers, in their order.
public struct UptimeSourceChoice: Hashable, Sendable, CustomStringConvertible {
    /// Whose API it is.
    public let provider: UptimeProviderID
    /// Whether it reads from the user's own server (an address is asked for).
    public let ownServer: Bool

    /// The choice a source was made from.
    public init(_ source: UptimeSource) {
        provider = source.provider
        ownServer = source.address != nil
    }

    /// The choice of `provider`, on the user's server or not.
    public init(_ provider: UptimeProviderID, ownServer: Bool) {
        self.provider = provider
        self.ownServer = ownServer
    }

    /// Every line, in the providers' order.
    public static let allCases: [UptimeSourceChoice] = UptimeProviderID.allCases.flatMap { provider in
        switch provider.descriptor.address {
        case .hosted: [UptimeSourceChoice(provider, ownServer: false)]
        case .server: [UptimeSourceChoice(provider, ownServer: true)]
        case .hostedOrServer:
            [UptimeSourceChoice(provider, ownServer: false), UptimeSourceChoice(provider, ownServer: true)]
        }
    }

    /// Its place in `allCases`.
    public var index: Int { Self.allCases.firstIndex(of: self) ?? 0 }

    /// The line's name: a provider that is hosted and self-hosted names the hosted
    /// service by its domain (`HEALTHCHECKS.IO`).
    public var name: String {
        guard !ownServer, case .hostedOrServer(let url) = provider.descriptor.address,
            let host = URLComponents(string: url)?.host
        else { return provider.descriptor.name }
        return host.uppercased()
    }

    /// What it is, under its name in the picker (at most 24 characters, the row's room): a
    /// provider that is hosted and self-hosted says so of its own-server line.
    public var summary: String {
        if ownServer, case .hostedOrServer = provider.descriptor.address { return "ON YOUR OWN SERVER" }
        return provider.descriptor.summary
    }

    /// What choosing it asks for, under the name (at most 24 characters, the row's room).
    public var needs: String { provider.descriptor.needs(ownServer: ownServer) }
}

extension UptimeProvider {
    /// What choosing the provider asks for, under its name in the picker: its key, or the
    /// address of the user's server (and its key).
    public func needs(ownServer: Bool) -> String {
        let descriptor = self
        let key = descriptor.key.map { $0.isToken ? "API TOKEN" : "API KEY" }
        guard ownServer else { return key ?? descriptor.summary }
        guard let key else { return (descriptor.addressWords?.title ?? "SERVER") + " ADDRESS" }
        return "OWN SERVER: ADDRESS, " + (key == "API KEY" ? "KEY" : "TOKEN")
    }
}

extension UptimeSourceChoice {

    /// The source itself, for the choices that need no address.
    public var hostedSource: UptimeSource? { ownServer ? nil : UptimeSource(provider) }

    /// The `--uptime` word an address is given after (`kuma:URL`), for the choices that
    /// need one.
    public var addressPrefix: String? { ownServer ? provider.rawValue : nil }

    /// The provider's word, and `:URL` for the user's own server.
    public var description: String { provider.rawValue + (ownServer ? ":URL" : "") }
}
