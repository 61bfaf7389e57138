import Foundation
import PulseTestSupport
import Testing

/// `--font` reads only a regular file of at most 1 MiB, and says why it refuses another.
@Suite struct FontFileTests {
    let binary: String
    let directory: URL

    init() throws {
        binary = try pulseBinary()
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("pulse-fontfile-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    }

    /// What a bounded run of `pulse snapshot clock --font PATH` did.
    struct BoundedOutcome {
        /// Nil when it had not finished within the bound (it was then killed).
        let status: Int32?
        let standardError: String
        /// Peak resident memory, in KiB.
        let peakKiB: Int
    }

    /// Runs the snapshot, killing it if it has not finished in `seconds`: a refusal is
    /// immediate, so the bound only limits how long a failure takes to show. It runs under
    /// `Tests/PeakMemory/peak.py`, which forks it from a small process: spawned from this
    /// runner (a vfork), its peak RSS would be the runner's own.
    func snapshot(font path: String, within seconds: TimeInterval = 10) throws -> BoundedOutcome {
        let errors = directory.appendingPathComponent("err-\(UUID().uuidString)").path
        let report = directory.appendingPathComponent("peak-\(UUID().uuidString)").path
        let peak = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("PeakMemory/peak.py").path
        let pid = try spawnProcess(
            "python3", [peak, report, String(seconds), binary, "snapshot", "clock", "--font", path], error: errors,
            searchPath: true)
        var status: Int32 = 0
        while waitpid(pid, &status, 0) == -1, errno == EINTR {}
        let text = String(decoding: FileManager.default.contents(atPath: errors) ?? Data(), as: UTF8.self)
        let words = String(decoding: FileManager.default.contents(atPath: report) ?? Data(), as: UTF8.self)
            .split(separator: " ").map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }
        #expect(words.count == 2, "peak.py reported \(words)")
        let code = words.first.flatMap { Int32($0) }
        let kib = words.count == 2 ? Int(words[1]) ?? Int.max : Int.max
        return BoundedOutcome(status: code, standardError: text, peakKiB: kib)
    }

    @Test func aFileOverTheCapIsRefusedBeforeItIsRead() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let sparse = directory.appendingPathComponent("huge.bdf")
        #expect(FileManager.default.createFile(atPath: sparse.path, contents: nil))
        #expect(truncate(sparse.path, 2 << 30) == 0, "a sparse 2 GiB file")
        let outcome = try snapshot(font: sparse.path)
        #expect(outcome.status == 1)
        #expect(
            outcome.standardError
                == "pulse: cannot use font '\(sparse.path)': 2147483648 bytes, more than the 1 MiB a font may have\n")
        #expect(outcome.peakKiB < 100 * 1024, "peak \(outcome.peakKiB) KiB")
    }

    @Test func aFileJustOverTheCapIsRefusedAndOneAtItIsRead() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let over = directory.appendingPathComponent("over.bdf")
        try Data(repeating: 0x20, count: (1 << 20) + 1).write(to: over)
        #expect(
            try snapshot(font: over.path).standardError.hasSuffix(
                ": 1048577 bytes, more than the 1 MiB a font may have\n"))
        let at = directory.appendingPathComponent("at.bdf")
        try Data(repeating: 0x20, count: 1 << 20).write(to: at)
        let read = try snapshot(font: at.path)
        #expect(read.status == 1)
        #expect(read.standardError.contains("cannot use font '\(at.path)': not a BDF font"), "read, then judged")
    }

    @Test func aFIFOIsRefusedWithoutWaitingForAWriter() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let fifo = directory.appendingPathComponent("fifo.bdf")
        #expect(mkfifo(fifo.path, 0o600) == 0)
        let outcome = try snapshot(font: fifo.path)
        #expect(outcome.status == 1, "it finished")
        #expect(outcome.standardError == "pulse: cannot use font '\(fifo.path)': not a regular file\n")
    }

    @Test(arguments: ["/dev/zero", "/dev/null", "/tmp"])
    func aDeviceOrADirectoryIsRefused(_ path: String) throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let outcome = try snapshot(font: path)
        #expect(outcome.status == 1, "it finished")
        #expect(outcome.standardError == "pulse: cannot use font '\(path)': not a regular file\n")
        #expect(outcome.peakKiB < 100 * 1024, "peak \(outcome.peakKiB) KiB")
    }

    @Test func aFileThatCannotBeOpenedSaysWhy() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let missing = directory.appendingPathComponent("none.bdf").path
        #expect(
            try snapshot(font: missing).standardError
                == "pulse: cannot read font '\(missing)': No such file or directory\n")
        let notADirectory = directory.appendingPathComponent("file")
        #expect(FileManager.default.createFile(atPath: notADirectory.path, contents: Data("x".utf8)))
        let below = notADirectory.appendingPathComponent("font.bdf").path
        #expect(try snapshot(font: below).standardError == "pulse: cannot read font '\(below)': Not a directory\n")
    }
}
