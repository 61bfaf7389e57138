import Testing

@testable import PulseDisplay

@Suite struct TypefaceTests {
    @Test func everyRequiredCharacterHasItsOwnGlyph() throws {
        let face = try builtInTypeface()
        for character in Typeface.requiredCharacters {
            #expect(face.exactGlyph(for: character) != nil, "missing \(character)")
        }
    }

    @Test func advancesKeepSilkscreensProportions() throws {
        let face = try builtInTypeface()
        func advance(_ c: Character) -> Int { face.glyph(for: c).advance }
        for digit in "023456789" { #expect(advance(digit) == 6, "digit \(digit)") }
        #expect(advance("1") == 5)
        #expect(advance(":") == 3)
        #expect(advance(".") == 3)
        #expect(advance(" ") == 5)
        #expect(advance("-") == 5)
        #expect(advance("C") == 6)
        #expect(advance("°") == 5)
        for wide in "MNVWXY" { #expect(advance(wide) == 7, "wide \(wide)") }
        for letter in "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_." {
            #expect([3, 5, 6, 7].contains(advance(letter)), "\(letter) advance \(advance(letter))")
        }
        #expect(face.widestAdvance == 7)
    }

    @Test func capsAndDigitsAreFivePixelsTallOnTheBaseline() throws {
        let face = try builtInTypeface()
        for character in "ABCDEFGHIJKLMNOPRSTUVWXYZ0123456789" {
            let glyph = face.glyph(for: character)
            #expect(glyph.height == 5 && glyph.yOffset == 0, "\(character)")
            #expect(glyph.hasInk)
            // Every row and the top and bottom are used: no glyph is shorter than the caps.
            #expect(glyph.rows.first != 0 && glyph.rows.last != 0, "\(character)")
        }
        let q = face.glyph(for: "Q")
        #expect(q.yOffset == -1 && q.height == 6)
    }

    @Test func theDegreeSignIsAHollowSquareAboveTheBaseline() throws {
        let glyph = try builtInTypeface().glyph(for: "°")
        #expect(glyph.yOffset == 2 && glyph.height == 3 && glyph.width == 3)
        #expect(!glyph.isSet(x: 1, y: 1))
        #expect(glyph.isSet(x: 0, y: 0) && glyph.isSet(x: 2, y: 2))
    }

    @Test func unknownCharactersDrawTheVisibleFallback() throws {
        let face = try builtInTypeface()
        for character: Character in ["€", "é", "\u{7}", "中"] {
            #expect(face.glyph(for: character) == face.fallback)
        }
        #expect(face.fallback.hasInk)
        #expect(!Typeface.requiredCharacters.contains { face.glyph(for: $0) == face.fallback })
    }

    @Test func lowerCaseIsDrawnAsUpperCase() throws {
        let face = try builtInTypeface()
        #expect(face.glyph(for: "a") == face.glyph(for: "A"))
        #expect(face.glyph(for: "z") == face.glyph(for: "Z"))
    }

    @Test func allGlyphsAreDistinct() throws {
        let face = try builtInTypeface()
        let glyphs = Typeface.requiredCharacters.filter { $0 != " " }.map { face.glyph(for: $0) }
        for (i, a) in glyphs.enumerated() {
            for b in glyphs[(i + 1)...] where a.rows == b.rows && a.yOffset == b.yOffset {
                Issue.record("two glyphs look the same: \(a)")
            }
        }
    }
}

@Suite struct BDFParserTests {
    let minimal = """
        STARTFONT 2.1
        PIXEL_SIZE 8
        CHARS 2
        STARTCHAR fallback
        ENCODING 0
        DWIDTH 6 0
        BBX 2 2 1 0
        BITMAP
        C0
        40
        ENDCHAR
        STARTCHAR A
        ENCODING 65
        DWIDTH 6 0
        BBX 4 1 1 0
        BITMAP
        F0
        ENDCHAR
        ENDFONT
        """

    @Test func readsAMinimalFont() throws {
        let face = try Typeface(bdf: minimal)
        let a = face.glyph(for: "A")
        #expect(a.advance == 6 && a.width == 4 && a.isSet(x: 3, y: 0))
        #expect(face.fallback.isSet(x: 0, y: 0) && face.fallback.isSet(x: 1, y: 0) && !face.fallback.isSet(x: 0, y: 1))
        #expect(face.glyph(for: "B") == face.fallback)
    }

    @Test func refusesWhatIsNotABDFFile() {
        #expect(throws: BDFError(line: 0, reason: "not a BDF font (no STARTFONT)")) {
            try Typeface(bdf: "hello")
        }
    }

    @Test func refusesAFontWithoutAFallback() {
        let text = minimal.replacingOccurrences(of: "ENCODING 0", with: "ENCODING 66")
        #expect(throws: BDFError.self) { try Typeface(bdf: text) }
    }

    @Test func refusesAnotherEmSize() {
        let text = minimal.replacingOccurrences(of: "PIXEL_SIZE 8", with: "PIXEL_SIZE 16")
        #expect(throws: BDFError.self) { try Typeface(bdf: text) }
    }

    @Test func namesTheLineOfABadBitmapRow() {
        let text = minimal.replacingOccurrences(of: "F0", with: "ZZ")
        #expect(throws: BDFError(line: 17, reason: "bitmap row is not hexadecimal")) { try Typeface(bdf: text) }
    }

    /// Found by `make fuzz`: a code beyond UInt32 trapped the loader.
    @Test func codesBeyondUInt32AreRefusedNotACrash() throws {
        let huge = minimal.replacingOccurrences(of: "ENCODING 65", with: "ENCODING 22222222281")
        #expect(throws: BDFError(line: 13, reason: "ENCODING needs a code point")) { try Typeface(bdf: huge) }
        let defaultChar = minimal.replacingOccurrences(of: "CHARS 2", with: "DEFAULT_CHAR 99999999999\nCHARS 2")
        #expect(try Typeface(bdf: defaultChar).fallback.isSet(x: 0, y: 0), "an unusable DEFAULT_CHAR falls back to 0")
    }

    @Test func refusesATruncatedGlyph() {
        let text = minimal.replacingOccurrences(of: "C0\n40\n", with: "C0\n")
        #expect(throws: BDFError.self) { try Typeface(bdf: text) }
        #expect(throws: BDFError.self) { try Typeface(bdf: String(minimal.prefix(120))) }
    }
}
