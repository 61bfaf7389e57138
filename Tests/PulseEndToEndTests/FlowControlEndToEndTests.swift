import Foundation
import PulseTestSupport
import Testing

/// A display that must never freeze on its terminal: Ctrl-S (software flow control) is
/// off while Pulse runs and the terminal's modes are as they were after every way out,
/// and a terminal that stops taking output does not stop the loop that reads keys.
@Suite(.serialized) struct FlowControlEndToEndTests {
    let binary: String

    init() throws {
        binary = try pulseBinary()
    }

    /// Pulse through a shell that turns flow control fully on first (`IXOFF` is off by
    /// default), keeps the modes before (`stty -g`) and after, and records the exit status
    /// and `stty -a` as `TmuxPane.pulse` does.
    func start(arguments: String = "") throws -> TmuxPane {
        try TmuxPane { directory in
            let record = directory.appendingPathComponent("stty").path
            let command =
                "env TERM=xterm-256color TZ=UTC SWIFT_BACKTRACE=enable=no "
                + "XDG_STATE_HOME=\(directory.path)/state XDG_CONFIG_HOME=\(directory.path)/config "
                + "\(binary) \(arguments)"
            return
                "sh -c 'trap \"\" INT; stty ixon ixoff; stty -g > \(directory.path)/before; \(command); "
                + "echo \"exit=$?\" > \(record).new; stty -g > \(directory.path)/after; "
                + "stty -a >> \(record).new; mv \(record).new \(record); exec cat'"
        }
    }

