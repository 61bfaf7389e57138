import FoundationEssentials

/// A credential Pulse keeps, by the name it has in the credentials file: one handle per
/// forge the contributions page reads, and one key per keyed uptime source. A key is only
/// ever sent to the service it was typed for, and switching sources never asks for a key
/// (or a handle) again.
public struct Credential: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
    /// The name in the credentials file.
    public let rawValue: String

    /// The credential stored as `rawValue`.
    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// The GitHub handle whose public contributions are shown.
    public static let githubUsername = ContributionsSource.github.handleCredential
    /// The original uptime API's bearer key; the name the original's Keychain account had,
    /// so credentials files written before the other sources keep working.
    public static let uptimeKey = Credential(rawValue: "uptime.api-key")
    /// The name, never a value.
    public var description: String { rawValue }

    /// Whether it is a forge's handle (public, shown on screen) rather than a key.
    public var isHandle: Bool { handleSource != nil }

    /// The contributions source whose handle this is, if it is a handle.
    /// A self-hosted forge's handle is named by its server too (`gitlab.username@URL`).
    public var handleSource: ContributionsSource? {
        let parts = rawValue.split(separator: "@", maxSplits: 1).map(String.init)
        guard let name = parts.first,
            let forge = ContributionsProviderID.allCases.first(where: { $0.descriptor.handleCredential == name })
        else { return nil }
        let source =
            parts.count == 2
            ? try? ContributionsSource(parsing: forge.rawValue + ":" + parts[1]) : ContributionsSource(forge)
        return source?.handleCredential == self ? source : nil
    }
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
