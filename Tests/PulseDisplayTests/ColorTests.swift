import Testing

@testable import PulseDisplay

#if canImport(Glibc)
    import Glibc
#endif

@Suite struct ColorModeTests {
    @Test func truecolorIsExactButLiftsTheLowestValues() {
        #expect(ColorMode.truecolor.colorNumber(for: .primary) == 0xFFFFFF)
        #expect(ColorMode.truecolor.colorNumber(for: .muted) == 0x525252)
        // Pure black would go out as ANSI colour 0, which users theme.
        #expect(ColorMode.truecolor.colorNumber(for: .background) == 8)
    }

    @Test func palette256PicksTheNearestFixedColour() {
        #expect(ColorMode.palette256.colorNumber(for: .background) == 16)
        #expect(ColorMode.palette256.colorNumber(for: .primary) == 231)
        #expect(ColorMode.palette256.colorNumber(for: .muted) == 239)  // #4e4e4e
        #expect(ColorMode.palette256.colorNumber(for: .faint) == 237)  // #3a3a3a
        #expect(ColorMode.palette256.colorNumber(for: .up) == 41)  // #00d75f
        #expect(ColorMode.palette256.colorNumber(for: .down) == 203)  // #ff5f5f
        for role in ColorRole.allCases {
            #expect((16...255).contains(ColorMode.palette256.colorNumber(for: role) ?? -1))
        }
    }

    @Test func palette16KeepsTheStatesApart() {
        let states: [ColorRole] = [.up, .degraded, .down, .unknown]
        let numbers = Set(states.compactMap { ColorMode.palette16.colorNumber(for: $0) })
        #expect(numbers.count == 4)
        #expect(ColorMode.palette16.colorNumber(for: .background) == 0)
        #expect(ColorMode.palette16.colorNumber(for: .primary) == 15)
    }

    @Test func noneUsesTheTerminalsDefaults() {
        for role in ColorRole.allCases {
            #expect(ColorMode.none.colorNumber(for: role) == nil)
        }
    }

    @Test func withoutColourTwoLitHalvesStayLit() {
        #expect(MonochromeCell.adapt(Cell("\u{2580}", .heat4, .today4)) == Cell("\u{2588}", .heat4))
        #expect(MonochromeCell.adapt(Cell("\u{2580}", .primary)) == Cell("\u{2580}", .primary))
    }

    @Test func litAreasGoOutAsBackgroundAndHalvesAsLowerBlocks() {
        // A terminal drawing blocks from its font fills a cell's background edge to edge,
        // and reaches the bottom of the cell with `▄`, but not the top with `█` or `▀`.
        for mode in [ColorMode.truecolor, .palette256, .palette16, .palette8Plain] {
            #expect(mode.adapt(Cell("\u{2588}", .primary)) == Cell(" ", .background, .primary))
            #expect(mode.adapt(Cell("\u{2580}", .primary, .muted)) == Cell("\u{2584}", .muted, .primary))
            #expect(mode.adapt(Cell("\u{2584}", .primary)) == Cell("\u{2584}", .primary))
            #expect(mode.adapt(Cell("A", .faint)) == Cell("A", .faint))
        }
        // Without colour the lit background is reverse video.
        #expect(MonochromeCell.isReversed(ColorMode.none.adapt(Cell("\u{2580}", .primary))))
        #expect(ColorMode.none.adapt(Cell("\u{2580}", .primary)).glyph == "\u{2584}")
        // Eight colours keep the glyph: the background has no bright white there.
        #expect(ColorMode.palette8.adapt(Cell("\u{2588}", .primary)) == Cell("\u{2588}", .primary))
    }

    @Test func everyRoleHasItsOwnGoldenCode() {
        #expect(Set(ColorRole.allCases.map(\.code)).count == ColorRole.allCases.count)
    }
}

@Suite struct OutputFormatTests {
    func sample() -> Frame {
        var canvas = PixelCanvas(covering: 3, rows: 2)
        canvas.fill(x: 0, y: 0, width: 2, height: 1, role: .primary)
        canvas.fill(x: 2, y: 3, width: 1, height: 1, role: .muted)
        var frame = canvas.frame()
        frame.write("A<", row: 1, column: 0, role: .faint)
        return frame
    }

    @Test func svgHasOneSquarePerLitPixelAndEscapedText() {
        let svg = SVGFrameWriter.render(sample())
        #expect(svg.hasPrefix("<svg"))
        #expect(svg.contains("viewBox=\"0 0 3 4\""))
        #expect(svg.contains("<path fill=\"#FFFFFF\" d=\"M0 0h1v1h-1zM1 0h1v1h-1z\"/>"))
        #expect(svg.contains("<path fill=\"#525252\" d=\"M2 3h1v1h-1z\"/>"))
        #expect(svg.contains(">A</text>") && svg.contains(">&lt;</text>"))
    }

