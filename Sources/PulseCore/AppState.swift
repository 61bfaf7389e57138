import Foundation

/// The whole state of the program, and the one place it changes.
///
/// `handle(_:at:)` is pure: time comes in as an argument and what must happen outside
/// comes back as effects.
public struct AppState: Equatable, Sendable {
    /// The page on screen.
    public private(set) var page: Page
    /// Whether the key help is shown (until the next key).
    public private(set) var showsHelp = false
    /// The terminal's size, for gestures measured against the width.
    public private(set) var size: TerminalSize
    private var swipe = SwipeTracker()

    /// A state showing `page` on a terminal of `size`.
    public init(page: Page = .clock, size: TerminalSize) {
        self.page = page
        self.size = size
    }

    /// Applies one event that happened at `now`.
    public mutating func handle(_ event: AppEvent, at now: Date) -> [Effect] {
        switch event {
        case .key(let key):
            return handleKey(key)
        case .mouse(let mouse):
            handleMouse(mouse)
            return []
        case .paste:
            // Pasted text is never a command; nothing on the pages accepts text yet.
            return []
        case .resize(let newSize):
            size = newSize
            return []
        }
    }

    /// The next instant something on screen changes by itself, or nil when only input can
    /// change it. The runtime sleeps until then.
    public func nextDeadline(after now: Date) -> Date? {
        switch page {
        case .clock:
            TickGranularity.minute.nextBoundary(after: now)
        case .stopwatch, .github, .uptime, .settings:
            nil
        }
    }

    private mutating func handleKey(_ key: Key) -> [Effect] {
        if showsHelp {
            // The help stays until the next key, which only dismisses it.
            showsHelp = false
            return []
        }
        switch KeyMap.command(for: key) {
        case .previousPage?:
            turn(by: -1)
        case .nextPage?:
            turn(by: 1)
        case .quit?:
            return [.quit]
        case .help?:
            showsHelp = true
        case nil:
            break
        }
        return []
    }

    private mutating func handleMouse(_ mouse: MouseEvent) {
        switch mouse.kind {
        case .wheel(.left):
            turn(by: -1)
        case .wheel(.right):
            turn(by: 1)
        default:
            if let direction = swipe.track(mouse, width: size.columns) {
                turn(by: direction)
            }
        }
    }

    private mutating func turn(by direction: Int) {
        let target = direction < 0 ? page.previous : page.next
        if let target {
            page = target
        }
    }
}
