import Foundation
import Testing

/// The Makefile's package lists, each written once, are what each command installs, and
/// the README says the same words: `make run` and `make build` install only what building
/// and running need, and `make test` adds what the tests need.
@Suite struct PackageListTests {
    /// The packages of `NAME := …` in the Makefile.
    static func makefileList(_ name: String) throws -> [String] {
        let makefile = try String(contentsOf: Documents.root.appendingPathComponent("Makefile"), encoding: .utf8)
        let lines = makefile.split(separator: "\n").filter { $0.hasPrefix("\(name) := ") }
        guard lines.count == 1, let line = lines.first else {
            throw HarnessError("the Makefile defines \(name) \(lines.count) times, not once")
        }
        return line.dropFirst(name.count + 4).split(separator: " ").map(String.init)
    }

    /// The packages `make -n TARGET` would ask scripts/ensure-packages.sh for, call by call.
    static func ensured(by target: String) throws -> [[String]] {
        let outcome = try run("/usr/bin/make", ["-n", "-s", "-C", Documents.root.path, target])
        #expect(outcome.status == 0, "\(outcome.standardError)")
        return outcome.standardOutput.split(separator: "\n").compactMap { line in
            let words = line.split(separator: " ").map(String.init)
            guard let at = words.firstIndex(of: "scripts/ensure-packages.sh") else { return nil }
            return Array(words[(at + 1)...])
        }
    }

    /// The backticked words of the README's "Run it" section inside the parentheses that
    /// follow `lead`.
    static func readmeWords(after lead: String) throws -> [String] {
        let readme = try String(contentsOf: Documents.root.appendingPathComponent("README.md"), encoding: .utf8)
        let section = try #require(Documents.section(of: readme, from: "## Run it", to: "## Pages"))
        let text = section.replacingOccurrences(of: "\n", with: " ")
        let start = try #require(text.range(of: lead), "the README says '\(lead)'")
        let rest = text[start.upperBound...]
        let open = try #require(rest.firstIndex(of: "("))
        let close = try #require(rest[open...].firstIndex(of: ")"))
        return rest[open..<close].split(separator: "`").enumerated().filter { !$0.offset.isMultiple(of: 2) }
            .map { String($0.element) }
    }

    @Test func makeRunAndMakeBuildInstallOnlyTheBuildPackages() throws {
        let build = try Self.makefileList("BUILD_PACKAGES")
        #expect(build == ["libncurses-dev", "libcurl4-openssl-dev"])
        for target in ["run", "build"] {
            #expect(try Self.ensured(by: target) == [build], "make \(target)")
        }
        #expect(try Self.readmeWords(after: "`make run` and `make build` install only what building") == build)
    }

    @Test func makeTestAddsTheTestPackages() throws {
        let build = try Self.makefileList("BUILD_PACKAGES")
        let test = try Self.makefileList("TEST_PACKAGES")
        #expect(test.contains("tmux") && Set(test).isDisjoint(with: build), "\(test)")
        // `make test` installs through test-deps; `make -n test` would start the package
        // check's probe, which installs what it needs as root.
        let makefile = try String(contentsOf: Documents.root.appendingPathComponent("Makefile"), encoding: .utf8)
        #expect(makefile.contains("\ntest: test-deps\n"))
        #expect(try Self.ensured(by: "test-deps") == [build + test])
        #expect(try Self.readmeWords(after: "`make test` adds what the tests need") == test)
    }

    @Test func thePackageCheckAddsItsOwnAsRootAndTheREADMESaysWhich() throws {
        let check =
            try Self.makefileList("DEB_PACKAGES") + Self.makefileList("PACKAGE_CHECK_PACKAGES")
            + Self.makefileList("APT_REPO_PACKAGES")
        #expect(check == ["dpkg-dev", "mmdebstrap", "lintian", "apt-utils", "gnupg", "xz-utils"])
        #expect(try Self.readmeWords(after: "what the package check needs") == check)
        let makefile = try String(contentsOf: Documents.root.appendingPathComponent("Makefile"), encoding: .utf8)
        #expect(makefile.contains("check.sh --can-run $(DEB_PACKAGES) $(PACKAGE_CHECK_PACKAGES) $(APT_REPO_PACKAGES);"))
    }

    /// `make apt-repo` installs what it runs (apt-ftparchive, gpg, xz) before anything else.
    @Test func makeAptRepoInstallsItsTools() throws {
        let ensured = try Self.ensured(by: "apt-repo")
        let tools = try Self.makefileList("APT_REPO_PACKAGES")
        #expect(ensured.first == tools, "\(ensured)")
    }

    /// As anyone but root the package check says it skipped, before building anything.
    @Test func thePackageCheckSaysItSkipsWithoutRoot() throws {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("pulse-skip-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        let script = scratch.appendingPathComponent("check.sh")
        try FileManager.default.copyItem(at: Documents.root.appendingPathComponent("packaging/check.sh"), to: script)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: scratch.path)
        let outcome = try run(
            "/usr/bin/setpriv",
            ["--reuid=65534", "--regid=65534", "--clear-groups", "/bin/sh", script.path, "--can-run", "mmdebstrap"])
        #expect(outcome.status == 1, "\(outcome.standardError)")
        #expect(outcome.standardOutput.hasPrefix("package check skipped: it needs root"), "\(outcome.standardOutput)")
    }
}
