import Foundation
import PulseTestSupport
import Testing

/// The harness's children: a process a test starts holds nothing of the test process
/// beyond its three standard descriptors, so no tmux server or server script keeps another
/// test's file open.
@Suite struct SpawnTests {
    @Test func aChildHoldsOnlyItsThreeStandardDescriptors() throws {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("pulse-spawn-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        // Open as Foundation's writes open: inherited unless something closes it.
        let held = open(scratch.appendingPathComponent("held").path, O_WRONLY | O_CREAT, 0o600)
        #expect(held > 2)
        defer { close(held) }
        let listing = scratch.appendingPathComponent("fds").path
        let pid = try spawnProcess("/bin/sh", ["-c", "ls /proc/$$/fd"], output: listing)
        #expect(waitForExit(pid) == 0)
        let fds = try String(contentsOfFile: listing, encoding: .utf8).split(separator: "\n").compactMap { Int($0) }
        #expect(fds.sorted() == [0, 1, 2], "\(fds)")
    }
}
