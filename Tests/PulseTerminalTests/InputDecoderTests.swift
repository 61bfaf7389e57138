import PulseCore
import PulseDisplay
import Testing

@testable import PulseTerminal

@Suite struct InputDecoderTests {
    func decode(_ text: String) -> [AppEvent] {
        var decoder = InputDecoder()
        return decoder.feed(Array(text.utf8)) + decoder.flush()
    }

    @Test func arrowsInBothEncodings() {
        #expect(decode("\u{1B}[D\u{1B}[C\u{1B}[A\u{1B}[B") == [.key(.left), .key(.right), .key(.up), .key(.down)])
        #expect(decode("\u{1B}OD\u{1B}OC") == [.key(.left), .key(.right)])
        #expect(decode("\u{1B}[1;5C") == [.key(.right)])
    }

    @Test func editingKeys() {
        #expect(
            decode("\u{1B}[H\u{1B}[F\u{1B}[1~\u{1B}[4~\u{1B}[3~\u{7F}\u{8}\t\u{1B}[Z")
                == [
                    .key(.home), .key(.end), .key(.home), .key(.end), .key(.delete), .key(.backspace),
                    .key(.backspace), .key(.tab), .key(.backTab),
                ])
        #expect(decode("\r\n") == [.key(.enter), .key(.enter)])
    }

    @Test func controlChords() {
        #expect(decode("\u{3}\u{15}\u{17}") == [.key(.control("c")), .key(.control("u")), .key(.control("w"))])
    }

    @Test func printableAndUTF8Characters() {
        #expect(
            decode("q ?é°") == [
                .key(.character("q")), .key(.character(" ")), .key(.character("?")), .key(.character("é")),
                .key(.character("°")),
            ])
    }

    @Test func aSequenceSplitAcrossReadsIsCompleted() {
        var decoder = InputDecoder()
        #expect(decoder.feed([0x1B]).isEmpty)
        #expect(decoder.hasPending)
        #expect(decoder.feed(Array("[".utf8)).isEmpty)
        #expect(decoder.feed(Array("C".utf8)) == [.key(.right)])
        #expect(!decoder.hasPending)
        let e = Array("é".utf8)
        #expect(decoder.feed([e[0]]).isEmpty)
        #expect(decoder.feed([e[1]]) == [.key(.character("é"))])
    }

    @Test func aLoneEscapeIsTheEscKeyOnlyAfterTheDelay() {
        var decoder = InputDecoder()
        #expect(decoder.feed([0x1B]).isEmpty)
        #expect(decoder.flush() == [.key(.escape)])
        #expect(!decoder.hasPending)
        #expect(decoder.feed([0x1B, 0x1B]) == [.key(.escape)])
        #expect(decoder.flush() == [.key(.escape)])
    }

    @Test func invalidBytesAreSkippedNotFatal() {
        var decoder = InputDecoder()
        #expect(decoder.feed([0xFF, 0x61]) == [.key(.character("a"))])
        #expect(decoder.feed([0xC3, 0x41]) == [.key(.character("A"))])
        #expect(decoder.feed([0x80, 0x42]) == [.key(.character("B"))])
    }

    @Test func sgrMousePressDragReleaseAndWheels() {
        #expect(
            decode("\u{1B}[<0;10;5M\u{1B}[<32;8;5M\u{1B}[<0;3;5m")
                == [
                    .mouse(MouseEvent(.press(button: 1), column: 9, row: 4)),
                    .mouse(MouseEvent(.drag, column: 7, row: 4)),
                    .mouse(MouseEvent(.release, column: 2, row: 4)),
                ])
        #expect(
            decode("\u{1B}[<66;1;1M\u{1B}[<67;1;1M\u{1B}[<64;1;1M\u{1B}[<65;1;1M")
                == [
                    .mouse(MouseEvent(.wheel(.left), column: 0, row: 0)),
                    .mouse(MouseEvent(.wheel(.right), column: 0, row: 0)),
                    .mouse(MouseEvent(.wheel(.up), column: 0, row: 0)),
                    .mouse(MouseEvent(.wheel(.down), column: 0, row: 0)),
                ])
    }

    @Test func x10MouseReports() {
        // ESC [ M, then button+32, column+33, row+33.
        let press: [UInt8] = [0x1B, 0x5B, 0x4D, 32, 33 + 9, 33 + 4]
        let release: [UInt8] = [0x1B, 0x5B, 0x4D, 32 + 3, 33 + 2, 33 + 4]
        var decoder = InputDecoder()
        #expect(
            decoder.feed(press + release)
                == [
                    .mouse(MouseEvent(.press(button: 1), column: 9, row: 4)),
                    .mouse(MouseEvent(.release, column: 2, row: 4)),
                ])
    }

    @Test func bracketedPasteIsTextNeverKeys() {
        #expect(decode("\u{1B}[200~lllq\u{1B}[D\u{1B}[201~") == [.paste("lllq\u{1B}[D")])
        #expect(decode("\u{1B}[200~lsu_key\n\u{1B}[201~") == [.paste("lsu_key\n")])
        #expect(decode("\u{1B}[200~lsu_key\u{1B}[201~l") == [.paste("lsu_key"), .key(.character("l"))])
    }

    @Test func aPasteSplitAnywhereIsStillOnePaste() {
        let whole = Array("\u{1B}[200~abc\u{1B}[201~x".utf8)
        for cut in 1..<whole.count {
            var decoder = InputDecoder()
            let events = decoder.feed(whole[..<cut]) + decoder.feed(whole[cut...])
            #expect(events == [.paste("abc"), .key(.character("x"))], "cut at \(cut)")
        }
    }

    @Test func aPasteInSlowChunksWaitsLongerThanAnEscape() {
        var decoder = InputDecoder()
        #expect(decoder.pendingTimeout == nil)
        _ = decoder.feed([0x1B])
        #expect(decoder.pendingTimeout == InputDecoder.escapeDelay)
        _ = decoder.flush()
        // A paste whose chunks arrive further apart than the Esc delay must stay one paste:
        // the caller waits the paste grace, not the Esc delay, before giving up on it.
        #expect(decoder.feed(Array("\u{1B}[200~lsu_ab".utf8)).isEmpty)
        #expect(decoder.pendingTimeout == InputDecoder.pasteGrace)
        #expect(InputDecoder.pasteGrace > 20 * InputDecoder.escapeDelay)
        #expect(decoder.feed(Array("cq\u{1B}[201~".utf8)) == [.paste("lsu_abcq")])
        #expect(decoder.pendingTimeout == nil)
    }

    @Test func aRunawayPasteIsCapped() {
        var decoder = InputDecoder()
        _ = decoder.feed(Array("\u{1B}[200~".utf8))
        for _ in 0..<100 {
            _ = decoder.feed([UInt8](repeating: 0x61, count: 1024))
        }
        let events = decoder.feed(Array("\u{1B}[201~".utf8))
        guard case .paste(let text)? = events.first else {
            Issue.record("no paste")
            return
        }
        #expect(text.utf8.count == InputDecoder.pasteLimit)
    }

    @Test func unknownSequencesAreDropped() {
        #expect(decode("\u{1B}[99~a\u{1B}[?1;2c") == [.key(.character("a"))])
    }

    @Test func anSS3WithoutAFinalByteLeavesWhatFollowsIntact() {
        // ESC O then an arrow (Alt+Shift+O, then right) or a letter beyond ASCII.
        #expect(decode("\u{1B}O\u{1B}[C") == [.key(.right)])
        #expect(decode("\u{1B}Oé") == [.key(.character("é"))])
        #expect(decode("\u{1B}OAx") == [.key(.up), .key(.character("x"))])
    }

    @Test func aMouseReportWithSignsOrHugeNumbersIsDroppedNotACrash() {
        // Int.min less one overflowed (pasted into a terminal without bracketed paste).
        let hostile = [
            "\u{1B}[<0;-9223372036854775808;1M", "\u{1B}[<0;1;-9223372036854775808m", "\u{1B}[<0;+5;1M",
            "\u{1B}[<0;-1;1M", "\u{1B}[<0;1234567;1M", "\u{1B}[<-0;1;1M",
        ]
        for report in hostile { #expect(decode(report + "a") == [.key(.character("a"))], "\(report.debugDescription)") }
        #expect(decode("\u{1B}[<0;999999;1M") == [.mouse(MouseEvent(.press(button: 1), column: 999_998, row: 0))])
    }
}

