import Foundation
import PulseTestSupport

/// Pulse started on a terminal as a person's shell starts it (a pseudo-terminal the test
/// holds as its standard input and output), for the command-line saves: the options that
/// remember a choice are stored once the display can start, and only then. Standard error
/// goes to a file, to read what it said.
final class TerminalRun {
    let terminal: PseudoTerminal
    let pid: pid_t
    private let errors: URL

    /// Starts `executable` with `arguments` on a new 80×24 terminal.
    init(_ executable: String, _ arguments: [String], environment: [String: String]) throws {
        terminal = try PseudoTerminal(columns: 80, rows: 24)
        errors = FileManager.default.temporaryDirectory.appendingPathComponent("pulse-stderr-\(UUID().uuidString)")
        pid = try spawnProcess(
            executable, arguments, environment: environment.merging(["TERM": "xterm-256color"]) { $1 },
            input: terminal.path, output: terminal.path, error: errors.path)
    }

    deinit { try? FileManager.default.removeItem(at: errors) }

    /// What it wrote on standard error so far.
    var standardError: String {
        (try? String(contentsOf: errors, encoding: .utf8)) ?? ""
    }

    /// Waits until `done` holds (the save landed, say) for at most `timeout` seconds, then
    /// ends the display with SIGTERM; returns whether `done` held.
    func end(when done: () -> Bool, timeout: TimeInterval = 10) -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        var held = done()
        while !held, Date() < deadline {
            terminal.read(timeout: 0.05)
            held = done()
        }
        kill(pid, SIGTERM)
        _ = waitForExit(pid)
        return held
    }

    /// Waits for it to end by itself (killed at a system call, or refused); its status.
    func exitStatus() -> Int32 {
        waitForExit(pid)
    }
}