    /// The pane's terminal modes as `stty -a` words, read from outside while Pulse runs.
    func modes(of pane: TmuxPane) throws -> Set<String> {
        let outcome = try run("/usr/bin/stty", ["-F", try pane.format("#{pane_tty}"), "-a"])
        return Set(
            outcome.standardOutput.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == ";" }).map(String.init))
    }

    func expectModesAsBefore(_ pane: TmuxPane, status: Int32, sourceLocation: SourceLocation = #_sourceLocation) throws
    {
        #expect(try pane.waitForExit(), sourceLocation: sourceLocation)
        let record = try String(contentsOf: pane.record, encoding: .utf8)
        #expect(record.hasPrefix("exit=\(status)\n"), "\(record.prefix(10))", sourceLocation: sourceLocation)
        let before = try String(contentsOf: pane.directory.appendingPathComponent("before"), encoding: .utf8)
        let after = try String(contentsOf: pane.directory.appendingPathComponent("after"), encoding: .utf8)
        #expect(!before.isEmpty && before == after, "termios before and after", sourceLocation: sourceLocation)
    }

    enum Ending: String, CaseIterable, CustomTestStringConvertible {
        case quit, sigterm, crash, suspendAndQuit
        var testDescription: String { rawValue }
    }

    /// Flow control is off while Pulse shows (so Ctrl-S is only a key), and every way out
    /// (a quit, a signal, a crash, a suspend and resume) leaves the modes exactly as found.
    @Test(arguments: Ending.allCases)
    func flowControlIsOffWhileShownAndTheModesComeBackWhole(_ ending: Ending) throws {
        let pane = try start()
        #expect(try pane.waitUntil { $0.contains("\u{2588}") }, "the Clock is drawn")
        let shown = try modes(of: pane)
        #expect(shown.contains("-ixon") && shown.contains("-ixoff"), "no flow control while shown: \(shown)")
        let pid = try #require(try pane.childPID())
        switch ending {
        case .quit:
            try pane.keys("q")
            try expectModesAsBefore(pane, status: 0)
        case .sigterm:
            kill(pid, SIGTERM)
            try expectModesAsBefore(pane, status: 128 + SIGTERM)
        case .crash:
            kill(pid, SIGSEGV)
            try expectModesAsBefore(pane, status: 128 + SIGSEGV)
        case .suspendAndQuit:
            kill(pid, SIGTSTP)
            #expect(try pane.waitUntil { _ in try processState(pid) == "T" }, "stopped")
            let stopped = try modes(of: pane)
            #expect(stopped.contains("ixon") && stopped.contains("ixoff"), "the shell's modes while stopped")
            kill(pid, SIGCONT)
            #expect(try pane.waitUntil { _ in try modes(of: pane).contains("-ixon") }, "off again on resume")
            #expect(try modes(of: pane).contains("-ixoff"))
            try pane.keys("q")
            try expectModesAsBefore(pane, status: 0)
        }
    }

    /// Ctrl-S used to stop the terminal's output: the next frame then waited in `write`,
    /// the clock stopped and keys went unread until Ctrl-Q. Now it is a key like another.
    @Test func ctrlSDoesNotStopTheDisplay() throws {
        let pane = try start()
        #expect(try pane.waitUntil { $0.contains("\u{2588}") }, "the Clock is drawn")
        try pane.keys("C-s")
        try pane.keys("l")
        #expect(try pane.waitUntil(showing: "stopwatch"), "the next page is shown after Ctrl-S")
        try pane.keys("q")
        try expectModesAsBefore(pane, status: 0)
    }

    /// A terminal that stops reading (a stalled link, a frozen window) fills up and then
    /// takes no more output: each page turn at 500×200 is about 6 KB, and a pseudo-terminal
    /// holds 12 to 17 KB. Pulse keeps reading keys meanwhile, and a double Space on the
    /// Clock still turns seconds on (a settings save shows it), where the loop used to wait
    /// in `write` for good. Once the terminal reads again, `q` quits as ever.
    @Test func aTerminalThatTakesNoOutputDoesNotStopTheLoop() throws {
        let terminal = try PseudoTerminal(columns: 500, rows: 200)
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "pulse-stall-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let environment = [
            "TERM": "xterm-256color", "TZ": "UTC", "SWIFT_BACKTRACE": "enable=no", "NO_COLOR": "",
            "XDG_STATE_HOME": directory.path + "/state", "XDG_CONFIG_HOME": directory.path + "/config",
        ]
        let pid = try spawnProcess(
            binary, [], environment: environment, input: terminal.path, output: terminal.path,
            error: directory.path + "/err")
        var exited = false
        defer { if !exited { kill(pid, SIGKILL) } }
        // Bracketed paste goes on with the first clear, once the terminal's modes are set.
        #expect(terminal.readUntil { PseudoTerminal.contains($0, "\u{1B}[?2004h") }, "Pulse took the terminal")

        // Nothing is read from here on. One page turn a read, so each is a frame of its own.
        for key in String(repeating: "lh", count: 10) {
            terminal.type(String(key))
            _ = terminal.waitUntilKeysAreRead()
        }
        terminal.type("  ")
        let preferences = directory.appendingPathComponent("config/pulse/preferences.json")
        let deadline = Date().addingTimeInterval(10)
        var saved = false
        while !saved, Date() < deadline {
            let text = (try? String(contentsOf: preferences, encoding: .utf8)) ?? ""
            saved = text.contains("showsSeconds") && text.contains("true")
            if !saved { usleep(20_000) }
        }
        #expect(saved, "the keys were read and acted on while the terminal took nothing")

        terminal.type("q")
        var status: Int32 = 0
        let end = Date().addingTimeInterval(10)
        while !exited, Date() < end {
            terminal.read(timeout: 0.05)
            var raw: Int32 = 0
            if waitpid(pid, &raw, WNOHANG) == pid {
                exited = true
                status = (raw & 0x7F) == 0 ? (raw >> 8) & 0xFF : 128 + (raw & 0x7F)
            }
        }
        #expect(exited && status == 0, "q quits once the terminal reads again (status \(status))")
        #expect(PseudoTerminal.contains(terminal.received, "\u{1B}[?1049l"), "the normal screen is given back")
    }

    /// The state letter of `pid` in /proc (`S` sleeping, `T` stopped, …).
    func processState(_ pid: Int32) throws -> String {
        let stat = try procFile("/proc/\(pid)/stat")
        guard let close = stat.lastIndex(of: ")") else { return "" }
        return String(stat[stat.index(close, offsetBy: 2)])
    }
}
