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

    /// The Debian package of every program the tests name by its path. A minimal Debian
    /// root has only the essential packages (a bare Debian 13 root has neither `mount` nor
    /// `chattr` nor `ps`), so each of the others is one `make test` installs.
    static let programs: [String: String] = [
        "/bin/bash": "bash", "/bin/chown": "coreutils", "/bin/gzip": "gzip", "/bin/mount": "mount",
        "/bin/sh": "dash", "/bin/true": "coreutils", "/bin/umount": "mount", "/usr/bin/chattr": "e2fsprogs",
        "/usr/bin/curl": "curl", "/usr/bin/env": "coreutils", "/usr/bin/find": "findutils",
        "/usr/bin/flock": "util-linux", "/usr/bin/luit": "x11-utils", "/usr/bin/make": "make",
        "/usr/bin/objdump": "binutils",
        "/usr/bin/pgrep": "procps", "/usr/bin/ps": "procps", "/usr/bin/pulse": "pulse", "/usr/bin/python3": "python3",
        "/usr/bin/setpriv": "util-linux", "/usr/bin/strace": "strace", "/usr/bin/stty": "coreutils",
        "/usr/bin/systemd-analyze": "systemd", "/usr/bin/tmux": "tmux", "/usr/bin/unshare": "util-linux",
    ]

    /// Debian's essential packages among those: in every root, so never installed.
    static let essential: Set<String> = ["bash", "coreutils", "dash", "findutils", "gzip", "util-linux"]

    /// Named but not for `make test` to install: make is what runs it, pulse is the package
    /// the package check installs in its own roots, and the systemd-analyze tests skip
    /// without systemd.
    static let installedElsewhere: Set<String> = ["make", "pulse", "systemd"]

    /// The program paths (`"/bin/…"`, `"/usr/bin/…"`) named in the Swift sources under
    /// `directory`, but for the keys of a table such as `programs`.
    static func programPaths(under directory: URL) throws -> Set<String> {
        let literal = try Regex(#""(/(?:usr/)?s?bin/[A-Za-z0-9._+-]+)"(?!:)"#)
        var paths: Set<String> = []
        let files = FileManager.default.enumerator(at: directory, includingPropertiesForKeys: nil)
        while let file = files?.nextObject() as? URL {
            guard file.pathExtension == "swift" else { continue }
            let source = try String(contentsOf: file, encoding: .utf8)
            for match in source.matches(of: literal) {
                if let path = match.output[1].substring { paths.insert(String(path)) }
            }
        }
        return paths
    }

    /// Every program a test starts is there after `make test` in a bare Debian root.
    @Test func everyProgramTheTestsStartIsInstalledByMakeTestOrInEveryRoot() throws {
        let named = try Self.programPaths(under: Documents.root.appendingPathComponent("Tests"))
        #expect(named == Set(Self.programs.keys), "each program the tests name, with its package")
        let installed = Set(try Self.makefileList("TEST_PACKAGES")).union(Self.essential)
            .union(Self.installedElsewhere)
        for (program, package) in Self.programs.sorted(by: { $0.key < $1.key }) {
            #expect(installed.contains(package), "\(program) is in \(package), which make test does not install")
        }
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
