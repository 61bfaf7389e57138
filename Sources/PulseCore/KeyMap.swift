/// What a key binding does, independent of the key.
public enum Command: Equatable, Sendable, CaseIterable {
    case previousPage, nextPage, quit, help
    /// Paint the whole screen again, as `Ctrl-L` does in less, vim and htop: for a
    /// terminal something else wrote over.
    case redraw
    /// One press of a multi-press gesture (the Stopwatch's start/stop and reset).
    case tap
    /// One press towards the Clock's double press that shows or hides seconds.
    case secondsTap
    /// One press towards the Clock's double press that shows or hides the weather figure.
    case conditionTap
    /// Open the prompt that changes the page's credential.
    case changeCredential
    /// Move a list, or the chosen row, by one.
    case scrollUp, scrollDown
    /// Act on the chosen row.
    case activate
}

/// One row of the key table: the keys, where they work, and what they do. The same table
/// drives the key handling and the help screen, so the two can never disagree.
public struct KeyBinding: Equatable, Sendable {
    /// The keys that trigger the command.
    public let keys: [Key]
    /// How the keys are written in the help.
    public let label: String
    /// What the command does, as the help says it.
    public let summary: String
    /// The command.
    public let command: Command
}

/// The global key table.
public enum KeyMap {
    /// Bindings that work on every page.
    public static let global: [KeyBinding] = [
        KeyBinding(
            keys: [.left, .character("h"), .character("H"), .pageUp], label: "LEFT H PGUP",
            summary: "PREVIOUS PAGE", command: .previousPage),
        KeyBinding(
            keys: [.right, .character("l"), .character("L"), .pageDown], label: "RIGHT L PGDN",
            summary: "NEXT PAGE", command: .nextPage),
        KeyBinding(
            keys: [.character("q"), .character("Q"), .control("c")], label: "Q CTRL-C",
            summary: "QUIT", command: .quit),
        KeyBinding(keys: [.character("?")], label: "?", summary: "THIS HELP", command: .help),
        KeyBinding(keys: [.control("l")], label: "CTRL-L", summary: "REDRAW THE SCREEN", command: .redraw),
    ]

    /// Bindings that work on one page only; they win over the global ones.
    public static func page(_ page: Page) -> [KeyBinding] {
        switch page {
        case .stopwatch:
            [
                KeyBinding(
                    keys: [.character(" "), .enter], label: "SPACE ENTER",
                    summary: "TWICE START/STOP, 3X RESET", command: .tap)
            ]
        case .clock:
            [
                KeyBinding(
                    keys: [.character(" ")], label: "SPACE", summary: "TWICE: SECONDS ON/OFF", command: .secondsTap),
                KeyBinding(
                    keys: [.character("w"), .character("W")], label: "W", summary: "TWICE: WEATHER FIGURE ON/OFF",
                    command: .conditionTap),
            ]
        case .uptime:
            [
                KeyBinding(
                    keys: [.character("c"), .character("C")], label: "C", summary: "CHANGE API KEY",
                    command: .changeCredential),
                KeyBinding(keys: [.up], label: "UP", summary: "SCROLL THE LIST UP", command: .scrollUp),
                KeyBinding(keys: [.down], label: "DOWN", summary: "SCROLL THE LIST DOWN", command: .scrollDown),
            ]
        case .github:
            [
                KeyBinding(
                    keys: [.character("c"), .character("C")], label: "C", summary: "CHANGE USERNAME",
                    command: .changeCredential)
            ]
        case .settings:
            [
                KeyBinding(keys: [.up], label: "UP", summary: "CHOOSE THE ROW ABOVE", command: .scrollUp),
                KeyBinding(keys: [.down], label: "DOWN", summary: "CHOOSE THE ROW BELOW", command: .scrollDown),
                KeyBinding(
                    keys: [.enter, .character(" ")], label: "ENTER SPACE", summary: "CHANGE THE CHOSEN ROW",
                    command: .activate),
            ]
        }
    }

    /// Keys an open prompt lets through, because editing never needs them: paging,
    /// quitting by `Ctrl-C` and redrawing by `Ctrl-L`. Everything else, `q` and arrows
    /// included, edits the line.
    public static func passesPrompts(_ key: Key) -> Bool {
        key == .pageUp || key == .pageDown || key == .control("c") || key == .control("l")
    }

    /// What keys do while a prompt is on screen, for the help screen.
    public static let promptHelp: [(label: String, summary: String)] = [
        ("IN A PROMPT", "TYPE, PASTE, ENTER SAVES"),
        ("ESC TAB", "CANCEL, SHOW/HIDE THE KEY"),
        ("PGUP PGDN", "PAGE (ARROWS TOO WHILE THE FIELD IS EMPTY)"),
    ]

    /// Mouse gestures, for the help screen.
    public static let mouseHelp: [(label: String, summary: String)] = [
        ("DRAG SIDEWAYS", "PAGE"),
        ("WHEEL SIDEWAYS", "PAGE"),
        ("DOUBLE/TRIPLE CLICK", "STOPWATCH START/STOP, RESET"),
        ("DOUBLE-CLICK THE TIME", "SECONDS ON/OFF"),
        ("DOUBLE-CLICK THE WEATHER", "FIGURE ON/OFF"),
    ]

    /// The command bound to `key` on `page`, if any.
    public static func command(for key: Key, on page: Page) -> Command? {
        (self.page(page) + global).first { $0.keys.contains(key) }?.command
    }
}
