import Foundation
import PulseApp
import PulseCore
import PulseTestSupport
import Testing

@testable import PulseStore

/// The saves `DiskFaultTests` leaves out, on a real full and a real read-only tmpfs: the
/// Uptime page's preferences, the stopwatch's locked change, and each write walked both
/// ways (a file with no name until complete, and one named from the start). Each fails,
/// says why, and leaves the old file and nothing else.
@Suite struct FaultyDiskSaveTests {
    enum Fault: String, CaseIterable, CustomTestStringConvertible {
        case full, readOnly
        var testDescription: String { rawValue }
    }

    func prepared(_ fault: Fault) throws -> (SmallDisk, XDGPaths, [URL: Data]) {
        let disk = try SmallDisk(kilobytes: 256)
        let paths = XDGPaths(environment: [
            "XDG_CONFIG_HOME": disk.url.appendingPathComponent("config").path,
            "XDG_STATE_HOME": disk.url.appendingPathComponent("state").path,
        ])
        try PreferencesFile(url: paths.preferencesFile).saveUptime(UptimePreferences(order: .downFirst))
        _ = try StopwatchFile(url: paths.stopwatchFile).apply(.start(at: Date(timeIntervalSince1970: 1_788_081_810)))
        var before: [URL: Data] = [:]
        for url in [paths.preferencesFile, paths.stopwatchFile] { before[url] = try Data(contentsOf: url) }
        switch fault {
        case .full: disk.fill()
        case .readOnly: try disk.makeReadOnly()
        }
        return (disk, paths, before)
    }

    func expectKept(_ before: [URL: Data], sourceLocation: SourceLocation = #_sourceLocation) throws {
        for (url, data) in before {
            #expect(try Data(contentsOf: url) == data, "\(url.lastPathComponent) kept", sourceLocation: sourceLocation)
            let names = try FileManager.default.contentsOfDirectory(atPath: url.deletingLastPathComponent().path)
            #expect(names == [url.lastPathComponent], "nothing else: \(names)", sourceLocation: sourceLocation)
        }
    }

    @Test(arguments: Fault.allCases)
    func theUptimePreferencesAndTheStopwatchChangeFailAndKeepTheOldFiles(_ fault: Fault) throws {
        let (disk, paths, before) = try prepared(fault)
        defer { withExtendedLifetime(disk) {} }
        let files = StoredFiles(environment: [
            "XDG_CONFIG_HOME": paths.configDirectory.deletingLastPathComponent().path,
            "XDG_STATE_HOME": paths.stateDirectory.deletingLastPathComponent().path,
        ])
        _ = takingTurns {
            files.perform(Save(.uptimePreferences(UptimePreferences(order: .asListed)), origin: .settings))
        }
        #expect(files.messages.lines.contains { $0.hasPrefix("pulse: could not save the uptime order: ") })
        #expect(throws: FileWriteError.self) {
            try StopwatchFile(url: paths.stopwatchFile).apply(.stop(at: Date(timeIntervalSince1970: 1_788_081_900)))
        }
        try expectKept(before)
    }

    @Test(arguments: Fault.allCases, [true, false])
    func aWriteEitherWayFailsAndLeavesNothing(_ fault: Fault, _ nameless: Bool) throws {
        let (disk, paths, before) = try prepared(fault)
        defer { withExtendedLifetime(disk) {} }
        let big = Data(repeating: 0x20, count: 8192) + Data("{}\n".utf8)
        do {
            _ = try AtomicFile.write(
                big, to: paths.preferencesFile, mode: 0o600, directoryMode: 0o700, limit: nil, nameless: nameless)
            Issue.record("written on a \(fault) disk")
        } catch {
            #expect(error.description.contains(fault == .full ? "No space left on device" : "Read-only file system"))
        }
        try expectKept(before)
    }
}
