/// Turns a mouse drag into a page change: a horizontal drag across at least a third of
/// the width pages, like a swipe on the original's pager.
public struct SwipeTracker: Equatable, Sendable {
    private var startColumn: Int?

    /// An idle tracker.
    public init() {}

    /// Feeds one mouse report; returns +1 (next page), −1 (previous page) or nil.
    public mutating func track(_ event: MouseEvent, width: Int) -> Int? {
        switch event.kind {
        case .press(button: 1):
            startColumn = event.column
            return nil
        case .release:
            guard let start = startColumn else { return nil }
            startColumn = nil
            let travelled = event.column - start
            let threshold = max(1, (width + 2) / 3)
            guard abs(travelled) >= threshold else { return nil }
            // Dragging the content left reveals the page on the right.
            return travelled < 0 ? 1 : -1
        case .press, .drag, .wheel:
            return nil
        }
    }
}
