import Foundation
import PulseApp
import PulseCore
import Testing

/// Other zones by every name `TZ` takes, read by the C library as `date` reads them.
@Suite(.serialized) struct NamedZoneTests {
    @Test(arguments: [
        "Europe/Berlin", ":Europe/Berlin", "/usr/share/zoneinfo/America/New_York", "JST-9", "EST+5", "IST-5:30",
        "<+0545>-5:45", "CET-1CEST,M3.5.0,M10.5.0/3", "<-02>2<-01>,M3.5.0/-1,M10.5.0/0", "posix/Asia/Tokyo",
        "right/Asia/Tokyo", "Australia/Lord_Howe", "Pacific/Kiritimati", "Pacific/Midway", "UTC", "EST5EDT",
    ])
    func everyFormAShellTakesIsKnown(_ spec: String) throws {
        // `posix/` and `right/` are where the system has them (Debian 13 ships them only in
        // `tzdata-legacy`); the C library knows them no more than Pulse does elsewhere.
        if spec.hasPrefix("posix/") || spec.hasPrefix("right/"),
            !FileManager.default.fileExists(atPath: "/usr/share/zoneinfo/" + spec)
        {
            #expect(!NamedZone.isKnown(spec, environment: [:]))
            return
        }
        #expect(NamedZone.isKnown(spec, environment: [:]))
    }

    @Test(arguments: ["Nowhere/Special", "America", "/etc/passwd", "", ":", "Europe/Berlin/", "../../etc/hostname"])
    func anythingElseIsNot(_ spec: String) {
        #expect(!NamedZone.isKnown(spec, environment: [:]))
    }

    @Test func theZoneDirectoryIsTheOneTZDIRNames() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "pulse-tzdir-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        try FileManager.default.copyItem(
            atPath: "/usr/share/zoneinfo/Asia/Tokyo", toPath: directory.appendingPathComponent("Mine").path)
        #expect(NamedZone.isKnown("Mine", environment: ["TZDIR": directory.path]))
        #expect(!NamedZone.isKnown("Mine", environment: [:]))
    }

    /// Reading another zone leaves the process's own `TZ` as it was.
    @Test func theLocalZoneIsPutBack() {
        let before = getenv("TZ").map { String(cString: $0) }
        _ = NamedZone("Asia/Kathmandu").civilTime(at: Date(timeIntervalSince1970: 0))
        #expect(getenv("TZ").map { String(cString: $0) } == before)
    }
}
