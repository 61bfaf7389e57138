import Foundation
import Testing

/// The terminal `TERM` names, as terminfo describes it: refused in one line when it cannot
/// carry the display, and used within what its entry offers when it can.
@Suite(.serialized) struct TerminalTypeEndToEndTests {
    let binary: String

    init() throws {
        binary = try pulseBinary()
    }

    /// A `TERM` Pulse cannot use, how the pane sets it, and what Pulse must say.
    struct Refusal: Sendable, CustomTestStringConvertible {
        let name: String
        let wrapper: String
        let environment: [String: String]
        let message: String
        var testDescription: String { name }
    }

    static let refusals = [
        Refusal(
            name: "dumb", wrapper: "", environment: ["TERM": "dumb"],
            message: "pulse: the terminal 'dumb' cannot move the cursor; for one frame use 'pulse snapshot PAGE'\n"),
        Refusal(
            name: "unset", wrapper: "env -u TERM ", environment: [:],
            message: "pulse: TERM is not set; set it to your terminal's name (for example TERM=xterm-256color), "
                + "or for one frame use 'pulse snapshot PAGE'\n"),
        Refusal(
            name: "empty", wrapper: "", environment: ["TERM": ""],
            message: "pulse: TERM is empty; set it to your terminal's name"),
        Refusal(
            name: "no entry", wrapper: "", environment: ["TERM": "pulse-no-such-terminal"],
            message: "pulse: no terminfo entry for TERM=pulse-no-such-terminal (Debian has more in ncurses-term); "
                + "install it or set another TERM, or for one frame use 'pulse snapshot PAGE'\n"),
    ]

    /// The refusal comes before the screen is taken: one line on standard error, status 1,
    /// and not one escape sequence sent to the terminal.
    @Test(arguments: refusals)
    func aTerminalThatCannotCarryTheDisplayIsRefusedInOneLine(_ refusal: Refusal) throws {
        let pane = try TmuxPane.pulse(
            binary, wrapper: refusal.wrapper + TmuxPane.heldWrapper(), environment: refusal.environment)
        let stream = pane.directory.appendingPathComponent("stream")
        try pane.tmux(["pipe-pane", "-o", "cat >> '\(stream.path)'"])
        pane.release()
        #expect(try pane.waitForExit())
        let record = try String(contentsOf: pane.record, encoding: .utf8)
        #expect(record.hasPrefix("exit=1\n"), "\(record.prefix(10))")
        #expect(
            try pane.waitUntil { _ in
                text(of: stream).contains(refusal.message)
            }, "the message, exactly")
        let bytes = try Data(contentsOf: stream)
        #expect(!bytes.contains(0x1B), "nothing but the message reached the terminal")
        #expect(text(of: stream).split(separator: "\n").count == 1, "one line")
    }

    /// What reached the terminal, with the pty's carriage returns taken out.
    func text(of stream: URL) -> String {
        // Bytes, not Characters: "\r\n" is a single Character.
        String(decoding: ((try? Data(contentsOf: stream)) ?? Data()).filter { $0 != 0x0D }, as: UTF8.self)
    }

    func cursor(_ pane: TmuxPane) throws -> String {
        try pane.format("#{cursor_flag} #{cursor_x},#{cursor_y}")
    }

    /// vt220 can hide the cursor but has no alternate screen; vt100 has neither; xterm-mono
    /// has an alternate screen but cannot hide the cursor. Where it cannot be hidden, the
    /// cursor waits in the bottom-right corner; where there is no alternate screen, the
    /// screen is cleared on exit, so the page does not stay behind the prompt.
    @Test(arguments: [("vt220", "0"), ("vt100", "1 99,29"), ("xterm-mono", "1 99,29")])
    func theCursorIsHiddenOrParkedAndThePageDoesNotOutliveTheDisplay(_ term: String, _ cursorWhileShown: String)
        throws
    {
        let pane = try TmuxPane.pulse(binary, environment: ["TERM": term])
        #expect(try pane.waitUntil { $0.contains("\u{2588}") }, "the Clock is drawn")
        #expect(
            try pane.waitUntil { _ in try cursor(pane).hasPrefix(cursorWhileShown) },
            "cursor while the display runs: \((try? cursor(pane)) ?? "")")
        try pane.keys("q")
        #expect(try pane.waitForExit())
        #expect(try pane.screen() == "", "nothing of the page is left")
        #expect(try pane.format("#{alternate_on} #{cursor_flag}") == "0 1")
    }
}
