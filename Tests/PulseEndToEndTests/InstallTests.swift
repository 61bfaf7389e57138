import Foundation
import Testing

/// `make install` installs what `make build` built and nothing more: no build, no package,
/// no swift on the PATH, and no file written in the checkout (so `sudo make install`
/// leaves none of root's there). It runs in a copy of the files install reads.
@Suite struct InstallTests {
    let checkout: URL
    let destination: URL

    init() throws {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent(
            "pulse-install-\(UUID().uuidString)")
        checkout = scratch.appendingPathComponent("checkout")
        destination = scratch.appendingPathComponent("root")
        for file in [
            "Makefile", "Sources/PulseCore/Version.swift", "Sources/pulse/pulse.1", "Fonts/pulse.bdf",
            "contrib/systemd/pulse@.service",
        ] {
            let target = checkout.appendingPathComponent(file)
            try FileManager.default.createDirectory(
                at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
            try FileManager.default.copyItem(at: Documents.root.appendingPathComponent(file), to: target)
        }
    }

    /// `make install` as sudo runs it: root's PATH, which has no swift.
    func install(_ arguments: [String] = []) throws -> Outcome {
        try run(
            "/usr/bin/make",
            ["-C", checkout.path, "install", "DESTDIR=\(destination.path)", "PREFIX=/usr/local"] + arguments,
            environment: ["PATH": "/usr/bin:/bin"])
    }

    @Test func itInstallsWhatWasBuiltAndWritesNothingInTheCheckout() throws {
        defer { try? FileManager.default.removeItem(at: checkout.deletingLastPathComponent()) }
        let built = checkout.appendingPathComponent(".build/release/pulse")
        try FileManager.default.createDirectory(
            at: built.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: try pulseBinary(), toPath: built.path)
        let marker = checkout.appendingPathComponent(".before-install")
        try Data().write(to: marker)

        let outcome = try install()
        #expect(outcome.status == 0, "\(outcome.standardError)")
        for word in ["swift", "apt-get", "ensure-packages"] {
            #expect(!outcome.standardOutput.contains(word) && !outcome.standardError.contains(word), "\(word) ran")
        }
        let prefix = destination.appendingPathComponent("usr/local")
        let expected: [(String, Int)] = [
            ("bin/pulse", 0o755), ("share/pulse/pulse.bdf", 0o644), ("share/man/man1/pulse.1", 0o644),
            ("lib/systemd/system/pulse@.service", 0o644),
        ]
        for (path, mode) in expected {
            let attributes = try FileManager.default.attributesOfItem(atPath: prefix.appendingPathComponent(path).path)
            #expect((attributes[.posixPermissions] as? Int) == mode, "\(path)")
        }
        #expect(
            FileManager.default.contentsEqual(
                atPath: built.path, andPath: prefix.appendingPathComponent("bin/pulse").path))
        let unit = try String(
            contentsOf: prefix.appendingPathComponent("lib/systemd/system/pulse@.service"), encoding: .utf8)
        #expect(unit.contains("\nExecStart=/usr/local/bin/pulse\n") && unit.contains("\nUser=pulse-display\n"))

        let newer = try run("/usr/bin/find", [checkout.path, "-newer", marker.path])
        #expect(newer.standardOutput.isEmpty, "make install wrote in the checkout: \(newer.standardOutput)")
    }

    @Test func withNothingBuiltItSaysSoAndInstallsNothing() throws {
        defer { try? FileManager.default.removeItem(at: checkout.deletingLastPathComponent()) }
        let outcome = try install()
        #expect(outcome.status != 0)
        #expect(
            outcome.standardError.contains("make install: no .build/release/pulse to install; run make build first"),
            "\(outcome.standardError)")
        #expect(!FileManager.default.fileExists(atPath: destination.path), "nothing installed")
    }
}
