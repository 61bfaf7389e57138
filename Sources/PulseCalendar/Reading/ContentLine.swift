/// One unfolded content line (RFC 5545 §3.1), `NAME;PARAM=VALUE;PARAM="quoted;:,":value`,
/// split on its bytes: the name first (all most lines need), the parameters and the value
/// only when asked. Names of lines and parameters are read in any case.
struct ContentLine {
    /// One parameter: its name in upper case and its values, quotes removed.
    struct Parameter {
        var name: String
        var values: [String]
    }

    /// The line's bytes.
    let bytes: [UInt8]
    /// The name, upper-cased.
    let name: String
    /// Where the name ends (at the `;` or `:` after it).
    private let nameEnd: Int

    /// The line's name, or nil when it does not begin with one: letters, digits and `-`,
    /// then `;` or `:`.
    init?(_ bytes: [UInt8]) {
        guard let end = Self.nameEnd(of: bytes[...]) else { return nil }
        self.bytes = bytes
        nameEnd = end
        // Upper-cased as it is copied: no array in between (names are ASCII, so UTF-8).
        name = String(unsafeUninitializedCapacity: end) { buffer in
            for index in 0..<end {
                let byte = bytes[index]
                buffer[index] = (0x61...0x7A).contains(byte) ? byte - 0x20 : byte
            }
            return end
        }
    }

    /// Where a name at the start of `bytes` ends, or nil when they do not begin with one.
    static func nameEnd(of bytes: ArraySlice<UInt8>) -> Int? {
        var index = bytes.startIndex
        while index < bytes.endIndex, isNameByte(bytes[index]) { index += 1 }
        guard index > bytes.startIndex, index < bytes.endIndex,
            bytes[index] == UInt8(ascii: ";") || bytes[index] == UInt8(ascii: ":")
        else { return nil }
        return index
    }

    /// Whether a line so far is still inside its name and parameters: no `:` outside
    /// quotes yet. A line broken there (a quoted parameter cut by a newline, as iCloud's
    /// `X-APPLE-STRUCTURED-LOCATION` has been seen) goes on in the next physical line.
    static func isUnfinished(_ bytes: [UInt8]) -> Bool {
        var quoted = false
        for byte in bytes {
            if byte == UInt8(ascii: "\"") {
                quoted.toggle()
            } else if byte == UInt8(ascii: ":"), !quoted {
                return false
            }
        }
        return true
    }

    /// The parameters and the value, or nil when the line has no value (no `:` outside
    /// quotes) or a parameter without `=`.
    func split() -> (parameters: [Parameter], value: ArraySlice<UInt8>)? {
        var parameters: [Parameter] = []
        var index = nameEnd
        while index < bytes.count, bytes[index] == UInt8(ascii: ";") {
            index += 1
            // An empty parameter (`DTSTART;;VALUE=DATE-TIME:…`) says nothing.
            if index < bytes.count, bytes[index] == UInt8(ascii: ";") { continue }
            let nameStart = index
            while index < bytes.count, Self.isNameByte(bytes[index]) { index += 1 }
            guard index < bytes.count, index > nameStart, bytes[index] == UInt8(ascii: "=") else { return nil }
            let parameterName = String(decoding: bytes[nameStart..<index], as: UTF8.self).uppercased()
            var values: [String] = []
            repeat {
                index += 1
                guard let (value, next) = parameterValue(at: index) else { return nil }
                values.append(value)
                index = next
            } while index < bytes.count && bytes[index] == UInt8(ascii: ",")
            parameters.append(Parameter(name: parameterName, values: values))
        }
        guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { return nil }
        return (parameters, bytes[(index + 1)...])
    }

    /// One parameter value at `start`, quoted or not, and where it ends.
    private func parameterValue(at start: Int) -> (String, Int)? {
        var index = start
        if index < bytes.count, bytes[index] == UInt8(ascii: "\"") {
            index += 1
            while index < bytes.count, bytes[index] != UInt8(ascii: "\"") { index += 1 }
            guard index < bytes.count else { return nil }
            return (String(decoding: bytes[(start + 1)..<index], as: UTF8.self), index + 1)
        }
        while index < bytes.count, ![UInt8(ascii: ","), UInt8(ascii: ";"), UInt8(ascii: ":")].contains(bytes[index]) {
            index += 1
        }
        return (String(decoding: bytes[start..<index], as: UTF8.self), index)
    }

    /// Letters, digits and `-` (RFC 5545's `iana-token` and `x-name`); `_` and `.` too,
    /// which some writers put in `X-` names.
    private static func isNameByte(_ byte: UInt8) -> Bool {
        (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte) || (0x30...0x39).contains(byte)
            || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "_") || byte == UInt8(ascii: ".")
    }
}

extension [ContentLine.Parameter] {
    /// The first value of the parameter `name` (upper case), if the line has it.
    func first(_ name: String) -> String? {
        first { $0.name == name }?.values.first
    }
}
