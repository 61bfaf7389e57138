/// Makes text safe to hand to the terminal as cells: anything that is not a plain
/// printable character (controls, escapes, bidirectional and zero-width marks) becomes
/// `?`, so no string from outside can steer the terminal.
public enum TerminalText {
    /// `text` with every non-printable scalar replaced by `?`.
    public static func sanitized(_ text: String) -> String {
        var result = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            result.append(isPrintable(scalar) ? scalar : "?")
        }
        return String(result)
    }

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
            // mask's bullet, the list's arrows) characters take one cell.
            return !scalar.properties.isIdeographic
                && (scalar.value < 0x1100 || (0x2010...0x2BFF).contains(scalar.value))
        }
    }
}