    @Test func ansiFrameColoursRunsAndPlainFrameUsesOnlyReverseVideo() {
        // The cells as the display sends them: an upper half is `▄` on the lit colour.
        let plain = ANSIFrameWriter.render(sample(), mode: .none)
        #expect(plain == "\u{1B}[7m\u{2584}\u{2584}\u{1B}[27m \nA<\u{2584}\n")
        let coloured = ANSIFrameWriter.render(sample(), mode: .truecolor)
        #expect(coloured.contains("\u{1B}[38;2;0;0;8;48;2;255;255;255m\u{2584}\u{2584}"))
        #expect(coloured.hasSuffix("\u{1B}[0m\n"))
    }

    @Test func goldenDocumentHasGlyphsAndBothMasks() {
        let document = FrameText.document(sample(), title: "sample")
        #expect(
            document
                == "# sample (3x2)\n## glyphs\n|▀▀ |\n|A<▄|\n## foreground\n|PP |\n|ffm|\n## background\n|   |\n|   |\n"
        )
    }
}

/// glibc's wcwidth, which Glibc's Swift module leaves out (it wants _XOPEN_SOURCE).
@_silgen_name("wcwidth") private func columns(of character: wchar_t) -> Int32

@Suite struct TerminalTextTests {
    @Test func controlAndInvisibleCharactersBecomeQuestionMarks() {
        #expect(TerminalText.sanitized("A\u{1B}[31mB") == "A?[31mB")
        #expect(TerminalText.sanitized("x\u{202E}y\u{200B}z\u{7}") == "x?y?z?")
        #expect(TerminalText.sanitized("CAFÉ 21°C") == "CAFÉ 21°C")
        #expect(TerminalText.sanitized("中") == "?")
    }

    @Test func everyCharacterIsOneCell() {
        // An accent as a combining mark is composed with its letter where Unicode has the
        // letter, else stays with it; a cluster of several scalars (a family emoji, CR LF)
        // and a wide symbol are one `?`.
        #expect(TerminalText.sanitized("E\u{301}TAT") == "\u{C9}TAT")
        #expect(TerminalText.sanitized("Q\u{301}") == "Q")
        #expect(TerminalText.sanitized("\u{1F468}\u{200D}\u{1F469}\u{200D}\u{1F467}X") == "?X")
        #expect(TerminalText.sanitized("\u{2705} API") == "? API")
        #expect(TerminalText.sanitized("a\r\nb") == "a?b")
        let hostile = "\u{0065}\u{0301}\u{0302}\u{1F44D}\u{1F3FD}\u{2615}\u{2329}\u{FE0F}x"
        #expect(TerminalText.sanitized(hostile).unicodeScalars.count == hostile.count)
    }

    /// Unicode 16 made the Yijing trigrams (☰–☷) and the monograms and digrams (⚊–⚏)
    /// wide: Debian 13's C library (glibc 2.41) draws them in two columns, Debian 12's in
    /// one. Named here, so that a machine whose C library is older than the change still
    /// checks them: each is `?`, as other wide symbols are, and its neighbours stay.
    @Test func theSymbolsUnicodeSixteenMadeWideAreNotOneCell() throws {
        for value in Array(UInt32(0x2630)...0x2637) + Array(UInt32(0x268A)...0x268F) {
            let scalar = try #require(Unicode.Scalar(value))
            #expect(!TerminalText.isPrintable(scalar), "U+\(String(value, radix: 16, uppercase: true))")
            #expect(TerminalText.sanitized("\(scalar)x") == "?x")
        }
        #expect(TerminalText.sanitized("\u{262F}\u{2638}\u{2689}\u{2690}") == "\u{262F}\u{2638}\u{2689}\u{2690}")
    }

    @Test func whatPassesAsPrintableIsOneColumnWideForTheCLibraryToo() throws {
        // glibc's wcwidth, in this thread's own UTF-8 locale, over every scalar below
        // U+2C00 that the sanitizer lets through.
        let locale = try #require(newlocale(LC_CTYPE_MASK, "C.UTF-8", nil))
        let previous = uselocale(locale)
        defer {
            uselocale(previous)
            freelocale(locale)
        }
        var wrong: [String] = []
        for value in UInt32(0x20)..<0x2C00 {
            guard let scalar = Unicode.Scalar(value), TerminalText.isPrintable(scalar) else { continue }
            if columns(of: wchar_t(value)) != 1 { wrong.append(String(value, radix: 16)) }
        }
        #expect(wrong.isEmpty, "not one column: \(wrong)")
    }
}
