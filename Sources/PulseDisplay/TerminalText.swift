/// Makes text safe to hand to the terminal as cells: anything that is not a plain
/// printable character (controls, escapes, bidirectional and zero-width marks, characters
/// two columns wide) becomes `?`, so no string from outside can steer the terminal or
/// shift what follows it.
public enum TerminalText {
    /// `text` as one scalar a character, so that its cells are as many as the characters
    /// layouts measure: composed first (NFC), so an accent sent as a combining mark is
    /// the same character as one sent composed; then a printable character as it is, one
    /// whose accents are still combining marks as its base (the accents would be cells of
    /// their own), anything else `?`.
    public static func sanitized(_ text: String) -> String {
        var result = String.UnicodeScalarView()
        for character in text.composed {
            let scalars = character.unicodeScalars
            guard let base = scalars.first, isPrintable(base),
                scalars.dropFirst().allSatisfy({ isCombiningMark($0) })
            else {
                result.append("?")
                continue
            }
            result.append(base)
        }
        return String(result)
    }

    /// `text` for a line of plain text (`pulse snapshot --format text`), which the
    /// terminal lays out itself: composed (NFC), every printable character kept, wide ones
    /// and combining marks included, and anything that could steer a terminal or reorder
    /// what follows (controls, escapes, bidirectional and other format characters) `?`.
    public static func plain(_ text: String) -> String {
        var result = String.UnicodeScalarView()
        for scalar in text.composed.unicodeScalars {
            switch scalar.properties.generalCategory {
            case .control, .format, .lineSeparator, .paragraphSeparator, .surrogate, .privateUse, .unassigned:
                result.append("?")
            default:
                result.append(scalar)
            }
        }
        return String(result)
    }

    private static func isCombiningMark(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .spacingMark: true
        default: false
        }
    }

    /// The older symbols among punctuation and shapes that are wide though neither
    /// ideographs nor emoji: the two angle brackets, and since Unicode 16 the Yijing
    /// trigrams (☰–☷) and the monograms and digrams (⚊–⚏). Debian 12's C library draws
    /// those last in one column and Debian 13's (glibc 2.41) in two, as do terminals with
    /// Unicode 16's widths; a character whose width depends on whose table is asked would
    /// shift every cell after it on one of them, so it is not passed either way.
    static let wideSymbols: [ClosedRange<UInt32>] = [0x2329...0x232A, 0x2630...0x2637, 0x268A...0x268F]

    /// Whether `scalar` draws as one visible cell of ordinary text.
    public static func isPrintable(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isASCII { return scalar.value >= 0x20 && scalar.value < 0x7F }
        switch scalar.properties.generalCategory {
        case .control, .format, .lineSeparator, .paragraphSeparator, .surrogate, .privateUse, .unassigned,
            .nonspacingMark, .enclosingMark, .spacingMark:
            return false
        default:
            // Wide (East Asian) characters would take two cells and shift the layout. Below
            // U+1100 and among punctuation, arrows, shapes and blocks (U+2010–U+2BFF; the
            // mask's bullet, the list's arrows) characters take one cell, but for the
            // symbols drawn as emoji (⌚ ☕ ⚡ ✅ ❌ ⭐ …) and `wideSymbols`, which are wide
            // (glibc's wcwidth agrees: `TerminalTextTests`).
            // A character newer than Unicode 13 (2020) may be unknown to the terminal's
            // width table, or the C library's (Debian 12's knows none of 16 or 17).
            guard !scalar.properties.isIdeographic, !scalar.properties.isEmojiPresentation,
                !wideSymbols.contains(where: { $0.contains(scalar.value) }),
                let age = scalar.properties.age, (age.major, age.minor) <= (13, 0)
            else { return false }
            return scalar.value < 0x1100 || (0x2010...0x2BFF).contains(scalar.value)
        }
    }
}
