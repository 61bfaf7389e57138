import FoundationEssentials
import PulseStore

/// Lines to say on standard error once the screen is given back (so they stay in the
/// scrollback), each said once however often it happened.
public struct AfterExitMessages: Sendable {
    /// The lines, in the order they first happened.
    public private(set) var lines: [String] = []

    /// No lines yet.
    public init() {}

    /// Keeps `line` unless it is already kept, its control characters written out as
    /// `\xHH` (`\u{HHHH}` past ASCII): a line may hold what was read from a file (a path, a
    /// command, a reason), and no byte of it may act on the terminal it is written to.
    public mutating func say(_ line: String) {
        let shown = Self.escaped(line)
        if !lines.contains(shown) { lines.append(shown) }
    }

    /// `text` with each control character (C0, C1, DEL) written out visibly.
    static func escaped(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            if scalar.properties.generalCategory != .control {
                out.unicodeScalars.append(scalar)
            } else if scalar.value < 0x80 {
                out += "\\x" + String(scalar.value, radix: 16, uppercase: true).leftPadded(to: 2)
            } else {
                out += "\\u{" + String(scalar.value, radix: 16, uppercase: true).leftPadded(to: 4) + "}"
            }
        }
        return out
    }

    /// Writes every line to standard error; a closed or full one is left unsaid, since
    /// there is nowhere else to say it.
    public func report() {
        for line in lines {
            _ = StandardStream.error.write(line + "\n")
        }
    }
}

extension String {
    /// The text with zeros before it up to `width` characters.
    fileprivate func leftPadded(to width: Int) -> String {
        String(repeating: "0", count: max(0, width - count)) + self
    }
}
