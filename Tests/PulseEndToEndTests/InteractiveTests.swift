import Foundation
import PulseTestSupport
import Testing

/// The real binary in a real terminal (tmux): reading the clock, paging, resizing, and
/// leaving the terminal as it found it however the program ends.
@Suite(.serialized) struct InteractiveTests {
    let binary: String

    init() throws {
        binary = try pulseBinary()
    }

    /// The frame `pulse snapshot` draws for the current minute, as the pane should show it.
    func expectedClock(columns: Int, rows: Int) throws -> String {
        let outcome = try run(
            binary, ["snapshot", "clock", "--size", "\(columns)x\(rows)", "--color", "none"],
            environment: ["TZ": "UTC"])
        return trimmedScreen(glyphView(outcome.standardOutput))
    }

    /// Starts Pulse through a shell that records the terminal's modes after it exits.
    func start(columns: Int = 100, rows: Int = 30, arguments: String = "") throws -> TmuxPane {
        try TmuxPane.pulse(binary, columns: columns, rows: rows, arguments: arguments)
    }

    func expectRestored(_ pane: TmuxPane, status: Int32, sourceLocation: SourceLocation = #_sourceLocation) throws {
        #expect(try pane.waitForExit(), sourceLocation: sourceLocation)
        let modes = try pane.format(
            "#{alternate_on} #{cursor_flag} #{mouse_any_flag} #{mouse_button_flag} #{mouse_standard_flag} #{mouse_sgr_flag}"
        )
        #expect(modes == "0 1 0 0 0 0", "alternate, cursor, mouse modes: \(modes)", sourceLocation: sourceLocation)
        let stty = try String(contentsOf: pane.directory.appendingPathComponent("stty"), encoding: .utf8)
        #expect(stty.hasPrefix("exit=\(status)\n"), "\(stty.prefix(10))", sourceLocation: sourceLocation)
        let flags = Set(stty.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == ";" }).map(String.init))
        #expect(
            flags.contains("icanon") && flags.contains("echo"), "canonical mode and echo back",
            sourceLocation: sourceLocation)
    }

    @Test func readsPagesResizesAndQuitsCleanly() throws {
        let pane = try start()
        #expect(try pane.waitUntil { try $0 == expectedClock(columns: 100, rows: 30) })

        try pane.keys("l")
        #expect(try pane.waitUntil(showing: "stopwatch"))
        try pane.keys("l")
        #expect(
            try pane.waitUntil(showing: "github") { squeezed($0).contains("USERNAME") },
            "GitHub asks for the username on first use")
        // The field is empty, so the arrows still page; `h` would be typed into it.
        try pane.keys("Left", "h")
        #expect(try pane.waitUntil { try $0 == expectedClock(columns: 100, rows: 30) })

        try pane.resize(columns: 80, rows: 24)
        #expect(try pane.waitUntil { try $0 == expectedClock(columns: 80, rows: 24) }, "no garbage after shrinking")
        try pane.resize(columns: 200, rows: 60)
        #expect(try pane.waitUntil { try $0 == expectedClock(columns: 200, rows: 60) }, "no garbage after growing")

        try pane.keys("q")
        try expectRestored(pane, status: 0)
    }

    /// Ctrl-L and resizes clear through ncurses after Pulse's own writes have moved the
    /// pen: under tmux's and screen's own entries that clear once came out in reverse
    /// video, and the whole screen went white. Settings, which changes by itself never.
    @Test(arguments: ["xterm-256color", "tmux-256color", "screen-256color"])
    func aRedrawOrAResizeKeepsTheBlackBlack(_ term: String) throws {
        let pane = try TmuxPane.pulse(binary, arguments: "--page settings", environment: ["TERM": term])
        #expect(try pane.waitUntil(showing: "settings") { $0.contains("S E T T I N G S") })
        // Something writes over the screen, so that only the redraw can match the snapshot.
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: try pane.format("#{pane_tty}")))
        handle.write(Data("\u{1B}[29;60HSTRAY-WRITE".utf8))
        try handle.close()
        #expect(try pane.waitUntil { $0.contains("STRAY-WRITE") })
        try pane.keys("C-l")
        #expect(try pane.waitUntil(showing: "settings"), "after Ctrl-L")
        for (columns, rows) in [(90, 28), (20, 6), (100, 30)] {
            try pane.resize(columns: columns, rows: rows)
            #expect(try pane.waitUntil(showing: "settings"), "at \(columns)x\(rows)")
        }
        try pane.keys("q")
        try expectRestored(pane, status: 0)
    }

    /// A wheel that turns the page and a click that came with it in one read: the click was
    /// aimed at what was drawn (GitHub's CHANGE USERNAME), so it must not land on the next
    /// page's CHANGE API KEY in the same place.
    @Test func aClickAfterThePageTurnedInTheSameReadLandsOnNothing() throws {
        let pane = try TmuxPane.pulse(binary, arguments: "--demo --page github")
        #expect(try pane.waitUntil { squeezed($0).contains("CHANGEUSERNAME") })
        // The plain capture keeps every row, so a row's index is its place on screen.
        let plain = try pane.tmux(["capture-pane", "-p"])
        let lines = plain.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let row = try #require(lines.firstIndex { squeezed($0).contains("CHANGEUSERNAME") })
        let column = try #require(lines[row].firstIndex(of: "C")).utf16Offset(in: lines[row])
        let click = "\u{1B}[<0;\(column + 2);\(row + 1)M\u{1B}[<0;\(column + 2);\(row + 1)m"
        try pane.literal("\u{1B}[<67;1;1M" + click)
        #expect(try pane.waitUntil { squeezed($0).contains("CHANGEAPIKEY") }, "the wheel turned to Uptime")
        #expect(!squeezed(try pane.screen()).contains("SAVEKEY"), "and the click opened no prompt there")
        try pane.keys("q")
        try expectRestored(pane, status: 0)
    }

    /// SIGTERM and SIGHUP quit; SIGSEGV stands for a crash. All leave the terminal restored.
    @Test(arguments: [SIGTERM, SIGHUP, SIGSEGV])
    func aSignalRestoresTheTerminal(_ signal: Int32) throws {
        let pane = try start()
        #expect(try pane.waitUntil { try $0 == expectedClock(columns: 100, rows: 30) })
        let pid = try #require(try pane.childPID())
        kill(pid, signal)
        try expectRestored(pane, status: 128 + signal)
    }

    @Test func suspendGivesTheTerminalBackAndResumeRedrawsWhole() throws {
        let pane = try start()
        #expect(try pane.waitUntil { try $0 == expectedClock(columns: 100, rows: 30) })
        let pid = try #require(try pane.childPID())
        // What Ctrl-Z sends; sent to Pulse alone so the wrapping shell keeps running.
        kill(pid, SIGTSTP)
        #expect(try pane.waitUntil { _ in try processState(pid) == "T" }, "stopped")
        let modes = try pane.format("#{alternate_on} #{cursor_flag} #{mouse_any_flag} #{mouse_sgr_flag}")
        #expect(modes == "0 1 0 0", "the shell gets a normal terminal while Pulse is stopped: \(modes)")
        kill(pid, SIGCONT)
        #expect(try pane.waitUntil { try $0 == expectedClock(columns: 100, rows: 30) }, "the whole page is back")
        #expect(try pane.format("#{alternate_on} #{mouse_sgr_flag}") == "1 1")
        try pane.keys("q")
        try expectRestored(pane, status: 0)
    }

    /// The state letter of `pid` in /proc (`S` sleeping, `T` stopped, …).
    func processState(_ pid: Int32) throws -> String {
        let stat = try procFile("/proc/\(pid)/stat")
        guard let close = stat.lastIndex(of: ")") else { return "" }
        return String(stat[stat.index(close, offsetBy: 2)])
    }

    @Test func colourThatTheTerminalLacksIsSaidAfterExit() throws {
        let pane = try start(arguments: "--color truecolor")
        #expect(try pane.waitUntil { try $0 == expectedClock(columns: 100, rows: 30) })
        try pane.keys("q")
        try expectRestored(pane, status: 0)
        #expect(try pane.waitUntil { $0.contains("offers no truecolor colours here; used 256") })
    }

    @Test func ctrlCQuits() throws {
        let pane = try start()
        #expect(try pane.waitUntil { try $0 == expectedClock(columns: 100, rows: 30) })
        try pane.keys("C-c")
        try expectRestored(pane, status: 128 + SIGINT)
    }

    @Test func aMouseDragAndTheHorizontalWheelPage() throws {
        let pane = try start()
        #expect(try pane.waitUntil { try $0 == expectedClock(columns: 100, rows: 30) })
        // Drag from column 80 to column 20 (SGR reports, 1-based): the next page.
        try pane.literal("\u{1B}[<0;80;10M\u{1B}[<32;50;10M\u{1B}[<0;20;10m")
        #expect(try pane.waitUntil(showing: "stopwatch"))
        // Wheel left: back to the Clock.
        try pane.literal("\u{1B}[<66;50;10M")
        #expect(try pane.waitUntil { try $0 == expectedClock(columns: 100, rows: 30) })
        // A short drag does nothing; the wheel right pages.
        try pane.literal("\u{1B}[<0;50;10M\u{1B}[<0;45;10m")
        try pane.literal("\u{1B}[<67;50;10M")
        #expect(try pane.waitUntil(showing: "stopwatch"))
        try pane.keys("q")
        try expectRestored(pane, status: 0)
    }

    @Test func helpShowsUntilTheNextKey() throws {
        let pane = try start()
        #expect(try pane.waitUntil { try $0 == expectedClock(columns: 100, rows: 30) })
        try pane.keys("?")
        #expect(try pane.waitUntil { $0.contains("NEXT PAGE") && $0.contains("QUIT") })
        try pane.keys("x")
        #expect(try pane.waitUntil { try $0 == expectedClock(columns: 100, rows: 30) })
        try pane.keys("q")
        try expectRestored(pane, status: 0)
    }

    @Test func startsOnTheRequestedPageAndTheTooSmallNoticeShows() throws {
        let pane = try start(columns: 20, rows: 6)
        #expect(try pane.waitUntil { $0.contains("TOO SMALL") && $0.contains("NEED") })
        try pane.resize(columns: 100, rows: 30)
        #expect(try pane.waitUntil { try $0 == expectedClock(columns: 100, rows: 30) })
        try pane.keys("q")
        try expectRestored(pane, status: 0)
    }
}

