import Foundation
import Testing

/// A zone named by a path is taken only when the file parses as a zone file: one that
/// only begins with `TZif`, or is cut short, is refused by name instead of read as UTC.
@Suite struct ZoneFileEndToEndTests {
    @Test func aFileThatOnlyBeginsAsAZoneFileIsRefusedByName() throws {
        let binary = try pulseBinary()
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("pulse-tzif-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        let environment = ["XDG_CONFIG_HOME": scratch.path + "/config", "XDG_STATE_HOME": scratch.path + "/state"]
        let tokyo = try Data(contentsOf: URL(fileURLWithPath: "/usr/share/zoneinfo/Asia/Tokyo"))
        let fakes = [("fake", Data("TZif".utf8)), ("cut", tokyo.prefix(60))]
        for (name, contents) in fakes {
            let path = scratch.appendingPathComponent(name).path
            try contents.write(to: URL(fileURLWithPath: path))
            let refused = try run(
                binary, ["snapshot", "clock", "--format", "text", "--zones", "X=\(path)"], environment: environment)
            #expect(refused.status == 2, "\(name)")
            #expect(refused.standardError.contains("no time zone '\(path)'"), "\(refused.standardError)")
        }
        let whole = scratch.appendingPathComponent("tokyo").path
        try tokyo.write(to: URL(fileURLWithPath: whole))
        let taken = try run(
            binary, ["snapshot", "clock", "--format", "text", "--zones", "X=\(whole)"], environment: environment)
        #expect(taken.status == 0 && taken.standardOutput.contains("X "), "\(taken.standardError)")
        // As TZ the C library reads such a file as UTC, as `date` does, and so does the
        // Clock: said, never silently. A real zone file says nothing.
        let fake = scratch.appendingPathComponent("fake").path
        let shown = try run(
            binary, ["snapshot", "clock", "--format", "text", "--at", "2026-08-28T14:32:00Z"],
            environment: environment.merging(["TZ": fake]) { $1 })
        #expect(shown.standardOutput.hasPrefix("14:32\n"), "UTC, as date shows it")
        #expect(shown.standardError.contains("pulse: TZ='\(fake)' names no zone this system can read"))
        let real = try run(
            binary, ["snapshot", "clock", "--format", "text"], environment: environment.merging(["TZ": whole]) { $1 })
        #expect(real.standardError.isEmpty, "\(real.standardError)")
        // A system without zone files (a minimal root) still reads UTC's own names as meant.
        for name in ["UTC", ":Etc/UTC", "GMT"] {
            let utc = try run(
                binary, ["snapshot", "clock", "--format", "text"],
                environment: environment.merging(["TZ": name, "TZDIR": scratch.path]) { $1 })
            #expect(utc.standardError.isEmpty, "\(name): \(utc.standardError)")
        }
    }
}
