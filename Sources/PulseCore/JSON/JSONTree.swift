import FoundationEssentials

/// JSON read into the shapes `JSONSerialization` gives (`[String: Any]`, `[Any]`, `String`)
/// and written back, without Foundation's full framework (which brings ICU). As strict
/// as Foundation: invalid UTF-8, lone surrogates, control characters in strings, leading
/// zeros and trailing bytes are refused (a comma before a closing bracket is read). Numbers are `Int` when written as integers that fit,
/// otherwise `Double`; `true` and `false` are `Bool`, never numbers; `null` is `JSONNull`.
public enum JSONTree {
    /// JSON's `null`.
    public struct JSONNull: Equatable, Sendable {
        /// `null`, to write.
        public init() {}
    }

    /// The deepest nesting read: far beyond any real answer, and a bound on the stack.
    public static let maximumDepth = 512

    /// The value `data` holds (any value at the top, as `.fragmentsAllowed`), or nil when it
    /// is not JSON. A key given twice in one object keeps its last value, as
    /// `JSONSerialization` keeps it, or with `keepingFirstDuplicate` its first, as
    /// `JSONDecoder` decodes it.
    public static func parse(_ data: Data, keepingFirstDuplicate: Bool = false) -> Any? {
        read(data, keepingFirstDuplicate: keepingFirstDuplicate).value
    }

    /// Where `data` stops being JSON, as the line and column an editor shows; nil when it
    /// is JSON. Asked of a file a person may have edited by hand, so the break can be found.
    public static func fault(in data: Data) -> JSONFault? {
        let (value, stoppedAt) = read(data, keepingFirstDuplicate: false)
        return value == nil ? JSONFault(in: data, at: stoppedAt) : nil
    }

    /// The value, or nil and the byte offset where the reader stopped.
    private static func read(_ data: Data, keepingFirstDuplicate: Bool) -> (value: Any?, stoppedAt: Int) {
        data.withUnsafeBytes { raw in
            var reader = Reader(bytes: raw.bindMemory(to: UInt8.self), keepsFirstDuplicate: keepingFirstDuplicate)
            // A UTF-8 byte order mark is tolerated, as Foundation does.
            if raw.count >= 3, raw[0] == 0xEF, raw[1] == 0xBB, raw[2] == 0xBF { reader.index = 3 }
            guard let value = reader.value(depth: 0) else { return (nil, reader.index) }
            reader.skipSpace()
            return reader.index == reader.bytes.count ? (value, reader.index) : (nil, reader.index)
        }
    }

    /// A number read as a `Double`, whether written as an integer or not; nil for booleans
    /// and everything else.
    public static func number(_ value: Any?) -> Double? {
        if let integer = value as? Int { return Double(integer) }
        return value as? Double
    }

    /// `object` as JSON text with sorted keys, two-space indentation and `"key" : value`, as
    /// `JSONSerialization`'s `[.sortedKeys, .prettyPrinted]` writes it; nil for a value
    /// JSON cannot hold (a non-finite number, a type it has no form for).
    public static func data(_ object: Any) -> Data? {
        var text = ""
        guard write(object, into: &text, indent: 0) else { return nil }
        return Data(text.utf8)
    }

    private static func write(_ value: Any, into text: inout String, indent: Int) -> Bool {
        let pad = String(repeating: "  ", count: indent + 1)
        switch value {
        case let object as [String: Any]:
            guard !object.isEmpty else {
                text += "{\n\n" + String(repeating: "  ", count: indent) + "}"
                return true
            }
            text += "{\n"
            for (index, key) in object.keys.sorted().enumerated() {
                text += pad
                writeString(key, into: &text)
                text += " : "
                guard let member = object[key], write(member, into: &text, indent: indent + 1) else { return false }
                text += index == object.count - 1 ? "\n" : ",\n"
            }
            text += String(repeating: "  ", count: indent) + "}"
        case let array as [Any]:
            text += "[\n"
            for (index, element) in array.enumerated() {
                text += pad
                guard write(element, into: &text, indent: indent + 1) else { return false }
                text += index == array.count - 1 ? "\n" : ",\n"
            }
            text += String(repeating: "  ", count: indent) + "]"
        case let string as String: writeString(string, into: &text)
        case let flag as Bool: text += flag ? "true" : "false"
        case let integer as Int: text += String(integer)
        case let double as Double:
            guard double.isFinite else { return false }
            // Whole numbers as integers (`80`, not `80.0`), as Foundation writes them.
            text += double.rounded() == double && abs(double) < 1e15 ? String(Int(double)) : String(double)
        case is JSONNull: text += "null"
        default: return false
        }
        return true
    }

    private static func writeString(_ string: String, into text: inout String) {
        text += "\""
        for scalar in string.unicodeScalars {
            switch scalar {
            case "\"": text += "\\\""
            case "\\": text += "\\\\"
            case "\n": text += "\\n"
            case "\r": text += "\\r"
            case "\t": text += "\\t"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                text += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: text.unicodeScalars.append(scalar)
            }
        }
        text += "\""
    }

    /// A cursor over the bytes; each read returns nil on the first byte that is not JSON.
    private struct Reader {
        let bytes: UnsafeBufferPointer<UInt8>
        let keepsFirstDuplicate: Bool
        var index = 0

        mutating func skipSpace() {
            while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { index += 1 }
        }