@Suite struct ColorChoiceTests {
    @Test func autoFollowsTheTerminalAndNoColor() {
        #expect(ColorChoice.auto.resolve(colors: 256, directColor: false, environment: [:]) == .palette256)
        #expect(ColorChoice.auto.resolve(colors: 1 << 24, directColor: true, environment: [:]) == .truecolor)
        // Eight colours are eight (TERM=linux, screen), never the 16 terminfo does not promise.
        #expect(ColorChoice.auto.resolve(colors: 8, directColor: false, environment: [:]) == .palette8)
        #expect(ColorChoice.auto.resolve(colors: 0, directColor: false, environment: [:]) == .none)
        #expect(ColorChoice.auto.resolve(colors: 256, directColor: false, environment: ["NO_COLOR": "1"]) == .none)
        #expect(ColorChoice.auto.resolve(colors: 256, directColor: false, environment: ["NO_COLOR": ""]) == .palette256)
    }

    @Test func anExplicitChoiceBeatsNoColorButNotTheTerminal() {
        #expect(
            ColorChoice.palette256.resolve(colors: 256, directColor: false, environment: ["NO_COLOR": "1"])
                == .palette256)
        #expect(ColorChoice.truecolor.resolve(colors: 256, directColor: false, environment: [:]) == .palette256)
        #expect(ColorChoice.palette256.resolve(colors: 8, directColor: false, environment: [:]) == .palette8)
        #expect(ColorChoice.none.resolve(colors: 256, directColor: true, environment: [:]) == .none)
    }
}