/// libcurl is loaded on the first transfer: a display that never fetches never maps it.
@Suite(.serialized) struct LazyNetworkEndToEndTests {
    @Test func libcurlIsLoadedOnlyWhenAPageFetches() throws {
        let binary = try pulseBinary()
        let server = try LoopbackServer()
        let pane = try TmuxPane.pulse(
            binary, wrapper: TmuxPane.heldWrapper(),
            environment: ["PULSE_GITHUB_URL": server.base, "PULSE_GITHUB_API_URL": server.base])
        // Stored before Pulse starts, which reads it once.
        try writeCredentials(#"{"github.username":"octocat"}"#, in: pane)
        pane.release()
        #expect(try pane.waitUntil(showing: "clock"))
        let pid = try #require(try pane.childPID())
        func mapsCurl() throws -> Bool {
            try procFile("/proc/\(pid)/maps").contains("libcurl")
        }
        // The Clock without a location, then the Stopwatch: nothing to fetch.
        try pane.keys("Right")
        #expect(try pane.waitUntil(showing: "stopwatch"))
        #expect(try !mapsCurl(), "libcurl is not in the process before a fetch")
        try pane.keys("Right")
        #expect(try pane.waitUntil { squeezed($0).contains("COMMITSTODAY") })
        #expect(try pane.waitUntil { _ in server.count(of: "/users/octocat/contributions") == 1 })
        #expect(try mapsCurl(), "the GitHub page's fetch loaded it")
        try pane.keys("C-c")
        #expect(try pane.waitForExit())
    }

    @Test func withoutLibcurlThePagesSayOfflineAndTheReasonIsSaidAfterExit() throws {
        let binary = try pulseBinary()
        let server = try LoopbackServer()
        // A mount namespace of its own where libcurl.so.4 is an empty file: dlopen fails
        // there and nowhere else.
        let library = "/usr/lib/x86_64-linux-gnu/libcurl.so.4"
        let pane = try TmuxPane.pulse(
            binary, arguments: "--page github",
            wrapper: "unshare --mount " + TmuxPane.heldWrapper(setup: "mount --bind /dev/null \(library) || exit 1; "),
            environment: ["PULSE_GITHUB_URL": server.base, "PULSE_GITHUB_API_URL": server.base])
        try writeCredentials(#"{"github.username":"octocat"}"#, in: pane)
        pane.release()
        #expect(try pane.waitUntil { squeezed($0).contains("OFFLINE") })
        try pane.keys("C-c")
        #expect(try pane.waitForExit())
        #expect(
            try pane.waitUntil {
                squeezed($0).contains("pulse:nothingcouldbefetched:libcurlcouldnotbeloaded(")
            }, "the reason, after exit")
        // `pulse snapshot` says so too, on standard error, and still draws the page.
        let snapshot = try run(
            "/usr/bin/unshare",
            ["--mount", "sh", "-c", "mount --bind /dev/null \(library) && exec \"$0\" snapshot github", binary],
            environment: pane.pulseEnvironment)
        #expect(snapshot.standardError.contains("nothing could be fetched: libcurl could not be loaded ("))
        #expect(squeezed(snapshot.standardOutput).contains("OFFLINE"))
        #expect(FileManager.default.fileExists(atPath: library), "the machine's own libcurl is untouched")
    }
}
