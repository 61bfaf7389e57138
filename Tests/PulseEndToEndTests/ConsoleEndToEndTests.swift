import Foundation
import Testing

/// The Linux console's habits, through the byte stream of a tmux pane under `TERM=linux`
/// (tmux is no virtual console, so TERM alone decides): blanking and powersave off while
/// Pulse runs, the interval the console had put back on every exit path, crashes included,
/// kernel messages painted over each minute, and eight colours without a 16-colour code.
@Suite(.serialized) struct ConsoleEndToEndTests {
    let binary: String
    /// A stand-in for `/sys/module/kernel/parameters/consoleblank`: ten minutes, so the
    /// restored value (`CSI 9;10 ]`) cannot be mistaken for the one that turns it off.
    let blankingFile: URL

    static let off = "\u{1B}[9;0]\u{1B}[14;0]"
    static let restored = "\u{1B}[9;10]\u{1B}[14;0]"

    init() throws {
        binary = try pulseBinary()
        // One file for every test (the same ten minutes), rather than one left per test.
        blankingFile = FileManager.default.temporaryDirectory.appendingPathComponent("pulse-test-consoleblank-600")
        try Data("600\n".utf8).write(to: blankingFile, options: .atomic)
    }

    /// Pulse under `term`, held until its byte stream is being recorded.
    func start(
        term: String = "linux", arguments: String = "--demo --page uptime", scale: Bool = false,
        blankingFile: URL? = nil
    ) throws -> (TmuxPane, URL) {
        // The test runner may set NO_COLOR for its children; these tests are about colour.
        var environment = [
            "TERM": term, "PULSE_CONSOLEBLANK_FILE": (blankingFile ?? self.blankingFile).path, "NO_COLOR": "",
        ]
        if scale { environment["PULSE_TIME_SCALE"] = "60" }
        let pane = try TmuxPane.pulse(
            binary, arguments: arguments, wrapper: TmuxPane.heldWrapper(), environment: environment)
        let stream = pane.directory.appendingPathComponent("stream")
        try pane.tmux(["pipe-pane", "-o", "cat >> '\(stream.path)'"])
        pane.release()
        #expect(try pane.waitUntil { $0.contains("\u{2588}") }, "the page is drawn")
        return (pane, stream)
    }

    func bytes(_ stream: URL) -> [UInt8] { Array((try? Data(contentsOf: stream)) ?? Data()) }

    /// Where `needle` starts in `haystack`, every time.
    func offsets(of needle: String, in haystack: [UInt8]) -> [Int] {
        let needle = Array(needle.utf8)
        guard haystack.count >= needle.count else { return [] }
        return (0...(haystack.count - needle.count)).filter { haystack[$0..<($0 + needle.count)].elementsEqual(needle) }
    }

    enum Ending: String, CaseIterable, CustomTestStringConvertible {
        case quit, sigterm, sighup, crash
        var testDescription: String { rawValue }
        var status: Int32 {
            switch self {
            case .quit: 0
            case .sigterm: 128 + SIGTERM
            case .sighup: 128 + SIGHUP
            case .crash: 128 + SIGSEGV
            }
        }
    }

