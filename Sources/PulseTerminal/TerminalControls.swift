import CNCurses
import Glibc

/// The short controls a terminal takes beyond cursor addressing and SGR, each from what
/// promises it: the one-byte moves from the tty's output processing, `REP` and `ECH` from
/// the terminfo entry. The encoder uses a control only where it is promised here.
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
    /// `CSI n b` repeats the character just written (terminfo `rep`). Used for ASCII only:
    /// tmux 3.3 repeats only an ASCII character, and a pane under tmux is often given
    /// `TERM=xterm-256color`, whose entry has `rep`.
    public var repeats = false
    /// `CSI n X` erases n cells to the pen's background without moving (terminfo `ech`
    /// and `bce`). Used only with reverse video off: an erased cell takes the background
    /// colour, and whether reverse video applies to it differs between terminals.
    public var erases = false

    /// Every control off: cursor addressing and SGR only.
    public init(
        lineFeed: Bool = false, carriageReturn: Bool = false, backspace: Bool = false, repeats: Bool = false,
        erases: Bool = false
    ) {
        self.lineFeed = lineFeed
        self.carriageReturn = carriageReturn
        self.backspace = backspace
        self.repeats = repeats
        self.erases = erases
    }

    /// Everything this module can send.
    public static let all = TerminalControls(
        lineFeed: true, carriageReturn: true, backspace: true, repeats: true, erases: true)

    /// The controls the current terminal (ncurses' `set_term`, after `nonl()`) on standard
    /// output takes. `TERM=tmux-256color` has no `rep`, and it is not assumed: tmux has
    /// repeated ASCII since 2.6, but the same `TERM` reaches hosts over SSH whose tmux is
    /// not known from inside, one without REP would leave the repeated cells out, and REP
    /// saves only runs of six or more spaces (about 200 of the 9,400 bytes a minute of the
    /// seconds Clock). Terminfo is the contract.
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
        controls.repeats = pulse_has_capability("rep") != 0
        controls.erases = pulse_has_capability("ech") != 0 && pulse_has_flag("bce") != 0
        return controls
    }
}