        mutating func value(depth: Int) -> Any? {
            skipSpace()
            guard index < bytes.count, depth < JSONTree.maximumDepth else { return nil }
            switch bytes[index] {
            case UInt8(ascii: "{"): return object(depth: depth)
            case UInt8(ascii: "["): return array(depth: depth)
            case UInt8(ascii: "\""): return string()
            case UInt8(ascii: "t"): return literal("true", true)
            case UInt8(ascii: "f"): return literal("false", false)
            case UInt8(ascii: "n"): return literal("null", JSONNull())
            default: return number()
            }
        }

        /// `word`, or nil with the cursor on the first byte that differs (or at the end of a
        /// text cut inside it), where a fault is then placed.
        private mutating func literal(_ word: StaticString, _ value: Any) -> Any? {
            for offset in 0..<word.utf8CodeUnitCount {
                guard index < bytes.count, bytes[index] == word.utf8Start[offset] else { return nil }
                index += 1
            }
            return value
        }

        private mutating func take(_ byte: Unicode.Scalar) -> Bool {
            skipSpace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: byte) else { return false }
            index += 1
            return true
        }

        // A comma before the closing bracket is read, as Foundation reads it.
        private mutating func object(depth: Int) -> Any? {
            index += 1
            var members: [String: Any] = [:]
            if take("}") { return members }
            while true {
                skipSpace()
                guard index < bytes.count, bytes[index] == UInt8(ascii: "\""), let key = string(), take(":"),
                    let member = value(depth: depth + 1)
                else { return nil }
                if !keepsFirstDuplicate || members[key] == nil { members[key] = member }
                guard take(",") else { return take("}") ? members : nil }
                if take("}") { return members }
            }
        }

        private mutating func array(depth: Int) -> Any? {
            index += 1
            var elements: [Any] = []
            if take("]") { return elements }
            while true {
                guard let element = value(depth: depth + 1) else { return nil }
                elements.append(element)
                guard take(",") else { return take("]") ? elements : nil }
                if take("]") { return elements }
            }
        }

        private mutating func string() -> String? {
            index += 1
            var decoded: [UInt8] = []
            while index < bytes.count {
                let byte = bytes[index]
                index += 1
                switch byte {
                case UInt8(ascii: "\""): return String(validating: decoded, as: UTF8.self)
                case UInt8(ascii: "\\"):
                    guard index < bytes.count else { return nil }
                    let escape = bytes[index]
                    index += 1
                    switch escape {
                    case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): decoded.append(escape)
                    case UInt8(ascii: "b"): decoded.append(0x08)
                    case UInt8(ascii: "f"): decoded.append(0x0C)
                    case UInt8(ascii: "n"): decoded.append(0x0A)
                    case UInt8(ascii: "r"): decoded.append(0x0D)
                    case UInt8(ascii: "t"): decoded.append(0x09)
                    case UInt8(ascii: "u"):
                        guard let scalar = escapedScalar() else { return nil }
                        decoded.append(contentsOf: Array(String(Character(scalar)).utf8))
                    default: return nil
                    }
                case 0..<0x20: return nil
                default: decoded.append(byte)
                }
            }
            return nil
        }

        /// The scalar after `\u`: four hex digits, or a surrogate pair as two escapes.
        private mutating func escapedScalar() -> Unicode.Scalar? {
            guard let high = hex4() else { return nil }
            if (0xD800..<0xDC00).contains(high) {
                guard index + 2 <= bytes.count, bytes[index] == UInt8(ascii: "\\"),
                    bytes[index + 1] == UInt8(ascii: "u")
                else { return nil }
                index += 2
                guard let low = hex4(), (0xDC00..<0xE000).contains(low) else { return nil }
                return Unicode.Scalar(0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00))
            }
            return Unicode.Scalar(high)  // nil for a lone low surrogate
        }

        private mutating func hex4() -> UInt32? {
            guard index + 4 <= bytes.count else { return nil }
            var value: UInt32 = 0
            for _ in 0..<4 {
                guard let digit = Character(Unicode.Scalar(bytes[index])).hexDigitValue else { return nil }
                value = value << 4 | UInt32(digit)
                index += 1
            }
            return value
        }

        /// `-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?`.
        private mutating func number() -> Any? {
            let start = index
            var isInteger = true
            if index < bytes.count, bytes[index] == UInt8(ascii: "-") { index += 1 }
            guard index < bytes.count, isDigit(bytes[index]) else { return nil }
            if bytes[index] == UInt8(ascii: "0") {
                index += 1
            } else {
                skipDigits()
            }
            if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
                index += 1
                isInteger = false
                guard index < bytes.count, isDigit(bytes[index]) else { return nil }
                skipDigits()
            }
            if index < bytes.count, bytes[index] | 0x20 == UInt8(ascii: "e") {
                index += 1
                isInteger = false
                if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") {
                    index += 1
                }
                guard index < bytes.count, isDigit(bytes[index]) else { return nil }
                skipDigits()
            }
            let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
            if isInteger, let integer = Int(text) { return integer }
            return Double(text)
        }

        private func isDigit(_ byte: UInt8) -> Bool { (0x30...0x39).contains(byte) }

        private mutating func skipDigits() {
            while index < bytes.count, isDigit(bytes[index]) { index += 1 }
        }
    }
}
