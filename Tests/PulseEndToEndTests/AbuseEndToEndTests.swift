import Foundation
import PulseTestSupport
import Testing

/// A small, deterministic random generator, so an abuse run can be replayed.
struct SplitMix: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// Terminal abuse: random keys, pastes, mouse reports and resizes across every page,
/// prompts included, against the loopback server. Pulse must stay up, keep drawing what
/// its snapshot draws, and give the terminal back.
@Suite(.serialized) struct AbuseEndToEndTests {
    let binary: String
    let server: LoopbackServer
    /// `make soak` runs this suite `PULSE_SOAK_SCALE` times longer (10: 100,000 events,
    /// 10,000 resizes).
    let scale = max(1, Int(ProcessInfo.processInfo.environment["PULSE_SOAK_SCALE"] ?? "") ?? 1)

    init() throws {
        binary = try pulseBinary()
        server = try LoopbackServer()
    }

    /// One random burst: keys (never q, Ctrl-C or Ctrl-Z, which end or stop the run),
    /// escape sequences, SGR and X10 mouse reports, bracketed pastes and raw bytes.
    func burst(_ random: inout SplitMix) -> String {
        let pieces = [
            "\u{1B}[C", "\u{1B}[D", "\u{1B}[A", "\u{1B}[B", "\u{1B}[5~", "\u{1B}[6~", "\u{1B}[H", "\u{1B}[F",
            "\u{1B}[3~",
            "\r", "\t", "\u{7F}", "\u{15}", "\u{17}", "\u{1B}", " ", "c", "w", "l", "h", "?", "x", "é", "中",
            "\u{1B}[<0;10;5M", "\u{1B}[<0;10;5m", "\u{1B}[<0;90;5M", "\u{1B}[<32;40;5M", "\u{1B}[<66;3;3M",
            "\u{1B}[<67;3;3M", "\u{1B}[<64;3;3M", "\u{1B}[M !!", "\u{1B}[200~lsu_paste\r\u{1B}[201~", "\u{1B}[200~",
            "\u{1B}[201~", "\u{1B}[<", "\u{1B}[99;99", "\u{1B}O", "\u{0}", "\u{1B}[1;5C",
        ]
        return (0..<40).map { _ in pieces[Int(random.next() % UInt64(pieces.count))] }.joined()
    }

    @Test func randomInputAndResizesAcrossEveryPageLeaveItWorking() throws {
        let pane = try TmuxPane.pulse(
            binary, arguments: "--page settings",
            environment: [
                "PULSE_GITHUB_URL": server.base, "PULSE_GITHUB_API_URL": server.base, "PULSE_UPTIME_URL": server.base,
            ])
        #expect(try pane.waitUntil { squeezed($0).contains("SETTINGS") })
        var random = SplitMix(state: 20_261_201)
        // 250 bursts of 40 events: 10,000 keys, pastes and mouse reports, with a resize
        // between 20x6 and 300x100 after every fifth burst.
        for index in 0..<(250 * scale) {
            try pane.literal(burst(&random))
            if index % 5 == 4 {
                try pane.resize(columns: 20 + Int(random.next() % 281), rows: 6 + Int(random.next() % 95))
            }
        }
        #expect(try pane.childPID() != nil, "still running")
        // Back to a known state: end a paste the bursts left open (its bytes would be
        // text), leave any prompt and the help, and settle on the first page. The bursts
        // may have turned pages off in Settings (the Clock among them), so the first page
        // is the first the settings file keeps on.
        try pane.resize(columns: 100, rows: 30)
        try pane.literal("\u{1B}[201~")
        try pane.literal("\u{1B}")
        for _ in 0..<8 { try pane.keys("PPage") }
        try pane.literal("x")
        for _ in 0..<8 { try pane.keys("PPage") }
        let first = try firstPageShown(pane)
        let settled = try pane.waitUntil(showing: first)
        let shown = try pane.screen()
        #expect(settled, "the first page (\(first)) draws what its snapshot draws:\n\(shown)")
        try pane.keys("C-c")
        #expect(try pane.waitForExit())
        let record = try String(contentsOf: pane.directory.appendingPathComponent("stty"), encoding: .utf8)
        #expect(record.hasPrefix("exit=130\n"), "Ctrl-C ends it as SIGINT does")
        #expect(try pane.format("#{alternate_on} #{mouse_any_flag} #{mouse_sgr_flag}") == "0 0 0")
    }

