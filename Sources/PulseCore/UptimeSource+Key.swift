/// The words of the prompt that asks for a source's key.
public struct UptimeKeyPrompt: Equatable, Sendable {
    /// What the key is called (`HEALTHCHECKS API KEY`).
    public let title: String
    /// Which key to fetch, in a line (`A READ-ONLY KEY WORKS`).
    public let hint: String
}

extension UptimeSource {
    /// Whether a key must be stored before anything can be read. Kuma status pages and
    /// Gatus are public; the hosted services and the original API are not.
    public var needsKey: Bool { keyPrompt != nil }

    /// The credential whose value the runtime adds to this source's requests; nil when
    /// none is sent. One per source (and per server, self-hosted), so one service's key
    /// never goes to another.
    public var credential: Credential? {
        switch self {
        case .levo: .uptimeKey
        case .healthchecks(let base) where base == Self.healthchecksIO: .healthchecksKey
        case .healthchecks(let base): .healthchecksKey(base: base)
        case .uptimerobot: .uptimeRobotKey
        case .betterstack: .betterStackToken
        case .kuma, .gatus: nil
        }
    }

    /// What the key prompt says; nil for the sources that need no key.
    public var keyPrompt: UptimeKeyPrompt? {
        switch self {
        case .levo: UptimeKeyPrompt(title: "UPTIME API KEY", hint: "FROM YOUR UPTIME ACCOUNT SETTINGS")
        case .healthchecks: UptimeKeyPrompt(title: "HEALTHCHECKS API KEY", hint: "A READ-ONLY KEY WORKS")
        case .uptimerobot: UptimeKeyPrompt(title: "UPTIMEROBOT API KEY", hint: "A READ-ONLY KEY WORKS")
        case .betterstack: UptimeKeyPrompt(title: "BETTER STACK API TOKEN", hint: "A TEAM TOKEN, NOT A GLOBAL ONE")
        case .kuma, .gatus: nil
        }
    }

    /// Where the runtime puts the key in this source's requests: in its header or in the
    /// form body, never in a URL.
    public var credentialPlacement: CredentialPlacement {
        switch self {
        case .healthchecks: .header("X-Api-Key")
        case .uptimerobot: .formField("api_key")
        case .levo, .betterstack, .kuma, .gatus: .bearer
        }
    }
}
