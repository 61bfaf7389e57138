import FoundationEssentials

/// The Uptime page's kind of source: the monitors people run (`UptimeProviderID`), read
/// with a key where the provider takes one. No source counts as chosen until the user
/// chooses one: until then the page offers its picker.
public enum Monitors: PickedKind {
    /// The providers, by their words.
    public typealias ProviderID = UptimeProviderID
    /// Kuma's slug, beyond the shared rules.
    public typealias Refusal = KumaRefusal

    /// The word of its messages and settings keys.
    public static let noun = "uptime"
    /// The original API stands in until a source is chosen; the page offers its picker.
    public static let defaultIsChosen = false
    /// A Kuma status page's path is part of what it is.
    public static let showsPath = true

    /// The description of `id`.
    public static func provider(_ id: UptimeProviderID) -> any SourceProvider<Monitors> {
        shared(id.descriptor)
    }

    /// The original API.
    public static var defaultSource: UptimeSource { .levo }

    /// The refusal of a source that is too long, address and all.
    public static var lengthRule: String {
        "an uptime source is at most \(UptimeSource.longestText) bytes long, address included"
    }

    /// The prompt's words where an uptime source says more than the shared ones.
    public static func promptText(_ error: UptimeSourceError) -> String? {
        switch error {
        case .unknownSource: "NOT AN UPTIME SOURCE."
        case .missingURL: "AN ADDRESS IS NEEDED."
        case .unexpectedURL: "THIS SOURCE TAKES NO ADDRESS."
        case .notAURL: "NOT AN HTTPS ADDRESS."
        default: nil
        }
    }

    /// The picker's title.
    public static let pickerTitle = "UPTIME SOURCE"
    /// What the source is.
    public static func pickerDetail(_ choice: UptimeSourceChoice) -> String { choice.summary }

    /// The key prompt, saying a stored key is kept until the new one is saved.
    public static func credentialPrompt(for source: UptimeSource, stored: Bool) -> Prompt? {
        guard source.credential != nil else { return nil }
        return Prompt(.uptimeKey, for: source, canCancel: true, notice: stored ? .replacing : nil)
    }

    /// The Uptime preferences beside the order.
    public static let preferences = \Choices.uptime.sources
    /// The Uptime preferences, order and all.
    public static func saving(_ choices: Choices) -> (Save.Item, ChoiceEdit) {
        (.uptimePreferences(choices.uptime), .uptime(choices.uptime))
    }
    /// The UPTIME SOURCE row.
    public static let sourceRow = SettingsRow.uptimeSource
    /// The API KEY row.
    public static let credentialRow = SettingsRow.uptimeKey
    /// The address of a self-hosted source.
    public static func addressPrompt(_ choice: UptimeSourceChoice) -> PromptKind { .uptimeAddress(choice) }
    /// An address `--uptime` would refuse.
    public static func notice(_ error: UptimeSourceError) -> PromptNotice { .invalidAddress(error) }
    /// Read `source` once its key is written.
    public static func followUp(reading source: UptimeSource) -> Save.FollowUp { .readUptimeSource(source) }

    /// The source a key's save asked to read.
    public static func source(after followUp: Save.FollowUp) -> UptimeSource? {
        guard case .readUptimeSource(let source) = followUp else { return nil }
        return source
    }
}

/// Where the Uptime page reads its monitors.
public typealias UptimeSource = Source<Monitors>
/// A line of the uptime source picker.
public typealias UptimeSourceChoice = SourceChoice<Monitors>
/// Why an uptime source was refused.
public typealias UptimeSourceError = SourceError<Monitors>
/// The hosted uptime APIs' addresses.
public typealias UptimeHosts = SourceHosts<Monitors>
/// Where an uptime provider's monitors are.
public typealias UptimeAddressNeed = SourceAddress

extension SourceError where Kind == Monitors {
    /// A Kuma address whose path does not end in `/status/SLUG`.
    public static var kumaWithoutSlug: Self { .refused(.withoutSlug) }
    /// A Kuma slug that Kuma itself would refuse.
    public static var invalidKumaSlug: Self { .refused(.invalidSlug) }
}
