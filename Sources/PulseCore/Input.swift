/// A key as Pulse understands it, decoded from the terminal's bytes.
public enum Key: Equatable, Sendable, Hashable {
    case left, right, up, down, home, end, pageUp, pageDown
    case enter, escape, tab, backTab, backspace, delete
    /// A printable character (space included).
    case character(Character)
    /// A control chord, named by its letter in lower case (`Ctrl-U` is `.control("u")`).
    case control(Character)
}

/// A horizontal or vertical wheel step.
public enum WheelDirection: Equatable, Sendable {
    case up, down, left, right
}

/// One mouse report, in 0-based cell coordinates.
public struct MouseEvent: Equatable, Sendable {
    /// What the report says happened.
    public enum Kind: Equatable, Sendable {
        /// A button went down (1 = left).
        case press(button: Int)
        /// A button came up.
        case release
        /// The pointer moved with a button held.
        case drag
        /// A wheel step.
        case wheel(WheelDirection)
    }

    /// What happened.
    public let kind: Kind
    /// Column and row of the pointer.
    public let column: Int, row: Int

    /// A report of `kind` at (`column`, `row`).
    public init(_ kind: Kind, column: Int, row: Int) {
        self.kind = kind
        self.column = column
        self.row = row
    }
}

/// Something on screen that a press or click can land on.
public enum HitTarget: Equatable, Sendable {
    /// The Clock's time.
    case clockTime
    /// The Clock's weather line.
    case weatherLine
    /// `CHANGE API KEY` or `CHANGE USERNAME` at a page's foot.
    case changeCredential
    /// The prompt's submit button.
    case promptSubmit
    /// The prompt's `CANCEL`.
    case promptCancel
    /// The prompt's `SHOW` / `HIDE`.
    case promptReveal
    /// A Settings row, counted from the top.
    case settingsRow(Int)
}

/// The terminal's size in character cells.
public struct TerminalSize: Equatable, Sendable, CustomStringConvertible {
    /// Columns and rows.
    public let columns: Int, rows: Int

    /// A size of `columns` × `rows` cells.
    public init(columns: Int, rows: Int) {
        self.columns = max(0, columns)
        self.rows = max(0, rows)
    }

    /// The pixel frame: one pixel per column, two per row.
    public var pixelWidth: Int { columns }
    /// The pixel frame's height.
    public var pixelHeight: Int { rows * 2 }

    /// `COLSxROWS`.
    public var description: String { "\(columns)x\(rows)" }
}

/// Everything that can happen to the program's state.
public enum AppEvent: Equatable, Sendable {
    /// A key press.
    case key(Key)
    /// A mouse report.
    case mouse(MouseEvent)
    /// Text that arrived as a bracketed paste: never commands.
    case paste(String)
    /// The terminal changed size.
    case resize(TerminalSize)
    /// Time passed (the runtime woke at a deadline): pending decisions that are due are made.
    case tick
    /// The stopwatch was written to disk, or the write failed (the old file is kept).
    case stopwatchSaved(succeeded: Bool)
    /// A press or click landed on `target` (the runtime resolves clicks from the layout).
    case pressed(HitTarget)
    /// The program started: the first page is now shown.
    case started
    /// Transfer `id` ended.
    case fetched(id: Int, result: Result<HTTPResponse, HTTPFailure>)
    /// A credential the prompt of page `owner` asked to save was written, or not (then the
    /// old value is kept).
    case credentialSaved(Credential, owner: Page, succeeded: Bool)
    /// The weather location was stored, or not (then the settings file is unchanged).
    case locationSaved(WeatherLocation, succeeded: Bool)
}

/// What the runtime must do after an update. Effects are data, so tests compare them
/// without running them.
public enum Effect: Equatable, Sendable {
    /// Restore the terminal and exit.
    case quit
    /// Clear the terminal and send the next frame whole.
    case redraw
    /// Write the stopwatch to the state file (atomically), then report `.stopwatchSaved`.
    case saveStopwatch(Stopwatch)
    /// Write the Clock's preferences to the settings file (atomically).
    case savePreferences(ClockPreferences)
    /// Start transfer `id`; its result comes back as `.fetched`.
    case fetch(id: Int, request: HTTPRequest)
    /// Cancel transfer `id`; its result must never come back.
    case cancelFetch(id: Int)
    /// Write `value` as `credential` (atomically), then report `.credentialSaved`.
    case saveCredential(Credential, SecretText, owner: Page)
    /// Store the weather location in the settings file (atomically), then report
    /// `.locationSaved`.
    case saveLocation(WeatherLocation)
}

/// Something about the stopwatch's stored state the page says quietly.
public enum StopwatchNotice: Equatable, Sendable {
    /// The state file could not be read; it is left alone until the next start, stop or reset.
    case unreadable
    /// The last save failed; the previous file is intact.
    case notSaved
}
