import FoundationEssentials

extension StringProtocol {
    /// The text without leading and trailing spaces and tabs (Unicode `Zs` and U+0009),
    /// what Foundation's `trimmingCharacters(in: .whitespaces)` removes; that one lives in
    /// the part of Foundation that brings ICU.
    public func trimmingWhitespace() -> String {
        trimmingScalars { $0 == "\t" || $0.properties.generalCategory == .spaceSeparator }
    }

    /// The text without leading and trailing white space and line ends, what
    /// `trimmingCharacters(in: .whitespacesAndNewlines)` removes.
    public func trimmingWhitespaceAndNewlines() -> String {
        trimmingScalars { $0.properties.isWhitespace }
    }

    /// The text without the leading and trailing scalars `drop` is true for.
    public func trimmingScalars(where drop: (Unicode.Scalar) -> Bool) -> String {
        let scalars = unicodeScalars
        guard let first = scalars.firstIndex(where: { !drop($0) }),
            let last = scalars.lastIndex(where: { !drop($0) })
        else { return "" }
        var trimmed = String.UnicodeScalarView()
        trimmed.append(contentsOf: scalars[first...last])
        return String(trimmed)
    }
}

/// Percent-encoding for URL queries and form bodies, over UTF-8 bytes.
public enum PercentEncoding {
    /// RFC 3986's unreserved characters: letters, digits and `-._~`.
    public static func isUnreserved(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"),
            UInt8(ascii: "~"):
            true
        default: false
        }
    }

    /// `text` with every byte but the unreserved ones written as `%XX`.
    public static func escape(_ text: String) -> String {
        let hex = Array("0123456789ABCDEF".utf8)
        var out: [UInt8] = []
        for byte in text.utf8 {
            if isUnreserved(byte) {
                out.append(byte)
            } else {
                out += [UInt8(ascii: "%"), hex[Int(byte >> 4)], hex[Int(byte & 0xF)]]
            }
        }
        return String(decoding: out, as: UTF8.self)
    }
}
