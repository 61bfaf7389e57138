import PulseCore
import Testing

@testable import PulseTerminal

/// Control strings and C1 controls on the input: consumed whole, in every encoding a
/// terminal (or a program writing to it) can send, and never text or keys.
@Suite struct ControlStringInputTests {
    func decode(_ bytes: [UInt8]) -> [AppEvent] {
        var decoder = InputDecoder()
        return decoder.feed(bytes) + decoder.flush()
    }

    func bytes(_ text: String) -> [UInt8] { Array(text.utf8) }

    let a: [AppEvent] = [.key(.character("a"))]

    @Test func oscEndsAtBelOrAnySt() {
        let osc = bytes("\u{1B}]52;c;AAAAP+q")
        #expect(decode(osc + [0x07] + bytes("a")) == a)
        #expect(decode(osc + bytes("\u{1B}\\a")) == a)
        #expect(decode(osc + [0x9C] + bytes("a")) == a)
        #expect(decode(osc + [0xC2, 0x9C] + bytes("a")) == a)
    }

    @Test func everyStringIntroducerInEveryEncoding() {
        // DCS, SOS, OSC, PM, APC as ESC + letter, as an 8-bit byte and as UTF-8.
        for (sevenBit, eightBit) in [("P", 0x90), ("X", 0x98), ("]", 0x9D), ("^", 0x9E), ("_", 0x9F)]
            as [(String, UInt8)]
        {
            let body = bytes("+q544e;1;2|x") + [0x1B] + bytes("\\a")
            #expect(decode(bytes("\u{1B}" + sevenBit) + body) == a, "ESC \(sevenBit)")
            #expect(decode([eightBit] + body) == a, "8-bit \(eightBit)")
            #expect(decode([0xC2, eightBit] + body) == a, "UTF-8 \(eightBit)")
        }
    }

    @Test func c1CsiIsACsi() {
        #expect(decode([0x9B] + bytes("31ma")) == a)
        #expect(decode([0xC2, 0x9B] + bytes("31ma")) == a)
        #expect(decode([0x9B] + bytes("A")) == [.key(.up)])
        #expect(decode([0xC2, 0x9B] + bytes("<0;10;5M")) == [.mouse(MouseEvent(.press(button: 1), column: 9, row: 4))])
        #expect(decode([0x8F] + bytes("D")) == [.key(.left)], "SS3")
    }

    @Test func otherC1ControlsAreDropped() {
        for control in UInt8(0x80)...0x9F where ![0x8F, 0x90, 0x98, 0x9B, 0x9D, 0x9E, 0x9F].contains(control) {
            #expect(decode([control] + bytes("a")) == a, "8-bit \(control)")
            #expect(decode([0xC2, control] + bytes("a")) == a, "UTF-8 \(control)")
        }
        #expect(decode(bytes("\u{1B}\\a")) == a, "a stray ST")
    }

    @Test func aStringSplitAnywhereIsStillSkipped() {
        // In typed parts: one sum of seven arrays is past Swift 6.0's type checker's patience.
        let head: [UInt8] = bytes("\u{1B}]52;c;AAAAP+q\u{1B}\\") + [0x90] + bytes("+q544e")
        let tail: [UInt8] = [0xC2, 0x9C, 0x9B] + bytes("31m") + bytes("\u{1B}]2;Ü\u{7}a")
        let whole = head + tail
        for cut in 1..<whole.count {
            var decoder = InputDecoder()
            let events = decoder.feed(whole[..<cut]) + decoder.feed(whole[cut...])
            #expect(events == a, "cut at \(cut)")
        }
    }

    @Test func aUTF8CharacterInsideIsNotATerminator() {
        // `Ü` is C3 9C: its 0x9C is a continuation byte, not ST; BEL would otherwise be Ctrl-G.
        #expect(decode(bytes("\u{1B}]2;Über\u{7}a")) == a)
    }

    @Test func canSubAndAnotherEscapeEndAString() {
        #expect(decode(bytes("\u{1B}]2;title\u{18}a")) == a)
        #expect(decode(bytes("\u{1B}Pdata\u{1A}a")) == a)
        // A key pressed after a broken string still counts.
        #expect(decode(bytes("\u{1B}]2;title\u{1B}[Aa")) == [.key(.up)] + a)
    }

    @Test func anUnterminatedStringWaitsOnlyTheEscapeDelay() {
        var decoder = InputDecoder()
        #expect(decoder.feed(bytes("\u{1B}]52;c;AAAA")).isEmpty)
        #expect(decoder.hasPending)
        #expect(decoder.pendingTimeout == InputDecoder.escapeDelay)
        #expect(decoder.feed(bytes("P+q")).isEmpty, "the next read is still inside the string")
        #expect(decoder.flush().isEmpty)
        #expect(!decoder.hasPending)
        #expect(decoder.feed(bytes("a")) == a)
    }

    @Test func aRunawayStringIsCapped() {
        var decoder = InputDecoder()
        #expect(decoder.feed(bytes("\u{1B}]")).isEmpty)
        for _ in 0..<(ControlString.limit / 1024) {
            #expect(decoder.feed([UInt8](repeating: 0x78, count: 1024)).isEmpty)
        }
        #expect(decoder.feed(bytes("a")) == a, "past the limit, input is input again")
    }
}
