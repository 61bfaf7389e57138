import Foundation
import PulseTestSupport
import Testing

/// The `pulse` binary built beside this test bundle (`make test` builds it first).
func pulseBinary() throws -> String {
    if let path = ProcessInfo.processInfo.environment["PULSE_BIN"] { return path }
    let directory = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    for candidate in [directory, directory.deletingLastPathComponent()] {
        let path = candidate.appendingPathComponent("pulse").path
        if FileManager.default.isExecutableFile(atPath: path) { return path }
    }
    throw HarnessError("no pulse binary next to \(directory.path); run `swift build` first")
}

struct HarnessError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}

/// What a finished process said.
struct Outcome {
    let status: Int32
    let standardOutput: String
    let standardError: String
}

/// Runs `executable` to completion with no terminal attached. It is spawned and reaped
/// directly (posix_spawn, waitpid), and its output goes through files, not pipes: a tmux
/// client forks a server that would hold a pipe open forever.
@discardableResult
func run(_ executable: String, _ arguments: [String], environment: [String: String] = [:], input: String? = nil) throws
    -> Outcome
{
    let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("pulse-run-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: scratch) }
    let paths = ["in", "out", "err"].map { scratch.appendingPathComponent($0).path }
    try Data((input ?? "").utf8).write(to: URL(fileURLWithPath: paths[0]))

    let pid = try spawnProcess(
        executable, arguments, environment: environment, input: paths[0], output: paths[1], error: paths[2])
    let code = waitForExit(pid)
    return Outcome(
        status: code,
        standardOutput: String(decoding: try Data(contentsOf: URL(fileURLWithPath: paths[1])), as: UTF8.self),
        standardError: String(decoding: try Data(contentsOf: URL(fileURLWithPath: paths[2])), as: UTF8.self))
}

/// A private tmux server running one command in a pane of a given size. Tests wait for
/// what the screen shows, never for a fixed time.
final class TmuxPane {
    let socket = "pulse-test-\(UUID().uuidString.prefix(8))"
    let directory: URL
    /// The shell command line the pane runs.
    let commandLine: String
    /// Where the wrapping shell records Pulse's exit status and the terminal's modes.
    var record: URL { directory.appendingPathComponent("stty") }
    /// Variables the pane's Pulse gets beyond the private directories (endpoints, say).
    var extraEnvironment: [String: String] = [:]

    /// Starts a shell command line, built from the pane's own scratch directory, in a
    /// `columns` × `rows` pane.
    init(columns: Int = 100, rows: Int = 30, command: (URL) -> String) throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent(socket)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        commandLine = command(directory)
        try tmux(["-f", "/dev/null", "new-session", "-d", "-x", "\(columns)", "-y", "\(rows)", commandLine])
        // Keep the pane after the program exits, so its final terminal modes can be read.
        try tmux(["set-option", "-g", "remain-on-exit", "on"])
        try tmux(["set-option", "-g", "window-size", "manual"])
        try tmux(["set-option", "-g", "status", "off"])
        // What a person sees comes through a client: capture-pane leaves out cells erased
        // (ECH) with a colour past the last cell written on a line, which a client shows.
        // The viewer is a second server whose pane runs a client of this one; its entry
        // has no `ech` or `bce`, so the client draws those cells as coloured spaces.
        try run(
            "/usr/bin/tmux",
            [
                "-L", viewer, "-f", "/dev/null", "new-session", "-d", "-x", "400", "-y", "150",
                "env TERM=screen-256color /usr/bin/tmux -L \(socket) attach",
            ])
        _ = try? run("/usr/bin/tmux", ["-L", viewer, "set-option", "-g", "status", "off"])
    }

    deinit {
        _ = try? run("/usr/bin/tmux", ["-L", viewer, "kill-server"])
        _ = try? tmux(["kill-server"])
        try? FileManager.default.removeItem(at: directory)
    }

    /// The server whose pane shows this pane through a client.
    var viewer: String { socket + "-view" }

    @discardableResult
    func tmux(_ arguments: [String]) throws -> String {
        try run("/usr/bin/tmux", ["-L", socket] + arguments).standardOutput
    }

    /// The screen as glyphs (see `glyphView`), trailing blanks trimmed from every line and
    /// the end.
    func screen() throws -> String {
        let size = try format("#{pane_width} #{pane_height}").split(separator: " ").compactMap { Int($0) }
        guard size.count == 2 else { throw HarnessError("no pane size") }
        // -N: tmux would drop a lit space that ends a line. The viewer's pane is larger
        // than this one: only this pane's rectangle is the screen.
        let seen = try run("/usr/bin/tmux", ["-L", viewer, "capture-pane", "-p", "-e", "-N"]).standardOutput
        let lines = glyphView(seen).split(separator: "\n", omittingEmptySubsequences: false)
        return trimmedScreen(lines.prefix(size[1]).map { String($0.prefix(size[0])) }.joined(separator: "\n"))
    }

    /// A tmux format value of the pane, such as `#{alternate_on}`.
    func format(_ format: String) throws -> String {
        try tmux(["display-message", "-p", format]).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    func keys(_ keys: String...) throws { try tmux(["send-keys"] + keys) }

    /// Types `text` byte for byte, escape sequences included.
    func literal(_ text: String) throws { try tmux(["send-keys", "-l", text]) }

    func resize(columns: Int, rows: Int) throws {
        try tmux(["resize-window", "-x", "\(columns)", "-y", "\(rows)"])
    }

    /// The pid of the pane's program's child (the program when started through `sh -c`).
    func childPID() throws -> Int32? {
        let panePID = try format("#{pane_pid}")
        let out = try run("/usr/bin/pgrep", ["-P", panePID]).standardOutput
        return out.split(separator: "\n").first.flatMap { Int32($0) }
    }

    /// Polls until `condition` holds for the screen, for at most `timeout` seconds; returns
    /// whether it did. The time limit only bounds a failure; a pass never waits it out.
    func waitUntil(timeout: TimeInterval = 10, _ condition: (String) throws -> Bool) throws -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        repeat {
            if try condition(try screen()) { return true }
            usleep(20_000)
        } while Date() < deadline
        return false
    }

    /// Runs the pane's command again after it has exited (a restart of the program).
    func restart() throws {
        try? FileManager.default.removeItem(at: record)
        try tmux(["respawn-pane", "-k", commandLine])
    }

    /// Waits until the pane's program has exited.
    func waitForExit(timeout: TimeInterval = 10) throws -> Bool {
        // The wrapping shell writes the record once Pulse has exited, then holds the pane
        // open (tmux would otherwise redraw a dead pane, hiding what Pulse left behind).
        try waitUntil(timeout: timeout) { _ in
            (try? String(contentsOf: record, encoding: .utf8))?.contains("speed") ?? false
        }
    }
}

