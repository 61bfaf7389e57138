import Foundation
import Testing

@testable import PulseCore

/// A zone file is a zone only when it parses as one: the magic alone, a header without its
/// data, or a file cut short would be read by the C library as UTC.
@Suite struct ZoneFileFormatTests {
    func bytes(_ path: String) throws -> [UInt8] {
        [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
    }

    @Test func theMagicAloneOrAHeaderAloneIsNoZone() throws {
        #expect(!ZoneFileFormat.isWellFormed(Array("TZif".utf8)))
        let tokyo = try bytes("/usr/share/zoneinfo/Asia/Tokyo")
        #expect(!ZoneFileFormat.isWellFormed(Array(tokyo.prefix(44))), "a header without its data")
        #expect(!ZoneFileFormat.isWellFormed(Array(tokyo.dropLast())), "cut short by a byte")
        #expect(!ZoneFileFormat.isWellFormed(tokyo + [0]), "a byte past the footer")
        var noTypes = tokyo
        noTypes.replaceSubrange(36..<40, with: [0, 0, 0, 0])
        #expect(!ZoneFileFormat.isWellFormed(noTypes), "no local time type")
    }

    @Test func everyInstalledZoneFileIsOne() throws {
        let root = "/usr/share/zoneinfo"
        let names = try #require(FileManager.default.subpaths(atPath: root))
        var checked = 0
        for name in names {
            let path = root + "/" + name
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), !isDirectory.boolValue,
                let data = FileManager.default.contents(atPath: path), data.starts(with: Array("TZif".utf8))
            else { continue }
            #expect(ZoneFileFormat.isWellFormed([UInt8](data)), "\(name)")
            checked += 1
        }
        #expect(checked > 300)
    }
}
