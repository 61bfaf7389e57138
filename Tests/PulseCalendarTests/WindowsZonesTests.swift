import Foundation
import Testing

@testable import PulseCalendar

/// CLDR's Windows zone names, as kept in the repository.
@Suite struct WindowsZonesTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    static let cldr = "/usr/share/unicode/cldr/common/supplemental/windowsZones.xml"

    @Test func everyWindowsNameLeadsToAZoneFileHere() {
        let missing = WindowsZones.iana.filter { TZifZone(named: $0.value, directory: "/usr/share/zoneinfo") == nil }
        #expect(missing.isEmpty)
        #expect(WindowsZones.iana.count > 130)
        #expect(WindowsZones.iana["W. Europe Standard Time"] == "Europe/Berlin")
        #expect(WindowsZones.iana["Romance Standard Time"] == "Europe/Paris")
        #expect(WindowsZones.iana["Eastern Standard Time"] == "America/New_York")
    }

    @Test func numberedCopiesQuotesAndCaseNameTheSameZone() {
        #expect(ZoneNames.windows("Eastern Standard Time 1") == "America/New_York")
        #expect(ZoneNames.windows("eastern standard time 12") == "America/New_York")
        #expect(ZoneNames.windows(ZoneNames.bare(" \"GMT Standard Time\" ")) == "Europe/London")
        #expect(ZoneNames.windows("Eastern Standard Time ") == nil)
        #expect(ZoneNames.windows("Customized Time Zone") == nil)
    }

    @Test func displayNamesAsOutlookWritesThemAreWindowsZonesToo() {
        #expect(ZoneNames.windows("(UTC+01:00) Amsterdam, Berlin, Bern, Rome, Stockholm, Vienna") == "Europe/Berlin")
        #expect(ZoneNames.windows("(GMT-05:00) Eastern Time (US & Canada)") == "America/New_York")
        #expect(ZoneNames.windows("(UTC+01:00) Nowhere") == nil)
        let missing = WindowsZones.displayNames.filter {
            TZifZone(named: $0.value, directory: "/usr/share/zoneinfo") == nil
        }
        #expect(missing.isEmpty && WindowsZones.displayNames.count > 130)
    }

    @Test func oldPrefixesLeaveTheIANANameAtTheEnd() {
        #expect(
            ZoneNames.ianaCandidates("/mozilla.org/20050126_1/Europe/Berlin") == [
                "mozilla.org/20050126_1/Europe/Berlin", "20050126_1/Europe/Berlin", "Europe/Berlin",
            ])
        #expect(ZoneNames.ianaCandidates("UTC") == ["UTC"])
        #expect(ZoneNames.ianaCandidates("/UTC") == ["UTC"])
        #expect(ZoneNames.ianaCandidates("Europe/Berlin") == ["Europe/Berlin"])
    }

    /// Where CLDR's table is installed (Debian's unicode-cldr-core), the kept file is what
    /// the script writes from it.
    @Test(.enabled(if: FileManager.default.fileExists(atPath: cldr)))
    func theKeptTableIsWhatTheScriptWrites() throws {
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("WindowsZones-\(getpid()).swift")
        defer { try? FileManager.default.removeItem(at: output) }
        let script = Process()
        script.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
        script.arguments = [
            Self.root.appendingPathComponent("Sources/PulseCalendar/Zones/windows-zones.py").path, Self.cldr,
            output.path,
        ]
        try script.run()
        script.waitUntilExit()
        #expect(script.terminationStatus == 0)
        let kept = try Data(
            contentsOf: Self.root.appendingPathComponent("Sources/PulseCalendar/Zones/WindowsZones.swift"))
        #expect(try Data(contentsOf: output) == kept)
    }
}
