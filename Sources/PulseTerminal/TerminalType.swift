import CNCurses

/// The terminal `TERM` names, judged by its terminfo entry before the screen is taken.
/// ncurses would take any entry, even `dumb`'s, and Pulse positions the cursor itself, so
/// a terminal without cursor addressing would be sent moves it cannot follow and leave the
/// shell's prompt in the middle of the page. Each refusal is one line that says which of
/// the causes it is and what to do instead.
enum TerminalType {
    /// Throws why the display cannot run on the terminal named `term` (nil: unset).
    static func requireUsable(_ term: String?) throws {
        if let problem = problem(term) { throw TerminalError(description: problem) }
    }

    /// The line that says why `term` cannot carry the display, or nil when it can.
    static func problem(_ term: String?) -> String? {
        let snapshot = "for one frame use 'pulse snapshot PAGE'"
        guard let term, !term.isEmpty else {
            return "TERM is \(term == nil ? "not set" : "empty"); set it to your terminal's name "
                + "(for example TERM=xterm-256color), or \(snapshot)"
        }
        let shown = printable(term)
        switch Int(pulse_probe_terminal(term)) {
        case PULSE_TERMINAL_USABLE:
            return nil
        case PULSE_TERMINAL_NO_DATABASE:
            return "no terminfo database found for TERM=\(shown) (Debian: ncurses-base), or \(snapshot)"
        case PULSE_TERMINAL_NO_CURSOR_ADDRESSING:
            return "the terminal '\(shown)' cannot move the cursor; \(snapshot)"
        default:
            return "no terminfo entry for TERM=\(shown) (Debian has more in ncurses-term); install it or set "
                + "another TERM, or \(snapshot)"
        }
    }

    /// `TERM` as it is safe to print: it comes from outside and may hold controls.
    private static func printable(_ term: String) -> String {
        let scalars = term.unicodeScalars.prefix(64).map { (0x21...0x7E).contains($0.value) ? Character($0) : "?" }
        return String(scalars) + (term.unicodeScalars.count > 64 ? "..." : "")
    }
}
