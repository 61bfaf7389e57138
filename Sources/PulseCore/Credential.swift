import FoundationEssentials

/// A credential Pulse keeps, by the name it has in the credentials file. The GitHub handle
/// and one key per keyed uptime source: a key is only ever sent to the service it was
/// typed for, and switching sources never asks for a key again.
public struct Credential: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
    /// The name in the credentials file.
    public let rawValue: String

    /// The credential stored as `rawValue`.
    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// The GitHub handle whose public contributions are shown.
    public static let githubUsername = Credential(rawValue: "github.username")
    /// The original uptime API's bearer key; the name the original's Keychain account had,
    /// so credentials files written before the other sources keep working.
    public static let uptimeKey = Credential(rawValue: "uptime.api-key")
    /// Healthchecks.io's API key.
    public static let healthchecksKey = Credential(rawValue: "healthchecks.api-key")
    /// UptimeRobot's API key.
    public static let uptimeRobotKey = Credential(rawValue: "uptimerobot.api-key")
    /// Better Stack's team API token.
    public static let betterStackToken = Credential(rawValue: "betterstack.api-token")

    /// A self-hosted Healthchecks' key, named by its address: a key typed for one server
    /// is never sent to another.
    public static func healthchecksKey(base: URL) -> Credential {
        Credential(rawValue: "healthchecks.api-key@" + base.absoluteString)
    }

    /// The name, never a value.
    public var description: String { rawValue }
}

/// A value on its way to the credential store. It prints, dumps and reflects as nothing,
/// so a log line, an error or a test that dumps the effects cannot show the key.
public struct SecretText: Equatable, Sendable, CustomStringConvertible, CustomDebugStringConvertible,
    CustomReflectable
{
    /// The value itself, for the one place that writes it.
    public let revealed: String

    /// Wraps `value`.
    public init(_ value: String) {
        revealed = value
    }

    /// Always `<secret>`.
    public var description: String { "<secret>" }
    /// Always `<secret>`.
    public var debugDescription: String { "<secret>" }
    /// No children: reflection finds nothing.
    public var customMirror: Mirror { Mirror(self, children: [:]) }
}
