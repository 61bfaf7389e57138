import Foundation
import Testing

/// A screen that heals itself: whatever is written over the pane behind Pulse's back is
/// gone within one heal period (one orbit step, 10 minutes) without a key. The clock runs
/// 60 times fast, as in the other soak tests, so the period passes in 10 seconds.
@Suite(.serialized) struct HealEndToEndTests {
    /// In colour (the test runner sets NO_COLOR for its children, so it is cleared) and
    /// without.
    @Test(arguments: ["", "1"])
    func garbageWrittenIntoThePaneIsGoneWithinOneHealPeriod(noColor: String) throws {
        let binary = try pulseBinary()
        // Settings changes nothing by itself between steps, and the garbage lands where
        // no page ever draws: only the whole frame can take it away.
        let pane = try TmuxPane.pulse(
            binary, arguments: "--demo --page settings", environment: ["PULSE_TIME_SCALE": "60", "NO_COLOR": noColor])
        #expect(try pane.waitUntil { $0.contains("SETTINGS") || $0.contains("S E T T I N G S") })
        // Written until it is seen: a heal may fall between a write and the first capture.
        #expect(
            try pane.writeUntilSeen("\u{1B}[30;70HSTRAY-WRITE") { $0.contains("STRAY-WRITE") },
            "the garbage is on the screen")
        #expect(try pane.waitUntil(timeout: 16) { !$0.contains("STRAY-WRITE") }, "and gone without a key")
        // The healed screen is the one a redraw from a cleared screen gives: its black is
        // black, not whatever background the pen last had (the next step is 10 s away).
        // Taken once two captures agree: one may fall between the writes of a frame.
        var healed = ""
        #expect(
            try pane.waitUntil { screen in
                defer { healed = screen }
                return screen == healed
            })
        try pane.keys("C-l")
        #expect(try pane.waitUntil(timeout: 3) { $0 == healed }, "the healed screen is the redrawn one")
        try pane.keys("q")
        #expect(try pane.waitForExit())
    }

    /// A stray program may also leave modes behind: a scroll region (a killed progress
    /// bar), the line-drawing set shifted in (a binary file cat'ed), the cursor shown, the
    /// mouse off. The heal and Ctrl-L put them back, so the screen is a fresh one.
    @Test(arguments: ["heal", "Ctrl-L"])
    func modesAStrayProgramLeftAreTakenBack(_ by: String) throws {
        // The orbit off, so the page stands where its snapshot draws it whatever the hour.
        let pane = try TmuxPane.pulse(
            try pulseBinary(), arguments: "--page settings", wrapper: TmuxPane.heldWrapper(),
            environment: ["PULSE_TIME_SCALE": "60"])
        try Data(#"{"display.orbit" : false, "display.nightDimming" : false, "hints.shown" : true}"#.utf8)
            .write(to: pane.directory.appendingPathComponent("config/pulse/preferences.json"))
        pane.release()
        #expect(try pane.waitUntil(showing: "settings") { $0.contains("S E T T I N G S") })
        // Written until seen in force: the heal (every 10 s here) may take them back
        // between a write and the look. Capitals, which the line-drawing set leaves as
        // they are.
        let modes = "\u{1B}[5;10r\u{1B})0\u{0E}\u{1B}[?25h\u{1B}[?1000l\u{1B}[?1002l\u{1B}[?1006l"
        #expect(
            try pane.writeUntilSeen(modes + "\u{1B}[29;60HSTRAYWRITE") {
                try $0.contains("STRAYWRITE") && pane.format("#{cursor_flag} #{mouse_sgr_flag}") == "1 0"
            }, "the stray write and its modes are in force")
        if by == "Ctrl-L" { try pane.keys("C-l") }
        #expect(try pane.waitUntil(showing: "settings", timeout: 16), "\(by): the page whole")
        #expect(try pane.format("#{cursor_flag} #{mouse_sgr_flag} #{mouse_button_flag}") == "0 1 1", "\(by)")
        // The scroll region is the whole screen again: a Ctrl-L now draws the page whole too.
        try pane.keys("C-l")
        #expect(try pane.waitUntil(showing: "settings"))
        try pane.keys("q")
        #expect(try pane.waitForExit())
    }
}

/// On the Linux console the kernel writes over the screen most, so every page, Settings
/// included, wakes and is repainted whole each minute: a line written there is gone within
/// a minute and a second. The clock runs 6 times fast, so the minute is 10 seconds and the
/// orbit's step (the only repaint elsewhere) 100.
@Suite(.serialized) struct ConsoleHealEndToEndTests {
    @Test(arguments: ["settings", "clock", "stopwatch", "github", "uptime"])
    func aLineWrittenOnTheConsoleIsGoneWithinTheMinute(_ page: String) throws {
        let scale = 6.0
        let pane = try TmuxPane.pulse(
            try pulseBinary(), arguments: "--demo --page \(page)",
            environment: ["TERM": "linux", "PULSE_TIME_SCALE": "\(Int(scale))"])
        #expect(try pane.waitUntil { !$0.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty })
        // Written until it is seen: the page's first frames may still be going out.
        #expect(
            try pane.writeUntilSeen("\u{1B}[30;70HKERNEL-MESSAGE") { $0.contains("KERNEL-MESSAGE") },
            "the line is on the screen")
        #expect(
            try pane.waitUntil(timeout: 61 / scale + 1) { !$0.contains("KERNEL-MESSAGE") },
            "\(page): gone within a minute and a second of the console's time")
        try pane.keys("q")
        #expect(try pane.waitForExit())
    }
}
