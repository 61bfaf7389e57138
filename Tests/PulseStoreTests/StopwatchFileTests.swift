import Foundation
import PulseCore
import Testing

@testable import PulseStore

/// A scratch directory removed when the test ends.
final class Scratch {
    let url: URL
    init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("pulse-store-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }
    deinit { try? FileManager.default.removeItem(at: url) }
}

@Suite struct StopwatchFileTests {
    let t0 = Date(timeIntervalSince1970: 1_788_081_810.25)

    @Test func aMissingFileIsAStoppedZero() throws {
        let scratch = try Scratch()
        #expect(StopwatchFile(url: scratch.url.appendingPathComponent("none.json")).load() == .absent)
    }

    @Test func runningAndStoppedStopwatchesRoundTripExactly() throws {
        let scratch = try Scratch()
        let file = StopwatchFile(url: scratch.url.appendingPathComponent("state/pulse/stopwatch.json"))
        for stopwatch in [Stopwatch(startedAt: t0, accumulated: 12.5), Stopwatch(accumulated: 3600.75), Stopwatch()] {
            try file.save(stopwatch)
            #expect(file.load() == .loaded(stopwatch))
        }
    }

    @Test func theFileIsPlainAndPrivate() throws {
        let scratch = try Scratch()
        let url = scratch.url.appendingPathComponent("state/pulse/stopwatch.json")
        try StopwatchFile(url: url).save(Stopwatch(accumulated: 42))
        let text = try String(contentsOf: url, encoding: .utf8)
        #expect(text == "{\"accumulated\":42,\"startedAt\":null,\"version\":1}\n")
        let fileMode = try FileManager.default.attributesOfItem(atPath: url.path)[.posixPermissions] as? Int
        let directoryMode =
            try FileManager.default.attributesOfItem(atPath: url.deletingLastPathComponent().path)[.posixPermissions]
            as? Int
        #expect(fileMode == 0o600)
        #expect(directoryMode == 0o700)
    }

    @Test(arguments: [
        "", "not json", "[]", "{\"version\":2,\"startedAt\":null,\"accumulated\":1}",
        "{\"version\":1,\"startedAt\":null,\"accumulated\":-1}",
        "{\"version\":1,\"startedAt\":\"noon\",\"accumulated\":1}",
        "{\"version\":1,\"accumulated\":\"lots\"}", "{\"version\":1,\"startedAt\":null,\"accumulated\":1e400}",
        "{\"version\":1,\"startedAt\":null,\"accumulated\":1", String(repeating: " ", count: 5000),
    ])
    func unusableContentIsUnreadableNeverAGuess(_ content: String) throws {
        let scratch = try Scratch()
        let url = scratch.url.appendingPathComponent("stopwatch.json")
        try Data(content.utf8).write(to: url)
        guard case .unreadable(let reason) = StopwatchFile(url: url).load() else {
            Issue.record("accepted \(content.prefix(40))")
            return
        }
        #expect(!reason.isEmpty && !reason.contains(content.isEmpty ? "\u{0}" : content))
    }

    @Test func aDirectoryInPlaceOfTheFileIsUnreadable() throws {
        let scratch = try Scratch()
        let url = scratch.url.appendingPathComponent("stopwatch.json")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        #expect(StopwatchFile(url: url).load() == .unreadable("it is a directory"))
    }

    @Test func anOverwriteReplacesWholeAndLeavesNoTemporaryFile() throws {
        let scratch = try Scratch()
        let url = scratch.url.appendingPathComponent("stopwatch.json")
        let file = StopwatchFile(url: url)
        try file.save(Stopwatch(startedAt: t0, accumulated: 999_999))
        try file.save(Stopwatch())
        #expect(file.load() == .loaded(Stopwatch()))
        #expect(try FileManager.default.contentsOfDirectory(atPath: scratch.url.path) == ["stopwatch.json"])
    }

    @Test func aWriteThatCannotHappenThrowsAndKeepsTheOldFile() throws {
        let scratch = try Scratch()
        let url = scratch.url.appendingPathComponent("stopwatch.json")
        let file = StopwatchFile(url: url)
        try file.save(Stopwatch(accumulated: 42))
        let before = try Data(contentsOf: url)
        // Its directory is replaced by a file: neither the temporary file nor a rename can
        // happen, whoever runs the test (root ignores permission bits).
        let blocked = StopwatchFile(url: url.appendingPathComponent("nested.json"))
        #expect(throws: FileWriteError.self) { try blocked.save(Stopwatch(accumulated: 7)) }
        #expect(try Data(contentsOf: url) == before)
    }
}

@Suite struct XDGPathsTests {
    @Test func followsTheVariablesAndTheirDefaults() {
        let set = XDGPaths(environment: ["HOME": "/home/a", "XDG_CONFIG_HOME": "/c", "XDG_STATE_HOME": "/s"])
        #expect(set.configDirectory.path == "/c/pulse")
        #expect(set.stopwatchFile.path == "/s/pulse/stopwatch.json")
        let unset = XDGPaths(environment: ["HOME": "/home/a"])
        #expect(unset.configDirectory.path == "/home/a/.config/pulse")
        #expect(unset.stateDirectory.path == "/home/a/.local/state/pulse")
    }

    @Test func relativeValuesAreIgnoredAsTheSpecificationSays() {
        let paths = XDGPaths(environment: ["HOME": "/home/a", "XDG_STATE_HOME": "relative/state"])
        #expect(paths.stateDirectory.path == "/home/a/.local/state/pulse")
    }
}