/// Text with SGR escapes (a pane captured with `-e`, a snapshot frame) as the glyphs a
/// person sees: Pulse draws lit cells as spaces on a lit background (reverse video without
/// colour, or where it is cheaper), so a lit space reads `█` and an upper half (`▄` on a
/// lit background) reads `▀`; other escapes are dropped. The pane and the snapshot are
/// compared through this one view. Black (0, 16, 232 (#080808) or RGB below 9) is dark; the terminal's
/// default foreground is lit and its default background dark.
func glyphView(_ text: String) -> String {
    var out = String.UnicodeScalarView()
    var reversed = false
    var litBackground = false
    var litForeground = true
    let scalars = Array(text.unicodeScalars)
    var index = 0
    while index < scalars.count {
        let scalar = scalars[index]
        guard scalar == "\u{1B}", index + 1 < scalars.count, scalars[index + 1] == "[" else {
            // What shows behind the glyph, and the glyph's own colour.
            let behind = reversed ? litForeground : litBackground
            let glyph = reversed ? litBackground : litForeground
            switch scalar {
            case " " where behind: out.append("\u{2588}")
            case "\u{2584}" where behind: out.append(glyph ? "\u{2588}" : "\u{2580}")
            default: out.append(scalar)
            }
            index += 1
            continue
        }
        var end = index + 2
        while end < scalars.count, !("@"..."~").contains(scalars[end]) { end += 1 }
        if end < scalars.count, scalars[end] == "m" {
            let parameters = String(String.UnicodeScalarView(scalars[(index + 2)..<end])).split(
                separator: ";", omittingEmptySubsequences: false
            ).map { Int($0) ?? 0 }
            var at = 0
            while at < parameters.count {
                switch parameters[at] {
                case 0:
                    reversed = false
                    litBackground = false
                    litForeground = true
                case 7: reversed = true
                case 27: reversed = false
                case 30: litForeground = false
                case 31...37, 39, 90...97: litForeground = true
                case 40, 49: litBackground = false
                case 41...47, 100...107: litBackground = true
                case 38 where at + 2 < parameters.count && parameters[at + 1] == 5:
                    litForeground = ![0, 16, 232].contains(parameters[at + 2])
                    at += 2
                case 38 where at + 4 < parameters.count:
                    litForeground = parameters[(at + 2)...(at + 4)].contains { $0 > 8 }
                    at += 4
                case 48 where at + 2 < parameters.count && parameters[at + 1] == 5:
                    litBackground = ![0, 16, 232].contains(parameters[at + 2])
                    at += 2
                case 48 where at + 4 < parameters.count:
                    litBackground = parameters[(at + 2)...(at + 4)].contains { $0 > 8 }
                    at += 4
                default: break
                }
                at += 1
            }
        }
        index = end + 1
    }
    return String(out)
}

