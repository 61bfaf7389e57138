import Foundation
import Testing

@testable import PulseCalendar

/// An old zone name whose file the system does not ship (Debian 13 without
/// `tzdata-legacy`: CLDR's `Asia/Calcutta`) is read through the link the zone database's
/// `tzdata.zi` lists, and a link can lead nowhere outside the zone directory.
@Suite struct ZoneLinksTests {
    @Test func anOldNameWithoutItsFileIsReadThroughTheLink() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("pulse-zi-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        try FileManager.default.createDirectory(
            at: directory.appendingPathComponent("Asia"), withIntermediateDirectories: true)
        try FileManager.default.copyItem(
            atPath: "/usr/share/zoneinfo/Asia/Kolkata", toPath: directory.appendingPathComponent("Asia/Kolkata").path)
        let links =
            "# version 2025b\nZ Asia/Kolkata 5:53:28 - LMT 1854 Jun 28\nL Asia/Kolkata Asia/Calcutta\nL ../../etc/passwd Asia/Evil\n"
        try Data(links.utf8).write(to: directory.appendingPathComponent("tzdata.zi"))
        #expect(TZifZone(named: "Asia/Kolkata", directory: directory.path) != nil)
        let old = try #require(TZifZone(named: "Asia/Calcutta", directory: directory.path))
        #expect(old.secondsFromGMT(for: Date(timeIntervalSince1970: 1_790_000_000)) == 19_800)
        #expect(TZifZone(named: "Asia/Evil", directory: directory.path) == nil, "a link out of the directory")
        #expect(TZifZone(named: "Asia/Nowhere", directory: directory.path) == nil)
        #expect(ZoneLinks.target(of: "Asia/Calcutta", in: directory.path) == "Asia/Kolkata")
    }
}
