import PulseDisplay
import Testing

@testable import PulseTerminal

/// Which characters a terminal gets, from its locale's codeset and whether it is the console.
@Suite struct TerminalGlyphsTests {
    @Test func aLocaleThatIsNotUTF8GetsASCIIEvenOnTheConsole() {
        for codeset in ["ANSI_X3.4-1968", "ISO-8859-1", "ISO-8859-15", "KOI8-R", ""] {
            #expect(TerminalGlyphs.choose(codeset: codeset, console: false) == .ascii, "\(codeset)")
            #expect(TerminalGlyphs.choose(codeset: codeset, console: true) == .ascii, "\(codeset)")
        }
    }

    @Test func utf8GetsEverythingExceptOnTheConsole() {
        for codeset in ["UTF-8", "utf8", "UTF8"] {
            #expect(TerminalGlyphs.choose(codeset: codeset, console: false) == .unicode)
            #expect(TerminalGlyphs.choose(codeset: codeset, console: true) == .console)
        }
        #expect(GlyphSet.unicode.grid == .halfCells)
        #expect(GlyphSet.console.grid == .wholeCells && GlyphSet.ascii.grid == .wholeCells)
    }

    @Test func termNamesTheConsole() {
        #expect(TerminalGlyphs.namesConsole("linux") && TerminalGlyphs.namesConsole("linux-16color"))
        #expect(!TerminalGlyphs.namesConsole("xterm-256color") && !TerminalGlyphs.namesConsole(nil))
    }
}
