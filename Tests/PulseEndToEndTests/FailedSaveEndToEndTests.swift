import Foundation
import PulseTestSupport
import Testing

/// A setting changed on a read-only or full settings file system: the change stays in
/// effect, the Settings row that made it says it was not saved, the page it concerns says
/// so too, and the line after exit names what failed.
@Suite(.serialized) struct FailedSaveEndToEndTests {
    let binary: String

    init() throws {
        binary = try pulseBinary()
    }

    /// A settings directory on a small tmpfs, holding a source that needs no key (so the
    /// Uptime page shows its list, not a prompt), then made read-only or filled.
    func disk(readOnly: Bool) throws -> SmallDisk {
        let disk = try SmallDisk(kilobytes: 64)
        let config = disk.url.appendingPathComponent("pulse")
        try FileManager.default.createDirectory(
            at: config, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        let settings = Data(#"{"uptime.source" : "gatus:http://127.0.0.1:9"}"#.utf8)
        try settings.write(to: config.appendingPathComponent("preferences.json"))
        if readOnly { try disk.makeReadOnly() } else { disk.fill() }
        return disk
    }

    @Test(arguments: [true, false])
    func aFailedSaveIsSaidOnItsRowOnItsPageAndAfterExit(readOnly: Bool) throws {
        let disk = try disk(readOnly: readOnly)
        let pane = try TmuxPane.pulse(
            binary, arguments: "--page settings --color none", environment: ["XDG_CONFIG_HOME": disk.url.path])
        #expect(try pane.waitUntil { squeezed($0).contains("SETTINGS") })
        // The third row is SECONDS, two below the first, where the page opens.
        try pane.keys("Down", "Down", "Enter")
        #expect(
            try pane.waitUntil { squeezed($0).contains("NOTSAVED:ON") }, "the row says its value is not stored")
        // The order row, seven further down (past the weather, location and clock choices).
        try pane.keys("Down", "Down", "Down", "Down", "Down", "Down", "Down", "Enter")
        #expect(try pane.waitUntil { squeezed($0).contains("NOTSAVED:DOWNFIRST") })
        // The screen's two toggles, ORBIT and NIGHT DIMMING, the next rows.
        func notSavedOff(_ screen: String) -> Int { squeezed(screen).components(separatedBy: "NOTSAVED:OFF").count - 1 }
        try pane.keys("Down", "Enter")
        #expect(try pane.waitUntil { notSavedOff($0) == 1 }, "ORBIT")
        try pane.keys("Down", "Enter")
        #expect(try pane.waitUntil { notSavedOff($0) == 2 }, "NIGHT DIMMING")
        // The pages the two settings concern.
        try pane.keys("Left")
        #expect(try pane.waitUntil { squeezed($0).contains("SETTINGNOTSAVED") }, "the Uptime page says it too")
        try pane.keys("Left", "Left", "Left")
        #expect(try pane.waitUntil { squeezed($0).contains("SETTINGNOTSAVED") }, "and the Clock")
        try pane.keys("q")
        #expect(try pane.waitForExit())
        #expect(
            try pane.waitUntil {
                $0.contains("could not save the clock preferences") && $0.contains("could not save the uptime order")
            }, "said after exit, each by its name")
        let stored = try String(contentsOf: disk.url.appendingPathComponent("pulse/preferences.json"), encoding: .utf8)
        #expect(stored == #"{"uptime.source" : "gatus:http://127.0.0.1:9"}"#, "the file is as it was")
    }
}
