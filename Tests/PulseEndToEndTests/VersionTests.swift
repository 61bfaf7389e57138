import Foundation
import Testing

/// One version, said in Sources/PulseCore/Version.swift: `pulse --version`, the Makefile
/// (which names the package and the tarball by it), the man page's footer and the newest
/// entry of CHANGELOG.md all say it.
@Suite struct VersionTests {
    @Test func everyPlaceSaysTheOneVersion() throws {
        let said = try run(try pulseBinary(), ["--version"]).standardOutput
        let make = try run("/usr/bin/make", ["-s", "-C", Documents.root.path, "version"])
        let version = make.standardOutput.trimmingCharacters(in: .whitespacesAndNewlines)
        #expect(
            version.split(separator: ".").count == 3 && version.allSatisfy { $0.isNumber || $0 == "." }, "\(version)")
        #expect(said == "pulse \(version)\n")
        let page = try String(
            contentsOf: Documents.root.appendingPathComponent("Sources/pulse/pulse.1"), encoding: .utf8)
        let title = page.split(separator: "\n").first { $0.hasPrefix(".TH ") }
        #expect(title?.contains("\"pulse \(version)\"") == true, "\(title ?? "no .TH line")")
        let changelog = try String(contentsOf: Documents.root.appendingPathComponent("CHANGELOG.md"), encoding: .utf8)
        let newest = changelog.split(separator: "\n").first { $0.hasPrefix("## ") }
        #expect(newest?.hasPrefix("## \(version) (") == true, "CHANGELOG.md's newest entry: \(newest ?? "none")")
    }
}
