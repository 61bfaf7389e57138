import Foundation
import PulseTestSupport
import Testing

/// The whole-cell renderings end to end, through the byte stream of a tmux pane: a locale
/// that is not UTF-8 gets ASCII alone, and the Linux console (`TERM=linux`; tmux is no
/// virtual console, so TERM decides) only characters every console font has.
@Suite struct WholeCellEndToEndTests {
    let binary: String
    /// A stand-in for the kernel's blanking interval, so a console run reads no real one.
    let blankingFile: URL

    init() throws {
        binary = try pulseBinary()
        blankingFile = FileManager.default.temporaryDirectory.appendingPathComponent("pulse-test-consoleblank-0")
        try Data("0\n".utf8).write(to: blankingFile, options: .atomic)
    }

    static let pages = ["clock", "stopwatch", "github", "uptime", "settings"]

    /// Pulse on `page` with `environment`, held until its byte stream is recorded.
    func start(_ page: String, wrapper: String = "", environment: [String: String]) throws -> (TmuxPane, URL) {
        let pane = try TmuxPane.pulse(
            binary, arguments: "--demo --page \(page)", wrapper: wrapper.isEmpty ? TmuxPane.heldWrapper() : wrapper,
            environment: environment)
        let stream = pane.directory.appendingPathComponent("stream")
        try pane.tmux(["pipe-pane", "-o", "cat >> '\(stream.path)'"])
        if wrapper.isEmpty { pane.release() }
        return (pane, stream)
    }

    /// What `pulse snapshot PAGE --demo` draws at the pane's size with `environment`.
    func snapshot(_ page: String, _ pane: TmuxPane, environment: [String: String]) throws -> String {
        let size = try pane.format("#{pane_width}x#{pane_height}")
        let outcome = try run(
            binary, ["snapshot", page, "--demo", "--size", size, "--color", "none"],
            environment: pane.pulseEnvironment.merging(environment) { $1 })
        return trimmedScreen(glyphView(outcome.standardOutput))
    }

    func bytes(_ stream: URL) -> [UInt8] { Array((try? Data(contentsOf: stream)) ?? Data()) }

    @Test(arguments: pages)
    func aLocaleThatIsNotUTF8GetsOnlyASCII(_ page: String) throws {
        let locale = ["LC_ALL": "C", "NO_COLOR": "1"]
        let (pane, stream) = try start(page, environment: locale)
        // The pane shows what the snapshot draws in the same locale: whole cells, ASCII text.
        #expect(try pane.waitUntil(drawing: { try snapshot(page, pane, environment: locale) }) { !$0.isEmpty })
        try pane.keys("?")
        #expect(try pane.waitUntil { $0.contains("KEYS") })
        let sent = bytes(stream)
        #expect(!sent.isEmpty)
        #expect(sent.allSatisfy { $0 < 0x80 }, "a byte above 0x7F: \(sent.filter { $0 >= 0x80 }.prefix(8))")
    }

    @Test func inColourTooNoByteIsAboveSeventyF() throws {
        let (pane, stream) = try start("github", environment: ["LC_ALL": "C", "NO_COLOR": ""])
        #expect(try pane.waitUntil { $0.replacingOccurrences(of: " ", with: "").contains("COMMITSTODAY") })
        let sent = bytes(stream)
        #expect(String(decoding: sent, as: UTF8.self).contains("\u{1B}[48;5;"), "lit cells are background colour")
        #expect(sent.allSatisfy { $0 < 0x80 })
    }

    /// What `luit` shows a person in ISO 8859-1: UTF-8 would come out as `â` and the like.
    @Test func underLuitInLatin1TheDigitsAreDrawn() throws {
        try #require(FileManager.default.isExecutableFile(atPath: "/usr/bin/luit"), "luit (x11-utils) is installed")
        let (pane, _) = try start(
            "clock", wrapper: "/usr/bin/luit -encoding ISO8859-1 --", environment: ["LC_ALL": "C", "NO_COLOR": "1"])
        #expect(try pane.waitUntil { $0.contains("\u{2588}") && !$0.isEmpty }, "the digits are lit cells")
        let screen = try pane.screen()
        #expect(!screen.contains("\u{00E2}"), "no UTF-8 read as Latin-1")
        #expect(screen.unicodeScalars.allSatisfy { $0.isASCII || $0 == "\u{2588}" || $0 == "\u{2580}" })
    }

    @Test(arguments: pages)
    func theConsoleGetsOnlyCharactersEveryConsoleFontHas(_ page: String) throws {
        let tables = try ConsoleFonts.tables()
        let (pane, stream) = try start(
            page, environment: ["TERM": "linux", "NO_COLOR": "", "PULSE_CONSOLEBLANK_FILE": blankingFile.path])
        #expect(try pane.waitUntil { $0.contains("\u{2588}") }, "the page is drawn")
        try pane.keys("?")
        #expect(try pane.waitUntil { $0.contains("KEYS") })
        let sent = Set(String(decoding: bytes(stream), as: UTF8.self).unicodeScalars.filter { $0.value >= 0x20 })
        #expect(!sent.contains("\u{2580}") && !sent.contains("\u{2584}"), "no half block")
        for (name, table) in tables {
            let missing = sent.subtracting(table)
            #expect(missing.isEmpty, "\(name) lacks \(missing.map { String($0) }.sorted())")
        }
    }
}
