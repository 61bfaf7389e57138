import CNCurses
import Foundation
import PulseCore
import PulseDisplay

/// Why the interactive display could not start.
public struct TerminalError: Error, CustomStringConvertible {
    /// One line for standard error.
    public let description: String
}

/// The ncurses screen: it blits the cells that changed since the last frame and nothing
/// else. Never clears per frame. Main thread only (ncurses is not thread-safe).
public final class TerminalScreen {
    /// The colour mode in use.
    public let mode: ColorMode
    private var previous: Frame?
    private var pairs: [Int: Int32] = [:]
    private let screen: OpaquePointer
    private let mouse: Bool
    private var ended = false

    /// Bytes that turn on what ncurses does not: drag reporting, SGR mouse encoding and
    /// bracketed paste. `reset` turns them off again.
    static let mouseOn = "\u{1B}[?1000h\u{1B}[?1002h\u{1B}[?1006h"
    static let pasteOn = "\u{1B}[?2004h"
    static let modesOff = "\u{1B}[?1006l\u{1B}[?1002l\u{1B}[?1000l\u{1B}[?2004l"

    /// Takes over the terminal on standard input/output.
    public init(color: ColorChoice, mouse: Bool, environment: [String: String]) throws {
        setlocale(LC_ALL, "")
        guard let screen = newterm(nil, pulse_stdout_file(), pulse_stdin_file()) else {
            throw TerminalError(description: "cannot use this terminal (TERM=\(environment["TERM"] ?? "unset"))")
        }
        self.screen = screen
        self.mouse = mouse
        set_term(screen)
        cbreak()
        noecho()
        nonl()
        intrflush(pulse_stdscr(), false)
        // Input is read and decoded by Pulse itself (mouse, paste); ncurses only draws.
        keypad(pulse_stdscr(), false)
        typeahead(-1)
        leaveok(pulse_stdscr(), true)
        curs_set(0)
        let hasColors = has_colors()
        if hasColors {
            start_color()
            use_default_colors()
        }
        mode = color.resolve(
            colors: hasColors ? Int(pulse_colors()) : 0, directColor: hasColors && pulse_has_direct_colour() != 0,
            environment: environment)
        // The screen is pure black, set explicitly, never the terminal's default.
        var blank = cchar_t()
        var pair = Int32(pairNumber(foreground: .primary, background: .background))
        var space: [wchar_t] = [0x20, 0]
        setcchar(&blank, &space, 0, 0, &pair)
        wbkgrnd(pulse_stdscr(), &blank)
        Self.writeRaw(Self.pasteOn + (mouse ? Self.mouseOn : ""))
    }

    /// The terminal's size in cells.
    public var size: TerminalSize {
        TerminalSize(columns: Int(pulse_cols()), rows: Int(pulse_lines()))
    }

    /// Adopts a new size after SIGWINCH; the next frame is sent whole.
    public func resize(columns: Int, rows: Int) {
        resizeterm(Int32(rows), Int32(columns))
        previous = nil
        wclear(pulse_stdscr())
    }

    /// Sends the cells of `frame` that differ from the last frame sent.
    public func present(_ frame: Frame) {
        let changes = frame.changes(since: previous)
        previous = frame
        guard !changes.isEmpty else { return }
        for change in changes {
            var cell = change.cell
            if mode == .none { cell = MonochromeCell.adapt(cell) }
            // A space shows no foreground, so blanks share the pair of the lit cells around
            // them: no colour switch per run of blanks, and ncurses can erase with the
            // background instead of writing spaces.
            let foreground = cell.glyph == " " ? ColorRole.primary : cell.foreground
            let pair = pairNumber(foreground: foreground, background: cell.background)
            _ = pulse_put_cell(Int32(change.row), Int32(change.column), wchar_t(cell.glyph.value), Int32(pair))
        }
        wnoutrefresh(pulse_stdscr())
        doupdate()
    }

    /// Restores the terminal: modes off, cursor back, normal screen. Safe to call twice.
    public func end() {
        guard !ended else { return }
        ended = true
        Self.writeRaw(Self.modesOff)
        curs_set(1)
        endwin()
        delscreen(screen)
    }

    private func pairNumber(foreground: ColorRole, background: ColorRole) -> Int {
        guard mode != .none else { return 0 }
        let key = Int(foreground.rawValue) << 8 | Int(background.rawValue)
        if let pair = pairs[key] { return Int(pair) }
        let fg = Int32(mode.colorNumber(for: foreground) ?? -1)
        let bg = Int32(mode.colorNumber(for: background) ?? -1)
        let pair = alloc_pair(fg, bg)
        pairs[key] = max(0, pair)
        return Int(max(0, pair))
    }

    /// Writes escape sequences ncurses has no call for, straight to the terminal.
    static func writeRaw(_ text: String) {
        fflush(pulse_stdout_file())
        var bytes = Array(text.utf8)
        _ = bytes.withUnsafeMutableBytes { write(STDOUT_FILENO, $0.baseAddress, $0.count) }
    }
}
