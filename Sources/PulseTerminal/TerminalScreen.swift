import CNCurses
import FoundationEssentials
import Glibc
import PulseCore
import PulseDisplay

/// Why the interactive display could not start.
public struct TerminalError: Error, CustomStringConvertible {
    /// One line for standard error.
    public let description: String
}

/// The terminal: ncurses sets it up (modes, capabilities, alternate screen, the black
/// clear) and puts it back; each frame's changed cells go out as one buffer encoded by
/// `CellEncoder`, in one `write`, because ncurses flushes after every cursor move and
/// resets attributes after every update. Never clears per frame. Main thread only.
public final class TerminalScreen {
    /// The colour mode in use.
    public let mode: ColorMode
    /// The characters the terminal can show; the page is drawn on their grid.
    public let glyphs: GlyphSet
    /// Said after exit when the terminal could not give the colours asked for.
    public let colorNote: String?
    private var previous: Frame
    private var encoder: CellEncoder
    private let screen: OpaquePointer
    private let mouse: Bool
    /// Whether the terminal could hide the cursor (terminfo's `civis`); where it cannot,
    /// the cursor is parked in the bottom-right corner after each frame.
    private let cursorHidden: Bool
    /// Whether the terminal has an alternate screen (`smcup`), which takes the page away
    /// when Pulse gives the terminal back; without one the screen is cleared instead.
    private let alternateScreen: Bool
    /// The Linux console's blanking and kernel messages, handled while Pulse runs; nil on
    /// any other terminal.
    private var console: ConsoleHabits?
    private var ended = false
    /// When the next frame goes out whole (see `HealSchedule`).
    private var heals: HealSchedule
    private var healNext = false
    /// Without colour, night is the terminal's dim attribute, where terminfo has `dim`.
    private let canDim: Bool
    private var dimmed = false

    /// Bytes that turn on what ncurses does not: drag reporting, SGR mouse encoding and
    /// bracketed paste. `modesOff` turns them off again, and resets the pen (SGR 0): ncurses
    /// does not know the colours and reverse video `CellEncoder` left set.
    static let mouseOn = "\u{1B}[?1000h\u{1B}[?1002h\u{1B}[?1006h"
    static let pasteOn = "\u{1B}[?2004h"
    static let modesOff = "\u{1B}[?1006l\u{1B}[?1002l\u{1B}[?1000l\u{1B}[?2004l\u{1B}[0m"

    /// Takes over the terminal on standard input/output.
    public init(color: ColorChoice, mouse: Bool, environment: [String: String]) throws {
        setlocale(LC_ALL, "")
        try TerminalType.requireUsable(environment["TERM"])
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
        cursorHidden = curs_set(0) >= 0
        alternateScreen = pulse_has_capability("smcup") != 0
        let hasColors = has_colors()
        if hasColors {
            start_color()
            use_default_colors()
        }
        mode = color.resolve(
            colors: hasColors ? Int(pulse_colors()) : 0, directColor: hasColors && pulse_has_direct_colour() != 0,
            boldBrightens: pulse_bold_brightens() != 0, environment: environment)
        // The screen is pure black, set explicitly, never the terminal's default: ncurses
        // clears with this background character.
        var blank = cchar_t()
        var pair: Int32 = 0
        if mode != .none {
            pair = max(
                0,
                alloc_pair(
                    Int32(mode.backgroundNumber(for: .primary) ?? -1),
                    Int32(mode.backgroundNumber(for: .background) ?? -1)))
        }
        var space: [wchar_t] = [0x20, 0]
        setcchar(&blank, &space, 0, 0, &pair)
        wbkgrnd(pulse_stdscr(), &blank)
        let asked: [ColorChoice: ColorMode] = [
            .truecolor: .truecolor, .palette256: .palette256, .palette16: .palette16,
        ]
        if let wanted = asked[color], wanted != mode {
            colorNote =
                "pulse: TERM=\(environment["TERM"] ?? "unset") offers no \(wanted.rawValue) colours here; "
                + "used \(mode == .none ? "none" : mode.rawValue) (24-bit colour needs a direct-colour "
                + "terminfo entry such as xterm-direct, from ncurses-term)"
        } else {
            colorNote = nil
        }
        console = ConsoleHabits.detect(environment: environment)
        heals = HealSchedule(period: console != nil ? 60 : Orbit.stepInterval)
        canDim = pulse_has_capability("dim") != 0
        glyphs = TerminalGlyphs.detect(console: console != nil)
        // After nonl(): LF is a move only once the tty stops turning it into CR LF.
        encoder = CellEncoder(mode: mode, glyphs: glyphs, controls: TerminalControls.detect())
        previous = Frame(columns: 0, rows: 0)
        // A crash must put the console's blanking back too; the handler cannot build bytes.
        console?.armCrashRestore()
        // The clear also turns paste and mouse reports on, and the console's blanking off.
        clearToBlack()
    }

