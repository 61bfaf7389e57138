import Foundation
import Testing

/// `contrib/systemd/pulse@.service`, as `make install` installs it: Pulse on a virtual
/// console from boot, in place of the getty, as a user that is not root.
@Suite struct SystemdUnitTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    static let analyze = "/usr/bin/systemd-analyze"

    /// The unit `make install-unit` writes for `prefix`, `user` and `home`, under a scratch
    /// DESTDIR.
    func installed(prefix: String, user: String? = nil, home: String? = nil, in scratch: URL) throws -> String {
        var arguments = ["-s", "-C", Self.root.path, "install-unit", "DESTDIR=\(scratch.path)", "PREFIX=\(prefix)"]
        if let user { arguments.append("PULSE_USER=\(user)") }
        if let home { arguments.append("PULSE_HOME=\(home)") }
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
            "ExecStart": "/usr/local/bin/pulse", "User": "pulse-display", "TTYPath": "/dev/%I", "StandardInput": "tty",
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

    /// The one place the sandbox lets Pulse write: its user's home as the system knows it,
    /// else /var/lib/USER (the package's `pulse-display` before postinst makes it), or the
    /// home named with PULSE_HOME.
    @Test func theUnitLetsPulseWriteInItsUsersHome() throws {
        let directory = try scratch()
        defer { try? FileManager.default.removeItem(at: directory) }
        let plain = keys(try installed(prefix: "/usr/local", user: "pulse-display-\(UUID().uuidString)", in: directory))
        let bound = try #require(plain["Service"]?["BindPaths"]?.first)
        #expect(bound.hasPrefix("/var/lib/pulse-display-"), "BindPaths=\(bound)")
        #expect(plain["Service"]?["ProtectHome"] == ["tmpfs"])
        let named = keys(try installed(prefix: "/usr", user: "kiosk", home: "/srv/kiosk", in: directory))
        #expect(named["Service"]?["BindPaths"] == ["/srv/kiosk"])
        let me = try #require(getpwuid(getuid()))
        let known = keys(try installed(prefix: "/usr", user: String(cString: me.pointee.pw_name), in: directory))
        #expect(known["Service"]?["BindPaths"] == [String(cString: me.pointee.pw_dir)])
    }

    /// The sandbox a display needs and no more: nothing gained, the system read-only, no
    /// other home, a private /tmp, the console its only device, the network and local
    /// sockets. What would stop the user's `--on-finish` command (no executing outside
    /// the system, no writable executable memory, no network) is not there.
    @Test func theUnitKeepsPulseInASandboxThatStillRunsTheUsersCommand() throws {
        let directory = try scratch()
        defer { try? FileManager.default.removeItem(at: directory) }
        let service = keys(try installed(prefix: "/usr", in: directory))["Service"] ?? [:]
        let expected: [String: String] = [
            "NoNewPrivileges": "yes", "CapabilityBoundingSet": "", "ProtectSystem": "strict", "ProtectHome": "tmpfs",
            "BindPaths": "/var/lib/pulse-display", "PrivateTmp": "yes", "DevicePolicy": "closed",
            "DeviceAllow": "/dev/%I rw", "RestrictAddressFamilies": "AF_INET AF_INET6 AF_UNIX",
            "SystemCallFilter": "@system-service", "SystemCallArchitectures": "native", "RestrictSUIDSGID": "yes",
            "ProtectKernelTunables": "yes", "ProtectControlGroups": "yes", "UMask": "0077",
        ]
        for (key, value) in expected {
            #expect(service[key] == [value], "\(key)=\(service[key] ?? [])")
        }
        for key in [
            "MemoryDenyWriteExecute", "NoExecPaths", "ExecPaths", "PrivateDevices", "PrivateNetwork", "IPAddressDeny",
            "RemoveIPC", "ReadOnlyPaths", "InaccessiblePaths",
        ] {
            #expect(service[key] == nil, "\(key)=\(service[key] ?? [])")
        }
    }

    /// systemd's own rating of the sandbox: at most MEDIUM exposure (the unit of 0.2.0,
    /// with none, was UNSAFE, 9.2). It reads the unit file only (`--offline`).
    @Test(
        .enabled(
            if: FileManager.default.isExecutableFile(atPath: analyze),
            "skipped: needs systemd-analyze (Debian: systemd); the sandbox's keys are checked above"))
    func systemdAnalyzeSecurityRatesTheSandboxAtMostMedium() throws {
        let directory = try scratch()
        defer { try? FileManager.default.removeItem(at: directory) }
        _ = try installed(prefix: "/usr", in: directory)
        let instance = directory.appendingPathComponent("usr/lib/systemd/system/pulse@tty2.service").path
        let outcome = try run(Self.analyze, ["security", "--offline=true", "--no-pager", instance])
        #expect(outcome.status == 0, "\(outcome.standardError)")
        let verdict = try #require(
            outcome.standardOutput.split(separator: "\n").first { $0.contains("Overall exposure level") })
        // "→ Overall exposure level for pulse@tty2.service: 1.9 OK 🙂": the word after the figure.
        let words = verdict.split(separator: " ")
        let colon = try #require(words.firstIndex { $0.hasSuffix(":") })
        let level = words.dropFirst(colon + 2).first.map(String.init) ?? ""
        #expect(["PERFECT", "SAFE", "OK", "MEDIUM"].contains(level), "\(verdict)")
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
