import Foundation

/// Why a test file system could not be mounted.
public struct MountError: Error {
    /// What mount said.
    public let reason: String
    /// An error saying `reason`.
    public init(_ reason: String) { self.reason = reason }
}

/// A real small filesystem (tmpfs), mounted for one test and unmounted after it.
public final class SmallDisk {
    /// Where it is mounted.
    public let url: URL

    /// A tmpfs of `kilobytes`, mounted at a fresh temporary directory (root only).
    public init(kilobytes: Int) throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("pulse-disk-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        let status = waitForExit(
            try spawnProcess("/bin/mount", ["-t", "tmpfs", "-o", "size=\(kilobytes)k", "tmpfs", url.path]))
        guard status == 0 else { throw MountError("mounting a tmpfs needs root (mount said \(status))") }
    }

    /// Fills what is left, so the next write of any size fails with ENOSPC.
    public func fill() {
        let filler = url.appendingPathComponent("filler")
        let fd = open(filler.path, O_WRONLY | O_CREAT, 0o600)
        defer { close(fd) }
        let block = [UInt8](repeating: 0x61, count: 4096)
        while block.withUnsafeBytes({ write(fd, $0.baseAddress, $0.count) }) > 0 {}
        var one: UInt8 = 0x61
        while write(fd, &one, 1) > 0 {}
    }

    /// Remounts it read-only.
    public func makeReadOnly() throws {
        let status = waitForExit(try spawnProcess("/bin/mount", ["-o", "remount,ro", url.path]))
        guard status == 0 else { throw MountError("remount said \(status)") }
    }

    deinit {
        _ = try? waitForExit(spawnProcess("/bin/umount", [url.path]))
        try? FileManager.default.removeItem(at: url)
    }
}
