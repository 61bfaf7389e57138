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

    /// From Settings just arrived at (no row chosen), opens the picker and moves the
    /// highlight `steps` lines down (up when negative).
    func openPicker(_ pane: TmuxPane, steps: Int) throws {
        for _ in 0..<6 { try pane.keys("Down") }  // UPTIME SOURCE, the sixth row
        try pane.keys("Enter")
        #expect(try pane.waitUntil { squeezed($0).contains("ENTERPICKS,ESCKEEPSTHESOURCE") }, "the picker")
        for _ in 0..<abs(steps) { try pane.keys(steps > 0 ? "Down" : "Up") }
        try pane.keys("Enter")
    }

    @Test func kumaThenHealthchecksThenBackToKumaWithoutAskingAndDownFirst() throws {
        let pane = try TmuxPane.pulse(binary, columns: 100, rows: 40, arguments: "--page settings")
        #expect(try pane.waitUntil { squeezed($0).contains("UPTIMESOURCE") })
        // Kuma: the picker opens on LEVO; one line down.
        try openPicker(pane, steps: 1)
        #expect(try pane.waitUntil { squeezed($0).contains("ENDINGIN/STATUS/SLUG.") })
        try pane.literal("\(server.base)/status/main")
        try pane.keys("Enter")
        #expect(try pane.waitUntil { squeezed($0).contains("UPTIMEKUMA127.0.0.1") })
        try pane.keys("Left")
        #expect(try pane.waitUntil { squeezed($0).contains("WEBSITE") && squeezed($0).contains("DATABASE") })
        #expect(try pane.waitUntil { squeezed($0).contains("CHANGESTATUSPAGE") })
        // A self-hosted Healthchecks: its address, then its key (masked).
        try pane.keys("Right")
        try openPicker(pane, steps: 2)
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
        try openPicker(pane, steps: -2)
        #expect(try pane.waitUntil { squeezed($0).contains("UPTIMEKUMA127.0.0.1") })
        try pane.keys("Left")
        #expect(try pane.waitUntil { squeezed($0).contains("WEBSITE") && !squeezed($0).contains("BACKUP") })
        #expect(server.count(of: "/api/status-page/main") == 2, "read once per choice of Kuma")
        // DOWN FIRST: the seventh row.
        try pane.keys("Right")
        for _ in 0..<7 { try pane.keys("Down") }
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
}
