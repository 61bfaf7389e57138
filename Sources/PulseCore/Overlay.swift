import FoundationEssentials

/// What the house itself keeps of the screen, apart from the rooms: the key help, the
/// first start's paging hint, the user's requests to paint the screen again and a swipe
/// under way.
struct Overlay: Equatable, Sendable {
    /// Whether the key help is shown (until the next key).
    var showsHelp = false
    /// Until when the first start's paging hint shows (a few seconds, or the first key).
    var hintUntil: Date?
    /// Counts the user's requests to paint the whole screen again (`Ctrl-L`).
    var clearRequests = 0
    /// A horizontal drag being followed, which may turn the page.
    var swipe = SwipeTracker()
}
