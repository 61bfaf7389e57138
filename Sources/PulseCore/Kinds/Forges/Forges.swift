import FoundationEssentials

/// The contributions page's kind of source: the forges whose calendars it reads
/// (`ContributionsProviders`), always with a handle (public: never a token). GitHub is
/// read until another forge is chosen.
public enum Forges: PickedKind {
    /// The providers, by their words.
    public typealias ProviderID = ContributionsProviderID
    /// What its providers refuse of an address beyond the shared rules.
    public typealias Refusal = NoRefusal

    /// The word of its messages and settings keys.
    public static let noun = "contributions"
    /// Whether the default source counts as chosen.
    public static let defaultIsChosen = true
    /// Whether Settings shows a self-hosted address's path.
    public static let showsPath = false
    /// The picker's title.
    public static let pickerTitle = "CONTRIBUTIONS"
    /// The Settings row of the source.
    public static let sourceRow = SettingsRow.contributionsSource
    /// The Settings row of the source's credential.
    public static let credentialRow = SettingsRow.contributorHandle

    /// The description of `id`.
    public static func provider(_ id: ContributionsProviderID) -> any SourceProvider<Forges> {
        shared(ContributionsProviders.descriptor(id))
    }

    /// The shared parts of `provider`, opened from its kind's own existential.
    private static func shared(_ provider: some SourceProvider<Self>) -> any SourceProvider<Self> { provider }

    /// GitHub.
    public static var defaultSource: ContributionsSource { .github }

    /// The refusal of a source that is too long.
    public static var lengthRule: String {
        "a contributions source is at most \(ContributionsSource.longestText) bytes long"
    }

    /// The prompt's words where a forge says less than the shared ones.
    public static func promptText(_ error: ContributionsSourceError) -> String? {
        error == .userInfo ? "NO USER OR PASSWORD IN IT." : nil
    }

    /// What choosing the forge asks for.
    public static func pickerDetail(_ choice: ContributionsSourceChoice) -> String { choice.needs }

    /// The remembered choices of this kind.
    public static func preferences(in choices: Choices) -> ContributionsPreferences { choices.contributions }

    /// The save and the edit that make `source` the one read.
    public static func choosing(_ source: ContributionsSource, in choices: Choices) -> (Save.Item, ChoiceEdit) {
        var preferences = choices.contributions
        preferences.choose(source)
        return (.contributionsPreferences(preferences), .contributions(preferences))
    }

    /// Its handle.
    public static func credential(of source: ContributionsSource) -> Credential? { source.handleCredential }

    /// The prompt for the address of `choice`'s server.
    public static func addressPrompt(_ choice: ContributionsSourceChoice) -> Prompt {
        Prompt(.forgeAddress(choice), canCancel: true)
    }

    /// The handle prompt; a handle is public, so there is nothing kept to say.
    public static func credentialPrompt(for source: ContributionsSource, stored: Bool) -> Prompt? {
        Prompt(.contributorHandle, forge: source, canCancel: true)
    }

    /// The source a prompt or a follow-up is for.
    public static func source(of prompt: Prompt) -> ContributionsSource { prompt.forge }

    /// The prompt's notice for a refused address.
    public static func notice(_ error: ContributionsSourceError) -> PromptNotice { .invalidForgeAddress(error) }

    /// Read `source` once its credential is written.
    public static func followUp(reading source: ContributionsSource) -> Save.FollowUp {
        .readContributionsSource(source)
    }

    /// The source a prompt or a follow-up is for.
    public static func source(after followUp: Save.FollowUp) -> ContributionsSource? {
        guard case .readContributionsSource(let source) = followUp else { return nil }
        return source
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
    /// The defaults, with any override `environment` names.
    public init(environment: [String: String]) {
        self.init(environment: environment, overrides: [:])
    }

    /// The hosted calendar address of `provider`; a forge read only from the user's server
    /// gets a placeholder no request is ever sent to.
    public func calendar(_ provider: ContributionsProviderID) -> URL { self[provider] }

    /// The hosted events feed's address of `provider`.
    public func events(_ provider: ContributionsProviderID) -> URL { second(provider) }
}
