import Foundation
import PulseTestSupport
import Testing

/// Standard output and error that cannot be written (a full disk, a closed descriptor, a
/// reader that went away): every write is answered with an exit status, never a crash.
@Suite struct FailedWriteTests {
    let binary: String

    init() throws {
        binary = try pulseBinary()
    }

    /// Runs Pulse through a shell that applies `redirections` to it (`>&-`, `2>/dev/full`).
    func run(_ arguments: [String], redirections: String) throws -> Outcome {
        try PulseEndToEndTests.run(
            "/bin/sh", ["-c", "exec \"$0\" \"$@\" \(redirections)", binary] + arguments,
            environment: ["SWIFT_BACKTRACE": "enable=yes,interactive=no"])
    }

    func expectNoCrash(_ outcome: Outcome, sourceLocation: SourceLocation = #_sourceLocation) {
        for trace in ["Fatal error", "Program crashed", "Backtrac", "Thread 0"] {
            #expect(!outcome.standardError.contains(trace), "\(outcome.standardError)", sourceLocation: sourceLocation)
        }
    }

    @Test(arguments: ["> /dev/full", ">&-"])
    func aSnapshotThatCannotBeWrittenExitsOneAndSaysWhy(_ redirection: String) throws {
        let outcome = try run(["snapshot", "clock", "--format", "text"], redirections: redirection)
        #expect(outcome.status == 1)
        expectNoCrash(outcome)
        #expect(outcome.standardError.hasPrefix("pulse: cannot write to standard output: "))
        #expect(outcome.standardError.filter { $0 == "\n" }.count == 1)
    }

    @Test(arguments: [["--help"], ["--version"]], ["> /dev/full", ">&-"])
    func helpAndVersionThatCannotBeWrittenExitOne(_ arguments: [String], _ redirection: String) throws {
        let outcome = try run(arguments, redirections: redirection)
        #expect(outcome.status == 1)
        expectNoCrash(outcome)
        #expect(outcome.standardError.hasPrefix("pulse: cannot write to standard output: "))
    }

    @Test(arguments: ["2>&-", "2>/dev/full"])
    func aUsageErrorWithNowhereToSayItStillExitsTwo(_ redirection: String) throws {
        #expect(try run(["--bogus"], redirections: redirection).status == 2)
        #expect(try run(["snapshot", "clock", "--at", "yesterday"], redirections: redirection).status == 2)
    }

    @Test(arguments: ["2>&-", "2>/dev/full"])
    func otherFailuresWithNowhereToSayThemStillExitOne(_ redirection: String) throws {
        #expect(try run(["--font", "/nonexistent"], redirections: redirection).status == 1)
        #expect(
            try run(["snapshot", "clock", "--font", "/nonexistent"], redirections: "\(redirection) > /dev/null")
                .status == 1)
        #expect(
            try run(["snapshot", "clock", "--font", "/nonexistent"], redirections: "\(redirection) >&-").status == 1)
    }

    @Test func aSnapshotWhoseStandardErrorIsClosedStillWritesItsOutput() throws {
        // The stored stopwatch cannot be used, so the snapshot has a line for standard error.
        let state = FileManager.default.temporaryDirectory.appendingPathComponent("pulse-fw-\(UUID().uuidString)")
        try FileManager.default.createDirectory(
            at: state.appendingPathComponent("pulse"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: state) }
        try Data("garbage".utf8).write(to: state.appendingPathComponent("pulse/stopwatch.json"))
        let outcome = try PulseEndToEndTests.run(
            "/bin/sh",
            [
                "-c", "XDG_STATE_HOME=\(state.path) TZ=UTC exec \"$0\" \"$@\" 2>&-", binary, "snapshot", "stopwatch",
                "--format", "text", "--at", "2026-08-28T14:32:00Z",
            ])
        #expect(outcome.status == 0)
        #expect(outcome.standardOutput == "00:00:00\n14:32\nSTORED TIME UNREADABLE\n")
    }

    @Test func aReaderThatGoesAwayEndsTheSnapshotQuietly() throws {
        // 2000x1000 cells are far more than a pipe holds, so the write meets the closed pipe.
        let outcome = try PulseEndToEndTests.run(
            "/bin/bash",
            [
                "-c",
                "\"$0\" snapshot clock --size 2000x1000 --color none | head -c1 > /dev/null; "
                    + "echo \"${PIPESTATUS[0]}\"", binary,
            ])
        #expect(outcome.standardOutput == "1\n")
        #expect(outcome.standardError.isEmpty, "\(outcome.standardError)")
    }

    @Test func anAfterExitMessageThatCannotBeWrittenStillRestoresTheTerminal() throws {
        let pane = try TmuxPane.pulse(binary, arguments: "2>&-", wrapper: TmuxPane.heldWrapper())
        // A settings file Pulse cannot use: said after exit, to a closed standard error.
        let settings = pane.directory.appendingPathComponent("config/pulse")
        try FileManager.default.createDirectory(at: settings, withIntermediateDirectories: true)
        try Data("garbage".utf8).write(to: settings.appendingPathComponent("preferences.json"))
        pane.release()
        #expect(try pane.waitUntil(showing: "clock") { !$0.isEmpty })
        try pane.keys("q")
        #expect(try pane.waitForExit())
        let record = try String(contentsOf: pane.record, encoding: .utf8)
        #expect(record.hasPrefix("exit=0\n"), "\(record.prefix(10))")
        let flags = Set(record.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == ";" }).map(String.init))
        #expect(flags.contains("icanon") && flags.contains("echo"), "canonical mode and echo back")
        #expect(try pane.format("#{alternate_on} #{cursor_flag}") == "0 1")
    }
}