/// `text` with trailing blanks trimmed from every line and the end, as `TmuxPane.screen()`.
func trimmedScreen(_ text: String) -> String {
    text.split(separator: "\n", omittingEmptySubsequences: false)
        .map { String($0.reversed().drop { $0 == " " }.reversed()) }
        .joined(separator: "\n").trimmingCharacters(in: .newlines)
}

extension TmuxPane {
    /// Pulse in a pane, with private config and state directories, started through a shell
    /// that records the exit status and the terminal's modes (`stty -a`) once it exits.
    /// The shell ignores SIGINT so that Ctrl-C reaches Pulse alone. Pulse draws in colour
    /// unless `environment` says NO_COLOR: the test runner sets NO_COLOR for its children,
    /// and a person's terminal does not.
    static func pulse(
        _ binary: String, columns: Int = 100, rows: Int = 30, arguments: String = "", wrapper: String = "",
        environment extra: [String: String] = [:], firstStart: Bool = false
    ) throws -> TmuxPane {
        let pane = try TmuxPane(columns: columns, rows: rows) { directory in
            // Unless the test is about the very first start, the paging hint was shown on an
            // earlier one; and the screen does not dim at night, so what a test compares
            // does not depend on the hour it runs at.
            if !firstStart, !arguments.contains("--demo") { seedSettings(in: directory) }
            let record = directory.appendingPathComponent("stty").path
            let environment =
                "env TERM=xterm-256color TZ=UTC SWIFT_BACKTRACE=enable=no NO_COLOR= "
                + "XDG_STATE_HOME=\(directory.path)/state XDG_CONFIG_HOME=\(directory.path)/config "
                + extra.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: " ")
            let command = "\(environment) \(wrapper) \(binary) \(arguments)"
            return
                "sh -c 'trap \"\" INT; \(command); echo \"exit=$?\" > \(record).new; stty -a >> \(record).new; "
                + "mv \(record).new \(record); exec cat'"
        }
        pane.extraEnvironment = extra
        return pane
    }

    /// Settings a Pulse that started before would have left: the first start's hint shown,
    /// the original API chosen as the uptime source (so its key is asked for, not the
    /// picker offered), and night dimming off.
    static func seedSettings(in directory: URL) {
        let config = directory.appendingPathComponent("config/pulse")
        try? FileManager.default.createDirectory(
            at: config, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        let settings = Data(
            #"{"display.nightDimming" : false, "hints.shown" : true, "uptime.source" : "levo"}"#.utf8)
        _ = FileManager.default.createFile(
            atPath: config.appendingPathComponent("preferences.json").path, contents: settings,
            attributes: [.posixPermissions: 0o600])
    }

    /// The pane's private environment, for running `pulse snapshot` against the same files.
    var pulseEnvironment: [String: String] {
        ["TZ": "UTC", "XDG_STATE_HOME": directory.path + "/state", "XDG_CONFIG_HOME": directory.path + "/config"]
            .merging(extraEnvironment) { $1 }
    }

    /// The colour mode the pane's Pulse draws in: 256 colours (tmux's `xterm-256color`)
    /// unless the pane was given NO_COLOR.
    var colorMode: String {
        extraEnvironment["NO_COLOR"].map { !$0.isEmpty } == true ? "none" : "256"
    }

    /// What `pulse snapshot PAGE` draws now at the pane's size and colour mode, from the
    /// pane's files.
    func snapshot(_ page: String, format outputFormat: String = "frame") throws -> String {
        let size = try format("#{pane_width}x#{pane_height}")
        let binary = try pulseBinary()
        let outcome = try run(
            binary, ["snapshot", page, "--size", size, "--color", colorMode, "--format", outputFormat],
            environment: pulseEnvironment)
        return trimmedScreen(glyphView(outcome.standardOutput))
    }

    /// Polls until the pane shows what `pulse snapshot PAGE` draws from the pane's files and
    /// `condition` holds for the screen. Each capture is compared with the snapshot taken
    /// just after it and with the one taken just before it (the previous poll's): a page
    /// that moves with the clock (seconds, a running readout) may turn a second between a
    /// capture and the snapshot that follows, the more often on a loaded machine, but the
    /// screen always equals one of the two around it.
    func waitUntil(
        showing page: String, timeout: TimeInterval = 10, _ condition: (String) throws -> Bool = { _ in true }
    ) throws -> Bool {
        try waitUntil(drawing: { try snapshot(page) }, timeout: timeout, condition)
    }

    /// Polls until the pane shows what `draw` gives (a snapshot made some other way) and
    /// `condition` holds, each capture compared with the drawings just before and after it.
    func waitUntil(
        drawing draw: () throws -> String, timeout: TimeInterval = 10,
        _ condition: (String) throws -> Bool = { _ in true }
    ) throws -> Bool {
        var before: String?
        return try waitUntil(timeout: timeout) { screen in
            let after = try draw()
            defer { before = after }
            return try (screen == after || screen == before) && condition(screen)
        }
    }

    /// The pane's stored stopwatch file, parsed, or nil when there is none.
    func storedStopwatch() throws -> [String: Any]? {
        let url = directory.appendingPathComponent("state/pulse/stopwatch.json")
        guard let data = FileManager.default.contents(atPath: url.path) else { return nil }
        // A file that is not JSON (yet) reads as no stopwatch, so polls simply go on.
        return (try? JSONSerialization.jsonObject(with: data)) as? [String: Any]
    }
}

/// The whole of a `/proc` file (they report a size of 0, so a sized read may stop short).
func procFile(_ path: String) throws -> String {
    let handle = try FileHandle(forReadingFrom: URL(fileURLWithPath: path))
    defer { try? handle.close() }
    return String(decoding: try handle.readToEnd() ?? Data(), as: UTF8.self)
}

extension TmuxPane {
    /// A wrapper for `TmuxPane.pulse` that holds Pulse back until `release()`, so files and
    /// `pipe-pane` are in place before its first byte; `setup` runs in the shell first
    /// (`ulimit`, `cd`).
    static func heldWrapper(setup: String = "") -> String {
        "sh -c \"\(setup)while [ ! -e \\$XDG_CONFIG_HOME.go ]; do sleep 0.02; done; exec \\\"\\$0\\\" \\\"\\$@\\\"\""
    }

    /// Writes `text` straight to the pane's terminal, as another program would, until a
    /// capture satisfies `seen`, at most twenty times; whether one did. A write may stand
    /// for less than a poll (a heal, a minute's repaint on a fast clock), so it is written
    /// again rather than looked for once.
    func writeUntilSeen(_ text: String, _ seen: (String) throws -> Bool) throws -> Bool {
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: try format("#{pane_tty}")))
        defer { try? handle.close() }
        for _ in 0..<20 {
            handle.write(Data(text.utf8))
            if try waitUntil(timeout: 0.5, seen) { return true }
        }
        return false
    }

    /// The `PULSE_TIME_OFFSET` that places a display's clock `second` seconds into a
    /// minute now, so that its own minute's wake is known to be that far away.
    static func offset(placingClockAt second: TimeInterval) -> TimeInterval {
        second - Date().timeIntervalSince1970.truncatingRemainder(dividingBy: 60)
    }

    /// Lets a Pulse started with `heldWrapper` begin.
    func release() {
        _ = FileManager.default.createFile(atPath: directory.path + "/config.go", contents: Data())
    }
}
