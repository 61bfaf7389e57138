/// The two credentials Pulse keeps, named as the original's Keychain accounts.
public enum Credential: String, CaseIterable, Sendable {
    /// The GitHub handle whose public contributions are shown.
    case githubUsername = "github.username"
    /// The uptime API's bearer key.
    case uptimeKey = "uptime.api-key"
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
