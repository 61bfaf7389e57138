/// A kind of source a page switches between with the source picker and its prompts: what
/// the shared switch (`SourceSwitch`) and picker need of the kind, each said once in the
/// kind's own declaration. The Uptime page's monitors ask for a key where the provider
/// takes one; the forges, always for a handle.
public protocol PickedKind: SourceKind {
    /// The title over the picker's lines (`UPTIME SOURCE`).
    static var pickerTitle: String { get }
    /// What a picker line says under its name: what the choice is, or what it asks for.
    static func pickerDetail(_ choice: SourceChoice<Self>) -> String

    /// Where the shared choices hold the kind's remembered choices.
    static var preferences: any WritableKeyPath<Choices, SourcePreferences<Self>> & Sendable { get }
    /// The save and the change of the shared choices that keep the kind's preferences as
    /// `choices` hold them.
    static func saving(_ choices: Choices) -> (Save.Item, ChoiceEdit)
    /// The Settings row that shows the source, where a failed save of it is said.
    static var sourceRow: SettingsRow { get }
    /// The Settings row of the source's credential.
    static var credentialRow: SettingsRow { get }
    /// What the prompt for the address of `choice`'s server asks for.
    static func addressPrompt(_ choice: SourceChoice<Self>) -> PromptKind
    /// The prompt for `source`'s credential (`stored`: whether one is, to be replaced);
    /// nil for a source that takes none.
    static func credentialPrompt(for source: Source<Self>, stored: Bool) -> Prompt?
    /// The prompt's notice for an address it refused.
    static func notice(_ error: SourceError<Self>) -> PromptNotice
    /// What follows a credential's save for a source not read yet: that it is read.
    static func followUp(reading source: Source<Self>) -> Save.FollowUp
    /// The source a follow-up asks to read, if it is one of this kind's.
    static func source(after followUp: Save.FollowUp) -> Source<Self>?
}

extension PickedKind {
    /// The picker's lines: each choice's name and what it is or asks for.
    public static var pickerLines: [SourcePicker.Line] {
        SourceChoice<Self>.allCases.map { SourcePicker.Line(name: $0.name, detail: pickerDetail($0)) }
    }

    /// The choice on line `index` of the picker, switched to from `origin`.
    static func pick(line index: Int, prompt: inout Prompt?, origin: Page, _ context: PageContext) -> Reply {
        let choices = SourceChoice<Self>.allCases
        guard choices.indices.contains(index) else { return [] }
        return SourceSwitch<Self>.pick(choices[index], prompt: &prompt, origin: origin, context)
    }
}
