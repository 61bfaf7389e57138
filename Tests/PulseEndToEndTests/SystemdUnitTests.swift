import Foundation
import Testing

/// `contrib/systemd/pulse@.service`, as `make install` installs it: Pulse on a virtual
/// console from boot, in place of the getty, as a user that is not root.
@Suite struct SystemdUnitTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    static let analyze = "/usr/bin/systemd-analyze"

    /// The unit `make install-unit` writes for `prefix` and `user`, under a scratch DESTDIR.
    func installed(prefix: String, user: String? = nil, in scratch: URL) throws -> String {
        var arguments = ["-s", "-C", Self.root.path, "install-unit", "DESTDIR=\(scratch.path)", "PREFIX=\(prefix)"]
        if let user { arguments.append("PULSE_USER=\(user)") }
        let outcome = try run("/usr/bin/make", arguments)
        #expect(outcome.status == 0, "\(outcome.standardError)")
        let unit = scratch.appendingPathComponent(prefix).appendingPathComponent("lib/systemd/system/pulse@.service")
        return try String(contentsOf: unit, encoding: .utf8)
    }

    func scratch() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("pulse-unit-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// Every `Key=value` of `unit`, by section.
    func keys(_ unit: String) -> [String: [String: [String]]] {
        var sections: [String: [String: [String]]] = [:]
        var section = ""
        for line in unit.split(separator: "\n").map({ $0.trimmingCharacters(in: .whitespaces) }) {
            if line.isEmpty || line.hasPrefix("#") { continue }
            if line.hasPrefix("[") {
                section = String(line.dropFirst().dropLast())
                continue
            }
            guard let equals = line.firstIndex(of: "=") else { continue }
            sections[section, default: [:]][String(line[..<equals]), default: []].append(
                String(line[line.index(after: equals)...]))
        }
        return sections
    }

    /// The keys the console needs, checked with or without systemd on the machine.
    @Test func theUnitTakesTheConsoleFromTheGettyAndNeverRunsAsRoot() throws {
        let directory = try scratch()
        defer { try? FileManager.default.removeItem(at: directory) }
        let unit = keys(try installed(prefix: "/usr/local", in: directory))
        let service = unit["Service"] ?? [:]
        let expected: [String: String] = [
            "ExecStart": "/usr/local/bin/pulse", "User": "pulse", "TTYPath": "/dev/%I", "StandardInput": "tty",
            "StandardOutput": "tty", "TTYReset": "yes", "TTYVHangup": "yes", "TTYVTDisallocate": "yes",
            "Restart": "always",
        ]
        for (key, value) in expected {
            #expect(service[key] == [value], "\(key)=\(service[key] ?? [])")
        }
        #expect(service["Environment"]?.contains("TERM=linux") == true)
        #expect(unit["Unit"]?["Conflicts"]?.first?.split(separator: " ").contains("getty@%i.service") == true)
        #expect(unit["Unit"]?["After"]?.first?.split(separator: " ").contains("getty@%i.service") == true)
        #expect(unit["Install"]?["WantedBy"] == ["multi-user.target"])
        #expect(service["User"] != ["root"] && service["User"] != ["0"])
        let named = keys(try installed(prefix: "/usr", user: "kiosk", in: directory))
        #expect(named["Service"]?["User"] == ["kiosk"] && named["Service"]?["ExecStart"] == ["/usr/bin/pulse"])
    }

    /// systemd's own check, on the unit installed beside the built binary. It needs no
    /// running systemd; `--man=no` because the man page is not installed here.
    @Test(
        .enabled(
            if: FileManager.default.isExecutableFile(atPath: analyze),
            "skipped: needs systemd-analyze (Debian: systemd); the keys are checked above"))
    func systemdAnalyzeVerifyAcceptsIt() throws {
        let directory = try scratch()
        defer { try? FileManager.default.removeItem(at: directory) }
        let prefix = directory.appendingPathComponent("prefix")
        try FileManager.default.createDirectory(
            at: prefix.appendingPathComponent("bin"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(
            atPath: prefix.appendingPathComponent("bin/pulse").path, withDestinationPath: try pulseBinary())
        _ = try installed(prefix: prefix.path, in: URL(fileURLWithPath: "/"))
        let instance = prefix.appendingPathComponent("lib/systemd/system/pulse@tty2.service").path
        let outcome = try run(Self.analyze, ["verify", "--man=no", instance])
        #expect(outcome.status == 0 && outcome.standardError.isEmpty, "\(outcome.standardError)")
    }
}
