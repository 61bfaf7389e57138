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
    /// Change the Countdown's length: a digit typed, the last one taken back, a minute more
    /// or less (the key says which).
    case setLength
    /// Skip the Interval's break.
    case skip
    /// A minute more or less on a running timer's block (the key says which).
    case adjust
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

    /// Keys an open prompt lets through, because editing never needs them: paging,
    /// quitting by `Ctrl-C` and redrawing by `Ctrl-L`. Everything else, `q` and arrows
    /// included, edits the line.
    public static func passesPrompts(_ key: Key) -> Bool {
        key == .pageUp || key == .pageDown || key == .control("c") || key == .control("l")
    }

    /// What keys do while a prompt is on screen, for the help screen.
    public static let promptHelp: [(label: String, summary: String)] = [
        ("ENTER", "TYPE INTO IT, THEN SAVE"),
        ("ESC TAB", "CANCEL, SHOW/HIDE THE KEY"),
        ("PGUP PGDN", "PAGE (ARROWS TOO WHILE THE FIELD IS EMPTY)"),
    ]

    /// Mouse gestures that work on every page, for the help screen.
    public static let mouseHelp: [(label: String, summary: String)] = [
        ("DRAG SIDEWAYS", "PAGE"),
        ("WHEEL SIDEWAYS", "PAGE"),
    ]
}

/// What the help screen lists for one page: that page's own keys and gestures first, then
/// those of every page, then a prompt's.
public struct KeyHelp: Sendable {
    /// The page's own keys and gestures, as `(keys, what they do)`.
    public let page: [(label: String, summary: String)]
    /// The keys and gestures every page has.
    public let everyPage: [(label: String, summary: String)]
    /// The keys of a prompt, where the page has one.
    public let prompt: [(label: String, summary: String)]
}
