import FoundationEssentials

/// The contributions page's kind of source: the forges whose calendars it reads
/// (`ContributionsProviderID`), always with a handle (public: never a token). GitHub is
/// read until another forge is chosen.
public enum Forges: PickedKind {
    /// The forges, by their words.
    public typealias ProviderID = ContributionsProviderID
    /// A forge takes any address the shared rules allow.
    public typealias Refusal = NoRefusal

    /// The word of its messages and settings keys.
    public static let noun = "contributions"
    /// GitHub.
    public static var defaultSource: ContributionsSource { .github }
    /// The description of `id`.
    public static func provider(_ id: ContributionsProviderID) -> any SourceProvider<Forges> {
        shared(id.descriptor)
    }

    /// The prompt's words where a forge says less than the shared ones.
    public static func promptText(_ error: ContributionsSourceError) -> String? {
        error == .userInfo ? "NO USER OR PASSWORD IN IT." : nil
    }

    /// The picker's title, the page's name.
    public static let pickerTitle = "CONTRIBUTIONS"
    /// What choosing the forge asks for.
    public static func pickerDetail(_ choice: ContributionsSourceChoice) -> String { choice.needs }

    /// The handle prompt; a handle is public, so there is nothing kept to say.
    public static func credentialPrompt(for source: ContributionsSource, stored: Bool) -> Prompt? {
        Prompt(.contributorHandle, forge: source, canCancel: true)
    }

    /// The SOURCE row.
    public static let sourceRow = SettingsRow.contributionsSource
    /// The forge's USERNAME row.
    public static let credentialRow = SettingsRow.contributorHandle
    /// The contributions preferences, whole.
    public static let preferences = \Choices.contributions
    /// The contributions preferences.
    public static func saving(_ choices: Choices) -> (Save.Item, ChoiceEdit) {
        (.contributionsPreferences(choices.contributions), .contributions(choices.contributions))
    }
    /// A self-hosted forge's address.
    public static func addressPrompt(_ choice: ContributionsSourceChoice) -> PromptKind { .forgeAddress(choice) }
    /// An address `--contributions` would refuse.
    public static func notice(_ error: ContributionsSourceError) -> PromptNotice { .invalidForgeAddress(error) }

    /// The forge a handle's save asked to read.
    public static func source(after followUp: Save.FollowUp) -> ContributionsSource? {
        guard case .readContributionsSource(let source) = followUp else { return nil }
        return source
    }
    /// Read `source` once its handle is written.
    public static func followUp(reading source: ContributionsSource) -> Save.FollowUp {
        .readContributionsSource(source)
    }
}

/// Where the contributions page reads a calendar.
public typealias ContributionsSource = Source<Forges>
/// A line of the forge picker.
public typealias ContributionsSourceChoice = SourceChoice<Forges>
/// Why a contributions source was refused.
public typealias ContributionsSourceError = SourceError<Forges>
/// The hosted forges' addresses.
public typealias ContributionsHosts = SourceHosts<Forges>
/// Where a forge's calendar is read.
public typealias ContributionsAddressNeed = SourceAddress
/// The contributions page's remembered choices: the source, and the last address of each
/// self-hosted forge.
public typealias ContributionsPreferences = SourcePreferences<Forges>

extension SourceHosts where Kind == Forges {
    /// The hosted calendar address of `provider`; a forge read only from the user's server
    /// gets a placeholder no request is ever sent to.
    public func calendar(_ provider: ContributionsProviderID) -> URL { self[provider] }

    /// The hosted events feed's address of `provider`.
    public func events(_ provider: ContributionsProviderID) -> URL { second(provider) }
}
