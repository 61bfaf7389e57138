/// What is on screen, decided once from the state: the renderer, the deadlines, keys,
/// mouse and fetch gating all read this one value.
public enum Screen: Equatable, Sendable {
    /// The key help, over `page` (which it hides entirely).
    case help(over: Page)
    /// `page`'s prompt, in place of the page's content.
    case prompt(Prompt, on: Page)
    /// The page itself.
    case page(Page)
    /// A source picker, in place of `page`'s content (Settings' rows, or the Uptime page
    /// before a source is chosen); the picker says which kind of source it lists.
    case picker(SourcePicker, on: Page)

    /// The page underneath, whatever covers it.
    public var page: Page {
        switch self {
        case .help(let page), .prompt(_, let page), .page(let page), .picker(_, let page): page
        }
    }

    /// The page's own content, when nothing covers it.
    public var uncovered: Page? {
        if case .page(let page) = self { return page }
        return nil
    }

    /// Whether `other` is the same view (the same page, covered by the same kind of
    /// thing), whatever was typed or chosen in it since: a click resolved against a frame
    /// drawn for one is meant for the other, and for nothing else.
    public func isSameView(as other: Screen) -> Bool {
        switch (self, other) {
        case (.help(let a), .help(let b)): a == b
        case (.prompt(let a, let onA), .prompt(let b, let onB)): onA == onB && a.kind == b.kind
        case (.page(let a), .page(let b)): a == b
        case (.picker(let a, let onA), .picker(let b, let onB)): onA == onB && a.lists(b.kind)
        default: false
        }
    }

    /// The prompt on screen, when one is.
    public var prompt: Prompt? {
        if case .prompt(let prompt, _) = self { return prompt }
        return nil
    }
}