    @Test(arguments: Ending.allCases)
    func blankingIsOffWhileShownAndPutBackAtExit(_ ending: Ending) throws {
        let (pane, stream) = try start()
        let block = Array("\u{2588}".utf8)
        let atStart = bytes(stream)
        let off = try #require(offsets(of: Self.off, in: atStart).first, "blanking and powersave turned off")
        let firstCell = offsets(of: "\u{2588}", in: atStart).first ?? Int.max
        #expect(off < firstCell, "turned off before the page is drawn")
        #expect(offsets(of: Self.restored, in: atStart).isEmpty, "not put back while shown")
        switch ending {
        case .quit: try pane.keys("q")
        case .sigterm: kill(try #require(try pane.childPID()), SIGTERM)
        case .sighup: kill(try #require(try pane.childPID()), SIGHUP)
        case .crash: kill(try #require(try pane.childPID()), SIGSEGV)
        }
        #expect(try pane.waitForExit())
        let record = try String(contentsOf: pane.record, encoding: .utf8)
        #expect(record.hasPrefix("exit=\(ending.status)\n"), "\(record.prefix(10))")
        #expect(try pane.waitUntil { _ in !offsets(of: Self.restored, in: bytes(stream)).isEmpty }, "put back")
        let all = bytes(stream)
        let restore = offsets(of: Self.restored, in: all).last ?? 0
        let lastCell = (0...(all.count - block.count)).last { all[$0..<($0 + block.count)].elementsEqual(block) } ?? 0
        #expect(restore > lastCell, "put back after the last frame")
        #expect(offsets(of: Self.off, in: all).allSatisfy { $0 < restore }, "and not turned off again")
    }

    @Test func eightColoursSendNoSixteenColourCode() throws {
        let (pane, stream) = try start()
        try pane.keys("q")
        #expect(try pane.waitForExit())
        // The pipe may still be carrying the last bytes when the pane's record is written.
        #expect(try pane.waitUntil { _ in !offsets(of: Self.restored, in: bytes(stream)).isEmpty })
        let parameters = sgrParameters(bytes(stream))
        #expect(parameters.contains("1") && parameters.contains("32"), "bright as bold, up green: \(parameters)")
        let numbers = parameters.compactMap { Int($0) }
        #expect(!numbers.contains { (90...107).contains($0) }, "no aixterm bright colours: \(Set(numbers).sorted())")
        #expect(!numbers.contains(38) && !numbers.contains(48), "no 256-colour or direct colour")
    }

    @Test func anotherTerminalIsNotSentTheConsoleSequences() throws {
        let (pane, stream) = try start(term: "xterm-256color")
        try pane.keys("q")
        #expect(try pane.waitForExit())
        // Leaving the alternate screen is among the last bytes Pulse sends.
        #expect(try pane.waitUntil { _ in !offsets(of: "\u{1B}[?1049l", in: bytes(stream)).isEmpty })
        let all = bytes(stream)
        #expect(offsets(of: Self.off, in: all).isEmpty && offsets(of: Self.restored, in: all).isEmpty)
    }

    /// A kernel message lands on the console's screen; the next minute's frame paints over
    /// it whole. The clock runs 60 times fast, so a minute passes each second.
    @Test func aKernelMessageIsPaintedOverAtTheNextMinute() throws {
        let (pane, _) = try start(arguments: "--demo", scale: true)
        // Written until it is seen: a message stands for less than a second here, and a
        // capture on a loaded machine may come after the frame that paints over it.
        #expect(
            try pane.writeUntilSeen("\u{1B}[28;3H[ 42.000000] usb 1-1: USB disconnect") {
                $0.contains("USB disconnect")
            }, "the message is on the screen")
        #expect(try pane.waitUntil { !$0.contains("USB disconnect") }, "and painted over")
        try pane.keys("q")
        #expect(try pane.waitForExit())
    }

    /// A blanking interval as large as a number can be (the kernel's file is any text a
    /// test or a bind mount puts there) once trapped on overflow before the display
    /// started; it is put back as the longest the console takes, an hour.
    @Test func aBlankingIntervalNearIntMaxIsPutBackAsAnHour() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("pulse-test-consoleblank-huge")
        try Data("9223372036854775807\n".utf8).write(to: file, options: .atomic)
        let (pane, stream) = try start(blankingFile: file)
        try pane.keys("q")
        #expect(try pane.waitForExit())
        #expect(try pane.waitUntil { _ in !offsets(of: "\u{1B}[9;60]\u{1B}[14;0]", in: bytes(stream)).isEmpty })
    }

    /// A FIFO where the blanking file should be once blocked the start for good, in
    /// `open`. It is not read at all: the interval is unknown, put back as off.
    @Test func aFIFOForTheBlankingFileNeitherBlocksNorIsRead() throws {
        let fifo = FileManager.default.temporaryDirectory.appendingPathComponent("pulse-test-\(UUID().uuidString)")
        #expect(mkfifo(fifo.path, 0o600) == 0)
        defer {
            // A Pulse still waiting in `open` is let go (it reads an end of file).
            let writer = open(fifo.path, O_WRONLY | O_NONBLOCK)
            if writer >= 0 { close(writer) }
            unlink(fifo.path)
        }
        let (pane, stream) = try start(blankingFile: fifo)
        try pane.keys("q")
        #expect(try pane.waitForExit())
        #expect(try pane.waitUntil { _ in !offsets(of: "\u{1B}[9;0]\u{1B}[14;0]", in: bytes(stream)).isEmpty })
    }

    /// Every parameter of every SGR sequence in `bytes`.
    func sgrParameters(_ bytes: [UInt8]) -> [String] {
        String(decoding: bytes, as: UTF8.self).split(separator: "\u{1B}").flatMap { sequence -> [String] in
            guard sequence.first == "[", let end = sequence.firstIndex(where: \.isLetter), sequence[end] == "m" else {
                return []
            }
            let body = sequence.dropFirst().prefix(upTo: end)
            return body.isEmpty ? ["0"] : body.split(separator: ";", omittingEmptySubsequences: false).map(String.init)
        }
    }
}
