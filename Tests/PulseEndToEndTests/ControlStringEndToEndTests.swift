import Foundation
import Testing

/// What a terminal or a hostile program can push into an open prompt that is not typing:
/// control strings and C1 controls, in their 7-bit, 8-bit and UTF-8 forms.
@Suite(.serialized) struct ControlStringEndToEndTests {
    let binary: String

    init() throws {
        binary = try pulseBinary()
    }

    /// The text in the GitHub username field: the line that holds `probe`, without the
    /// field's frame and padding.
    func field(_ screen: String, holding probe: String) -> String? {
        screen.split(separator: "\n").first { $0.contains(probe) }
            .map { $0.filter { $0 != "\u{2588}" && $0 != " " } }
    }

    @Test func controlStringsAndC1ControlsNeverReachAPrompt() throws {
        let pane = try TmuxPane.pulse(binary, arguments: "--page github")
        #expect(try pane.waitUntil { squeezed($0).contains("YOURGITHUBNAME") }, "the username prompt is open")
        // Typing into it, so anything that leaked would land in the field.
        try pane.keys("Enter")
        // An OSC 52 clipboard request ended by BEL and by ST, a DCS (XTGETTCAP) ended by
        // ST, then an APC, a PM and a SOS.
        try pane.literal("\u{1B}]52;c;AAAAP+q\u{7}\u{1B}]52;c;?\u{1B}\\\u{1B}P+q544e\u{1B}\\")
        try pane.literal("\u{1B}_apc(((\u{1B}\\\u{1B}^pm\u{1B}\\\u{1B}Xsos\u{1B}\\")
        // A C1 CSI as UTF-8 (U+009B), then as a raw 8-bit byte; an 8-bit OSC ended by the
        // 8-bit ST; a UTF-8 OSC carrying a `Ü`, ended by the UTF-8 ST.
        try pane.literal("\u{9B}31m")
        try pane.tmux(["send-keys", "-H", "9b", "33", "31", "6d", "9d", "30", "3b", "74", "9c"])
        try pane.literal("\u{9D}2;Über\u{9C}")
        try pane.literal("octo")
        #expect(
            try pane.waitUntil { field($0, holding: "octo") != nil },
            "the keys typed after them arrive")
        let text = try #require(field(try pane.screen(), holding: "octo"))
        #expect(text == "octo", "nothing of the strings is in the field: \(text)")
        try pane.keys("C-c")
        #expect(try pane.waitForExit())
    }
}
