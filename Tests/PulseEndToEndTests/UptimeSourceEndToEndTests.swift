import Foundation
import PulseTestSupport
import Testing

/// Choosing uptime sources on Settings in a real terminal, against the loopback server:
/// Kuma by its address, a self-hosted Healthchecks by its address and key, back to Kuma
/// without being asked again, and DOWN FIRST.
@Suite(.serialized) struct UptimeSourceEndToEndTests {
    let binary: String
    let server: LoopbackServer

    init() throws {
        binary = try pulseBinary()
        server = try LoopbackServer()
    }

    /// From Settings just arrived at (its first row chosen), opens the picker and moves
    /// the highlight `steps` lines down (up when negative).
    func openPicker(_ pane: TmuxPane, steps: Int) throws {
        for _ in 0..<8 { try pane.keys("Down") }  // UPTIME SOURCE, the ninth row
        try pane.keys("Enter")
        #expect(try pane.waitUntil { squeezed($0).contains("ENTERPICKS,ESCKEEPSTHESOURCE") }, "the picker")
        for _ in 0..<abs(steps) { try pane.keys(steps > 0 ? "Down" : "Up") }
        try pane.keys("Enter")
    }

    @Test func kumaThenHealthchecksThenBackToKumaWithoutAskingAndDownFirst() throws {
        let pane = try TmuxPane.pulse(binary, columns: 100, rows: 40, arguments: "--page settings")
        #expect(try pane.waitUntil { squeezed($0).contains("UPTIMESOURCE") })
        // Kuma: the picker opens on LEVO, the last line; Kuma is the first.
        try openPicker(pane, steps: -6)
        #expect(try pane.waitUntil { squeezed($0).contains("ENDINGIN/STATUS/SLUG.") })
        try pane.literal("\(server.base)/status/main")
        try pane.keys("Enter")
        // The whole address, or its port and page where the row has no room for the name.
        let page = "127.0.0.1:\(server.port)/STATUS/MAIN"
        #expect(try pane.waitUntil { squeezed($0).contains(page) })
        try pane.keys("Left")
        #expect(try pane.waitUntil { squeezed($0).contains("WEBSITE") && squeezed($0).contains("DATABASE") })
        #expect(try pane.waitUntil { squeezed($0).contains("CHANGESTATUSPAGE") })
        // A self-hosted Healthchecks: its address, then its key (masked).
        try pane.keys("Right")
        try openPicker(pane, steps: 3)
        #expect(try pane.waitUntil { squeezed($0).contains("ASKEDFORNEXT.") })
        try pane.literal(server.base)
        try pane.keys("Enter")
        #expect(try pane.waitUntil { squeezed($0).contains("AREAD-ONLYKEYWORKS:") })
        try pane.literal(LoopbackServer.healthchecksKey)
        #expect(try pane.waitUntil { $0.contains(String(repeating: "\u{2022}", count: 11)) })
        try pane.keys("Enter")
        #expect(
            try pane.waitUntil { squeezed($0).contains("UPTIMESOURCE") && squeezed($0).contains("HEALTHCHECKS127") })
        try pane.keys("Left")
        #expect(try pane.waitUntil { squeezed($0).contains("BACKUP") && squeezed($0).contains("REPORTS") })
        // Back to Kuma: remembered, so nothing is asked.
        try pane.keys("Right")
        try openPicker(pane, steps: -3)
        #expect(try pane.waitUntil { squeezed($0).contains(page) })
        try pane.keys("Left")
        #expect(try pane.waitUntil { squeezed($0).contains("WEBSITE") && !squeezed($0).contains("BACKUP") })
        #expect(server.count(of: "/api/status-page/main") == 2, "read once per choice of Kuma")
        // DOWN FIRST: the tenth row.
        try pane.keys("Right")
        for _ in 0..<9 { try pane.keys("Down") }
        try pane.keys("Enter")
        #expect(try pane.waitUntil { squeezed($0).contains("DOWNFIRST") })
        try pane.keys("Left")
        #expect(
            try pane.waitUntil { screen in
                let text = squeezed(screen)
                guard let down = text.range(of: "DATABASE"), let up = text.range(of: "WEBSITE") else { return false }
                return down.lowerBound < up.lowerBound
            }, "down before up")
        try pane.keys("q")
        #expect(try pane.waitForExit())
        let stored = try String(
            contentsOf: pane.directory.appendingPathComponent("config/pulse/preferences.json"), encoding: .utf8)
        #expect(stored.contains(#""uptime.order" : "down-first""#))
        #expect(stored.contains("uptime.address.healthchecks") && stored.contains("uptime.address.kuma"))
        let keys = try String(
            contentsOf: pane.directory.appendingPathComponent("config/pulse/credentials.json"), encoding: .utf8)
        #expect(keys.contains("healthchecks.api-key@http"), "the key is named by its server")
        #expect(!stored.contains(LoopbackServer.healthchecksKey), "no key among the preferences")
    }

    /// A Kuma wall in a real terminal: the counts, the notices, the headings, the roll-ups'
    /// mark and the figures, as the page draws them.
    @Test func aKumaWallShowsCountsNoticesGroupsAndFigures() throws {
        server.setUptimeSource(.kuma, "groups")
        defer { server.setUptimeSource(.kuma, "ok") }
        let pane = try TmuxPane.pulse(
            binary, columns: 120, rows: 60, arguments: "--page uptime --uptime kuma:\(server.base)/status/main")
        let shown = try pane.waitUntil { screen in
            let text = squeezed(screen)
            return text.contains("1DOWN\u{00B7}1SLOW\u{00B7}1UP") && text.contains("INCIDENT:MIRRORSYNC...")
                && text.contains("MAINTENANCE:MIRRORMOVE") && text.contains("OVERVIEW")
                && text.contains("GROUPSINCE") && text.contains("ARCHIVE-GL") && text.contains("99.9%")
        }
        let screen = try pane.screen()
        #expect(shown, "the wall:\n\(screen)")
        try pane.keys("q")
        #expect(try pane.waitForExit())
    }

    /// A Kuma page whose names, group heading, incident and maintenance titles are made to
    /// steer a terminal: drawn as text, with the controls as `?`, and no control sent.
    @Test func hostileHeadingsAndNoticesNeverReachTheTerminalAsControls() throws {
        server.setUptimeSource(.kuma, "hostile")
        defer { server.setUptimeSource(.kuma, "ok") }
        let pane = try TmuxPane.pulse(
            binary, columns: 120, rows: 60, arguments: "--page uptime --uptime kuma:\(server.base)/status/main")
        let stream = pane.directory.appendingPathComponent("stream")
        try pane.tmux(["pipe-pane", "-o", "cat >> '\(stream.path)'"])
        let shown = try pane.waitUntil { screen in
            let text = squeezed(screen)
            return text.contains("INCIDENT:?]0;PWNED") && text.contains("MAINTENANCE:?]52;C")
                && text.contains("?[31MRED?[2J?[HEVIL-2") && text.contains("EVIL-4???RTL")
        }
        let screen = try pane.screen()
        #expect(shown, "drawn as text:\n\(screen)")
        try pane.keys("q")
        #expect(try pane.waitForExit())
        let bytes = try Data(contentsOf: stream)
        let foreign: [[UInt8]] = [
            Array("\u{1B}]0;".utf8), Array("\u{1B}]52".utf8), Array("\u{1B}[31mRED".utf8),
            Array("\u{1B}[2J\u{1B}[HEVIL".utf8), [0xC2, 0x9B], [0xE2, 0x80, 0xAE], [0xE2, 0x80, 0x8B],
            [0xE2, 0x81, 0xA6], [0x07],
        ]
        for sequence in foreign {
            #expect(bytes.range(of: Data(sequence)) == nil, "\(sequence) reached the terminal")
        }
        #expect(!(try pane.format("#{pane_title}")).contains("PWNED"))
    }
}
