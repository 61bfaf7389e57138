/// The open prompts, by the page that owns each: a prompt takes keys only while its page
/// is shown, and stays open (with what was typed) while the user pages elsewhere.
public struct PromptSet: Equatable, Sendable {
    private var byPage: [Page: Prompt] = [:]

    /// None open.
    public init() {}

    /// The prompt `page` owns, if one is open.
    public subscript(page: Page) -> Prompt? { byPage[page] }

    /// Opens `prompt` on `page`, replacing any there.
    mutating func open(_ prompt: Prompt, on page: Page) { byPage[page] = prompt }

    /// Closes `page`'s prompt without saving.
    mutating func close(on page: Page) { byPage[page] = nil }

    /// Changes `page`'s prompt in place; nil when none is open.
    mutating func edit<T>(on page: Page, _ change: (inout Prompt) -> T) -> T? {
        guard var prompt = byPage[page] else { return nil }
        defer { byPage[page] = prompt }
        return change(&prompt)
    }

    /// `credential` was saved: every prompt that was only waiting for it (nothing typed,
    /// no way to cancel) has its answer, and closes.
    mutating func closeAnswered(by credential: Credential) {
        for (page, prompt) in byPage
        where prompt.credential == credential && !prompt.canCancel && prompt.editor.characters.isEmpty {
            byPage[page] = nil
        }
    }
}
