import Foundation
import Testing

/// Settings opens on its first row, lit, so the row counted is the row changed.
@Suite(.serialized) struct SettingsFirstRowEndToEndTests {
    let binary: String

    init() throws {
        binary = try pulseBinary()
    }

    func storedSeconds(_ pane: TmuxPane) -> Bool? {
        let url = pane.directory.appendingPathComponent("config/pulse/preferences.json")
        guard let data = FileManager.default.contents(atPath: url.path),
            let object = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any]
        else { return nil }
        return object["clock.showsSeconds"] as? Bool
    }

    @Test func downDownEnterChangesTheThirdRowAndOpensNoPrompt() throws {
        let pane = try TmuxPane.pulse(binary, arguments: "--page settings")
        #expect(try pane.waitUntil { squeezed($0).contains("SETTINGS") })
        let text = try pane.snapshot("settings", format: "text")
        #expect(text.contains("\n> UPTIME API KEY: "), "the first row is chosen: \(text)")
        // The first row's bar stands left of its name.
        #expect(
            try pane.waitUntil { $0.split(separator: "\n").contains { $0.contains("\u{2588} U P T I M E   A P I") } })
        try pane.keys("Down", "Down", "Enter")
        #expect(try pane.waitUntil { _ in storedSeconds(pane) == true }, "SECONDS, the third row")
        #expect(try !squeezed(pane.screen()).contains("CANCEL"), "no prompt")
        try pane.keys("q")
        #expect(try pane.waitForExit())
    }
}
