import Foundation
import Testing

/// What a package's binary is linked with, so that it installs where no Swift is: the Swift
/// runtime inside it where the toolchain has the static libraries (`scripts/swift-static.sh`,
/// a package stopping with one sentence where it has not), and the C library's newer symbols
/// by their older versions (`packaging/glibc-floor.c`), so one made on Debian 13 installs on
/// Debian 12. The package check installs such packages in clean roots; this checks the two
/// pieces on their own, in seconds.
@Suite struct PackageToolchainTests {
    /// A scratch directory, removed by the caller.
    static func scratch() throws -> URL {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("pulse-tool-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        return directory
    }

    /// A toolchain laid out as Debian's swiftlang is (`bin/swiftc` a link to
    /// `libexec/swift/bin/swift-driver`, the static libraries under `libexec/swift/lib`),
    /// with or without them; returns its `bin/swift`.
    static func toolchain(in directory: URL, staticLibraries: Bool) throws -> String {
        let files = FileManager.default
        let driver = directory.appendingPathComponent("libexec/swift/bin/swift-driver")
        try files.createDirectory(at: driver.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("#!/bin/sh\n".utf8).write(to: driver)
        let bin = directory.appendingPathComponent("bin")
        try files.createDirectory(at: bin, withIntermediateDirectories: true)
        for name in ["swift", "swiftc"] {
            try files.createSymbolicLink(
                atPath: bin.appendingPathComponent(name).path, withDestinationPath: "../libexec/swift/bin/swift-driver")
        }
        try files.setAttributes([.posixPermissions: 0o755], ofItemAtPath: driver.path)
        if staticLibraries {
            let list = directory.appendingPathComponent("libexec/swift/lib/swift_static/linux/static-stdlib-args.lnk")
            try files.createDirectory(at: list.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data("-lswiftCore\n".utf8).write(to: list)
        }
        return bin.appendingPathComponent("swift").path
    }

    static func staticFlag(_ arguments: [String]) throws -> Outcome {
        try run("/bin/sh", [Documents.root.appendingPathComponent("scripts/swift-static.sh").path] + arguments)
    }

    @Test func aToolchainWithTheStaticLibrariesLinksThemIn() throws {
        let directory = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: directory) }
        let swift = try Self.toolchain(in: directory, staticLibraries: true)
        for (arguments, flag) in [([swift], "--static-swift-stdlib\n"), (["--require", swift], "")] {
            let outcome = try Self.staticFlag(arguments)
            #expect(outcome.status == 0, "\(arguments): \(outcome.standardError)")
            #expect(outcome.standardOutput == flag, "\(arguments)")
            #expect(outcome.standardError.isEmpty, "\(arguments): \(outcome.standardError)")
        }
    }

    @Test func withoutThemABuildLinksTheSharedOnesAndAPackageStops() throws {
        let directory = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: directory) }
        let swift = try Self.toolchain(in: directory, staticLibraries: false)

        let build = try Self.staticFlag([swift])
        #expect(build.status == 0, "\(build.standardError)")
        #expect(build.standardOutput.isEmpty, "\(build.standardOutput)")
        #expect(build.standardError.contains("links its shared ones"), "\(build.standardError)")

        let package = try Self.staticFlag(["--require", swift])
        #expect(package.status == 1)
        #expect(package.standardOutput.isEmpty, "\(package.standardOutput)")
        let sentence = package.standardError.trimmingCharacters(in: .newlines)
        #expect(sentence.contains("has no static Swift libraries") && !sentence.contains("\n"), "\(sentence)")
    }

    /// What a probe prints, calling the seven through the floor: each means what the C
    /// library's own does (C23's `strtol` and `sscanf` read as C99's for these inputs,
    /// BSD's `strlcpy` truncating and counting the whole source, the maths exact).
    static let probe = """
        #include <stddef.h>
        #include <stdio.h>
        long __isoc23_strtol(const char *, char **, int);
        long long __isoc23_strtoll(const char *, char **, int);
        int __isoc23_sscanf(const char *, const char *, ...);
        size_t strlcpy(char *, const char *, size_t);
        double fmod(double, double);
        float fmodf(float, float);
        float hypotf(float, float);
        int main(void) {
            char small[4], exact[6], untouched[1] = {'x'}, word[8] = {0};
            char *end = NULL;
            int number = 0;
            long value = __isoc23_strtol(" -42z", &end, 10);
            long long wide = __isoc23_strtoll("0x7fffffffffff", NULL, 0);
            int read = __isoc23_sscanf("17 ab", "%d %7s", &number, word);
            size_t cut = strlcpy(small, "hello", sizeof small);
            size_t whole = strlcpy(exact, "hello", sizeof exact);
            size_t none = strlcpy(untouched, "abc", 0);
            printf("%ld %c %lld %d %d %s %zu %s %zu %s %zu %c %g %g %g\\n", value, *end, wide, read, number, word,
                cut, small, whole, exact, none, untouched[0], fmod(-7.5, 2), (double)fmodf(7.5f, -2),
                (double)hypotf(3, 4));
            return 0;
        }
        """

    @Test func theFloorMeansWhatTheNewerSymbolsMeanAndNeedsNoNewerCLibrary() throws {
        let directory = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: directory) }
        let source = directory.appendingPathComponent("probe.c")
        try Data(Self.probe.utf8).write(to: source)
        let floor = Documents.root.appendingPathComponent("packaging/glibc-floor.c").path
        let binary = directory.appendingPathComponent("probe").path
        // As glibc-floor.sh compiles it; no builtins, so the probe's maths are calls.
        let build = try run(
            "/bin/sh",
            [
                "-c",
                "compiler=$(command -v cc || command -v gcc || command -v clang) && "
                    + "\"$compiler\" -std=c11 -O2 -fPIC -fno-builtin -Wall -Werror -c \"$1\" -o \"$3.floor.o\" && "
                    + "\"$compiler\" -O0 -fno-builtin \"$2\" \"$3.floor.o\" -lm -o \"$3\"",
                "sh", floor, source.path, binary,
            ])
        try #require(build.status == 0, "\(build.standardError)")

        let probe = try run(binary, [])
        #expect(probe.status == 0, "\(probe.standardError)")
        #expect(probe.standardOutput == "-42 z 140737488355327 2 17 ab 5 hel 5 hello 3 x -1.5 1.5 5\n")

        // The binary asks the C library for none of them by a name or version Debian 12's lacks.
        let symbols = try run("/usr/bin/objdump", ["-T", binary])
        #expect(symbols.status == 0, "\(symbols.standardError)")
        let asked = symbols.standardOutput.split(separator: "\n").filter { line in
            ["fmod", "fmodf", "hypotf", "strlcpy", "__isoc23_strtol", "__isoc23_strtoll", "__isoc23_sscanf"]
                .contains { line.hasSuffix(" \($0)") }
        }
        #expect(!asked.contains { $0.contains("strlcpy") || $0.contains("__isoc23_") }, "\(asked)")
        #expect(asked.allSatisfy { $0.contains("(GLIBC_2.17)") || $0.contains("(GLIBC_2.2.5)") }, "\(asked)")
        #expect(asked.count == 3, "fmod, fmodf and hypotf from the C library's first versions: \(asked)")
    }
}
