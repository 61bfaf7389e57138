import Foundation
import Testing

/// `make run`, `make build` and `make test` on a machine with no Swift: the distribution's
/// own (`swiftlang`) is installed with the other packages where it has one, and elsewhere
/// one sentence says where to get Swift 6 (`scripts/ensure-swift.sh`). Run against a PATH
/// of stand-ins for apt and the toolchain, as a user who is not root, so nothing is installed.
@Suite struct EnsureSwiftTests {
    /// A directory of stand-ins: `id` says a user, `dpkg-query` knows no package, `apt-cache`
    /// offers swiftlang at `candidate`, `apt-get` notes that it was called; and, as asked,
    /// a `swift` with its `swiftc` or a lone `swift` (Debian's OpenStack client of that name).
    static func standIns(candidate: String, swift: Bool = false, swiftc: Bool = false) throws -> URL {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "pulse-swift-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        var scripts = [
            "id": "echo 1000",
            "dpkg-query": "exit 1",
            "apt-cache": "echo 'swiftlang:'; echo '  Installed: (none)'; echo '  Candidate: \(candidate)'",
            "apt-get": "echo called >> \"$(dirname \"$0\")/apt-get.called\"",
        ]
        if swift { scripts["swift"] = "exit 0" }
        if swiftc { scripts["swiftc"] = "exit 0" }
        for (name, body) in scripts {
            let file = directory.appendingPathComponent(name)
            try Data("#!/bin/sh\n\(body)\n".utf8).write(to: file)
            try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: file.path)
        }
        // The few tools the scripts use, and nothing else of the system's: where the
        // system has a Swift (Debian 13 with swiftlang), /usr/bin would show it.
        for tool in ["sh", "dirname", "sed", "grep"] {
            let real = try #require(
                ["/usr/bin/\(tool)", "/bin/\(tool)"].first { FileManager.default.fileExists(atPath: $0) })
            try FileManager.default.createSymbolicLink(
                atPath: directory.appendingPathComponent(tool).path, withDestinationPath: real)
        }
        return directory
    }

    static func ensure(on path: URL) throws -> Outcome {
        try run(
            "/bin/sh", [Documents.root.appendingPathComponent("scripts/ensure-swift.sh").path],
            environment: ["PATH": path.path])
    }

    @Test func aToolchainOnThePathIsUsedAsItIs() throws {
        let path = try Self.standIns(candidate: "6.0.3-2", swift: true, swiftc: true)
        defer { try? FileManager.default.removeItem(at: path) }
        let outcome = try Self.ensure(on: path)
        #expect(outcome.status == 0, "\(outcome.standardError)")
        #expect(outcome.standardOutput.isEmpty && outcome.standardError.isEmpty, "\(outcome)")
    }

    /// Where the distribution has swiftlang, it is asked for with g++ (the static link's
    /// C++ library), as every other package is: the exact command for a user who is not root.
    @Test func withNoSwiftTheDistributionsOwnIsInstalled() throws {
        // A lone `swift` is OpenStack's client, not the language: it counts as none.
        for loneSwift in [false, true] {
            let path = try Self.standIns(candidate: "6.0.3-2", swift: loneSwift)
            defer { try? FileManager.default.removeItem(at: path) }
            let outcome = try Self.ensure(on: path)
            #expect(outcome.status == 1, "\(outcome.standardError)")
            #expect(
                outcome.standardOutput.contains("sudo apt-get update && sudo apt-get install -y swiftlang g++"),
                "\(outcome.standardOutput)")
            #expect(!FileManager.default.fileExists(atPath: path.appendingPathComponent("apt-get.called").path))
        }
    }

    @Test func whereTheDistributionHasNoneOneSentenceSaysWhereToGetIt() throws {
        let path = try Self.standIns(candidate: "(none)")
        defer { try? FileManager.default.removeItem(at: path) }
        let outcome = try Self.ensure(on: path)
        #expect(outcome.status == 1)
        #expect(outcome.standardOutput.isEmpty, "\(outcome.standardOutput)")
        let sentence = outcome.standardError.trimmingCharacters(in: .newlines)
        #expect(!sentence.contains("\n") && sentence.hasSuffix("."), "\(sentence)")
        #expect(
            sentence.contains("Swift 6") && sentence.contains("https://www.swift.org/install/linux/"), "\(sentence)")
    }
}