    /// Puts back the modes Pulse runs in, which a stray program writing to the same
    /// terminal may have changed: the whole screen as the scroll region (a region left by
    /// a killed progress bar made every LF scroll part of the screen), the ASCII character
    /// set (a Shift-Out from a binary file drew `,` `-` `.` as arrows), the hidden cursor
    /// (a lit cursor burns in), mouse reports and bracketed paste, and on the console its
    /// blanking off. Sent with every repaint of the whole screen, so a heal or Ctrl-L
    /// gives back the screen a fresh start gives. The encoder forgets where the cursor is.
    private func reassertModes() {
        if pulse_has_capability("csr") != 0 { Self.writeRaw("\u{1B}[r") }
        Self.writeRaw("\u{0F}")
        _ = pulse_send_capability("rmacs")
        if cursorHidden { _ = pulse_send_capability("civis") }
        Self.writeRaw(Self.pasteOn + (mouse ? Self.mouseOn : "") + (console != nil ? ConsoleHabits.off : ""))
        encoder.invalidate()
    }

    /// Lets ncurses switch to the alternate screen (first time) and clear it to black, with
    /// Pulse's modes put back; the screen is then known to be the blank frame.
    private func clearToBlack() {
        reassertModes()
        // Pulse's own writes leave the terminal's pen as the last frame left it (reverse
        // video, any colour), while ncurses still believes in the attributes it set itself:
        // with some entries (tmux-256color, screen-256color) it then cleared in reverse
        // video, and the screen went white. The terminal's pen is reset, then ncurses told.
        _ = pulse_send_capability("sgr0")
        vidattr(0)
        wclear(pulse_stdscr())
        wrefresh(pulse_stdscr())
        previous = Frame(columns: Int(pulse_cols()), rows: Int(pulse_lines()))
        encoder.invalidate()
    }

    /// The terminal's size in cells.
    public var size: TerminalSize {
        TerminalSize(columns: Int(pulse_cols()), rows: Int(pulse_lines()))
    }

    /// Adopts a new size after SIGWINCH; the next frame is sent whole.
    public func resize(columns: Int, rows: Int) {
        resizeterm(Int32(rows), Int32(columns))
        clearToBlack()
    }

    /// Forgets what the terminal shows and clears it, so the next frame is sent whole
    /// (`Ctrl-L`: something else wrote over the screen).
    public func redraw() {
        clearToBlack()
    }

    /// Decides whether the frame drawn at `now` (display time) goes out whole: at each
    /// orbit step, and each minute on the Linux console. Unlike `redraw()` nothing is
    /// cleared, so the repaint does not flash.
    public func heal(at now: Date) {
        if heals.isDue(at: now) { healNext = true }
    }

    /// Sends the cells of `frame` that differ from the last frame sent, in one write.
    public func present(_ frame: Frame) {
        var bytes = dimming(frame)
        if healNext {
            healNext = false
            reassertModes()
            bytes += WholeFrame.bytes(frame, encoder: &encoder)
            previous = frame
        } else {
            let changes = frame.changes(since: previous)
            previous = frame
            guard !changes.isEmpty || !bytes.isEmpty else { return }
            bytes += encoder.encode(changes, of: frame)
        }
        if !cursorHidden, frame.rows > 0, frame.columns > 0 {
            bytes += encoder.park(row: frame.rows - 1, column: frame.columns - 1, in: frame)
        }
        Self.writeAll(bytes)
    }

    /// Without colour the night palette cannot show: the dim attribute does, turned on
    /// before each night frame (ncurses may have reset it) and off once day comes.
    private func dimming(_ frame: Frame) -> [UInt8] {
        guard mode == .none, canDim else { return [] }
        let night = frame.cells.contains { $0.foreground.isNight || $0.background.isNight }
        defer { dimmed = night }
        if night { return Array("\u{1B}[2m".utf8) }
        return dimmed ? Array("\u{1B}[22m".utf8) : []
    }

    /// Gives the terminal back for a suspend (Ctrl-Z), as at exit but without ending.
    public func suspend() {
        Self.writeRaw(Self.modesOff + (console?.restore ?? ""))
        curs_set(1)
        endwin()
        clearWithoutAlternateScreen()
    }

    /// Takes the terminal again after a suspend: modes on, cleared to black, and the next
    /// frame sent whole, since the shell may have drawn anything meanwhile.
    public func resume() {
        wrefresh(pulse_stdscr())
        curs_set(0)
        if let size = EventLoop.windowSize() {
            resizeterm(Int32(size.rows), Int32(size.columns))
        }
        clearToBlack()
    }

    /// Restores the terminal: modes off, cursor back, normal screen. Safe to call twice.
    public func end() {
        guard !ended else { return }
        ended = true
        Self.writeRaw(Self.modesOff + (console?.restore ?? ""))
        curs_set(1)
        endwin()
        clearWithoutAlternateScreen()
        delscreen(screen)
    }

    /// Without an alternate screen the last page would stay behind the shell's prompt, with
    /// the prompt where ncurses left the cursor: clear it, so the prompt starts at the top.
    private func clearWithoutAlternateScreen() {
        guard !alternateScreen else { return }
        _ = pulse_send_capability("clear")
    }

    /// Writes escape sequences ncurses has no call for, straight to the terminal.
    static func writeRaw(_ text: String) {
        fflush(pulse_stdout_file())
        writeAll(Array(text.utf8))
    }

    /// Writes every byte, retrying after interruptions and short writes.
    static func writeAll(_ bytes: [UInt8]) {
        bytes.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = write(STDOUT_FILENO, buffer.baseAddress?.advanced(by: offset), buffer.count - offset)
                if written < 0 {
                    if errno == EINTR || errno == EAGAIN { continue }
                    return
                }
                offset += written
            }
        }
    }
}
