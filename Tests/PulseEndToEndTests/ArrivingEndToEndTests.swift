import Foundation
import Testing

/// Arriving on a page is inert, first-use prompts included: a held key pages on instead of
/// typing into the field it passes.
@Suite(.serialized) struct ArrivingEndToEndTests {
    let binary: String

    init() throws {
        binary = try pulseBinary()
    }

    @Test func holdingLFromTheClockToSettingsAndBackTypesNothing() throws {
        let pane = try TmuxPane.pulse(binary, arguments: "--color none")
        #expect(try pane.waitUntil { $0.contains("\u{2588}") })
        // A held key: a burst of repeats, as a keyboard's auto-repeat sends them.
        try pane.literal(String(repeating: "l", count: 12))
        #expect(try pane.waitUntil { squeezed($0).contains("SETTINGS") && squeezed($0).contains("NOTSET") })
        try pane.literal(String(repeating: "h", count: 12))
        #expect(try pane.waitUntil(showing: "clock"), "back on the Clock")
        // Both first-use prompts were passed and are still empty: nothing was stored.
        try pane.keys("l", "l")
        #expect(try pane.waitUntil { squeezed($0).contains("USERNAME") })
        #expect(!(try pane.screen()).contains("lll"), "the field is empty")
        #expect(
            !FileManager.default.fileExists(atPath: pane.directory.appendingPathComponent("config/pulse").path)
                || !FileManager.default.fileExists(
                    atPath: pane.directory.appendingPathComponent("config/pulse/credentials.json").path)
        )
        // Enter asks to type; then the same key is text.
        try pane.keys("Enter")
        try pane.literal("ll")
        #expect(try pane.waitUntil { $0.contains("ll") }, "a focused field takes the key as text")
        try pane.keys("C-c")
        #expect(try pane.waitForExit())
    }

    @Test func aClickOnTheFieldAsksToType() throws {
        let pane = try TmuxPane.pulse(binary, arguments: "--page github --color none")
        #expect(try pane.waitUntil { squeezed($0).contains("USERNAME") })
        try pane.literal("x")
        #expect(!(try pane.screen()).contains("x"), "inert until asked")
        // The field's box: the row of its placeholder, found on screen (SGR counts from 1).
        // (The raw capture: `screen()` trims the blank rows above the prompt.)
        let lines = try pane.tmux(["capture-pane", "-p"]).split(separator: "\n", omittingEmptySubsequences: false)
        let index = try #require(lines.firstIndex { squeezed(String($0)).contains("YOURGITHUBNAME") })
        let row = index + 1
        // Two cells into the box, wherever the orbit has moved it this ten minutes.
        let left = try #require(lines[index - 1].firstIndex { $0 != " " })
        let column = lines[index - 1].distance(from: lines[index - 1].startIndex, to: left) + 3
        try pane.literal("\u{1B}[<0;\(column);\(row)M\u{1B}[<0;\(column);\(row)m")
        try pane.literal("x")
        #expect(try pane.waitUntil { $0.contains("x") }, "the click on the field focused it")
        try pane.keys("C-c")
        #expect(try pane.waitForExit())
    }
}
