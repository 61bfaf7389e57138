import Foundation
import Testing

@testable import PulseTerminal

/// The settings file's watch: a change is ready at once, and while the file stays the same
/// nothing is ready at all, so the loop does not wake for it.
@Suite struct SettingsWatchTests {
    @Test func theLoopIsWokenByAChangeAndByNothingElse() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("pulse-watch-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: root) }
        let file = root.appendingPathComponent("config/pulse/preferences.json")
        var fds: [Int32] = [0, 0]
        _ = pipe(&fds)
        defer {
            close(fds[0])
            close(fds[1])
        }
        let loop = try EventLoop(input: fds[0], settingsFile: file.path)
        // A zero escape delay polls without sleeping: it says whether anything is ready.
        func ready() -> Wake { loop.wait(until: nil, escapeDelay: 0) }
        #expect(ready().escapeTimedOut, "nothing ready: no directory yet, nothing changed")
        // The directory and the file appear (the first save): the change is ready.
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(#"{"clock.showsSeconds": true}"#.utf8).write(to: file)
        var wake = loop.wait(until: nil, escapeDelay: 1)
        if !wake.settingsChanged { wake = loop.wait(until: nil, escapeDelay: 1) }
        #expect(wake.settingsChanged, "the file appeared with its directory")
        #expect(ready().escapeTimedOut && !ready().settingsChanged, "then nothing, while it stays the same")
        // Written in place, and replaced by a rename: each is a change.
        let handle = try FileHandle(forWritingTo: file)
        try handle.write(contentsOf: Data(" ".utf8))
        try handle.close()
        #expect(loop.wait(until: nil, escapeDelay: 1).settingsChanged, "a write in place")
        let renamed = file.deletingLastPathComponent().appendingPathComponent("new.json")
        try Data("{}".utf8).write(to: renamed)
        #expect(rename(renamed.path, file.path) == 0)
        #expect(loop.wait(until: nil, escapeDelay: 1).settingsChanged, "a rename over it")
        #expect(ready().escapeTimedOut, "quiet again")
        // Another file beside it is not the settings.
        try Data("x".utf8).write(to: file.deletingLastPathComponent().appendingPathComponent("credentials.json"))
        #expect(!loop.wait(until: nil, escapeDelay: 0).settingsChanged)
    }
}
