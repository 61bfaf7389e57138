import Glibc
import PulseDisplay

/// Which characters the terminal on standard output can show, from the locale and the
/// kind of terminal: a locale whose codeset is not UTF-8 (`LC_ALL=C`, `luit` with
/// ISO 8859-1) would show each byte of a UTF-8 character as a character of its own, so it
/// gets ASCII; the Linux console draws from a font of 256 or 512 glyphs without half
/// blocks, so it gets the console set. Both draw their pixels as whole cells.
public enum TerminalGlyphs {
    /// The set for a terminal in the current locale (`setlocale` must have been called),
    /// `console` when it is the Linux console.
    public static func detect(console: Bool) -> GlyphSet {
        choose(codeset: codeset(), console: console)
    }

    /// The set for a locale of `codeset` on a console or not.
    public static func choose(codeset: String, console: Bool) -> GlyphSet {
        let name = codeset.uppercased().filter { $0 != "-" && $0 != "_" }
        guard name == "UTF8" else { return .ascii }
        return console ? .console : .unicode
    }

    /// Whether `TERM` names the Linux console (`linux`, or a `linux-` variant).
    public static func namesConsole(_ term: String?) -> Bool {
        guard let term else { return false }
        return term == "linux" || term.hasPrefix("linux-")
    }

    /// The current locale's codeset, as `nl_langinfo(CODESET)` says it.
    static func codeset() -> String {
        guard let name = nl_langinfo(nl_item(CODESET)) else { return "" }
        return String(cString: name)
    }
}
