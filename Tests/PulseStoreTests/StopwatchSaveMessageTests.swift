import Foundation
import PulseApp
import PulseCore
import PulseTestSupport
import Testing

/// A stopwatch that could not be saved is said after exit, as a failed settings save is.
@Suite struct StopwatchSaveMessageTests {
    @Test func aFailedStopwatchSaveIsSaidOnceAfterExit() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("pulse-swsave-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: root) }
        // Pulse's state directory is a link to nothing: there is no stopwatch to read, and no
        // directory can be made in its place, so every save fails.
        let state = root.appendingPathComponent("state")
        try FileManager.default.createDirectory(at: state, withIntermediateDirectories: true)
        let pulse = state.appendingPathComponent("pulse")
        try FileManager.default.createSymbolicLink(atPath: pulse.path, withDestinationPath: "/nonexistent/dir")
        let files = StoredFiles(environment: [
            "XDG_STATE_HOME": state.path, "XDG_CONFIG_HOME": root.appendingPathComponent("config").path,
        ])
        #expect(files.messages.lines.isEmpty, "nothing stored yet is nothing wrong")
        let start = StopwatchChange.start(at: Date(timeIntervalSince1970: 1_787_922_000))
        for _ in 0..<3 {
            #expect(takingTurns { files.perform(Save(.stopwatch(start), origin: .stopwatch)) } == .failed)
        }
        #expect(
            files.messages.lines == [
                "pulse: could not save the stopwatch: cannot create \(pulse.path): File exists"
            ])
    }

    @Test func aSuccessfulStopwatchSaveSaysNothing() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("pulse-swsave-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let files = StoredFiles(environment: [
            "XDG_STATE_HOME": root.appendingPathComponent("state").path,
            "XDG_CONFIG_HOME": root.appendingPathComponent("config").path,
        ])
        #expect(takingTurns { files.perform(Save(.stopwatch(.reset), origin: .stopwatch)) } == .written)
        #expect(files.messages.lines.isEmpty)
    }
}
