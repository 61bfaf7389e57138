import CNCurses
import Glibc

/// The short controls a terminal takes beyond cursor addressing and SGR, each from what
/// promises it: the one-byte moves from the tty's output processing, `ECH` from the
/// terminfo entry. The encoder uses a control only where it is promised here.
///
/// Never `REP` (`CSI n b`), though `xterm-256color` has `rep`: that entry is what many
/// terminals that are not xterm are given, and some drop REP without a trace. mosh does
/// (`A CSI 5 b` shows `A`, tried here with mosh 1.4), so a run of lit cells would be
/// missing from the screen, a display that lies. It would save about 150 of the 7,600
/// bytes a minute of the seconds Clock.
public struct TerminalControls: Sendable, Equatable {
    /// LF moves down one row in the same column: the tty does not turn it into CR LF
    /// (`ONLCR`, which ncurses' `nonl()` turns off) or claim it returns the carriage
    /// (`ONLRET`). Never sent on the last row, where it would scroll.
    public var lineFeed = false
    /// CR moves to column 1: the tty neither turns it into LF (`OCRNL`) nor drops it where
    /// it thinks the cursor is already in column 1 (`ONOCR`, which cannot know where CUP
    /// put the cursor).
    public var carriageReturn = false
    /// BS moves left one column (the tty passes it as it is in every mode).
    public var backspace = false
    /// `CSI n X` erases n cells to the pen's background without moving (terminfo `ech`
    /// and `bce`). Used only with reverse video off: an erased cell takes the background
    /// colour, and whether reverse video applies to it differs between terminals.
    public var erases = false

    /// Every control off: cursor addressing and SGR only.
    public init(
        lineFeed: Bool = false, carriageReturn: Bool = false, backspace: Bool = false, erases: Bool = false
    ) {
        self.lineFeed = lineFeed
        self.carriageReturn = carriageReturn
        self.backspace = backspace
        self.erases = erases
    }

    /// Everything this module can send.
    public static let all = TerminalControls(
        lineFeed: true, carriageReturn: true, backspace: true, erases: true)

    /// The controls the current terminal (ncurses' `set_term`, after `nonl()`) on standard
    /// output takes.
    static func detect() -> TerminalControls {
        var controls = TerminalControls(backspace: true)
        var modes = termios()
        if tcgetattr(STDOUT_FILENO, &modes) == 0 {
            let processed = modes.c_oflag & tcflag_t(OPOST) != 0
            let crlf = modes.c_oflag & tcflag_t(ONLCR | ONLRET) != 0
            let crMangled = modes.c_oflag & tcflag_t(OCRNL | ONOCR) != 0
            controls.lineFeed = !processed || !crlf
            controls.carriageReturn = !processed || !crMangled
        }
        controls.erases = pulse_has_capability("ech") != 0 && pulse_has_flag("bce") != 0
        return controls
    }
}