    /// The first page of the paging order that the pane's settings file keeps on (the
    /// file lists them in that order), the Clock where it keeps no list.
    func firstPageShown(_ pane: TmuxPane) throws -> String {
        let url = pane.directory.appendingPathComponent("config/pulse/preferences.json")
        guard let data = FileManager.default.contents(atPath: url.path),
            let object = try JSONSerialization.jsonObject(with: data) as? [String: Any],
            let pages = object["pages"] as? [String]
        else { return "clock" }
        return pages.first ?? "settings"
    }

    @Test func aThousandResizesMidPromptLeaveNoGarbage() throws {
        // The Uptime page without a key: its prompt is on screen throughout.
        let pane = try TmuxPane.pulse(binary, arguments: "--page uptime")
        #expect(try pane.waitUntil { squeezed($0).contains("APIKEY") })
        // Arriving is inert: Enter asks to type.
        try pane.keys("Enter")
        try pane.literal("abc")
        var random = SplitMix(state: 1_000)
        // 1,000 resizes between 20x6 and 300x100, ten to a tmux call, a key typed into
        // the prompt after every hundred.
        for batch in 0..<(100 * scale) {
            var commands: [String] = []
            for _ in 0..<10 {
                let columns = 20 + Int(random.next() % 281)
                let rows = 6 + Int(random.next() % 95)
                commands += ["resize-window", "-x", "\(columns)", "-y", "\(rows)", ";"]
            }
            try pane.tmux(Array(commands.dropLast()))
            if batch % (10 * scale) == 10 * scale - 1 { try pane.literal("x") }
        }
        #expect(try pane.childPID() != nil, "still running")
        try pane.resize(columns: 100, rows: 30)
        // What a fresh Pulse draws at that size with the same thirteen characters typed:
        // the abused one must come to show exactly that, no cell of an earlier size left.
        let fresh = try TmuxPane.pulse(binary, arguments: "--page uptime")
        #expect(try fresh.waitUntil { squeezed($0).contains("APIKEY") })
        try fresh.keys("Enter")
        try fresh.literal("abc" + String(repeating: "x", count: 10))
        let masked = String(repeating: "\u{2022}", count: 13)
        var expected = ""
        #expect(
            try fresh.waitUntil { screen in
                expected = screen
                return screen.contains(masked)
            })
        #expect(try pane.waitUntil { $0 == expected }, "no garbage left by 1,000 resizes")
        // The typed text survived: ten x after abc, masked.
        try pane.keys("Tab")
        #expect(try pane.waitUntil { squeezed($0).contains("ABCXXXXXXXXXX") || $0.contains("abcxxxxxxxxxx") })
        try pane.keys("C-c")
        #expect(try pane.waitForExit())
        #expect(try pane.format("#{alternate_on} #{mouse_any_flag} #{mouse_sgr_flag}") == "0 0 0")
    }

    @Test func ctrlLRepaintsAScreenSomethingElseWroteOver() throws {
        let pane = try TmuxPane.pulse(binary, arguments: "--page settings")
        // The whole page, not a capture between the writes of its first frame.
        #expect(try pane.waitUntil(showing: "settings") { squeezed($0).contains("SETTINGS") })
        // Another program (wall, a background job) writes straight to the terminal.
        let tty = try pane.format("#{pane_tty}")
        try Data("\u{1B}[5;5HSCRIBBLED OVER".utf8).write(to: URL(fileURLWithPath: tty))
        #expect(try pane.waitUntil { $0.contains("SCRIBBLED OVER") })
        try pane.keys("C-l")
        #expect(try pane.waitUntil(showing: "settings"), "Ctrl-L paints the whole screen again")
        try pane.keys("C-c")
        #expect(try pane.waitForExit())
    }
}
