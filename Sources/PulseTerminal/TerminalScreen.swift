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
/// `CellEncoder`, because ncurses flushes after every cursor move and resets attributes
/// after every update. Never clears per frame, and never waits for a terminal that stops
/// taking output (`TerminalOutput`). Main thread only.
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
    /// What the last frame presented asked for: a frame whose mark differs goes out whole.
    private var lastRepaint: Repaint?
    /// Pulse's own bytes, written without waiting for the terminal.
    let output = TerminalOutput()
    /// A clear asked for while the terminal was not taking output, made once it is.
    private var clearNext = false
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
        Self.turnFlowControlOff()
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

    /// Turns the terminal's software flow control off while Pulse runs: with `IXON` (which
    /// `cbreak()` leaves on) one Ctrl-S, a key leant on or a stray byte on a serial line,
    /// stops the terminal's output until Ctrl-Q, and a display that cannot be seen to be
    /// stopped looks frozen; `IXOFF` would have the tty send Ctrl-S itself. Ctrl-S and
    /// Ctrl-Q then arrive as keys, which do nothing. ncurses is told (`def_prog_mode`), so a
    /// resume after Ctrl-Z turns it off again, and `endwin` puts back the modes it saved
    /// at the start, as the crash handler puts back its own copy.
    private static func turnFlowControlOff() {
        var modes = termios()
        guard tcgetattr(STDOUT_FILENO, &modes) == 0 else { return }
        modes.c_iflag &= ~tcflag_t(IXON | IXOFF)
        guard tcsetattr(STDOUT_FILENO, TCSANOW, &modes) == 0 else { return }
        def_prog_mode()
    }

    /// Puts back the modes Pulse runs in, which a stray program writing to the same
    /// terminal may have changed: the whole screen as the scroll region (a region left by
    /// a killed progress bar made every LF scroll part of the screen), the ASCII character
    /// set (a Shift-Out from a binary file drew `,` `-` `.` as arrows), the hidden cursor
    /// (a lit cursor burns in), mouse reports and bracketed paste, and on the console its
    /// blanking off. Sent with every repaint of the whole screen, so a heal or Ctrl-L
    /// gives back the screen a fresh start gives. The encoder forgets where the cursor is.
    private func reassertModes() {
        if pulse_has_capability("csr") != 0 { send("\u{1B}[r") }
        send("\u{0F}")
        sendCapability("rmacs")
        if cursorHidden { sendCapability("civis") }
        send(Self.pasteOn + (mouse ? Self.mouseOn : "") + (console != nil ? ConsoleHabits.off : ""))
        encoder.invalidate()
    }

    /// Lets ncurses switch to the alternate screen (first time) and clear it to black, with
    /// Pulse's modes put back; the screen is then known to be the blank frame. While the
    /// terminal is not taking output the clear waits for the next frame that can go out:
    /// ncurses writes on standard output and would wait there.
    private func clearToBlack() {
        guard !output.isBacklogged else {
            clearNext = true
            return
        }
        clearNext = false
        reassertModes()
        // Pulse's own writes leave the terminal's pen as the last frame left it (reverse
        // video, any colour), while ncurses still believes in the attributes it set itself:
        // with some entries (tmux-256color, screen-256color) it then cleared in reverse
        // video, and the screen went white. The terminal's pen is reset, then ncurses told.
        sendCapability("sgr0")
        output.finish()
        vidattr(0)
        wclear(pulse_stdscr())
        wrefresh(pulse_stdscr())
        previous = Frame(columns: Int(pulse_cols()), rows: Int(pulse_lines()))
        encoder.invalidate()
    }

    /// Whether this is the Linux console (its blanking and kernel messages are handled).
    public var isConsole: Bool { console != nil }

    /// The terminal's size in cells.
    public var size: TerminalSize {
        TerminalSize(columns: Int(pulse_cols()), rows: Int(pulse_lines()))
    }

    /// Adopts a new size after SIGWINCH; the next frame is sent whole.
    public func resize(columns: Int, rows: Int) {
        resizeterm(Int32(rows), Int32(columns))
        clearToBlack()
    }

    /// Sends the cells of `drawn` that differ from the last frame sent; or all of them, as
    /// its repaint mark asks: after clearing the screen when the user asked (`Ctrl-L`), and
    /// without clearing (so nothing flashes) when a new heal period began, so whatever was
    /// written over the screen behind Pulse's back is gone, or when the ink changed. While the terminal has not
    /// taken the last frame's bytes, nothing is sent: the next frame is, measured against
    /// what was, so a terminal that stops for a while gets the page as it is then, not
    /// every frame it missed.
    public func present(_ drawn: DrawnFrame) {
        guard !output.isBacklogged else { return }
        if clearNext { clearToBlack() }
        let frame = drawn.frame
        let repaint = drawn.repaint
        defer { lastRepaint = repaint ?? lastRepaint }
        if let repaint, let last = lastRepaint, repaint.clear != last.clear { clearToBlack() }
        var bytes = dimming(frame)
        // A timer's end: the terminal's bell, once however many rang since the last frame.
        // The pages' count starts at zero, so the first frame rings for an end seen as
        // Pulse started (one that came while it was not running, within the minute).
        if let repaint, repaint.bell != lastRepaint?.bell ?? 0 { bytes += [0x07] }
        // A new ink changes the colour of cells whose roles stay the same: all go out again.
        let newInk = drawn.ink != encoder.ink
        encoder.ink = drawn.ink
        if newInk || repaint.flatMap({ repaint in lastRepaint.map { repaint.isWhole(after: $0) } }) == true {
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
        output.send(bytes)
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
        send(Self.modesOff + (console?.restore ?? ""))
        output.finish()
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
        send(Self.modesOff + (console?.restore ?? ""))
        output.finish()
        curs_set(1)
        endwin()
        clearWithoutAlternateScreen()
        delscreen(screen)
    }

    /// Without an alternate screen the last page would stay behind the shell's prompt, with
    /// the prompt where ncurses left the cursor: clear it, so the prompt starts at the top.
    private func clearWithoutAlternateScreen() {
        guard !alternateScreen else { return }
        sendCapability("clear")
        output.finish()
    }

    /// Sends escape sequences ncurses has no call for, after the bytes already waiting.
    private func send(_ text: String) {
        fflush(pulse_stdout_file())
        output.send(Array(text.utf8))
    }

    /// Sends the terminal's string capability `name` (padding included), if it has one.
    private func sendCapability(_ name: String) {
        var bytes = [UInt8](repeating: 0, count: 256)
        let count = bytes.withUnsafeMutableBufferPointer { buffer in
            pulse_capability_bytes(name, buffer.baseAddress, Int32(buffer.count))
        }
        output.send(Array(bytes.prefix(Int(count))))
    }
}
