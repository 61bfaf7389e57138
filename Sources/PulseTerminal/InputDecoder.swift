import FoundationEssentials
import PulseCore

/// Turns the bytes a terminal sends into keys, mouse reports and pastes. Pure and
/// incremental: a sequence split across reads is completed by the next feed, and a lone
/// ESC is held until `flush()` (the caller's escape delay) decides it was the Esc key.
/// Control strings (OSC, DCS, SOS, PM, APC) and C1 controls, 7-bit, 8-bit or UTF-8
/// encoded, are consumed whole: none of their bytes become text or keys.
public struct InputDecoder: Sendable {
    /// Pasted text beyond this many bytes is dropped, so a runaway paste cannot exhaust memory.
    public static let pasteLimit = 64 * 1024

    private var pending: [UInt8] = []
    private var paste: [UInt8]?
    private var controlString: ControlString?
    private static let pasteEnd: [UInt8] = Array("\u{1B}[201~".utf8)

    /// An empty decoder.
    public init() {}

    /// Time allowed for the rest of a lone ESC or a split escape sequence before ESC is taken
    /// to be the Esc key.
    public static let escapeDelay: TimeInterval = 0.025
    /// Time allowed between the chunks of a bracketed paste: a paste over a slow link comes in
    /// pieces, and ending it early would turn its tail into keys.
    public static let pasteGrace: TimeInterval = 2

    /// Whether bytes are held back waiting for the rest of a sequence.
    public var hasPending: Bool { !pending.isEmpty || paste != nil || controlString != nil }

    /// How long to wait for more input before `flush()`, or nil when nothing is held back.
    public var pendingTimeout: TimeInterval? {
        if paste != nil { return Self.pasteGrace }
        // An open control string gets no longer than an escape: a terminal sends one in a
        // single burst, and a string cut short must not swallow the keys typed after it.
        return pending.isEmpty && controlString == nil ? nil : Self.escapeDelay
    }

    /// Decodes `bytes` together with anything held back from before.
    public mutating func feed(_ bytes: some Sequence<UInt8>) -> [AppEvent] {
        pending.append(contentsOf: bytes)
        var events: [AppEvent] = []
        var index = 0
        scanning: while index < pending.count {
            if paste != nil {
                let (consumed, needsMore) = consumePaste(from: index, into: &events)
                index = consumed
                if needsMore { break }
                continue
            }
            if var string = controlString {
                switch string.skip(pending, from: index) {
                case .ended(let next):
                    controlString = nil
                    index = next
                case .needsMore(let from):
                    controlString = string
                    index = from
                    break scanning
                }
                continue
            }
            guard let (event, length) = decodeOne(at: index) else { break }
            if let event { events.append(event) }
            index += length
        }
        pending.removeFirst(index)
        return events
    }

    /// Gives up waiting: a lone ESC becomes the Esc key, an unfinished sequence or control
    /// string is dropped, an unterminated paste is delivered as it stands.
    public mutating func flush() -> [AppEvent] {
        var events: [AppEvent] = []
        if let text = paste {
            events.append(.paste(String(decoding: text + pending, as: UTF8.self)))
            paste = nil
        } else if pending == [0x1B] {
            events.append(.key(.escape))
        }
        pending.removeAll()
        controlString = nil
        return events
    }

    // MARK: - One event

    /// The event at `index` and how many bytes it used; nil when more bytes are needed.
    /// A nil event with a length skips bytes that mean nothing to Pulse.
    private mutating func decodeOne(at index: Int) -> (AppEvent?, Int)? {
        let byte = pending[index]
        switch byte {
        case 0x1B:
            return decodeEscape(at: index)
        case 0x0D, 0x0A:
            return (.key(.enter), 1)
        case 0x09:
            return (.key(.tab), 1)
        case 0x7F, 0x08:
            return (.key(.backspace), 1)
        case 0x00:
            return (nil, 1)
        case 0x01...0x1A:
            return (.key(.control(Character(Unicode.Scalar(byte + 0x60)))), 1)
        case 0x1C...0x1F:
            return (nil, 1)
        case 0x20...0x7E:
            return (.key(.character(Character(Unicode.Scalar(byte)))), 1)
        case 0x80...0x9F:
            // An 8-bit C1 control: never the lead of a UTF-8 character.
            return decodeC1(byte, at: index, length: 1)
        default:
            return decodeUTF8(at: index)
        }
    }

