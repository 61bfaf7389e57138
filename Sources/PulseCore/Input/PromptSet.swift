/// The prompts the pages hold, by page, as one value to read: each page's room keeps its
/// own, which takes keys only while its page is shown and keeps what was typed while the
/// user pages elsewhere.
public struct PromptSet: Equatable, Sendable {
    private let byPage: [Page: Prompt]

    /// The prompts `pairs` name.
    init(_ pairs: [(Page, Prompt)]) {
        byPage = Dictionary(pairs, uniquingKeysWith: { $1 })
    }

    /// The prompt `page` holds, if one is open.
    public subscript(page: Page) -> Prompt? { byPage[page] }
}
