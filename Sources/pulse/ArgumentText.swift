/// Arguments as they may be echoed back: control characters in one are refused, since
/// echoing them would let an argument drive the terminal (`lin\e[31m`) and sending them
/// would pass them on to the geocoder.
enum ArgumentText {
    /// Whether `text` holds a C0 or C1 control character or DEL (Unicode category Cc).
    static func hasControlCharacter(_ text: String) -> Bool {
        text.unicodeScalars.contains(where: isControl)
    }

    /// `text` with each control character written as bash's `$'…'` would read it back
    /// (`\x1B`, `\u0085`) and each backslash doubled, so what is shown is unambiguous.
    static func escaped(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            if scalar == "\\" {
                result += "\\\\"
            } else if isControl(scalar) {
                let hex = String(scalar.value, radix: 16, uppercase: true)
                let digits = String(repeating: "0", count: max(0, 2 - hex.count)) + hex
                result += scalar.value < 0x80 ? "\\x\(digits)" : "\\u00\(digits)"
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.generalCategory == .control
    }
}