    private mutating func decodeUTF8(at index: Int) -> (AppEvent?, Int)? {
        let lead = pending[index]
        let length: Int
        switch lead {
        case 0xC2...0xDF: length = 2
        case 0xE0...0xEF: length = 3
        case 0xF0...0xF4: length = 4
        default: return (nil, 1)  // a stray continuation or invalid lead byte
        }
        guard index + length <= pending.count else {
            // Wait for the rest unless what has arrived is already not a continuation.
            for offset in 1..<(pending.count - index) where pending[index + offset] & 0xC0 != 0x80 {
                return (nil, 1)
            }
            return nil
        }
        if lead == 0xC2, (0x80...0x9F).contains(pending[index + 1]) {
            // U+0080–U+009F: a C1 control sent as a UTF-8 character.
            return decodeC1(pending[index + 1], at: index, length: 2)
        }
        let slice = pending[index..<(index + length)]
        guard slice.dropFirst().allSatisfy({ $0 & 0xC0 == 0x80 }),
            let scalar = String(validating: slice, as: UTF8.self)?.unicodeScalars.first
        else { return (nil, 1) }
        return (.key(.character(Character(scalar))), length)
    }

    private mutating func decodeEscape(at index: Int) -> (AppEvent?, Int)? {
        guard index + 1 < pending.count else { return nil }
        let next = pending[index + 1]
        if next == 0x1B {
            // ESC ESC: the first is a lone Esc press.
            return (.key(.escape), 1)
        }
        if Self.introducers.contains(next) {
            return decodeIntroduced(next, at: index, length: 2)
        }
        // Alt+key: Pulse has no Alt bindings; deliver the key itself.
        return (nil, 1)
    }

    /// The 7-bit forms (the byte after ESC) of the C1 controls that start something longer
    /// than themselves, or end it: CSI, SS3, the five control strings and ST.
    private static let introducers = Set("[OPX]^_\\".utf8)

    /// A C1 control, `control` being its 8-bit byte (0x80–0x9F), sent in `length` bytes:
    /// one, or two as UTF-8. It means what ESC and `control - 0x40` mean; a control that
    /// starts nothing longer is dropped.
    private mutating func decodeC1(_ control: UInt8, at index: Int, length: Int) -> (AppEvent?, Int)? {
        let sevenBit = control - 0x40
        guard Self.introducers.contains(sevenBit) else { return (nil, length) }
        return decodeIntroduced(sevenBit, at: index, length: length)
    }

    /// What follows an introducer (`sevenBit`, as the byte after ESC) of `length` bytes.
    private mutating func decodeIntroduced(_ sevenBit: UInt8, at index: Int, length: Int) -> (AppEvent?, Int)? {
        switch sevenBit {
        case UInt8(ascii: "["):
            return decodeCSI(at: index, introducer: length)
        case UInt8(ascii: "O"):
            guard index + length < pending.count else { return nil }
            let keys: [UInt8: Key] = [
                UInt8(ascii: "A"): .up, UInt8(ascii: "B"): .down, UInt8(ascii: "C"): .right,
                UInt8(ascii: "D"): .left, UInt8(ascii: "H"): .home, UInt8(ascii: "F"): .end,
            ]
            // SS3 takes one final byte; anything else (an ESC, a UTF-8 lead byte) starts
            // what comes next and is left for it, so Alt+O then an arrow loses no arrow.
            let final = pending[index + length]
            guard (0x40...0x7E).contains(final) else { return (nil, length) }
            return (keys[final].map { .key($0) }, length + 1)
        case UInt8(ascii: "\\"):
            // A string terminator with no string open: nothing to end.
            return (nil, length)
        default:
            // OSC, DCS, SOS, PM or APC: skipped to its end by `ControlString`.
            controlString = ControlString()
            return (nil, length)
        }
    }

