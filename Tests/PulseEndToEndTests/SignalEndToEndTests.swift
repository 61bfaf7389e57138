import Foundation
import Testing

/// Every signal whose default action ends the process, sent to Pulse in a real terminal:
/// each must leave the terminal as Pulse found it (normal screen, cursor shown, mouse
/// reporting off, canonical mode and echo back).
@Suite(.serialized) struct SignalEndToEndTests {
    let binary: String

    init() throws {
        binary = try pulseBinary()
    }

    /// Pulse through a shell that ignores SIGINT and SIGQUIT itself, so that Ctrl-C and
    /// Ctrl-\ reach Pulse alone (the shell shares its process group), and that records the
    /// exit status and `stty -a` once Pulse has exited, as `TmuxPane.pulse` does.
    func start() throws -> TmuxPane {
        try TmuxPane { directory in
            let record = directory.appendingPathComponent("stty").path
            let command =
                "env TERM=xterm-256color TZ=UTC SWIFT_BACKTRACE=enable=no "
                + "XDG_STATE_HOME=\(directory.path)/state XDG_CONFIG_HOME=\(directory.path)/config \(binary)"
            return
                "sh -c 'trap \"\" INT QUIT; \(command); echo \"exit=$?\" > \(record).new; "
                + "stty -a >> \(record).new; mv \(record).new \(record); exec cat'"
        }
    }

    func expectRestored(_ pane: TmuxPane, status: Int32, sourceLocation: SourceLocation = #_sourceLocation) throws {
        #expect(try pane.waitForExit(), sourceLocation: sourceLocation)
        let modes = try pane.format(
            "#{alternate_on} #{cursor_flag} #{mouse_any_flag} #{mouse_button_flag} #{mouse_standard_flag} #{mouse_sgr_flag}"
        )
        #expect(modes == "0 1 0 0 0 0", "alternate, cursor, mouse modes: \(modes)", sourceLocation: sourceLocation)
        let stty = try String(contentsOf: pane.record, encoding: .utf8)
        #expect(stty.hasPrefix("exit=\(status)\n"), "\(stty.prefix(10))", sourceLocation: sourceLocation)
        let flags = Set(stty.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == ";" }).map(String.init))
        #expect(
            flags.contains("icanon") && flags.contains("echo"), "canonical mode and echo back",
            sourceLocation: sourceLocation)
    }

    /// The quit signals end Pulse through its main loop (status 128 + the signal); SIGSYS
    /// and SIGXCPU end it as a crash does (killed by the signal, which the shell reports
    /// the same way). 34 and 64 are glibc's SIGRTMIN and SIGRTMAX on Linux.
    @Test(arguments: [
        SIGQUIT, SIGUSR1, SIGUSR2, SIGALRM, SIGVTALRM, SIGPROF, SIGIO, SIGPWR, SIGSTKFLT, 34, 64, SIGSYS, SIGXCPU,
    ])
    func aSignalThatEndsPulseRestoresTheTerminal(_ signal: Int32) throws {
        let pane = try start()
        #expect(try pane.waitUntil { $0.contains("\u{2588}") }, "the Clock is drawn")
        let pid = try #require(try pane.childPID())
        kill(pid, signal)
        try expectRestored(pane, status: 128 + signal)
    }

    @Test func ctrlBackslashQuitsLikeQ() throws {
        let pane = try start()
        #expect(try pane.waitUntil { $0.contains("\u{2588}") }, "the Clock is drawn")
        try pane.keys("C-\\")
        try expectRestored(pane, status: 128 + SIGQUIT)
    }
}