    private mutating func decodeCSI(at index: Int, introducer: Int) -> (AppEvent?, Int)? {
        let start = index + introducer
        guard start < pending.count else { return nil }
        if pending[start] == UInt8(ascii: "M") {
            // X10 mouse: CSI M followed by three raw bytes.
            guard start + 3 < pending.count else { return nil }
            let event = Self.mouse(
                code: Int(pending[start + 1]) - 32, column: Int(pending[start + 2]) - 33,
                row: Int(pending[start + 3]) - 33, released: nil)
            return (event.map { .mouse($0) }, introducer + 4)
        }
        var end = start
        while end < pending.count, !(0x40...0x7E).contains(pending[end]) {
            // Parameters and intermediates only; anything else means a broken sequence.
            guard (0x20...0x3F).contains(pending[end]), end - start < 32 else { return (nil, end - index) }
            end += 1
        }
        guard end < pending.count else { return nil }
        let parameters = String(decoding: pending[start..<end], as: UTF8.self)
        let final = pending[end]
        let length = end - index + 1
        if parameters.hasPrefix("<"), final == UInt8(ascii: "M") || final == UInt8(ascii: "m") {
            let numbers = parameters.dropFirst().split(separator: ";").map(Self.coordinate)
            guard numbers.count == 3, let code = numbers[0], let column = numbers[1], let row = numbers[2] else {
                return (nil, length)
            }
            let event = Self.mouse(code: code, column: column - 1, row: row - 1, released: final == UInt8(ascii: "m"))
            return (event.map { .mouse($0) }, length)
        }
        if final == UInt8(ascii: "~"), parameters == "200" {
            paste = []
            return (nil, length)
        }
        return (Self.key(parameters: parameters, final: final).map { .key($0) }, length)
    }

    /// A number of an SGR mouse report: digits only, at most six. `Int` alone would take
    /// a sign and nineteen digits, and `-9223372036854775808` less one overflows.
    private static func coordinate(_ text: Substring) -> Int? {
        guard (1...6).contains(text.utf8.count), text.utf8.allSatisfy({ (0x30...0x39).contains($0) }) else {
            return nil
        }
        return Int(text)
    }

    private static func key(parameters: String, final: UInt8) -> Key? {
        let first = parameters.split(separator: ";").first.map(String.init) ?? ""
        switch final {
        case UInt8(ascii: "A"): return .up
        case UInt8(ascii: "B"): return .down
        case UInt8(ascii: "C"): return .right
        case UInt8(ascii: "D"): return .left
        case UInt8(ascii: "H"): return .home
        case UInt8(ascii: "F"): return .end
        case UInt8(ascii: "Z"): return .backTab
        case UInt8(ascii: "~"):
            switch first {
            case "1", "7": return .home
            case "4", "8": return .end
            case "3": return .delete
            case "5": return .pageUp
            case "6": return .pageDown
            default: return nil
            }
        default: return nil
        }
    }

    /// A mouse report from its button code (xterm encoding) and 0-based position.
    /// `released` is the SGR release flag; X10 reports a release as button code 3.
    static func mouse(code: Int, column: Int, row: Int, released: Bool?) -> MouseEvent? {
        guard code >= 0, column >= 0, row >= 0 else { return nil }
        let button = code & 0b11
        if code & 64 != 0 {
            let directions: [WheelDirection] = [.up, .down, .left, .right]
            return MouseEvent(.wheel(directions[button]), column: column, row: row)
        }
        if released == true || (released == nil && button == 3) {
            return MouseEvent(.release, column: column, row: row)
        }
        if code & 32 != 0 {
            return MouseEvent(.drag, column: column, row: row)
        }
        return MouseEvent(.press(button: button + 1), column: column, row: row)
    }

    // MARK: - Paste

    /// Collects paste bytes up to the end marker; returns the index after what it used, and
    /// whether the decoder must wait for more bytes.
    private mutating func consumePaste(from index: Int, into events: inout [AppEvent]) -> (Int, Bool) {
        let end = Self.pasteEnd
        var cursor = index
        while cursor < pending.count {
            if pending[cursor] == 0x1B {
                let available = pending.count - cursor
                if available < end.count {
                    if Array(pending[cursor...]) == Array(end.prefix(available)) {
                        // Might be the start of the end marker: wait for more.
                        appendPaste(pending[index..<cursor])
                        return (cursor, true)
                    }
                } else if Array(pending[cursor..<(cursor + end.count)]) == end {
                    appendPaste(pending[index..<cursor])
                    events.append(.paste(String(decoding: paste ?? [], as: UTF8.self)))
                    paste = nil
                    return (cursor + end.count, false)
                }
            }
            cursor += 1
        }
        appendPaste(pending[index..<cursor])
        return (cursor, true)
    }

    private mutating func appendPaste(_ bytes: ArraySlice<UInt8>) {
        guard var text = paste else { return }
        text.append(contentsOf: bytes.prefix(max(0, Self.pasteLimit - text.count)))
        paste = text
    }
}
